#include "session/TaskRegistry.h"

#include "config/Config.h"
#include "data/CocoData.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "session/CheckpointEvaluation.h"
#include "session/TaskSetup.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

std::string weightsLine(const std::string& weights, bool ema) {
    return "weights     " + weights + (ema ? " (averaged)" : "") + "\n";
}

EvaluationReport evaluateClassifierFile(const Config& config, const std::string& weights,
                                        const EvaluationRequest& request) {
    if (!request.detectionsOut.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--detections-out needs a detector; '{path}' holds a classifier"),
            {{"path", weights}}));
    std::vector<std::string> names;
    const ClassificationResult result =
        evaluateWeights(config, weights, request.device, &names, request.ema, request.fuse);
    return {weightsLine(weights, request.ema) + toText(result, names), toJson(result, names)};
}

EvaluationReport evaluateDetectorFile(const Config& config, const std::string& weights,
                                      const EvaluationRequest& request) {
    const DetectionEvaluation e =
        evaluateDetectorWeights(config, weights, request.device, request.ema, request.fuse);
    if (!request.detectionsOut.empty())
        writeCocoDetections(request.detectionsOut, e.detections);
    std::string text = weightsLine(weights, request.ema);
    text += formatText("images      %lld, %zu detections\n", static_cast<long long>(e.images),
                       e.detections.size());
    text += formatText("loss        %.4f\n\n", e.loss);
    text += e.metrics.toText(true);
    if (!request.detectionsOut.empty())
        text += "\ndetections written to " + request.detectionsOut + " (COCO results format)\n";
    return {text, e.metrics.toJson(true)};
}

template <typename Predictor>
std::unique_ptr<ImagePredictor> open(const std::string& modelName, const std::string& weights,
                                     torch::Device device, bool ema, const InferenceOptions& inference) {
    return std::make_unique<Predictor>(Predictor::fromWeights(modelName, weights, device, ema, inference));
}

}  // namespace

const Registry<TaskEntry>& taskRegistry() {
    static const Registry<TaskEntry> registry = [] {
        Registry<TaskEntry> r(OSPREY_TRANSLATE_NOOP("osprey::Errors", "task"), "task");
        r.add(taskName(TaskKind::Classification),
              {TaskKind::Classification, setupClassification, evaluateClassifierFile, open<Predictor>});
        r.add(taskName(TaskKind::Detection),
              {TaskKind::Detection, setupDetection, evaluateDetectorFile, open<DetectionPredictor>});
        return r;
    }();
    return registry;
}

const TaskEntry& taskEntry(TaskKind kind) {
    return taskRegistry().at(taskName(kind));
}

std::unique_ptr<ImagePredictor> openPredictor(const std::string& modelName, const std::string& weightsPath,
                                              torch::Device device, bool ema,
                                              const InferenceOptions& inference) {
    return taskEntry(weightsTask(modelName, weightsPath))
        .openPredictor(modelName, weightsPath, device, ema, inference);
}

EvaluationReport evaluateWeightFile(const Config& config, const std::string& weightsPath,
                                    const EvaluationRequest& request) {
    const TaskKind task = weightsTask(config.getString("model.name"), weightsPath);
    return taskEntry(task).evaluate(config, weightsPath, request);
}

}  // namespace osprey
