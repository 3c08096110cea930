#pragma once

#include <torch/nn/module.h>
#include <torch/optim/optimizer.h>

#include <functional>
#include <memory>
#include <vector>

#include "util/Registry.h"

namespace osprey {

class Config;

// The parameters an optimizer updates, in a weight-decayed group and (optim.no_decay_bn_bias) one without;
// groups(options) makes libtorch's parameter groups with `options` and each group's decay.
struct ParamGroups {
    std::vector<torch::Tensor> decayed, undecayed;
    double decay = 0;

    template <typename Options>
    std::vector<torch::optim::OptimizerParamGroup> operator()(Options options) const {
        std::vector<torch::optim::OptimizerParamGroup> g;
        if (!decayed.empty()) {
            options.weight_decay(decay);
            g.emplace_back(decayed, std::make_unique<Options>(options));
        }
        if (!undecayed.empty()) {
            options.weight_decay(0.0);
            g.emplace_back(undecayed, std::make_unique<Options>(options));
        }
        return g;
    }
};

// Makes one kind of optimizer from the experiment's optim.* keys.
using OptimizerMaker =
    std::function<std::unique_ptr<torch::optim::Optimizer>(const Config&, ParamGroups, double lr)>;

// Every optimizer by the name optim.name gives it: sgd, rmsprop, adamw.
const Registry<OptimizerMaker>& optimizerRegistry();

// The optimizer the experiment describes (SGD with momentum or Nesterov, RMSprop, AdamW) over `module`'s
// parameters. With optim.no_decay_bn_bias, biases and normalisation parameters (every parameter of one
// dimension) form a second group without weight decay.
std::unique_ptr<torch::optim::Optimizer> createOptimizer(const Config& config, torch::nn::Module& module,
                                                         double lr);

// Sets the learning rate of every parameter group.
void setLearningRate(torch::optim::Optimizer& optimizer, double lr);

}  // namespace osprey
