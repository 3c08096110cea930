#include "models/detection/FeaturePyramid.h"

#include <torch/nn/functional/activation.h>
#include <torch/nn/functional/upsampling.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/container/sequential.h>

namespace osprey {

namespace F = torch::nn::functional;

namespace {

// torchvision initialises the pyramid's convolutions with kaiming_uniform_(a=1) and zero bias.
torch::nn::Conv2d pyramidConv(int64_t in, int64_t out, int64_t kernel, int64_t stride = 1) {
    torch::nn::Conv2d conv(torch::nn::Conv2dOptions(in, out, kernel).stride(stride).padding(kernel / 2));
    torch::NoGradGuard noGrad;
    torch::nn::init::kaiming_uniform_(conv->weight, 1.0);
    conv->bias.zero_();
    return conv;
}

}  // namespace

FeaturePyramidImpl::FeaturePyramidImpl(const std::vector<int64_t>& inChannels, int64_t outChannels,
                                       bool extraP6P7) {
    inner_ = register_module("inner_blocks", torch::nn::ModuleList());
    layer_ = register_module("layer_blocks", torch::nn::ModuleList());
    for (int64_t c : inChannels) {
        inner_->push_back(torch::nn::Sequential(pyramidConv(c, outChannels, 1)));
        layer_->push_back(torch::nn::Sequential(pyramidConv(outChannels, outChannels, 3)));
    }
    if (extraP6P7) {
        auto extra = register_module("extra_blocks", std::make_shared<torch::nn::Module>());
        p6_ = extra->register_module("p6", pyramidConv(outChannels, outChannels, 3, 2));
        p7_ = extra->register_module("p7", pyramidConv(outChannels, outChannels, 3, 2));
    }
}

std::vector<torch::Tensor> FeaturePyramidImpl::forward(const std::vector<torch::Tensor>& features) {
    const size_t n = features.size();
    std::vector<torch::Tensor> out(n);
    torch::Tensor last = inner_[n - 1]->as<torch::nn::Sequential>()->forward(features[n - 1]);
    out[n - 1] = layer_[n - 1]->as<torch::nn::Sequential>()->forward(last);
    for (size_t i = n - 1; i-- > 0;) {
        const torch::Tensor lateral = inner_[i]->as<torch::nn::Sequential>()->forward(features[i]);
        const auto size = lateral.sizes();
        const torch::Tensor topDown = F::interpolate(
            last,
            F::InterpolateFuncOptions().size(std::vector<int64_t>{size[2], size[3]}).mode(torch::kNearest));
        last = lateral + topDown;
        out[i] = layer_[i]->as<torch::nn::Sequential>()->forward(last);
    }
    if (p6_) {
        const torch::Tensor p6 = p6_(out[n - 1]);  // torchvision's LastLevelP6P7 uses P5 when channels agree
        const torch::Tensor p7 = p7_(F::relu(p6));
        out.push_back(p6);
        out.push_back(p7);
    }
    return out;
}

}  // namespace osprey
