#pragma once

#include "models/ConvNormActivation.h"

#include "models/ClassificationModel.h"

namespace osprey {

// MobileNetV2 with torchvision's module tree and names (features.N.conv.K..., classifier.1): inverted
// residual blocks with ReLU6 and linear bottlenecks.
class InvertedResidualImpl : public torch::nn::Module {
public:
    InvertedResidualImpl(int64_t in, int64_t out, int64_t stride, int64_t expandRatio);
    torch::Tensor forward(torch::Tensor x);

private:
    Chain conv_{nullptr};
    bool m_residual;
};
TORCH_MODULE(InvertedResidual);

class MobileNetV2Impl : public ClassificationModel {
public:
    explicit MobileNetV2Impl(int64_t numClasses, double widthMult = 1.0, double dropout = 0.2);
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;

private:
    Chain features_{nullptr};
    Chain classifier_{nullptr};
};

}  // namespace osprey
