#pragma once

#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/conv.h>

#include <vector>

#include "models/ConvNormActivation.h"

namespace osprey {

// EfficientDet's separable convolution: depthwise 3x3 (no bias), pointwise 1x1 (with bias), then batch norm
// (eps 1e-3, momentum 0.01, as the TensorFlow original) unless `norm` is false.
class SeparableConvImpl : public torch::nn::Module {
public:
    SeparableConvImpl(int64_t in, int64_t out, bool norm = true);
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
    BiFpnLayerImpl(int64_t channels, const std::vector<int64_t>& inChannels);
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
