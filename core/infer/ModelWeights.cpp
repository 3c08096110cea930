#include "infer/ModelWeights.h"

#include <cmath>

#include "infer/ImageNetClasses.h"
#include "models/ModelRegistry.h"
#include "models/weights/StateDictLoader.h"
#include "models/weights/WeightFile.h"
#include "util/Errors.h"

namespace osprey {

namespace {

ModelOptions withClasses(int64_t numClasses) {
    ModelOptions options;
    options.numClasses = numClasses;
    return options;
}

std::shared_ptr<ClassificationModel> classifierFor(const CheckpointMeta& meta) {
    return ModelRegistry::instance().createClassifier(
        meta.modelName, ModelOptions{meta.numClasses, false, NormSpec::fromName(meta.norm, meta.normGroups)});
}

}  // namespace

ModelWeights readModelWeights(const std::string& path, bool ema) {
    ModelWeights out;
    if (detectWeightFormat(path) == WeightFormat::LibtorchArchive) {
        const Checkpoint checkpoint = Checkpoint::load(path, torch::kCPU);
        if (checkpoint.meta().task != "classification") {
            throw InputError("'" + path + "' holds a " + checkpoint.meta().task +
                             " model; only classifiers can be read as weights yet");
        }
        auto model = classifierFor(checkpoint.meta());
        if (ema)
            checkpoint.restoreEma(*model);
        else
            checkpoint.restoreModel(*model);
        out.tensors = stateDictOf(*model);
        out.meta = checkpoint.meta();
        out.description = std::string("Osprey checkpoint of ") + checkpoint.meta().modelName +
                          (ema ? " (averaged weights)" : "");
        return out;
    }
    if (ema)
        throw InputError("'" + path + "' is not an Osprey checkpoint, so it has no averaged (EMA) weights");
    ForeignWeights foreign = readForeignWeights(path);
    out.tensors = std::move(foreign.tensors);
    out.description = (foreign.format == "pth" ? "PyTorch state dict" : std::string("safetensors file")) +
                      (foreign.origin == "the whole file" ? std::string() : " (" + foreign.origin + ")");
    return out;
}

CheckpointMeta torchvisionMeta(const std::string& modelName, int64_t numClasses) {
    const ModelInfo& info = ModelRegistry::instance().get(modelName);
    CheckpointMeta meta;
    meta.modelName = modelName;
    meta.task = info.task;
    meta.numClasses = numClasses;
    meta.preprocessing.geometry = "resize_center_crop";
    meta.preprocessing.inputSize = info.defaultInputSize;
    meta.preprocessing.resize = std::lround(static_cast<double>(info.defaultInputSize) * 256.0 / 224.0);
    if (numClasses == static_cast<int64_t>(imageNetClassNames().size()))
        meta.classNames = imageNetClassNames();
    return meta;
}

int64_t headClassCount(const torch::nn::Module& model, const StateDict& tensors) {
    const std::string head = classifierHeadPrefix(model);
    if (head.empty())
        return 0;
    const std::string bias = head + ".bias", weight = head + ".weight";
    for (const std::string& wanted : {bias, weight}) {
        for (const auto& t : tensors) {
            const bool match = t.name == wanted || t.name == "module." + wanted;
            if (match && t.tensor.dim() >= 1)
                return t.tensor.size(0);
        }
    }
    return 0;
}

std::shared_ptr<ClassificationModel> classifierFromWeights(const std::string& modelName,
                                                           const std::string& path, CheckpointMeta* meta,
                                                           bool ema) {
    if (detectWeightFormat(path) == WeightFormat::LibtorchArchive) {
        const Checkpoint checkpoint = Checkpoint::load(path, torch::kCPU);
        if (!modelName.empty() && modelName != checkpoint.meta().modelName) {
            throw InputError("weights file '" + path + "' holds model '" + checkpoint.meta().modelName +
                             "', not '" + modelName + "'");
        }
        if (checkpoint.meta().task != "classification") {
            throw InputError("'" + path + "' holds a " + checkpoint.meta().task + " model, not a classifier");
        }
        auto model = classifierFor(checkpoint.meta());
        if (ema)
            checkpoint.restoreEma(*model);
        else
            checkpoint.restoreModel(*model);
        if (meta)
            *meta = checkpoint.meta();
        return model;
    }
    const ModelWeights weights = readModelWeights(path, ema);
    if (modelName.empty()) {
        throw InputError("'" + path + "' (" + weights.description +
                         ") does not say which model it holds; name it with --model");
    }
    const ModelInfo& info = ModelRegistry::instance().get(modelName);
    auto model = ModelRegistry::instance().createClassifier(modelName, withClasses(info.defaultNumClasses));
    const int64_t classes = headClassCount(*model, weights.tensors);
    if (classes > 0 && classes != info.defaultNumClasses)
        model = ModelRegistry::instance().createClassifier(modelName, withClasses(classes));
    LoadOptions strict;
    strict.replaceHead = false;
    loadStateDict(*model, weights.tensors, strict, path);
    if (meta)
        *meta = torchvisionMeta(modelName, classes > 0 ? classes : info.defaultNumClasses);
    return model;
}

LoadReport initializeFromWeights(torch::nn::Module& model, const std::string& path, bool strict) {
    const ModelWeights weights = readModelWeights(path);
    LoadOptions options;
    options.strict = strict;
    return loadStateDict(model, weights.tensors, options, path);
}

LoadReport importWeights(const std::string& path, const std::string& modelName, int64_t numClasses,
                         bool strict, const std::string& outPath) {
    const ModelWeights weights = readModelWeights(path);
    const ModelInfo& info = ModelRegistry::instance().get(modelName);
    auto model = ModelRegistry::instance().createClassifier(modelName, withClasses(info.defaultNumClasses));
    const int64_t fileClasses = headClassCount(*model, weights.tensors);
    const int64_t classes = numClasses > 0    ? numClasses
                            : fileClasses > 0 ? fileClasses
                                              : info.defaultNumClasses;
    if (classes != info.defaultNumClasses)
        model = ModelRegistry::instance().createClassifier(modelName, withClasses(classes));
    LoadOptions options;
    options.strict = strict;
    const LoadReport report = loadStateDict(*model, weights.tensors, options, path);
    CheckpointMeta meta = weights.meta ? *weights.meta : torchvisionMeta(modelName, classes);
    meta.modelName = modelName;
    meta.numClasses = classes;
    if (meta.classNames.size() != static_cast<size_t>(classes))
        meta.classNames.clear();
    meta.epoch = meta.stepInEpoch = meta.globalStep = 0;
    Checkpoint::save(outPath, meta, *model, nullptr);
    return report;
}

}  // namespace osprey
