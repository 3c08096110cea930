#pragma once

#include <torch/nn/modules/container/modulelist.h>

#include <memory>
#include <vector>

#include "detection/AnchorDetection.h"
#include "models/EfficientNet.h"
#include "models/detection/BiFpn.h"
#include "models/detection/DetectionModel.h"

namespace osprey {

struct EfficientDetOptions {
    int64_t numClasses = 90;
    int variant = 0;        // D0: EfficientNet-B0
    int64_t channels = 64;  // BiFPN width
    int64_t bifpnLayers = 3;
    int64_t headLayers = 3;  // separable convolutions before each head's output
    std::vector<double> anchorSizes = {32, 64, 128, 256, 512};  // 4 x stride on P3-P7
    NormSpec norm;  // of the BiFPN and heads (the backbone keeps its batch norm)
};

// One of EfficientDet's heads: `layers` separable convolutions shared across levels, with a batch norm per
// level and layer and SiLU, then a separable convolution giving `valuesPerAnchor` values for each of
// `anchors` anchors.
class EfficientDetHeadImpl : public torch::nn::Module {
public:
    EfficientDetHeadImpl(int64_t channels, int64_t layers, int64_t levels, int64_t anchors,
                         int64_t valuesPerAnchor, double biasInit, const NormSpec& norm);
    // [N, H * W * anchors, valuesPerAnchor] for pyramid level `level`.
    torch::Tensor forward(const torch::Tensor& feature, size_t level);

private:
    torch::nn::ModuleList convs_{nullptr};
    torch::nn::ModuleList norms_{nullptr};      // [level][layer], flattened level-major
    std::vector<torch::nn::AnyModule> m_norms;  // the same, callable
    SeparableConv out_{nullptr};
    int64_t m_layers, m_values;
};
TORCH_MODULE(EfficientDetHead);

// EfficientDet-D0 (Tan, Pang, Le): an EfficientNet-B0 backbone (under backbone.features with torchvision's
// names, so an ImageNet efficientnet_b0 file fills it), three BiFPN layers of 64 channels over P3-P7, class
// and box heads of three separable convolutions, nine anchors per location (three octave scales x three
// aspect ratios, 4 x stride), focal loss (alpha 0.25, gamma 1.5) and Huber box loss (delta 0.1, weight 50),
// positives at IoU >= 0.5. 512x512 input.
class EfficientDetImpl : public DetectorOf<AnchorOutputs> {
public:
    explicit EfficientDetImpl(const EfficientDetOptions& options);

    using DetectorOf<AnchorOutputs>::loss;
    using DetectorOf<AnchorOutputs>::detect;
    AnchorOutputs run(const torch::Tensor& images) override;
    DetectionLosses loss(const AnchorOutputs& outputs,
                         const std::vector<DetectionTarget>& targets) const override;
    std::vector<Detections> detect(const AnchorOutputs& outputs, int64_t imageH,
                                   int64_t imageW) const override;
    DenseRun dense(const AnchorOutputs& outputs) const override;
    AnchorOutputs fromDense(const DenseRun& run) const override;
    int64_t numClasses() const override { return m_options.numClasses; }
    torch::Tensor earlyFeatures(torch::Tensor images) override {
        return m_backbone->earlyFeatures(std::move(images));
    }

private:
    EfficientDetOptions m_options;
    std::shared_ptr<EfficientNetImpl> m_backbone;
    torch::nn::ModuleList bifpn_{nullptr};
    EfficientDetHead m_class{nullptr}, m_box{nullptr};
    AnchorDetection m_detection;
};

}  // namespace osprey
