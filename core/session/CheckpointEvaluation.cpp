#include "session/CheckpointEvaluation.h"

#include "config/Config.h"
#include "data/checks/BadImageTracker.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/formats/coco/CocoDetectionDataset.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DetectionSource.h"
#include "eval/DetectionEvaluator.h"
#include "eval/DetectorRecords.h"
#include "eval/EvaluationLoop.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "models/FusedClassifier.h"
#include "models/FusedDetector.h"
#include "models/detection/DetectionModel.h"
#include "session/TaskSetup.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"
#include "weights/WeightFile.h"

#include <iostream>

namespace osprey {

namespace {

InputError classCountMismatch(size_t datasetClasses, const std::string& weightsPath, int64_t weightClasses) {
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "the dataset has {count} classes but the weights in '{path}' have {weights_count}"),
        {{"count", std::to_string(datasetClasses)},
         {"path", weightsPath},
         {"weights_count", std::to_string(weightClasses)}}));
}

LoaderOptions evaluationLoader(const Config& config) {
    LoaderOptions options;
    options.batchSize = config.getInt("eval.batch_size") > 0 ? config.getInt("eval.batch_size")
                                                             : config.getInt("train.batch_size");
    options.workers = static_cast<int>(config.getInt("data.workers"));
    options.prefetch = static_cast<int>(config.getInt("data.prefetch"));
    options.shuffle = false;
    options.dropLast = false;
    return options;
}

void warnOnConsole(const std::string& m) {
    std::cerr << "warning: " << m << "\n";
}

// The unreadable pictures of an evaluation, the files its reader skipped among them from the start.
template <typename Split>
std::shared_ptr<BadImageTracker> badImagesOf(const Split& dataset, const Config& config) {
    auto bad = std::make_shared<BadImageTracker>(dataset.size() + dataset.skippedFiles().size(),
                                                 config.getFloat("data.max_bad_fraction"), warnOnConsole);
    bad->report(dataset.skippedFiles());
    return bad;
}

// The autocast the run trained (and validated) in, so that its checkpoints evaluate to the numbers it
// recorded; fp16 needs CUDA, and evaluates in fp32 elsewhere.
Precision evaluationPrecision(const Config& config, torch::Device device) {
    const std::string name = config.getString("hardware.precision");
    if (name == "fp16" && !device.is_cuda()) {
        warnOnConsole("the run trained in fp16, which needs CUDA: evaluating in fp32 on the " + device.str());
        return Precision::Fp32;
    }
    return parsePrecision(name, device);
}

// A run trained in bf16 or fp16 is evaluated as its validation ran (issue 17: `eval --run` reproduces what
// the run recorded); the fused network is fp32 wherever bf16 is not native, so those run unfused.
InferenceOptions evaluationInference(const Config& config, torch::Device device, bool fuse) {
    const Precision precision = evaluationPrecision(config, device);
    return {fuse && precision == Precision::Fp32, precision};
}

// An Osprey file knows its model; a foreign one is read as the experiment's model.
std::string modelNameFor(const Config& config, const std::string& weightsPath) {
    const bool osprey = detectWeightFormat(weightsPath) == WeightFormat::LibtorchArchive;
    return osprey ? std::string() : config.getString("model.name");
}

// The records' row: the checkpoint's last validation (meta.epoch is the epoch it would continue with).
void describeRecords(EpochRecords& records, const CheckpointMeta& meta, bool training, bool ema) {
    records.epoch = std::max<int64_t>(meta.epoch - 1, 0);
    records.step = meta.globalStep;
    records.split = training ? "train" : "val";
    records.source = "eval";
    records.model = ema ? "ema" : "model";
}

std::vector<RecordedSample> manifestOf(const Dataset& split) {
    std::vector<RecordedSample> out(split.size());
    for (size_t i = 0; i < split.size(); ++i)
        out[i] = {static_cast<int64_t>(i), split.itemName(i), split.label(i)};
    return out;
}

// A detector's item has no single label; its boxes are the records' ground truth.
std::vector<RecordedSample> manifestOf(const DetectionDataset& split) {
    std::vector<RecordedSample> out(split.size());
    for (size_t i = 0; i < split.size(); ++i)
        out[i] = {static_cast<int64_t>(i), split.itemName(i), -1};
    return out;
}

void printNotes(const ImagePredictor& predictor) {
    for (const auto& note : predictor.notes())
        std::cerr << "note: " << note.english() << "\n";
}

}  // namespace

ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath,
                                     torch::Device device, std::vector<std::string>* classNames, bool ema,
                                     bool fuse, EvaluationScope* scope) {
    const InferenceOptions inference = evaluationInference(config, device, fuse);
    Predictor predictor =
        Predictor::fromWeights(modelNameFor(config, weightsPath), weightsPath, device, ema, inference);
    const bool training = scope && scope->trainingSplit;
    const std::shared_ptr<const Dataset> dataset =
        training ? buildDatasets(config).train : buildValidationDataset(config);
    const int64_t numClasses = predictor.meta().numClasses;
    if (dataset->classNames().size() != static_cast<size_t>(numClasses)) {
        throw classCountMismatch(dataset->classNames().size(), weightsPath, numClasses);
    }
    const std::shared_ptr<BadImageTracker> bad = badImagesOf(*dataset, config);
    DataLoader loader(dataset, ClassificationTransform::fromConfig(config, false), evaluationLoader(config),
                      bad);
    const bool record = scope && scope->record;
    ClassifierSamples samples;
    const ClassificationResult result =
        inference.fuse
            ? evaluateClassifier(
                  [&predictor](const torch::Tensor& images) { return predictor.network().forward(images); },
                  loader, numClasses, {device, Precision::Fp32}, record ? &samples : nullptr)
            : evaluateClassifier(*predictor.model(), loader, numClasses, {device, inference.precision},
                                 record ? &samples : nullptr);
    printNotes(predictor);
    if (record) {
        scope->records = std::make_shared<EpochRecords>(
            classifierRecords(result, samples, static_cast<int64_t>(dataset->size())));
        describeRecords(*scope->records, predictor.meta(), training, ema);
        scope->samples = manifestOf(*dataset);
    }
    if (classNames)
        *classNames = dataset->classNames();
    return result;
}

DetectionEvaluation evaluateDetectorWeights(const Config& config, const std::string& weightsPath,
                                            torch::Device device, bool ema, bool fuse,
                                            EvaluationScope* scope) {
    const InferenceOptions inference = evaluationInference(config, device, fuse);
    DetectionPredictor predictor = DetectionPredictor::fromWeights(modelNameFor(config, weightsPath),
                                                                   weightsPath, device, ema, inference);
    const CheckpointMeta& meta = predictor.meta();
    const bool training = scope && scope->trainingSplit;
    const std::shared_ptr<const DetectionDataset> dataset =
        training ? buildDetectionDatasets(config, warnOnConsole).train
                 : buildDetectionValidation(config, meta.classNames, warnOnConsole);
    if (dataset->classNames().size() != static_cast<size_t>(meta.numClasses)) {
        throw classCountMismatch(dataset->classNames().size(), weightsPath, meta.numClasses);
    }
    const std::shared_ptr<BadImageTracker> bad = badImagesOf(*dataset, config);
    DataLoader loader(
        std::make_shared<DetectionSource>(dataset, detectionTransformFromConfig(config, false), bad),
        evaluationLoader(config));
    DetectionEvaluator evaluator(*dataset);
    const bool record = scope && scope->record;
    CocoMatches matches;
    DetectionEvaluation out;
    EvaluationSetting setting{device, inference.fuse ? Precision::Fp32 : inference.precision};
    setting.imageLosses = record;
    static_cast<DetectorEvaluation&>(out) =
        inference.fuse
            ? evaluateDetector(
                  [&predictor](const torch::Tensor& images, const std::vector<DetectionTarget>& targets,
                               bool perImage) {
                      return predictor.network().lossAndDetect(images, targets, perImage);
                  },
                  loader, evaluator, setting, record ? &matches : nullptr)
            : evaluateDetector(*predictor.model(), loader, evaluator, setting, record ? &matches : nullptr);
    out.fusedShapes = inference.fuse ? predictor.network().network().compiledShapes() : 0;
    printNotes(predictor);
    if (record) {
        // The evaluator's own category ids (class + 1), which the recorded ground truth uses too.
        scope->records = std::make_shared<EpochRecords>(
            detectorRecords(out.metrics, out.loss, std::make_shared<CocoGroundTruth>(evaluator.groundTruth()),
                            evaluator.results(), matches, out.imageLoss));
        describeRecords(*scope->records, meta, training, ema);
        scope->samples = manifestOf(*dataset);
    }
    out.detections = evaluator.results();
    // Category ids as the annotation file has them, so that the results also go with the original file.
    if (const auto* coco = dynamic_cast<const CocoDetectionDataset*>(dataset.get())) {
        for (auto& d : out.detections)
            d.categoryId = coco->categoryIds().at(static_cast<size_t>(d.categoryId - 1));
    }
    return out;
}

}  // namespace osprey
