#include "eval/CheckpointEvaluation.h"

#include "config/Config.h"
#include "data/BadImageTracker.h"
#include "data/CocoDetectionDataset.h"
#include "data/DataLoader.h"
#include "data/DatasetFactory.h"
#include "data/DetectionDatasetFactory.h"
#include "data/DetectionSource.h"
#include "eval/DetectionEvaluator.h"
#include "infer/DetectionPredictor.h"
#include "infer/ModelWeights.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "models/detection/DetectionModel.h"
#include "models/weights/WeightFile.h"
#include "train/TaskSetup.h"
#include "util/Errors.h"
#include "util/Strings.h"

#include <iostream>

namespace osprey {

namespace {

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

}  // namespace

ClassificationResult evaluateWeights(const Config& config, const std::string& weightsPath,
                                     torch::Device device, std::vector<std::string>* classNames, bool ema) {
    // An Osprey file knows its model; a foreign one is read as the experiment's model.
    const bool osprey = detectWeightFormat(weightsPath) == WeightFormat::LibtorchArchive;
    Predictor predictor = Predictor::fromWeights(osprey ? std::string() : config.getString("model.name"),
                                                 weightsPath, device, ema);
    const auto dataset = buildValidationDataset(config);
    const int64_t numClasses = predictor.meta().numClasses;
    if (dataset->classNames().size() != static_cast<size_t>(numClasses)) {
        throw InputError("the dataset has " + std::to_string(dataset->classNames().size()) +
                         " classes but the weights in '" + weightsPath + "' have " +
                         std::to_string(numClasses));
    }
    auto bad = std::make_shared<BadImageTracker>(dataset->size(), config.getFloat("data.max_bad_fraction"),
                                                 warnOnConsole);
    DataLoader loader(dataset, ClassificationTransform::fromConfig(config, false), evaluationLoader(config),
                      bad);
    ClassificationEvaluator evaluator(numClasses);
    torch::NoGradGuard noGrad;
    auto model = predictor.model();
    loader.startEpoch(0);
    Batch batch;
    while (loader.next(batch))
        evaluator.process(model->forward(batch.images.to(device)), batch.labels);
    if (classNames)
        *classNames = dataset->classNames();
    return evaluator.evaluate();
}

DetectionEvaluation evaluateDetectorWeights(const Config& config, const std::string& weightsPath,
                                            torch::Device device, bool ema) {
    const bool osprey = detectWeightFormat(weightsPath) == WeightFormat::LibtorchArchive;
    CheckpointMeta meta;
    auto model =
        detectorFromWeights(osprey ? std::string() : config.getString("model.name"), weightsPath, &meta, ema);
    model->to(device);
    model->eval();
    const auto dataset = buildDetectionValidation(config, meta.classNames, warnOnConsole);
    if (dataset->classNames().size() != static_cast<size_t>(meta.numClasses)) {
        throw InputError("the dataset has " + std::to_string(dataset->classNames().size()) +
                         " classes but the weights in '" + weightsPath + "' have " +
                         std::to_string(meta.numClasses));
    }
    auto bad = std::make_shared<BadImageTracker>(dataset->size(), config.getFloat("data.max_bad_fraction"),
                                                 warnOnConsole);
    DataLoader loader(
        std::make_shared<DetectionSource>(dataset, detectionTransformFromConfig(config, false), bad),
        evaluationLoader(config));
    DetectionEvaluator evaluator(*dataset);
    torch::NoGradGuard noGrad;
    DetectionEvaluation out;
    loader.startEpoch(0);
    Batch batch;
    while (loader.next(batch)) {
        evaluator.add(model->detect(batch.images.to(device)), batch.imageIds, batch.inverse);
        out.images += batch.images.size(0);
    }
    out.metrics = evaluator.evaluate();
    out.detections = evaluator.results();
    // Category ids as the annotation file has them, so that the results also go with the original file.
    if (const auto* coco = dynamic_cast<const CocoDetectionDataset*>(dataset.get())) {
        for (auto& d : out.detections)
            d.categoryId = coco->categoryIds().at(static_cast<size_t>(d.categoryId - 1));
    }
    return out;
}

}  // namespace osprey
