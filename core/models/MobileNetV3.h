#pragma once

#include "models/ClassificationModel.h"
#include "models/ConvNormActivation.h"

namespace osprey {

// MobileNetV3 large and small with torchvision's module tree and names (features.N.block.K...,
// classifier.0/3): inverted residuals with optional squeeze-excitation (hard-sigmoid gate), ReLU or
// hard-swish, batch norm with TensorFlow's eps 1e-3 and momentum 0.01.
class MobileNetV3BlockImpl : public torch::nn::Module {
public:
    struct Config {
        int64_t in, kernel, expanded, out;
        bool squeezeExcite, hardswish;
        int64_t stride;
    };
    explicit MobileNetV3BlockImpl(const Config& config);
    torch::Tensor forward(torch::Tensor x);

private:
    Chain block_{nullptr};
    bool m_residual;
};
TORCH_MODULE(MobileNetV3Block);

class MobileNetV3Impl : public ClassificationModel {
public:
    MobileNetV3Impl(bool large, int64_t numClasses, double dropout = 0.2);
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;

private:
    Chain features_{nullptr};
    Chain classifier_{nullptr};
};

}  // namespace osprey
