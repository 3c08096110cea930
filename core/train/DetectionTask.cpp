#include "train/DetectionTask.h"

#include "data/DataLoader.h"
#include "dist/Communicator.h"
#include "eval/DetectionEvaluator.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"

namespace osprey {

namespace {

DetectionModel& detector(torch::nn::Module& model) {
    auto* d = dynamic_cast<DetectionModel*>(&model);
    if (!d)
        throw InputError("task 'detection' needs a detection model; this one is a classifier");
    return *d;
}

std::vector<DetectionTarget> targetsOn(const std::vector<DetectionTarget>& targets, torch::Device device) {
    std::vector<DetectionTarget> out;
    out.reserve(targets.size());
    for (const auto& t : targets)
        out.push_back({t.boxes.to(device), t.labels.to(device)});
    return out;
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

std::map<std::string, double> DetectionTask::evaluate(torch::nn::Module& model, DataLoader& loader,
                                                      torch::Device device, Precision precision,
                                                      const Communicator& world) const {
    DetectionModel& net = detector(model);
    DetectionEvaluator evaluator(*m_validation);
    double lossSum = 0;
    int64_t images = 0;
    loader.startEpoch(0);
    Batch batch;
    while (loader.next(batch)) {
        AutocastScope autocast(precision, device);
        auto [losses, detections] =
            net.lossAndDetect(batch.images.to(device), targetsOn(batch.targets, device));
        const int64_t n = batch.images.size(0);
        lossSum += losses.total().item<double>() * static_cast<double>(n);
        images += n;
        evaluator.add(detections, batch.imageIds, batch.inverse);
    }
    evaluator.gatherOver(world);
    torch::Tensor loss = torch::tensor({lossSum, static_cast<double>(images)}, torch::kFloat64);
    world.allReduceSum(loss);
    lossSum = loss[0].item<double>();
    images = static_cast<int64_t>(loss[1].item<double>());
    const CocoMetrics m = evaluator.evaluate();
    return {{"loss", images > 0 ? lossSum / static_cast<double>(images) : 0.0},
            {"mAP", m.stats[0]},
            {"AP50", m.stats[1]},
            {"AP75", m.stats[2]}};
}

}  // namespace osprey
