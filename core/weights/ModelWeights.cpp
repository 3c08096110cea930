#include "weights/ModelWeights.h"

#include <cmath>

#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/ImageNetClasses.h"
#include "weights/StateDictLoader.h"
#include "weights/WeightFile.h"

namespace osprey {

namespace {

ModelOptions withClasses(int64_t numClasses) {
    ModelOptions options;
    options.numClasses = numClasses;
    return options;
}

}  // namespace

std::shared_ptr<torch::nn::Module> modelFor(const CheckpointMeta& meta) {
    ModelOptions options;
    options.numClasses = meta.numClasses;
    options.norm = NormSpec::fromName(meta.norm, meta.normGroups);
    options.anchorSizes = meta.detection.anchorSizes;
    auto model = ModelRegistry::instance().create(meta.modelName, options);
    if (auto detector = std::dynamic_pointer_cast<DetectionModel>(model)) {
        PostprocessOptions& p = detector->postprocess();
        p.scoreThreshold = meta.detection.scoreThreshold;
        p.nmsThreshold = meta.detection.nmsThreshold;
        p.detectionsPerImage = meta.detection.maxDetections;
    }
    return model;
}

ModelWeights readModelWeights(const std::string& path, bool ema) {
    ModelWeights out;
    if (detectWeightFormat(path) == WeightFormat::LibtorchArchive) {
        const Checkpoint checkpoint = Checkpoint::load(path, torch::kCPU);
        auto model = modelFor(checkpoint.meta());
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
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                 "osprey::Errors",
                                 "'{path}' is not an Osprey checkpoint, so it has no averaged (EMA) weights"),
                             {{"path", path}}));
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
    meta.task = info.task();
    meta.numClasses = numClasses;
    if (info.task() == TaskKind::Detection) {
        // torchvision's detectors keep the aspect ratio; a square letterbox at the model's size is the
        // nearest fixed-size input.
        meta.preprocessing.geometry = "letterbox";
        meta.preprocessing.inputSize = info.defaultInputSize;
        meta.preprocessing.resize = 0;
        return meta;
    }
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

std::shared_ptr<torch::nn::Module> modelFromWeights(const std::string& modelName, const std::string& path,
                                                    TaskKind task, CheckpointMeta* meta, bool ema) {
    const bool detector = task == TaskKind::Detection;
    if (detectWeightFormat(path) == WeightFormat::LibtorchArchive) {
        const Checkpoint checkpoint = Checkpoint::load(path, torch::kCPU);
        if (!modelName.empty() && modelName != checkpoint.meta().modelName) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "weights file '{path}' holds model '{held}', not '{model}'"),
                {{"path", path}, {"held", checkpoint.meta().modelName}, {"model", modelName}}));
        }
        if (checkpoint.meta().task != task) {
            throw InputError(Reason::sentence(
                detector
                    ? OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' holds a {task} model, not a detector")
                    : OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                            "'{path}' holds a {task} model, not a classifier"),
                {{"path", path}, {"task", taskName(checkpoint.meta().task)}}));
        }
        auto model = modelFor(checkpoint.meta());
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
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' ({description}) does not say which model it holds; name it with --model"),
            {{"path", path}, {"description", weights.description}}));
    }
    const ModelInfo& info = ModelRegistry::instance().get(modelName);
    if (info.task() != task)
        throw InputError(Reason::sentence(
            detector
                ? OSPREY_TRANSLATE_NOOP("osprey::Errors", "model '{model}' is a {task} model, not a detector")
                : OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                        "model '{model}' is a {task} model, not a classifier"),
            {{"model", modelName}, {"task", taskName(info.task())}}));
    auto model = ModelRegistry::instance().create(modelName, withClasses(info.defaultNumClasses));
    // A detector's file is read with the model's own class count (torchvision's COCO layout).
    const int64_t classes = task == TaskKind::Classification ? headClassCount(*model, weights.tensors) : 0;
    if (classes > 0 && classes != info.defaultNumClasses)
        model = ModelRegistry::instance().create(modelName, withClasses(classes));
    LoadOptions strict;
    strict.replaceHead = false;
    loadStateDict(*model, weights.tensors, strict, path);
    if (meta)
        *meta = torchvisionMeta(modelName, classes > 0 ? classes : info.defaultNumClasses);
    return model;
}

std::shared_ptr<ClassificationModel> classifierFromWeights(const std::string& modelName,
                                                           const std::string& path, CheckpointMeta* meta,
                                                           bool ema) {
    return std::dynamic_pointer_cast<ClassificationModel>(
        modelFromWeights(modelName, path, TaskKind::Classification, meta, ema));
}

std::shared_ptr<DetectionModel> detectorFromWeights(const std::string& modelName, const std::string& path,
                                                    CheckpointMeta* meta, bool ema) {
    return std::dynamic_pointer_cast<DetectionModel>(
        modelFromWeights(modelName, path, TaskKind::Detection, meta, ema));
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
    auto model = ModelRegistry::instance().create(modelName, withClasses(info.defaultNumClasses));
    const int64_t fileClasses =
        info.task() == TaskKind::Classification ? headClassCount(*model, weights.tensors) : 0;
    const int64_t classes = numClasses > 0    ? numClasses
                            : fileClasses > 0 ? fileClasses
                                              : info.defaultNumClasses;
    if (classes != info.defaultNumClasses)
        model = ModelRegistry::instance().create(modelName, withClasses(classes));
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
