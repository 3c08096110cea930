#pragma once

#include <memory>
#include <optional>
#include <string>

#include "weights/Checkpoint.h"
#include "weights/StateDict.h"
#include "weights/StateDictLoader.h"

namespace osprey {

class ClassificationModel;
class DetectionModel;

// A model's tensors from any weight file Osprey reads: an Osprey checkpoint (with its metadata), a torch.save
// .pth/.pt, or .safetensors.
struct ModelWeights {
    StateDict tensors;
    std::optional<CheckpointMeta> meta;  // only for Osprey files
    std::string description;             // "Osprey checkpoint", "PyTorch state dict (key 'model')", ...
};

// A fresh model as `meta` describes it (architecture, classes, normalisation; a detector's anchors and
// post-processing).
std::shared_ptr<torch::nn::Module> modelFor(const CheckpointMeta& meta);

// `ema`: take an Osprey checkpoint's averaged weights instead of the trained ones.
ModelWeights readModelWeights(const std::string& path, bool ema = false);

// What Osprey assumes for a weight file without its metadata: torchvision's ImageNet evaluation preprocessing
// (shorter side to 256/224 of the input, center crop, ImageNet mean and std) at the model's input size, and
// ImageNet class names when there are 1,000 classes.
CheckpointMeta torchvisionMeta(const std::string& modelName, int64_t numClasses);

// The number of classes the file's tensors for `model`'s classifier head produce, or 0 when the file has no
// such head.
int64_t headClassCount(const torch::nn::Module& model, const StateDict& tensors);

// A classifier `modelName` holding the file's weights: an Osprey file rebuilds its own model (and must hold
// `modelName` when that is given); a foreign file is loaded strictly into `modelName` built with the file's
// class count. `meta` receives the file's metadata, or torchvisionMeta for a foreign file.
std::shared_ptr<ClassificationModel> classifierFromWeights(const std::string& modelName,
                                                           const std::string& path, CheckpointMeta* meta,
                                                           bool ema = false);
// The same for detectors (a foreign file must have the model's default class count).
std::shared_ptr<DetectionModel> detectorFromWeights(const std::string& modelName, const std::string& path,
                                                    CheckpointMeta* meta, bool ema = false);

// Starts `model` from a weight file (model.weights): strictly or partially, always keeping the model's own
// classifier head when the file's class count differs.
LoadReport initializeFromWeights(torch::nn::Module& model, const std::string& path, bool strict);

// `osprey-cli weights import`: reads a foreign file into `modelName` (with the file's class count, or
// `numClasses` and a fresh head when that is > 0) and writes it as an Osprey weights file with torchvision's
// preprocessing, so that it carries its model, classes and preprocessing from then on.
LoadReport importWeights(const std::string& path, const std::string& modelName, int64_t numClasses,
                         bool strict, const std::string& outPath);

}  // namespace osprey
