#include "eval/CheckpointEvaluation.h"

#include "config/Config.h"
#include "data/BadImageTracker.h"
#include "data/DataLoader.h"
#include "data/DatasetFactory.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "util/Errors.h"
#include "util/Strings.h"

#include <iostream>

namespace osprey {

ClassificationResult evaluateCheckpoint(const Config& config, const Checkpoint& checkpoint,
                                        torch::Device device, std::vector<std::string>* classNames) {
    const auto dataset = buildValidationDataset(config);
    if (dataset->classNames().size() != static_cast<size_t>(checkpoint.meta().numClasses)) {
        throw InputError("the dataset has " + std::to_string(dataset->classNames().size()) +
                         " classes but checkpoint '" + checkpoint.path() + "' was trained on " +
                         std::to_string(checkpoint.meta().numClasses));
    }
    Predictor predictor = Predictor::fromCheckpoint(checkpoint, device);
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
    ClassificationEvaluator evaluator(checkpoint.meta().numClasses);
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
