#pragma once

#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>

#include "models/ClassificationModel.h"

namespace osprey {

// SqueezeNet 1.0 and 1.1 with torchvision's module tree and names (features.N.squeeze/expand1x1/expand3x3,
// classifier.1): Fire modules and a convolutional classifier with global pooling.
class FireImpl : public torch::nn::Module {
public:
    FireImpl(int64_t in, int64_t squeeze, int64_t expand1x1, int64_t expand3x3);
    torch::Tensor forward(torch::Tensor x);

private:
    torch::nn::Conv2d squeeze_{nullptr}, expand1x1_{nullptr}, expand3x3_{nullptr};
};
TORCH_MODULE(Fire);

class SqueezeNetImpl : public ClassificationModel {
public:
    // `version` is "1_0" or "1_1".
    SqueezeNetImpl(const std::string& version, int64_t numClasses, double dropout = 0.5);
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;

private:
    torch::nn::Sequential features_{nullptr};
    torch::nn::Sequential classifier_{nullptr};
};

}  // namespace osprey
