#include "infer/OnnxPredictor.h"

namespace osprey {

CheckpointMeta checkpointMetaOf(const ExportedModelInfo& info) {
    CheckpointMeta meta;
    meta.modelName = info.modelName;
    meta.task = info.task;
    meta.numClasses = static_cast<int64_t>(info.classNames.size());
    meta.classNames = info.classNames;
    meta.preprocessing = info.preprocessing;
    if (info.task == TaskKind::Detection) {
        meta.detection.scoreThreshold = info.postprocess.scoreThreshold;
        meta.detection.nmsThreshold = info.postprocess.nmsThreshold;
        meta.detection.maxDetections = info.postprocess.detectionsPerImage;
    }
    return meta;
}

OnnxPredictor::OnnxPredictor(DeployedModel model)
    : m_model(std::move(model)), m_meta(checkpointMetaOf(m_model.info())) {}

std::unique_ptr<OnnxPredictor> OnnxPredictor::open(const std::string& path) {
    return std::unique_ptr<OnnxPredictor>(new OnnxPredictor(DeployedModel::open(path)));
}

ImageOutcome OnnxPredictor::predict(const cv::Mat& bgr, const PredictOptions& options) {
    return m_model.predict(bgr, options);
}

}  // namespace osprey
