#pragma once

#include <torch/optim/optimizer.h>

#include <memory>

namespace osprey {

class Config;

// The optimizer the experiment describes (SGD with momentum or Nesterov, RMSprop, AdamW) over `module`'s
// parameters. With optim.no_decay_bn_bias, biases and normalisation parameters (every parameter of one
// dimension) form a second group without weight decay.
std::unique_ptr<torch::optim::Optimizer> createOptimizer(const Config& config, torch::nn::Module& module,
                                                         double lr);

// Sets the learning rate of every parameter group.
void setLearningRate(torch::optim::Optimizer& optimizer, double lr);

}  // namespace osprey
