#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <string>
#include <vector>

namespace osprey {

// One named tensor of a state dict ("layer1.0.conv1.weight").
struct NamedTensor {
    std::string name;
    torch::Tensor tensor;
};

// A state dict in file order: the parameters and buffers of a model under PyTorch's dotted names.
using StateDict = std::vector<NamedTensor>;

// The module's parameters and buffers in the order PyTorch's state_dict() gives them: module by module, each
// module's own parameters, then its own buffers.
StateDict stateDictOf(const torch::nn::Module& module);

// Parameters as torchvision counts them: every tensor but batch-norm statistics (running_mean, running_var,
// num_batches_tracked).
int64_t countStateDictParameters(const StateDict& stateDict);

bool isNormStatistic(const std::string& name);

// "[64, 3, 7, 7]".
std::string shapeText(c10::IntArrayRef shape);

}  // namespace osprey
