#pragma once

#include <torch/types.h>

#include "eval/ClassificationEvaluator.h"

namespace osprey {

class Config;
class Checkpoint;

// Evaluates a checkpoint on the validation split of the experiment `config` describes (what `osprey-cli eval`
// runs). The dataset's classes must match the checkpoint's.
ClassificationResult evaluateCheckpoint(const Config& config, const Checkpoint& checkpoint,
                                        torch::Device device, std::vector<std::string>* classNames = nullptr);

}  // namespace osprey
