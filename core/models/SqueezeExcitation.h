#pragma once

#include <torch/nn/modules/conv.h>

#include "models/ClassificationModel.h"

namespace osprey {

// torchvision's SqueezeExcitation (names fc1, fc2): global pooling, a 1x1 bottleneck with an activation, and
// a gate that rescales the channels. EfficientNet gates with SiLU and sigmoid, MobileNetV3 with ReLU and hard
// sigmoid.
class SqueezeExcitationImpl : public torch::nn::Module {
public:
    enum class Style { SiLUSigmoid, ReLUHardSigmoid };
    SqueezeExcitationImpl(int64_t channels, int64_t squeezeChannels, Style style = Style::SiLUSigmoid);
    torch::Tensor forward(torch::Tensor x);

private:
    torch::nn::Conv2d fc1_{nullptr}, fc2_{nullptr};
    Style m_style;
};
TORCH_MODULE(SqueezeExcitation);

}  // namespace osprey
