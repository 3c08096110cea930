#pragma once

#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>

#include <map>
#include <memory>

#include "detection/AnchorDetection.h"
#include "models/ConvNormActivation.h"
#include "models/ResNet.h"
#include "models/detection/DetectionModel.h"
#include "models/detection/FeaturePyramid.h"

namespace osprey {

struct RetinaNetOptions {
    int64_t numClasses = 91;  // torchvision's COCO layout; Osprey datasets use their own class count
    std::vector<int> resnetLayers = {3, 4, 6, 3};  // ResNet-50
    bool bottleneck = true;                        // false: basic blocks (ResNet-18/34)
    NormSpec norm;
    int64_t fpnChannels = 256;
    double focalAlpha = 0.25, focalGamma = 2.0;
    double smoothL1Beta = 0;  // 0: L1 box loss (torchvision's default); > 0: smooth L1 with this beta
    double fgIou = 0.5, bgIou = 0.4;
    // Octave base anchor size per level P3-P7, input pixels: torchvision's 32 ... 512 suit 512-1333 px
    // images; smaller inputs with small objects want smaller anchors.
    std::vector<double> anchorSizes = {32, 64, 128, 256, 512};
};

// One of RetinaNet's two heads: four 3x3 convolutions with ReLU, then a 3x3 convolution giving `outputs`
// values per anchor, shared by every pyramid level. Names as torchvision: conv.i.0, then cls_logits or
// bbox_reg.
class RetinaNetHeadImpl : public torch::nn::Module {
public:
    RetinaNetHeadImpl(int64_t channels, int64_t anchors, int64_t valuesPerAnchor,
                      const std::string& outputName, double biasInit);
    // [N, H * W * anchors, valuesPerAnchor] for one level.
    torch::Tensor forward(const torch::Tensor& feature);

private:
    torch::nn::Sequential conv_{nullptr};
    torch::nn::Conv2d out_{nullptr};
    int64_t m_values;
};
TORCH_MODULE(RetinaNetHead);

// RetinaNet (Lin et al., "Focal Loss for Dense Object Detection") with a ResNet-FPN backbone on P3-P7, nine
// anchors per location, focal loss and L1 (or smooth L1) box loss, laid out as torchvision's
// retinanet_resnet50_fpn: backbone.body (ResNet without fc), backbone.fpn, head.classification_head,
// head.regression_head — 34,068,119 parameters at 91 classes, so its weight files load unchanged.
class RetinaNetImpl : public DetectorOf<AnchorOutputs> {
public:
    explicit RetinaNetImpl(const RetinaNetOptions& options);

    using Outputs = AnchorOutputs;
    using DetectorOf<AnchorOutputs>::loss;
    using DetectorOf<AnchorOutputs>::detect;
    Outputs run(const torch::Tensor& images) override;
    DetectionLosses loss(const Outputs& outputs, const std::vector<DetectionTarget>& targets) const override;
    std::vector<Detections> detect(const Outputs& outputs, int64_t imageH, int64_t imageW) const override;
    DenseRun dense(const Outputs& outputs) const override;
    Outputs fromDense(const DenseRun& run) const override;
    int64_t numClasses() const override { return m_options.numClasses; }
    torch::Tensor earlyFeatures(torch::Tensor images) override {
        return m_body->earlyFeatures(std::move(images));
    }

private:
    RetinaNetOptions m_options;
    std::shared_ptr<ResNetImpl> m_body;
    FeaturePyramid m_fpn{nullptr};
    RetinaNetHead m_classification{nullptr}, m_regression{nullptr};
    AnchorDetection m_detection;
};

}  // namespace osprey
