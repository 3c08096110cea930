#include "inference/InferenceWorker.h"

#include <QElapsedTimer>

#include <torch/cuda.h>

#include "common/ErrorText.h"
#include "common/MatImage.h"
#include "common/QtConversions.h"
#include "data/decode/ImageDecoder.h"
#include "infer/ImagePredictor.h"
#include "infer/Predictor.h"
#include "models/ModelRegistry.h"
#include "session/TaskRegistry.h"
#include "util/Errors.h"

namespace osprey::ui {

InferenceWorker::InferenceWorker() = default;

InferenceWorker::~InferenceWorker() = default;

QStringList InferenceWorker::modelNames() {
    QStringList names;
    for (const ModelInfo& info : ModelRegistry::instance().models())
        names << qs(info.name);
    return names;
}

void InferenceWorker::load(const ModelSource& source, quint64 generation) {
    m_predictor.reset();
    try {
        const torch::Device device = torch::cuda::is_available() ? torch::kCUDA : torch::kCPU;
        const std::string file =
            source.runDir.isEmpty() ? ss(source.weightsPath) : runCheckpointPath(ss(source.runDir));
        m_predictor = openPredictor(ss(source.modelName), file, device, source.ema);
        const CheckpointMeta* meta = &m_predictor->meta();
        LoadedModel model;
        model.task = meta->task;
        model.modelName = qs(meta->modelName);
        model.classNames = toStringList(meta->classNames);
        model.checkpoint = qs(file);
        model.device = qs(device.str());
        model.storedScoreThreshold = meta->detection.scoreThreshold;
        Q_EMIT loaded(model, generation);
    } catch (const std::exception& e) {
        Q_EMIT loadFailed(ErrorText::of(e), generation);
    }
}

void InferenceWorker::predict(const QString& imagePath, quint64 generation) {
    if (generation != m_generation.load())
        return;  // the image list or the model changed since this was asked for
    InferenceResult result;
    result.path = imagePath;
    result.generation = generation;
    std::string error;
    const cv::Mat image = decodeImageFile(ss(imagePath), &error);
    run(std::move(result), image, error);
}

void InferenceWorker::predictImage(const QString& key, const QImage& image, quint64 generation) {
    if (generation != m_generation.load())
        return;
    InferenceResult result;
    result.path = key;
    result.generation = generation;
    run(std::move(result), bgrFromImage(image), "empty picture");
}

void InferenceWorker::run(InferenceResult result, const cv::Mat& image, const std::string& why) {
    try {
        if (image.empty())
            throw std::runtime_error("cannot read the image: " + why);
        result.image = imageFromBgr(image);
        QElapsedTimer timer;
        timer.start();
        if (!m_predictor)
            throw std::runtime_error("no model is loaded");
        const ImageOutcome outcome = m_predictor->predict(image, {kTopK, false, kFloorThreshold});
        for (const DetectedBox& b : outcome.boxes) {
            result.boxes.push_back({QRectF(QPointF(b.x1, b.y1), QPointF(b.x2, b.y2)),
                                    static_cast<int>(b.classId), qs(b.label), b.score, QColor(),
                                    Qt::SolidLine});
        }
        for (const ClassPrediction& c : outcome.top)
            result.top.push_back({static_cast<int>(c.classId), qs(c.label), c.score});
        result.milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    } catch (const std::exception& e) {
        result.error = ErrorText::of(e);
    }
    Q_EMIT resultReady(result);
}

}  // namespace osprey::ui
