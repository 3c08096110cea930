#include "train/ClassificationTask.h"

#include "data/loader/DataLoader.h"
#include "distributed/Communicator.h"
#include "eval/EpochRecords.h"
#include "eval/EvaluationLoop.h"
#include "models/ClassificationModel.h"
#include "train/MarginRecorder.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
ClassificationModel& classifier(torch::nn::Module& model) {
    auto* c = dynamic_cast<ClassificationModel*>(&model);
    if (!c)
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "task 'classification' needs a classification model; this one is a detector")));
    return *c;
}
}  // namespace

TaskLoss ClassificationTask::loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                                  int64_t step) const {
    ClassificationStep::Output out = m_step.forward(classifier(model), batch, device, step);
    if (m_margins)
        m_margins->add(batch.indices, out.logits, batch.labels);
    return {out.loss, {}};
}

TaskEvaluation ClassificationTask::evaluate(torch::nn::Module& model, DataLoader& loader,
                                            torch::Device device, Precision precision,
                                            const Communicator& world, bool record) const {
    ClassifierSamples samples;
    const ClassificationResult r = evaluateClassifier(
        classifier(model), loader, m_numClasses, {device, precision, &world}, record ? &samples : nullptr);
    TaskEvaluation out;
    out.metrics = {{"top1", r.top1}, {"top5", r.top5}, {"loss", r.loss}};
    if (record && world.rank() == 0)
        out.records = std::make_shared<EpochRecords>(classifierRecords(r, samples, loader.itemCount()));
    return out;
}

}  // namespace osprey
