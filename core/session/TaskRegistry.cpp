#include "session/TaskRegistry.h"

#include <nlohmann/json.hpp>

#include "config/Config.h"
#include "data/formats/coco/CocoData.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "session/CheckpointEvaluation.h"
#include "session/TaskSetup.h"
#include "store/RecordStore.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

std::string weightsLine(const std::string& weights, bool ema) {
    return "weights     " + weights + (ema ? " (averaged)" : "") + "\n";
}

EvaluationScope scopeOf(const EvaluationRequest& request) {
    EvaluationScope scope;
    scope.trainingSplit = request.trainingSplit;
    scope.record = !request.recordDir.empty();
    return scope;
}

// `eval --record`: the evaluation's records into the run's inspect.db, written here and now (no trainer runs
// beside it); the line the report ends with.
std::string writeRecords(const EvaluationRequest& request, const EvaluationScope& scope, TaskKind task,
                         const std::string& model, const std::vector<std::string>& classNames) {
    if (!scope.records)
        return {};
    RecordStore store(RecordStore::pathIn(request.recordDir));
    store.setMeta("task", taskName(task));
    store.setMeta("model", model);
    store.setMeta("class_names", RecordStore::encodeClassNames(classNames));
    store.writeSamples(scope.records->split, scope.samples);
    const int64_t id = store.write(*scope.records);
    return formatText("\nrecords     %s split, validation %lld in %s\n", scope.records->split.c_str(),
                      static_cast<long long>(id), store.path().c_str());
}

EvaluationReport evaluateClassifierFile(const Config& config, const std::string& weights,
                                        const EvaluationRequest& request) {
    if (!request.detectionsOut.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--detections-out needs a detector; '{path}' holds a classifier"),
            {{"path", weights}}));
    std::vector<std::string> names;
    EvaluationScope scope = scopeOf(request);
    const ClassificationResult result =
        evaluateWeights(config, weights, request.device, &names, request.ema, request.fuse, &scope);
    const std::string recorded =
        writeRecords(request, scope, TaskKind::Classification, config.getString("model.name"), names);
    return {weightsLine(weights, request.ema) + toText(result, names) + recorded, toJson(result, names)};
}

EvaluationReport evaluateDetectorFile(const Config& config, const std::string& weights,
                                      const EvaluationRequest& request) {
    EvaluationScope scope = scopeOf(request);
    const DetectionEvaluation e =
        evaluateDetectorWeights(config, weights, request.device, request.ema, request.fuse, &scope);
    if (!request.detectionsOut.empty())
        writeCocoDetections(request.detectionsOut, e.detections);
    std::string text = weightsLine(weights, request.ema);
    text += formatText("images      %lld, %zu detections\n", static_cast<long long>(e.images),
                       e.detections.size());
    text += formatText("loss        %.4f\n\n", e.loss);
    text += e.metrics.toText(true);
    if (!request.detectionsOut.empty())
        text += "\ndetections written to " + request.detectionsOut + " (COCO results format)\n";
    std::vector<std::string> names;
    if (scope.records && scope.records->groundTruth)
        for (const auto& c : scope.records->groundTruth->categories)
            names.push_back(c.name);
    text += writeRecords(request, scope, TaskKind::Detection, config.getString("model.name"), names);
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
