#pragma once

#include <torch/types.h>

#include "eval/ClassificationEvaluator.h"
#include "eval/CocoEvaluator.h"

namespace osprey {

class Config;

// Evaluates a weight file (an Osprey checkpoint, or a PyTorch/safetensors file of config's model.name) on the
// validation split of the experiment `config` describes (what `osprey-cli eval` runs). The dataset's class
// count must match the weights'. `ema`: the checkpoint's averaged weights.
ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath,
                                     torch::Device device, std::vector<std::string>* classNames = nullptr,
                                     bool ema = false);

struct DetectionEvaluation {
    CocoMetrics metrics;                    // with per-class AP
    std::vector<CocoDetection> detections;  // in COCO's result format, for other tools
    int64_t images = 0;
};

// The same for a detector: COCO evaluation of its detections on the experiment's validation split.
DetectionEvaluation evaluateDetectorWeights(const Config& config, const std::string& weightsPath,
                                            torch::Device device, bool ema = false);

}  // namespace osprey
