#pragma once

#include <torch/types.h>

#include <functional>
#include <memory>
#include <string>

#include "models/FusedNetwork.h"
#include "util/TaskKind.h"

namespace osprey {

class Config;
class ImagePredictor;
struct TaskSetup;
template <typename Entry>
class Registry;

// How `osprey-cli eval` evaluates a weight file.
struct EvaluationRequest {
    torch::Device device = torch::kCPU;
    bool ema = false;            // the checkpoint's averaged weights
    std::string detectionsOut;   // detectors: also write the detections here (COCO results JSON)
    bool fuse = true;            // the fused network predict runs (--no-fuse: the module as trained)
    bool trainingSplit = false;  // the training split, with evaluation's transforms (--split train)
    std::string recordDir;  // a run folder: also write an `eval` validation into its inspect.db (--record)
};

// What it prints: a report for a terminal, or JSON for tools.
struct EvaluationReport {
    std::string text;
    std::string json;
};

// Everything that differs between tasks above the training loop, in one place: how a run of the task is set
// up, how a weight file of it is evaluated, and what predicts with one. (Its metrics, their printing and the
// Monitor's curves are the TaskDescriptor of eval/.)
struct TaskEntry {
    TaskKind kind = TaskKind::Classification;
    // Fills a TaskSetup (data, batches, model, loss, checkpoint metadata) from the experiment.
    std::function<void(const Config&, TaskSetup&)> setup;
    // Evaluates a weight file on the validation split `config` describes, in the run's precision, with the
    // same evaluation loop as validation during training.
    std::function<EvaluationReport(const Config& config, const std::string& weights,
                                   const EvaluationRequest&)>
        evaluate;
    // The model of a weight file (an Osprey checkpoint, or a foreign file of `modelName`) ready for pictures,
    // run as `inference` says (fused by default).
    std::function<std::unique_ptr<ImagePredictor>(const std::string& modelName, const std::string& weights,
                                                  torch::Device device, bool ema,
                                                  const InferenceOptions& inference)>
        openPredictor;
};

// The tasks by the name `task` gives them: classification, detection.
const Registry<TaskEntry>& taskRegistry();
const TaskEntry& taskEntry(TaskKind kind);

// The predictor for a weight file, of whichever task it holds (a foreign file: the task of `modelName`).
std::unique_ptr<ImagePredictor> openPredictor(const std::string& modelName, const std::string& weightsPath,
                                              torch::Device device, bool ema = false,
                                              const InferenceOptions& inference = {});

// `osprey-cli eval`: the weight file evaluated by its task's entry.
EvaluationReport evaluateWeightFile(const Config& config, const std::string& weightsPath,
                                    const EvaluationRequest& request);

}  // namespace osprey
