#pragma once

#include <QObject>

#include <atomic>
#include <memory>

#include "inference/InferenceTypes.h"

namespace cv {
class Mat;
}
namespace osprey {
class ImagePredictor;
}

namespace osprey::ui {

// Runs core's predictors on its own thread (InferenceSession moves it there). The only ui/ class that holds
// libtorch objects; they stay inside its .cpp.
class InferenceWorker : public QObject {
    Q_OBJECT
public:
    // Detections below this score are not kept (the view's slider starts here).
    static constexpr double kFloorThreshold = 0.01;
    // Where the views' score threshold for drawn boxes starts.
    static constexpr double kDefaultThreshold = 0.25;
    static constexpr int kTopK = 5;

    InferenceWorker();
    ~InferenceWorker() override;

    // Bumped by the GUI thread to drop requests queued for a model or image list that is gone.
    std::atomic<quint64>& generation() { return m_generation; }

    // The registered model names, for foreign weight files.
    static QStringList modelNames();

public Q_SLOTS:
    void load(const osprey::ui::ModelSource& source, quint64 generation);
    void predict(const QString& imagePath, quint64 generation);
    // A picture already in memory (a dataset's item); `key` names it in the result's `path`.
    void predictImage(const QString& key, const QImage& image, quint64 generation);

Q_SIGNALS:
    void loaded(const osprey::ui::LoadedModel& model, quint64 generation);
    void loadFailed(const QString& message, quint64 generation);
    void resultReady(const osprey::ui::InferenceResult& result);

private:
    // Runs the model on `bgr` (empty: `why` says why it could not be read) and sends the result.
    void run(InferenceResult result, const cv::Mat& bgr, const std::string& why);

    std::unique_ptr<ImagePredictor> m_predictor;
    std::atomic<quint64> m_generation{0};
};

}  // namespace osprey::ui
