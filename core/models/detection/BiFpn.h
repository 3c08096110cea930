#pragma once

#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/conv.h>

#include <vector>

#include <optional>

#include "models/ConvNormActivation.h"

namespace osprey {

// The normalisation of EfficientDet's BiFPN and heads: batch norm with the TensorFlow original's eps 1e-3 and
// momentum 0.01, or group norm (model.norm=group).
torch::nn::AnyModule efficientDetNorm(int64_t channels, const NormSpec& norm);

// EfficientDet's separable convolution: depthwise 3x3 (no bias), pointwise 1x1 (with bias), then
// efficientDetNorm unless `norm` is nullopt.
class SeparableConvImpl : public torch::nn::Module {
public:
    SeparableConvImpl(int64_t in, int64_t out, std::optional<NormSpec> norm = NormSpec{});
    torch::Tensor forward(const torch::Tensor& x);

private:
    torch::nn::Conv2d depthwise_{nullptr}, pointwise_{nullptr};
    torch::nn::AnyModule bn_;
    bool m_norm;
};
TORCH_MODULE(SeparableConv);

// One BiFPN layer (Tan et al., "EfficientDet"): a top-down then a bottom-up pass over P3-P7, every node a
// fast normalised fusion (ReLU weights / (sum + 1e-4)) of its inputs, SiLU, and a separable convolution. The
// first layer also projects the backbone's C3-C5 to the BiFPN width (the bottom-up path with its own
// projections of C4 and C5) and makes P6 (1x1 projection, max-pool) and P7 (max-pool) from C5.
class BiFpnLayerImpl : public torch::nn::Module {
public:
    // `inChannels`: C3, C4, C5 for the first layer; empty for later layers.
    BiFpnLayerImpl(int64_t channels, const std::vector<int64_t>& inChannels, const NormSpec& norm);
    // First layer: {C3, C4, C5}; later: {P3, ..., P7}. Returns P3-P7.
    std::vector<torch::Tensor> forward(const std::vector<torch::Tensor>& inputs);

private:
    torch::Tensor fuse(size_t node, const std::vector<torch::Tensor>& inputs);

    bool m_first;
    // First layer only.
    torch::nn::ModuleList lateral_{nullptr};   // C3, C4, C5 -> channels (top-down inputs)
    torch::nn::ModuleList lateral2_{nullptr};  // C4, C5 -> channels (bottom-up inputs)
    Chain p6_{nullptr};
    // Fusion nodes: 4 top-down (P6..P3), 4 bottom-up (P4..P7).
    std::vector<torch::Tensor> m_weights;
    torch::nn::ModuleList convs_{nullptr};
};
TORCH_MODULE(BiFpnLayer);

}  // namespace osprey
