#include "models/detection/BiFpn.h"
#include "distributed/SyncBatchNorm.h"

#include <torch/nn/functional/activation.h>
#include <torch/nn/functional/pooling.h>
#include <torch/nn/functional/upsampling.h>
#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/pooling.h>

namespace osprey {

namespace F = torch::nn::functional;

torch::nn::AnyModule efficientDetNorm(int64_t channels, const NormSpec& norm) {
    if (norm.kind == NormSpec::Kind::Group)
        return makeNorm(channels, norm);
    return torch::nn::AnyModule(
        SyncableBatchNorm2d(torch::nn::BatchNorm2dOptions(channels).eps(1e-3).momentum(0.01)));
}

namespace {

Chain projection(int64_t in, int64_t out, const NormSpec& norm) {
    Chain chain(torch::nn::Conv2d(torch::nn::Conv2dOptions(in, out, 1)));
    chain->push_back(efficientDetNorm(out, norm));
    return chain;
}

// TensorFlow's "same" max-pool: 3x3, stride 2, output ceil(size / 2).
torch::Tensor downsample(const torch::Tensor& x, const torch::Tensor& like) {
    torch::Tensor y = F::max_pool2d(x, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
    if (y.size(2) != like.size(2) || y.size(3) != like.size(3))
        y = y.narrow(2, 0, like.size(2)).narrow(3, 0, like.size(3));
    return y;
}

torch::Tensor upsample(const torch::Tensor& x, const torch::Tensor& like) {
    return F::interpolate(x, F::InterpolateFuncOptions()
                                 .size(std::vector<int64_t>{like.size(2), like.size(3)})
                                 .mode(torch::kNearest));
}

}  // namespace

SeparableConvImpl::SeparableConvImpl(int64_t in, int64_t out, std::optional<NormSpec> norm)
    : m_norm(norm.has_value()) {
    depthwise_ = register_module(
        "depthwise",
        torch::nn::Conv2d(torch::nn::Conv2dOptions(in, in, 3).padding(1).groups(in).bias(false)));
    pointwise_ = register_module("pointwise", torch::nn::Conv2d(torch::nn::Conv2dOptions(in, out, 1)));
    if (norm) {
        bn_ = efficientDetNorm(out, *norm);
        register_module("bn", bn_.ptr());
    }
}

torch::Tensor SeparableConvImpl::forward(const torch::Tensor& x) {
    torch::Tensor y = pointwise_(depthwise_(x));
    return m_norm ? bn_.forward(y) : y;
}

BiFpnLayerImpl::BiFpnLayerImpl(int64_t channels, const std::vector<int64_t>& inChannels, const NormSpec& norm)
    : m_first(!inChannels.empty()) {
    if (m_first) {
        lateral_ = register_module("lateral", torch::nn::ModuleList());
        for (int64_t c : inChannels)
            lateral_->push_back(projection(c, channels, norm));
        lateral2_ = register_module("lateral2", torch::nn::ModuleList());
        lateral2_->push_back(projection(inChannels[1], channels, norm));
        lateral2_->push_back(projection(inChannels[2], channels, norm));
        p6_ = register_module("p6", projection(inChannels[2], channels, norm));
    }
    // Inputs per node: top-down P6', P5', P4', P3 out take 2; bottom-up P4, P5, P6 out take 3, P7 out 2.
    const int inputs[8] = {2, 2, 2, 2, 3, 3, 3, 2};
    convs_ = register_module("convs", torch::nn::ModuleList());
    for (int node = 0; node < 8; ++node) {
        m_weights.push_back(register_parameter("w" + std::to_string(node), torch::ones({inputs[node]})));
        convs_->push_back(SeparableConv(channels, channels, norm));
    }
}

torch::Tensor BiFpnLayerImpl::fuse(size_t node, const std::vector<torch::Tensor>& inputs) {
    const torch::Tensor w = torch::relu(m_weights[node]);
    const torch::Tensor normalised = w / (w.sum() + 1e-4);
    torch::Tensor sum = inputs[0] * normalised[0];
    for (size_t i = 1; i < inputs.size(); ++i)
        sum = sum + inputs[i] * normalised[static_cast<int64_t>(i)];
    return convs_[node]->as<SeparableConvImpl>()->forward(F::silu(sum));
}

std::vector<torch::Tensor> BiFpnLayerImpl::forward(const std::vector<torch::Tensor>& in) {
    torch::Tensor p3, p4, p5, p6, p7, p4b, p5b;
    if (m_first) {
        p3 = lateral_[0]->as<ChainImpl>()->forward(in[0]);
        p4 = lateral_[1]->as<ChainImpl>()->forward(in[1]);
        p5 = lateral_[2]->as<ChainImpl>()->forward(in[2]);
        p4b = lateral2_[0]->as<ChainImpl>()->forward(in[1]);
        p5b = lateral2_[1]->as<ChainImpl>()->forward(in[2]);
        const torch::Tensor c6 = p6_->forward(in[2]);
        p6 = F::max_pool2d(c6, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
        p7 = F::max_pool2d(p6, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
    } else {
        p3 = in[0], p4 = in[1], p5 = in[2], p6 = in[3], p7 = in[4];
        p4b = p4, p5b = p5;
    }
    // Top-down.
    const torch::Tensor p6td = fuse(0, {p6, upsample(p7, p6)});
    const torch::Tensor p5td = fuse(1, {p5, upsample(p6td, p5)});
    const torch::Tensor p4td = fuse(2, {p4, upsample(p5td, p4)});
    const torch::Tensor p3out = fuse(3, {p3, upsample(p4td, p3)});
    // Bottom-up.
    const torch::Tensor p4out = fuse(4, {p4b, p4td, downsample(p3out, p4td)});
    const torch::Tensor p5out = fuse(5, {p5b, p5td, downsample(p4out, p5td)});
    const torch::Tensor p6out = fuse(6, {p6, p6td, downsample(p5out, p6td)});
    const torch::Tensor p7out = fuse(7, {p7, downsample(p6out, p7)});
    return {p3out, p4out, p5out, p6out, p7out};
}

}  // namespace osprey
