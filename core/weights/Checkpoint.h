#pragma once

#include <torch/nn/module.h>
#include <torch/optim/optimizer.h>
#include <torch/serialize/input-archive.h>

#include <array>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "data/transforms/Preprocessing.h"
#include "util/TaskKind.h"

namespace osprey {

// How a detector was built and how its outputs become detections; travels with the weights.
struct DetectionSettings {
    std::vector<double> anchorSizes;  // empty: the model's own
    double scoreThreshold = 0.05;
    double nmsThreshold = 0.5;
    int64_t maxDetections = 100;
};

struct CheckpointMeta {
    std::string modelName;
    TaskKind task = TaskKind::Classification;
    int64_t numClasses = 0;
    std::string norm = "batch";  // or "group"
    int64_t normGroups = 32;
    std::vector<std::string> classNames;
    Preprocessing preprocessing;
    DetectionSettings detection;  // detectors only
    std::string configYaml;       // the resolved experiment
    int64_t epoch = 0;            // the epoch to continue with
    int64_t stepInEpoch = 0;      // batches of that epoch already done (a mid-epoch stop)
    int64_t globalStep = 0;
    double bestMetric = std::numeric_limits<double>::quiet_NaN();
    std::string metricsJson = "{}";  // metrics at the time of saving
    double lossScale = 0;            // fp16 dynamic loss scale; 0: none
    int64_t worldSize = 1;           // ranks that trained it (stepInEpoch counts their global batches)
};

// An Osprey checkpoint: model weights, optimizer state, RNG state and the metadata above in one libtorch
// archive. Saving is atomic (temporary file, fsync, rename), so a kill at any moment leaves the previous file
// intact.
// The metadata's JSON, as stored in the checkpoint's "osprey_meta" record, and back; the reader throws
// InputError naming `path` for anything but the metadata Osprey writes.
std::string checkpointMetaToJson(const CheckpointMeta& meta);
CheckpointMeta checkpointMetaFromJson(const std::string& json, const std::string& path);

class Checkpoint {
public:
    // `ema`, when given, is the exponential moving average of the model's weights, kept beside them.
    static void save(const std::string& path, const CheckpointMeta& meta, const torch::nn::Module& model,
                     const torch::optim::Optimizer* optimizer, const torch::nn::Module* ema = nullptr);

    // Throws InputError when `path` is missing or is not an Osprey checkpoint. Tensors are mapped to
    // `device`.
    static Checkpoint load(const std::string& path, torch::Device device = torch::kCPU);
    // The same from the file's bytes, read elsewhere (rank 0 of a data-parallel run); `path` names it in
    // messages.
    static Checkpoint loadBytes(const std::string& bytes, const std::string& path,
                                torch::Device device = torch::kCPU);

    const CheckpointMeta& meta() const { return m_meta; }
    const std::string& path() const { return m_path; }

    // Throws InputError naming the first mismatching tensor.
    void restoreModel(torch::nn::Module& model) const;
    bool hasEma() const;
    // The averaged weights; throws InputError when the checkpoint has none.
    void restoreEma(torch::nn::Module& model) const;
    void restoreOptimizer(torch::optim::Optimizer& optimizer) const;
    // Restores libtorch's default CPU generator as it was when saving, and, when `device` is a GPU, its
    // default generator as the training GPU's was (a checkpoint of a CPU run leaves it as seeded).
    void restoreRng(torch::Device device = torch::kCPU) const;

private:
    void restoreWeights(const std::string& key, torch::nn::Module& model) const;

    std::string m_path;
    CheckpointMeta m_meta;
    std::shared_ptr<torch::serialize::InputArchive> m_archive;
};

}  // namespace osprey
