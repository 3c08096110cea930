#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

namespace osprey {

// Base of every image classifier: images [N, 3, H, W] in, logits [N, classes] out.
class ClassificationModel : public torch::nn::Module {
public:
    virtual torch::Tensor forward(torch::Tensor images) = 0;
};

// The number of trainable and frozen parameters (buffers such as batch-norm statistics excluded), as
// torchvision counts them.
int64_t countParameters(const torch::nn::Module& module);

}  // namespace osprey
