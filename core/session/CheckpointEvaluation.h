#pragma once

#include <torch/types.h>

#include "eval/ClassificationEvaluator.h"
#include "eval/CocoEvaluator.h"
#include "eval/EpochRecords.h"
#include "eval/EvaluationLoop.h"
#include "store/RecordStore.h"

namespace osprey {

class Config;

// What `osprey-cli eval --split/--record` asks of an evaluation beyond its metrics: which split (the training
// split is evaluated with evaluation's transforms, so that a classifier's errors there can be ranked without
// training margins), and whether to build the per-sample records of an `eval` validation (epoch and step of
// the checkpoint's last validation, split, model or ema, summary and arrays) and the split's manifest.
struct EvaluationScope {
    bool trainingSplit = false;
    bool record = false;
    std::shared_ptr<EpochRecords> records;  // out, with `record`
    std::vector<RecordedSample> samples;    // out, with `record`
};

// Evaluates a weight file (an Osprey checkpoint, or a PyTorch/safetensors file of config's model.name) on the
// validation split of the experiment `config` describes (what `osprey-cli eval` runs). The dataset's class
// count must match the weights'. `ema`: the checkpoint's averaged weights. `fuse`: run the fused network
// predict runs (models/FusedClassifier), in the run's precision where the hardware has it natively.
ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath,
                                     torch::Device device, std::vector<std::string>* classNames = nullptr,
                                     bool ema = false, bool fuse = true, EvaluationScope* scope = nullptr);

// Its loss, COCO numbers (with per-class AP) and image count, and the detections in COCO's result format
// (category ids as the annotation file has them), for other tools.
struct DetectionEvaluation : DetectorEvaluation {
    std::vector<CocoDetection> detections;
    // How many input shapes the fused network ran compiled (0: the module as trained ran every batch).
    int64_t fusedShapes = 0;
};

// The same for a detector: COCO evaluation of its detections on the experiment's validation split, and its
// loss; `fuse` as for classifiers (models/FusedDetector, what predict runs).
DetectionEvaluation evaluateDetectorWeights(const Config& config, const std::string& weightsPath,
                                            torch::Device device, bool ema = false, bool fuse = true,
                                            EvaluationScope* scope = nullptr);

}  // namespace osprey
