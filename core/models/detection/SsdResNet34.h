#pragma once

#include <torch/nn/modules/container/modulelist.h>

#include <memory>

#include "detection/BoxCoder.h"
#include "detection/Matcher.h"
#include "models/ResNet.h"
#include "models/detection/DetectionModel.h"

namespace osprey {

struct SsdOptions {
    int64_t numClasses = 80;  // object classes; the network adds the background class
    NormSpec norm;
    double negativesPerPositive = 3;  // hard-negative mining ratio
    double matchIou = 0.5;
};

// SSD300 with a ResNet-34 backbone in the MLPerf layout: ResNet-34 up to layer3 with layer3 kept at stride 1
// (38x38, 256 channels), five extra blocks (1x1 then 3x3 convolutions with batch norm) down to 19, 10, 5, 3
// and 1, 3x3 location and class heads over six maps with 4, 6, 6, 6, 4, 4 default boxes per cell: 8,732 boxes
// at 300x300. Softmax classification with background; the loss is smooth L1 over matched boxes plus
// cross-entropy over matched boxes and the hardest 3x as many background boxes, per image divided by its
// matched count. The backbone sits under backbone.body with torchvision's ResNet names, so a torchvision
// resnet34 file loads into it.
struct SsdOutputs {
    torch::Tensor classLogits;   // [N, B, classes + 1], background first (B = 8,732 at 300x300)
    torch::Tensor boxDeltas;     // [N, B, 4]
    torch::Tensor defaultBoxes;  // [B, 4] in input pixels
};

class SsdResNet34Impl : public DetectorOf<SsdOutputs> {
public:
    explicit SsdResNet34Impl(const SsdOptions& options);

    // The sides of the six feature maps for a square input of `inputSize` pixels (38, 19, 10, 5, 3, 1 at
    // 300); empty when the input is too small for the last two unpadded 3x3 convolutions.
    static std::vector<int64_t> featureSizes(int64_t inputSize);
    // The smallest input side the network runs at (its default boxes follow the maps' sizes).
    static int64_t minimumInputSize();

    using Outputs = SsdOutputs;
    using DetectorOf<SsdOutputs>::loss;
    using DetectorOf<SsdOutputs>::detect;
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
    SsdOptions m_options;
    std::shared_ptr<ResNetImpl> m_body;
    torch::nn::ModuleList m_extra{nullptr}, m_loc{nullptr}, m_conf{nullptr};
    BoxCoder m_coder;
    Matcher m_matcher;
};

}  // namespace osprey
