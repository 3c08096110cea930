#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <cstdint>
#include <map>
#include <string>

#include "device/Precision.h"

namespace osprey {

class Communicator;
class DataLoader;
struct Batch;

// The loss of one training batch: the scalar to minimise (with its graph) and named parts worth logging
// ("train/loss_cls", ...).
struct TaskLoss {
    torch::Tensor total;
    std::map<std::string, torch::Tensor> parts;
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
    // rank returns what one process evaluating the whole split returns.
    virtual std::map<std::string, double> evaluate(torch::nn::Module& model, DataLoader& loader,
                                                   torch::Device device, Precision precision,
                                                   const Communicator& world) const = 0;
};

}  // namespace osprey
