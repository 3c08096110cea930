#include "infer/Predictor.h"

#include <filesystem>
#include <random>

#include "data/decode/ImageDecoder.h"
#include "data/transforms/ClassificationTransform.h"
#include "models/ClassificationModel.h"
#include "models/FusedClassifier.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/ModelWeights.h"

namespace fs = std::filesystem;

namespace osprey {

std::string runCheckpointPath(const std::string& runDir) {
    if (!fs::is_directory(runDir))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "run folder '{path}' does not exist"),
                             {{"path", runDir}}));
    for (const char* name : {"best.pt", "last.pt"}) {
        const fs::path p = fs::path(runDir) / name;
        if (fs::exists(p))
            return p.string();
    }
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "run folder '{path}' holds no checkpoint (best.pt or last.pt)"),
        {{"path", runDir}}));
}

int64_t runCheckpointEpoch(const std::string& runDir) {
    return Checkpoint::load(runCheckpointPath(runDir)).meta().epoch;
}

Predictor::Predictor(CheckpointMeta meta, std::shared_ptr<ClassificationModel> model, torch::Device device,
                     const InferenceOptions& inference)
    : m_meta(std::move(meta)), m_model(std::move(model)), m_device(device) {
    if (m_meta.task != TaskKind::Classification)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "the weights hold a {task} model, not a classifier"),
            {{"task", taskName(m_meta.task)}}));
    m_model->to(device);
    m_model->eval();
    m_network = std::make_shared<FusedClassifier>(m_model, inference, device);
}

std::vector<Reason> Predictor::notes() const {
    return m_network->network().notes();
}

Predictor Predictor::fromRun(const std::string& runDir, torch::Device device, bool ema,
                             const InferenceOptions& inference) {
    return fromWeights("", runCheckpointPath(runDir), device, ema, inference);
}

Predictor Predictor::fromWeights(const std::string& modelName, const std::string& weightsPath,
                                 torch::Device device, bool ema, const InferenceOptions& inference) {
    CheckpointMeta meta;
    auto model = classifierFromWeights(modelName, weightsPath, &meta, ema);
    return Predictor(std::move(meta), std::move(model), device, inference);
}

ImagePrediction Predictor::predict(const std::string& imagePath, int64_t topK, bool withLogits) {
    std::string error;
    const cv::Mat image = decodeImageFile(imagePath, &error);
    if (image.empty())
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read image '{path}': {cause}"),
                             {{"path", imagePath}, {"cause", error}}));
    ImagePrediction out = predict(image, topK, withLogits);
    out.image = imagePath;
    return out;
}

ImagePrediction Predictor::predict(const cv::Mat& image, int64_t topK, bool withLogits) {
    const Preprocessing& pre = m_meta.preprocessing;
    const ClassificationTransform transform = ClassificationTransform::forEvaluation(pre);
    torch::Tensor input = torch::empty({1, 3, pre.inputSize, pre.inputSize}, torch::kFloat32);
    std::mt19937_64 rng(0);  // evaluation geometry draws nothing
    transform.apply(image, rng, input.data_ptr<float>());

    torch::NoGradGuard noGrad;
    const torch::Tensor logits = m_network->forward(input.to(m_device)).to(torch::kCPU).squeeze(0);
    const torch::Tensor probabilities = logits.softmax(0);
    const int64_t k = std::clamp<int64_t>(topK, 1, logits.size(0));
    const auto [scores, indices] = probabilities.topk(k);
    ImagePrediction out;
    for (int64_t i = 0; i < k; ++i) {
        ClassPrediction p;
        p.classId = indices[i].item<int64_t>();
        p.label = p.classId < static_cast<int64_t>(m_meta.classNames.size()) ? m_meta.classNames[p.classId]
                                                                             : std::to_string(p.classId);
        p.score = scores[i].item<double>();
        out.top.push_back(p);
    }
    if (withLogits) {
        const torch::Tensor contiguous = logits.contiguous();
        out.logits.assign(contiguous.data_ptr<float>(), contiguous.data_ptr<float>() + contiguous.numel());
    }
    return out;
}

ImageOutcome Predictor::predict(const cv::Mat& image, const PredictOptions& options) {
    ImagePrediction p = predict(image, options.topK, options.logits);
    ImageOutcome out;
    out.task = TaskKind::Classification;
    out.width = image.cols;
    out.height = image.rows;
    out.top = std::move(p.top);
    out.logits = std::move(p.logits);
    return out;
}

}  // namespace osprey
