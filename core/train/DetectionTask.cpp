#include "train/DetectionTask.h"

#include "data/DataLoader.h"
#include "distributed/Communicator.h"
#include "eval/DetectionEvaluator.h"
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
                                       Precision precision, const Communicator& world, bool) const {
    // A detector keeps no per-sample records yet (the matches of issue 21's detector part).
    DetectionEvaluator evaluator(*m_validation);
    const DetectorEvaluation e =
        evaluateDetector(detector(model), loader, evaluator, {device, precision, &world});
    TaskEvaluation out;
    out.metrics = {{"loss", e.loss},
                   {"mAP", e.metrics.stats[0]},
                   {"AP50", e.metrics.stats[1]},
                   {"AP75", e.metrics.stats[2]}};
    return out;
}

}  // namespace osprey
