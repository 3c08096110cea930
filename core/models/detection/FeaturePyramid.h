#pragma once

#include <torch/nn/modules/container/modulelist.h>
#include <torch/nn/modules/conv.h>

#include <vector>

namespace osprey {

// A feature pyramid network (Lin et al.) with torchvision's names: inner_blocks.i.0 (1x1 lateral),
// layer_blocks.i.0 (3x3 output), and for RetinaNet extra_blocks.p6 / p7 (3x3 stride 2 on P5, then on
// ReLU(P6)). Top-down nearest-neighbour upsampling to each finer level's size.
class FeaturePyramidImpl : public torch::nn::Module {
public:
    FeaturePyramidImpl(const std::vector<int64_t>& inChannels, int64_t outChannels, bool extraP6P7);
    // Coarsest input last; returns one map per input (and P6, P7), finest first.
    std::vector<torch::Tensor> forward(const std::vector<torch::Tensor>& features);

private:
    torch::nn::ModuleList inner_{nullptr}, layer_{nullptr};
    torch::nn::Conv2d p6_{nullptr}, p7_{nullptr};
};
TORCH_MODULE(FeaturePyramid);

}  // namespace osprey
