#include "train/DetectionTask.h"

#include "data/loader/DataLoader.h"
#include "distributed/Communicator.h"
#include "eval/DetectionEvaluator.h"
#include "eval/DetectorRecords.h"
#include "eval/EvaluationLoop.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

DetectionModel& detector(torch::nn::Module& model) {
    auto* d = dynamic_cast<DetectionModel*>(&model);
    if (!d)
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "task 'detection' needs a detection model; this one is a classifier")));
    return *d;
}

}  // namespace

TaskLoss DetectionTask::loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                             int64_t) const {
    const DetectionLosses l = detector(model).loss(batch.images.to(device, /*non_blocking=*/true),
                                                   targetsOn(batch.targets, device));
    TaskLoss out;
    out.total = l.total().to(torch::kFloat32);
    out.parts["train/loss_cls"] = l.classification;
    out.parts["train/loss_box"] = l.boxRegression;
    return out;
}

TaskEvaluation DetectionTask::evaluate(torch::nn::Module& model, DataLoader& loader, torch::Device device,
                                       Precision precision, const Communicator& world, bool record) const {
    DetectionEvaluator evaluator(*m_validation);
    // Every rank holds every detection after the gather; only rank 0 keeps the matches, for the records.
    const bool keep = record && world.rank() == 0;
    CocoMatches matches;
    EvaluationSetting setting{device, precision, &world};
    setting.imageLosses = record;  // every rank computes its images' losses; the sum reaches rank 0
    const DetectorEvaluation e =
        evaluateDetector(detector(model), loader, evaluator, setting, keep ? &matches : nullptr);
    TaskEvaluation out;
    out.metrics = {{"loss", e.loss},
                   {"mAP", e.metrics.stats[0]},
                   {"AP50", e.metrics.stats[1]},
                   {"AP75", e.metrics.stats[2]}};
    if (keep)
        out.records = std::make_shared<EpochRecords>(
            detectorRecords(e.metrics, e.loss, std::make_shared<CocoGroundTruth>(evaluator.groundTruth()),
                            evaluator.results(), matches, e.imageLoss));
    return out;
}

}  // namespace osprey
