#include "eval/CheckpointEvaluation.h"

#include "config/Config.h"
#include "data/BadImageTracker.h"
#include "data/DataLoader.h"
#include "data/DatasetFactory.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "models/weights/WeightFile.h"
#include "util/Errors.h"
#include "util/Strings.h"

#include <iostream>

namespace osprey {

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
    LoaderOptions options;
    options.batchSize = config.getInt("eval.batch_size") > 0 ? config.getInt("eval.batch_size")
                                                             : config.getInt("train.batch_size");
    options.workers = static_cast<int>(config.getInt("data.workers"));
    options.prefetch = static_cast<int>(config.getInt("data.prefetch"));
    options.shuffle = false;
    options.dropLast = false;
    auto bad = std::make_shared<BadImageTracker>(
        dataset->size(), config.getFloat("data.max_bad_fraction"),
        [](const std::string& m) { std::cerr << "warning: " << m << "\n"; });
    DataLoader loader(dataset, ClassificationTransform::fromConfig(config, false), options, bad);
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

}  // namespace osprey
