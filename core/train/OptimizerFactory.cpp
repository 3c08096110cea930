#include "train/OptimizerFactory.h"

#include <torch/optim/adamw.h>
#include <torch/optim/rmsprop.h>
#include <torch/optim/sgd.h>

#include "config/Config.h"
#include "train/ForeachAdamW.h"
#include "train/ForeachSgd.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Translatable.h"

namespace osprey {

const Registry<OptimizerMaker>& optimizerRegistry() {
    static const Registry<OptimizerMaker> registry = [] {
        Registry<OptimizerMaker> r(OSPREY_TRANSLATE_NOOP("osprey::Errors", "optimizer"), "optim.name");
        r.add("sgd",
              [](const Config& config, ParamGroups groups,
                 double lr) -> std::unique_ptr<torch::optim::Optimizer> {
                  const double momentum = config.getFloat("optim.momentum");
                  const bool nesterov = config.getBool("optim.nesterov");
                  if (nesterov && momentum <= 0) {
                      throw InputError(Reason::sentence(
                          OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                "optim.nesterov needs optim.momentum > 0 (it is {value})"),
                          {{"value", std::to_string(momentum)}}));
                  }
                  auto options = torch::optim::SGDOptions(lr).momentum(momentum).nesterov(nesterov);
                  if (config.getBool("optim.foreach"))
                      return std::make_unique<ForeachSgd>(groups(options), options);
                  return std::make_unique<torch::optim::SGD>(groups(options), options);
              });
        r.add("rmsprop",
              [](const Config& config, ParamGroups groups,
                 double lr) -> std::unique_ptr<torch::optim::Optimizer> {
                  auto options = torch::optim::RMSpropOptions(lr)
                                     .momentum(config.getFloat("optim.momentum"))
                                     .alpha(config.getFloat("optim.alpha"))
                                     .eps(config.getFloat("optim.eps"));
                  return std::make_unique<torch::optim::RMSprop>(groups(options), options);
              });
        r.add("adamw",
              [](const Config& config, ParamGroups groups,
                 double lr) -> std::unique_ptr<torch::optim::Optimizer> {
                  const FloatList betas = config.getFloatList("optim.betas");
                  if (betas.size() != 2)
                      throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
                          "osprey::Errors", "optim.betas must list two numbers, such as [0.9, 0.999]")));
                  auto options = torch::optim::AdamWOptions(lr)
                                     .betas({betas[0], betas[1]})
                                     .eps(config.getFloat("optim.eps"));
                  if (config.getBool("optim.foreach"))
                      return std::make_unique<ForeachAdamW>(groups(options), options);
                  return std::make_unique<torch::optim::AdamW>(groups(options), options);
              });
        return r;
    }();
    return registry;
}

std::unique_ptr<torch::optim::Optimizer> createOptimizer(const Config& config, torch::nn::Module& module,
                                                         double lr) {
    const OptimizerMaker& make = optimizerRegistry().at(config.getString("optim.name"));
    const double decay = config.getFloat("optim.weight_decay");
    const bool split = config.getBool("optim.no_decay_bn_bias");
    std::vector<torch::Tensor> decayed, undecayed;
    for (const auto& p : module.parameters()) {
        if (!p.requires_grad())
            continue;
        (split && p.dim() <= 1 ? undecayed : decayed).push_back(p);
    }
    ParamGroups groups;
    groups.decayed = std::move(decayed);
    groups.undecayed = std::move(undecayed);
    groups.decay = decay;
    return make(config, std::move(groups), lr);
}

void setLearningRate(torch::optim::Optimizer& optimizer, double lr) {
    for (auto& group : optimizer.param_groups())
        group.options().set_lr(lr);
}

}  // namespace osprey
