#include "session/TaskSetup.h"

#include "config/Config.h"
#include "data/checks/BadImageTracker.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/loader/ClassificationSource.h"
#include "data/loader/DetectionSource.h"
#include "data/transforms/DetectionTransform.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "session/TaskRegistry.h"
#include "train/ClassificationTask.h"
#include "train/DetectionTask.h"
#include "train/MarginRecorder.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/ModelWeights.h"
#include "weights/StateDictLoader.h"

namespace osprey {

namespace {

std::array<float, 3> channels(const FloatList& values) {
    std::array<float, 3> out{};
    for (size_t c = 0; c < 3 && c < values.size(); ++c)
        out[c] = static_cast<float>(values[c]);
    return out;
}

int64_t checkedClassCount(const Config& config, int64_t datasetClasses) {
    const int64_t numClasses = config.getInt("model.num_classes");
    if (numClasses != 0 && numClasses != datasetClasses) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "model.num_classes is {value} but the dataset has {count} classes; set it "
                                  "to 0 to follow the dataset"),
            {{"value", std::to_string(numClasses)}, {"count", std::to_string(datasetClasses)}}));
    }
    return datasetClasses;
}

// What the readers skipped in both splits.
template <typename Split>
SkippedFiles skippedOf(const Split& train, const Split& val) {
    SkippedFiles out = train.skippedFiles();
    out.insert(out.end(), val.skippedFiles().begin(), val.skippedFiles().end());
    return out;
}

ModelOptions modelOptions(const Config& config, int64_t numClasses) {
    ModelOptions o;
    o.numClasses = numClasses;
    o.zeroInitResidual = config.getBool("model.zero_init_residual");
    o.norm = NormSpec::fromName(config.getString("model.norm"), config.getInt("model.norm_groups"));
    o.anchorSizes = config.getFloatList("model.anchor_sizes");
    return o;
}

void requireTask(const ModelInfo& info, TaskKind task) {
    if (info.task() != task) {
        const std::string modelTask = taskName(info.task());
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "model.name '{model}' is a {model_task} model but task is '{task}'; set "
                                  "task: {model_task} or choose a {task} model (osprey-cli models)"),
            {{"model", info.name}, {"model_task", modelTask}, {"task", taskName(task)}}));
    }
}

// Refuses model options the model cannot take; returns advice for a choice it takes badly (empty if none).
std::string checkModelOptions(const ModelInfo& info, const Config& config) {
    const int64_t inputSize = config.getInt("data.input_size");
    if (inputSize < info.minInputSize) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "data.input_size {value} is too small for model.name '{model}': it takes "
                                  "inputs of at least {minimum} pixels (it is made for {default})"),
            {{"value", std::to_string(inputSize)},
             {"model", info.name},
             {"minimum", std::to_string(info.minInputSize)},
             {"default", std::to_string(info.defaultInputSize)}}));
    }
    const FloatList anchors = config.getFloatList("model.anchor_sizes");
    if (!anchors.empty() && info.kind != ModelKind::AnchorDetector)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "model.anchor_sizes applies to RetinaNet and EfficientDet; '{model}' has its own boxes"),
            {{"model", info.name}}));
    if (!anchors.empty() && anchors.size() != 5) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "model.anchor_sizes needs one size for each of the five levels P3-P7, not {count}"),
            {{"count", std::to_string(anchors.size())}}));
    }
    if (!config.getString("model.backbone_weights").empty() && info.backbonePrefix.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "model.backbone_weights applies to detectors; for '{model}' use model.weights"),
            {{"model", info.name}}));
    if (!info.coarsestNormalisedSide || config.getString("model.norm") != "batch")
        return {};
    const int64_t coarsest = info.coarsestNormalisedSide(inputSize);
    const int64_t values = coarsest * coarsest * config.getInt("train.batch_size");
    if (values < 32) {
        return "model.name '" + info.name + "' with model.norm=batch at data.input_size " +
               std::to_string(inputSize) + " and train.batch_size " +
               std::to_string(config.getInt("train.batch_size")) + ": batch norm on its " +
               std::to_string(coarsest) + "x" + std::to_string(coarsest) + " level learns from " +
               std::to_string(values) +
               " values per channel and evaluates unsteadily; model.norm=group trains steadily at this size";
    }
    return {};
}

}  // namespace

void setupClassification(const Config& config, TaskSetup& s) {
    DatasetSplits data = buildDatasets(config);
    const int64_t numClasses =
        checkedClassCount(config, static_cast<int64_t>(data.train->classNames().size()));
    s.description = data.description;
    s.skipped = skippedOf(*data.train, *data.val);
    s.imageCount = data.train->size() + data.val->size() + s.skipped.size();
    if (config.getBool("inspect.train_margins")) {
        if (config.getFloat("train.mixup_alpha") > 0)
            throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "inspect.train_margins needs train.mixup_alpha = 0: a mixed image carries two "
                "labels, so its margin is undefined")));
        s.margins = std::make_shared<MarginRecorder>(static_cast<int64_t>(data.train->size()));
    }
    s.task = std::make_shared<ClassificationTask>(
        numClasses,
        ClassificationStep(config.getFloat("train.label_smoothing"), config.getFloat("train.mixup_alpha"),
                           static_cast<uint64_t>(config.getInt("seed"))),
        s.margins);
    s.meta.numClasses = numClasses;
    s.meta.classNames = data.train->classNames();
    Preprocessing& p = s.meta.preprocessing;
    p.geometry = config.getString("augment.val.resize_mode");
    p.inputSize = config.getInt("data.input_size");
    p.resize = config.getInt("augment.val.resize");
    const bool cache = config.getBool("data.cache");
    s.source = [config, data, cache](bool training, std::shared_ptr<BadImageTracker> bad) {
        return std::static_pointer_cast<BatchSource>(std::make_shared<ClassificationSource>(
            training ? data.train : data.val, ClassificationTransform::fromConfig(config, training), cache,
            std::move(bad)));
    };
    s.samples = [data](bool training) {
        const Dataset& split = training ? *data.train : *data.val;
        std::vector<RecordedSample> out(split.size());
        for (size_t i = 0; i < split.size(); ++i)
            out[i] = {static_cast<int64_t>(i), split.itemName(i), split.label(i)};
        return out;
    };
    s.validationPicture = [val = data.val](size_t item) { return val->image(item); };
}

void setupDetection(const Config& config, TaskSetup& s) {
    if (config.getFloat("train.mixup_alpha") > 0 || config.getFloat("train.label_smoothing") > 0)
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "train.mixup_alpha and train.label_smoothing apply to classification only")));
    if (config.getBool("inspect.train_margins"))
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "inspect.train_margins applies to classification only (a detector has no margin "
            "per image)")));
    std::vector<std::string> warnings;
    DetectionSplits data =
        buildDetectionDatasets(config, [&warnings](const std::string& m) { warnings.push_back(m); });
    s.warnings = std::move(warnings);
    const int64_t numClasses =
        checkedClassCount(config, static_cast<int64_t>(data.train->classNames().size()));
    s.description = data.description;
    s.skipped = skippedOf(*data.train, *data.val);
    s.imageCount = data.train->size() + data.val->size() + s.skipped.size();
    s.task = std::make_shared<DetectionTask>(data.val);
    s.meta.numClasses = numClasses;
    s.meta.classNames = data.train->classNames();
    Preprocessing& p = s.meta.preprocessing;
    p.geometry = config.getString("augment.detection.resize");
    p.inputSize = config.getInt("data.input_size");
    p.resize = 0;
    DetectionSettings& d = s.meta.detection;
    d.anchorSizes = config.getFloatList("model.anchor_sizes");
    d.scoreThreshold = config.getFloat("eval.score_threshold");
    d.nmsThreshold = config.getFloat("eval.nms_threshold");
    d.maxDetections = config.getInt("eval.max_detections");
    s.source = [config, data](bool training, std::shared_ptr<BadImageTracker> bad) {
        return std::static_pointer_cast<BatchSource>(std::make_shared<DetectionSource>(
            training ? data.train : data.val, detectionTransformFromConfig(config, training),
            std::move(bad)));
    };
    // A detector's item has no single label; its boxes travel with each validation's records.
    s.samples = [data](bool training) {
        const DetectionDataset& split = training ? *data.train : *data.val;
        std::vector<RecordedSample> out(split.size());
        for (size_t i = 0; i < split.size(); ++i)
            out[i] = {static_cast<int64_t>(i), split.itemName(i), -1};
        return out;
    };
    s.validationPicture = [val = data.val](size_t item) { return val->image(item); };
}

DetectionTransform detectionTransformFromConfig(const Config& config, bool train) {
    DetectionTransform::Options o;
    o.size = static_cast<int>(config.getInt("data.input_size"));
    o.resize = config.getString("augment.detection.resize") == "letterbox"
                   ? DetectionTransform::Resize::Letterbox
                   : DetectionTransform::Resize::Stretch;
    o.train = train;
    o.hflip = config.getFloat("augment.train.hflip");
    o.ssdCrop = config.getBool("augment.detection.ssd_crop");
    o.photometric = config.getBool("augment.detection.photometric");
    o.mean = channels(config.getFloatList("augment.mean"));
    o.std = channels(config.getFloatList("augment.std"));
    return DetectionTransform(o);
}

TaskSetup setupTask(const Config& config) {
    TaskSetup s;
    const TaskKind task = parseTaskKind(config.getString("task"), "task");
    const ModelInfo& info = ModelRegistry::instance().get(config.getString("model.name"));
    requireTask(info, task);
    const std::string advice = checkModelOptions(info, config);
    taskEntry(task).setup(config, s);
    // More skipped files than data.max_bad_fraction allows fail here, before a run is recorded; training
    // counts them again with its unreadable images (and warns of each).
    BadImageTracker(s.imageCount, config.getFloat("data.max_bad_fraction")).report(s.skipped);
    if (!advice.empty())
        s.warnings.push_back(advice);
    s.meta.modelName = info.name;
    s.meta.task = task;
    s.meta.norm = config.getString("model.norm");
    s.meta.normGroups = config.getInt("model.norm_groups");
    s.meta.preprocessing.mean = channels(config.getFloatList("augment.mean"));
    s.meta.preprocessing.std = channels(config.getFloatList("augment.std"));
    s.backbonePrefix = info.backbonePrefix;
    const ModelOptions options = modelOptions(config, s.meta.numClasses);
    const DetectionSettings detection = s.meta.detection;
    const bool detector = task == TaskKind::Detection;
    s.createModel = [name = info.name, options, detection, detector]() {
        auto model = ModelRegistry::instance().create(name, options);
        if (detector) {
            PostprocessOptions& p = std::dynamic_pointer_cast<DetectionModel>(model)->postprocess();
            p.scoreThreshold = detection.scoreThreshold;
            p.nmsThreshold = detection.nmsThreshold;
            p.detectionsPerImage = detection.maxDetections;
        }
        return model;
    };
    return s;
}

std::vector<std::string> initializeWeights(torch::nn::Module& model, const Config& config,
                                           const TaskSetup& setup) {
    const std::string weights = config.getString("model.weights");
    const std::string backbone = config.getString("model.backbone_weights");
    if (!weights.empty() && !backbone.empty())
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "set model.weights (the whole model) or model.backbone_weights, not both")));
    std::vector<std::string> lines;
    if (!weights.empty()) {
        const LoadReport report =
            initializeFromWeights(model, weights, config.getBool("model.weights_strict"));
        lines.push_back("weights: " + weights + ": " + report.describe());
    }
    if (!backbone.empty()) {
        LoadOptions options;
        options.targetPrefix = setup.backbonePrefix;
        options.ignoreUnexpected = true;  // the classifier's head has no place in a detector
        options.replaceHead = false;
        const LoadReport report = loadStateDict(model, readModelWeights(backbone).tensors, options, backbone);
        lines.push_back("backbone weights: " + backbone + " into " + setup.backbonePrefix +
                        "*: " + report.describe());
    }
    return lines;
}

}  // namespace osprey
