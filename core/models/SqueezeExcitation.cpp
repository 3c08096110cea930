#include "models/SqueezeExcitation.h"

#include <torch/nn/functional/pooling.h>

namespace osprey {

namespace F = torch::nn::functional;

SqueezeExcitationImpl::SqueezeExcitationImpl(int64_t channels, int64_t squeezeChannels, Style style)
    : m_style(style) {
    fc1_ = register_module("fc1", torch::nn::Conv2d(torch::nn::Conv2dOptions(channels, squeezeChannels, 1)));
    fc2_ = register_module("fc2", torch::nn::Conv2d(torch::nn::Conv2dOptions(squeezeChannels, channels, 1)));
}

torch::Tensor SqueezeExcitationImpl::forward(torch::Tensor x) {
    torch::Tensor scale = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1));
    if (m_style == Style::SiLUSigmoid) {
        scale = torch::sigmoid(fc2_(torch::silu(fc1_(scale))));
    } else {
        scale = torch::hardsigmoid(fc2_(torch::relu(fc1_(scale))));
    }
    return x * scale;
}

}  // namespace osprey
