#include "eval/EvaluationLoop.h"

#include <limits>

#include "data/loader/DataLoader.h"
#include "data/transforms/ModelInput.h"
#include "distributed/Communicator.h"
#include "eval/DetectionEvaluator.h"
#include "models/ClassificationModel.h"

namespace osprey {

namespace {

const Communicator& worldOf(const EvaluationSetting& setting) {
    return setting.world ? *setting.world : Communicator::world();
}

}  // namespace

ClassificationResult evaluateClassifier(ClassificationModel& model, DataLoader& loader, int64_t numClasses,
                                        const EvaluationSetting& setting, ClassifierSamples* samples) {
    return evaluateClassifier([&model](const torch::Tensor& images) { return model.forward(images); }, loader,
                              numClasses, setting, samples);
}

ClassificationResult evaluateClassifier(const ClassifierForward& forward, DataLoader& loader,
                                        int64_t numClasses, const EvaluationSetting& setting,
                                        ClassifierSamples* samples) {
    torch::NoGradGuard noGrad;
    ClassificationEvaluator evaluator(numClasses, samples != nullptr);
    loader.startEpoch(0);
    Batch batch;
    while (loader.next(batch)) {
        AutocastScope autocast(setting.precision, setting.device);
        evaluator.process(forward(modelInput(batch, setting.device)).to(torch::kFloat32), batch.labels,
                          batch.indices);
    }
    const Communicator& world = worldOf(setting);
    evaluator.sumOver(world);
    if (samples) {
        evaluator.gatherSamplesTo(world);
        *samples = evaluator.samples();
    }
    return evaluator.evaluate();
}

DetectorEvaluation evaluateDetector(DetectionModel& model, DataLoader& loader, DetectionEvaluator& evaluator,
                                    const EvaluationSetting& setting, CocoMatches* matches) {
    return evaluateDetector(
        [&model](const torch::Tensor& images, const std::vector<DetectionTarget>& targets, bool perImage) {
            return model.lossAndDetect(images, targets, perImage);
        },
        loader, evaluator, setting, matches);
}

DetectorEvaluation evaluateDetector(const DetectorPass& pass, DataLoader& loader,
                                    DetectionEvaluator& evaluator, const EvaluationSetting& setting,
                                    CocoMatches* matches) {
    torch::NoGradGuard noGrad;
    double lossSum = 0;
    int64_t images = 0;
    // Each item's own loss, summed, and how many times a batch held it (a sampler pads a rank's shard with
    // repeats): [2, items], reduced over the ranks once.
    torch::Tensor itemLoss =
        setting.imageLosses ? torch::zeros({2, loader.itemCount()}, torch::kFloat64) : torch::Tensor();
    loader.startEpoch(0);
    Batch batch;
    while (loader.next(batch)) {
        AutocastScope autocast(setting.precision, setting.device);
        auto [losses, detections, imageLosses] = pass(
            modelInput(batch, setting.device), targetsOn(batch.targets, setting.device), setting.imageLosses);
        const int64_t n = batch.size();
        lossSum += losses.total().item<double>() * static_cast<double>(n);
        images += n;
        evaluator.add(detections, batch.imageIds, batch.inverse);
        if (setting.imageLosses) {
            TORCH_CHECK(
                imageLosses.size() == static_cast<size_t>(n) && batch.indices.size() == imageLosses.size(),
                "per-image losses: ", imageLosses.size(), " for a batch of ", n);
            auto sum = itemLoss.accessor<double, 2>();
            for (size_t i = 0; i < imageLosses.size(); ++i) {
                sum[0][batch.indices[i]] += imageLosses[i];
                sum[1][batch.indices[i]] += 1.0;
            }
        }
    }
    const Communicator& world = worldOf(setting);
    evaluator.gatherOver(world);
    torch::Tensor sums = torch::tensor({lossSum, static_cast<double>(images)}, torch::kFloat64);
    world.allReduceSum(sums);
    DetectorEvaluation out;
    out.images = static_cast<int64_t>(sums[1].item<double>());
    out.loss = out.images > 0 ? sums[0].item<double>() / static_cast<double>(out.images) : 0.0;
    if (setting.imageLosses) {
        world.allReduceSum(itemLoss);
        const auto sum = itemLoss.accessor<double, 2>();
        out.imageLoss.assign(static_cast<size_t>(itemLoss.size(1)), std::numeric_limits<float>::quiet_NaN());
        for (int64_t item = 0; item < itemLoss.size(1); ++item) {
            if (sum[1][item] > 0)
                out.imageLoss[static_cast<size_t>(item)] = static_cast<float>(sum[0][item] / sum[1][item]);
        }
    }
    out.metrics = evaluator.evaluate(0, matches);
    return out;
}

}  // namespace osprey
