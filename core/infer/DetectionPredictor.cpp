#include "infer/DetectionPredictor.h"

#include <algorithm>
#include <random>

#include "data/DetectionTransform.h"
#include "data/ImageDecoder.h"
#include "infer/Predictor.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/ModelWeights.h"
#include "weights/WeightFile.h"

namespace osprey {

DetectionPredictor::DetectionPredictor(CheckpointMeta meta, std::shared_ptr<DetectionModel> model,
                                       torch::Device device)
    : m_meta(std::move(meta)), m_model(std::move(model)), m_device(device) {
    m_model->to(device);
    m_model->eval();
}

DetectionPredictor DetectionPredictor::fromRun(const std::string& runDir, torch::Device device, bool ema) {
    return fromWeights("", runCheckpointPath(runDir), device, ema);
}

DetectionPredictor DetectionPredictor::fromWeights(const std::string& modelName,
                                                   const std::string& weightsPath, torch::Device device,
                                                   bool ema) {
    CheckpointMeta meta;
    auto model = detectorFromWeights(modelName, weightsPath, &meta, ema);
    return DetectionPredictor(std::move(meta), std::move(model), device);
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
    DetectionTransform::Options options;
    options.size = static_cast<int>(pre.inputSize);
    options.resize = pre.geometry == "letterbox" ? DetectionTransform::Resize::Letterbox
                                                 : DetectionTransform::Resize::Stretch;
    options.train = false;
    options.mean = pre.mean;
    options.std = pre.std;
    torch::Tensor input = torch::empty({1, 3, pre.inputSize, pre.inputSize}, torch::kFloat32);
    std::mt19937_64 rng(0);  // evaluation geometry draws nothing
    const DetectionTransform::Result r =
        DetectionTransform(options).apply(bgr, {}, rng, input.data_ptr<float>());

    torch::NoGradGuard noGrad;
    // A lower threshold than the one stored needs the candidates below it too.
    m_model->postprocess().scoreThreshold = std::min(m_meta.detection.scoreThreshold, scoreThreshold);
    const Detections d = m_model->detect(input.to(m_device)).at(0);
    const torch::Tensor boxes = d.boxes.to(torch::kCPU, torch::kFloat32).contiguous();
    const torch::Tensor scores = d.scores.to(torch::kCPU, torch::kFloat32).contiguous();
    const torch::Tensor labels = d.labels.to(torch::kCPU, torch::kInt64).contiguous();
    ImageDetections out;
    out.width = bgr.cols;
    out.height = bgr.rows;
    const float* b = boxes.data_ptr<float>();
    const auto w = static_cast<float>(bgr.cols), h = static_cast<float>(bgr.rows);
    for (int64_t k = 0; k < boxes.size(0); ++k) {
        const double score = scores[k].item<double>();
        if (score < scoreThreshold)
            continue;
        DetectedBox box;
        // Back to original pixels, clipped: a letterbox's padding lies outside the image.
        const auto [x1, y1, x2, y2] =
            DetectionTransform::toOriginal(b + 4 * k, {r.cropX, r.cropY, r.scaleX, r.scaleY});
        box.x1 = std::clamp(x1, 0.0f, w);
        box.y1 = std::clamp(y1, 0.0f, h);
        box.x2 = std::clamp(x2, 0.0f, w);
        box.y2 = std::clamp(y2, 0.0f, h);
        box.classId = labels[k].item<int64_t>();
        box.label = box.classId < static_cast<int64_t>(m_meta.classNames.size())
                        ? m_meta.classNames[static_cast<size_t>(box.classId)]
                        : "class " + std::to_string(box.classId);
        box.score = score;
        out.boxes.push_back(box);
    }
    return out;
}

ImageOutcome DetectionPredictor::predict(const cv::Mat& bgr, const PredictOptions& options) {
    ImageDetections d = detect(bgr, options.scoreThreshold);
    ImageOutcome out;
    out.task = TaskKind::Detection;
    out.width = d.width;
    out.height = d.height;
    out.boxes = std::move(d.boxes);
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
