#pragma once

#include <torch/types.h>

#include "eval/ClassificationEvaluator.h"

namespace osprey {

class Config;

// Evaluates a weight file (an Osprey checkpoint, or a PyTorch/safetensors file of config's model.name) on the
// validation split of the experiment `config` describes (what `osprey-cli eval` runs). The dataset's class
// count must match the weights'. `ema`: the checkpoint's averaged weights.
ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath, torch::Device device,
                                     std::vector<std::string>* classNames = nullptr, bool ema = false);

}  // namespace osprey
