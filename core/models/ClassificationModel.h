#pragma once

#include <torch/nn/module.h>
#include <torch/nn/modules/container/sequential.h>
#include <torch/types.h>

namespace osprey {

// Base of every image classifier: images [N, 3, H, W] in, logits [N, classes] out.
class ClassificationModel : public torch::nn::Module {
public:
    virtual torch::Tensor forward(torch::Tensor images) = 0;
    // The first stage's feature map, [N, C, H, W], at most 4 times coarser than the images: what the model
    // sees before its later layers put every picture of a class close together, so it still tells a near copy
    // from a classmate (`osprey-cli data check --run`, inspect/FeatureNeighbours).
    virtual torch::Tensor earlyFeatures(torch::Tensor images) = 0;
};

// The number of trainable and frozen parameters (buffers such as batch-norm statistics excluded), as
// torchvision counts them.
int64_t countParameters(const torch::nn::Module& module);

// The modules of `layers` run in order while their output stays at most `stride` times coarser than `x` (with
// a quarter of slack for unpadded layers); the last such output (x itself when the first is already coarser).
torch::Tensor forwardWhileStrideAtMost(torch::nn::SequentialImpl& layers, torch::Tensor x, int64_t stride);

}  // namespace osprey
