#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "device/Precision.h"

namespace osprey {

class Communicator;
class DataLoader;
struct EpochRecords;
struct Batch;

// The loss of one training batch: the scalar to minimise (with its graph) and named parts worth logging
// ("train/loss_cls", ...).
struct TaskLoss {
    torch::Tensor total;
    std::map<std::string, torch::Tensor> parts;
};

// What an evaluation measured: the metrics, and the per-sample records where they were asked for (null
// otherwise, on ranks other than 0, and for tasks that keep none).
struct TaskEvaluation {
    std::map<std::string, double> metrics;
    std::shared_ptr<EpochRecords> records;
};

// What the Trainer needs to know of a task (classification, detection): how a batch becomes a loss, and how
// the model is judged on the validation split. Metric names carry no prefix ("top1", "mAP"); the trainer
// adds val/ or val_ema/.
class TrainingTask {
public:
    virtual ~TrainingTask() = default;

    virtual TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                          int64_t step) const = 0;
    // Runs `model` (in eval mode) over `loader` from its start. In a data-parallel run each rank's loader
    // holds its own shard of the validation split and the results are combined over `world`, so that every
    // rank returns the metrics one process evaluating the whole split returns. With `record`, rank 0 also
    // gets the per-sample records of the whole split, where the task keeps any.
    virtual TaskEvaluation evaluate(torch::nn::Module& model, DataLoader& loader, torch::Device device,
                                    Precision precision, const Communicator& world, bool record) const = 0;
};

}  // namespace osprey
