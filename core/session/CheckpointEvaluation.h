#pragma once

#include <torch/types.h>

#include "eval/ClassificationEvaluator.h"
#include "eval/CocoEvaluator.h"
#include "eval/EvaluationLoop.h"

namespace osprey {

class Config;

// Evaluates a weight file (an Osprey checkpoint, or a PyTorch/safetensors file of config's model.name) on the
// validation split of the experiment `config` describes (what `osprey-cli eval` runs). The dataset's class
// count must match the weights'. `ema`: the checkpoint's averaged weights. `fuse`: run the fused network
// predict runs (models/FusedClassifier), in the run's precision where the hardware has it natively.
ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath,
                                     torch::Device device, std::vector<std::string>* classNames = nullptr,
                                     bool ema = false, bool fuse = true);

// Its loss, COCO numbers (with per-class AP) and image count, and the detections in COCO's result format
// (category ids as the annotation file has them), for other tools.
struct DetectionEvaluation : DetectorEvaluation {
    std::vector<CocoDetection> detections;
};

// The same for a detector: COCO evaluation of its detections on the experiment's validation split.
DetectionEvaluation evaluateDetectorWeights(const Config& config, const std::string& weightsPath,
                                            torch::Device device, bool ema = false);

}  // namespace osprey
