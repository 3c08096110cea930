#include "infer/DetectionPredictor.h"

#include <algorithm>
#include <random>

#include "data/decode/ImageDecoder.h"
#include "data/transforms/DetectionTransform.h"
#include "infer/Predictor.h"
#include "models/FusedDetector.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/ModelWeights.h"
#include "weights/WeightFile.h"

namespace osprey {

DetectionPredictor::DetectionPredictor(CheckpointMeta meta, std::shared_ptr<DetectionModel> model,
                                       torch::Device device, const InferenceOptions& inference)
    : m_meta(std::move(meta)), m_model(std::move(model)), m_device(device) {
    m_model->to(device);
    m_model->eval();
    m_network = std::make_shared<FusedDetector>(m_model, inference, device);
}

std::vector<Reason> DetectionPredictor::notes() const {
    return m_network->network().notes();
}

DetectionPredictor DetectionPredictor::fromRun(const std::string& runDir, torch::Device device, bool ema,
                                               const InferenceOptions& inference) {
    return fromWeights("", runCheckpointPath(runDir), device, ema, inference);
}

DetectionPredictor DetectionPredictor::fromWeights(const std::string& modelName,
                                                   const std::string& weightsPath, torch::Device device,
                                                   bool ema, const InferenceOptions& inference) {
    CheckpointMeta meta;
    auto model = detectorFromWeights(modelName, weightsPath, &meta, ema);
    return DetectionPredictor(std::move(meta), std::move(model), device, inference);
}

ImageDetections DetectionPredictor::detect(const std::string& imagePath, double scoreThreshold) {
    std::string error;
    const cv::Mat image = decodeImageFile(imagePath, &error);
    if (image.empty())
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read image '{path}': {cause}"),
                             {{"path", imagePath}, {"cause", error}}));
    ImageDetections out = detect(image, scoreThreshold);
    out.image = imagePath;
    return out;
}

ImageDetections DetectionPredictor::detect(const cv::Mat& bgr, double scoreThreshold) {
    const Preprocessing& pre = m_meta.preprocessing;
    torch::Tensor input = torch::empty({1, 3, pre.inputSize, pre.inputSize}, torch::kFloat32);
    std::mt19937_64 rng(0);  // evaluation geometry draws nothing
    const DetectionTransform::Result r =
        DetectionTransform::forEvaluation(pre).apply(bgr, {}, rng, input.data_ptr<float>());

    torch::NoGradGuard noGrad;
    // A lower threshold than the one stored needs the candidates below it too.
    m_model->postprocess().scoreThreshold = std::min(m_meta.detection.scoreThreshold, scoreThreshold);
    const Detections d = m_network->detect(input.to(m_device)).at(0);
    const torch::Tensor boxes = d.boxes.to(torch::kCPU, torch::kFloat32).contiguous();
    const torch::Tensor scores = d.scores.to(torch::kCPU, torch::kFloat32).contiguous();
    const torch::Tensor labels = d.labels.to(torch::kCPU, torch::kInt64).contiguous();
    ImageDetections out;
    out.width = bgr.cols;
    out.height = bgr.rows;
    const float* b = boxes.data_ptr<float>();
    for (int64_t k = 0; k < boxes.size(0); ++k) {
        const double score = scores[k].item<double>();
        if (score < scoreThreshold)
            continue;
        out.boxes.push_back(detectedBoxInPicture(b + 4 * k, {r.cropX, r.cropY, r.scaleX, r.scaleY}, bgr.cols,
                                                 bgr.rows, labels[k].item<int64_t>(), score,
                                                 m_meta.classNames));
    }
    return out;
}

ImageOutcome DetectionPredictor::predict(const cv::Mat& bgr, const PredictOptions& options) {
    ImageDetections d = detect(bgr, lowestScoreListed(options));
    ImageOutcome out;
    out.task = TaskKind::Detection;
    out.width = d.width;
    out.height = d.height;
    for (DetectedBox& b : d.boxes) {
        if (scoreListed(options, b.classId, b.score))
            out.boxes.push_back(std::move(b));
    }
    return out;
}

TaskKind weightsTask(const std::string& modelName, const std::string& weightsPath) {
    if (detectWeightFormat(weightsPath) == WeightFormat::LibtorchArchive)
        return Checkpoint::load(weightsPath, torch::kCPU).meta().task;
    if (modelName.empty())
        return TaskKind::Classification;  // the loader then asks for --model
    return ModelRegistry::instance().get(modelName).task();
}

}  // namespace osprey
