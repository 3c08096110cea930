#pragma once

#include <QObject>
#include <QThread>

#include "inference/InferenceTypes.h"

namespace osprey::ui {

class InferenceWorker;

// The GUI thread's handle on the inference worker thread: loads a model and queues images there, hands back
// only results that still belong to the current model and image list.
class InferenceSession : public QObject {
    Q_OBJECT
public:
    explicit InferenceSession(QObject* parent = nullptr);
    ~InferenceSession() override;

    void load(const ModelSource& source);
    // Queued behind earlier images; results come back in order.
    void predict(const QStringList& imagePaths);
    // The same for a picture in memory; the result's `path` is `key`.
    void predictImage(const QString& key, const QImage& image);
    // Drops the images queued so far (they are not run).
    void cancelPending();

    bool hasModel() const { return m_hasModel; }
    const LoadedModel& model() const { return m_model; }
    bool busy() const { return m_pending > 0 || m_loading; }

Q_SIGNALS:
    void modelLoaded(const osprey::ui::LoadedModel& model);
    void modelFailed(const QString& message);
    void resultReady(const osprey::ui::InferenceResult& result);
    void busyChanged(bool busy);

private:
    quint64 bump();

    QThread m_thread;
    InferenceWorker* m_worker;
    quint64 m_generation = 0;      // of queued images
    quint64 m_loadGeneration = 0;  // of model loads
    LoadedModel m_model;
    bool m_hasModel = false;
    bool m_loading = false;
    int m_pending = 0;
};

}  // namespace osprey::ui
