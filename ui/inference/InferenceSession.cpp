#include "inference/InferenceSession.h"

#include "inference/InferenceWorker.h"

namespace osprey::ui {

InferenceSession::InferenceSession(QObject* parent) : QObject(parent), m_worker(new InferenceWorker) {
    qRegisterMetaType<ModelSource>();
    qRegisterMetaType<LoadedModel>();
    qRegisterMetaType<InferenceResult>();
    m_thread.setObjectName(QStringLiteral("osprey-inference"));
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &InferenceWorker::loaded, this, [this](const LoadedModel& model, quint64 generation) {
        if (generation != m_loadGeneration)
            return;
        m_loading = false;
        m_model = model;
        m_hasModel = true;
        Q_EMIT modelLoaded(model);
        Q_EMIT busyChanged(busy());
    });
    connect(m_worker, &InferenceWorker::loadFailed, this, [this](const QString& message, quint64 generation) {
        if (generation != m_loadGeneration)
            return;
        m_loading = false;
        m_hasModel = false;
        Q_EMIT modelFailed(message);
        Q_EMIT busyChanged(busy());
    });
    connect(m_worker, &InferenceWorker::resultReady, this, [this](const InferenceResult& result) {
        if (result.generation != m_generation)
            return;
        --m_pending;
        Q_EMIT resultReady(result);
        if (m_pending == 0)
            Q_EMIT busyChanged(false);
    });
    m_thread.start();
}

InferenceSession::~InferenceSession() {
    bump();  // whatever is queued is skipped
    m_thread.quit();
    m_thread.wait();
}

quint64 InferenceSession::bump() {
    m_generation += 1;
    m_worker->generation().store(m_generation);
    m_pending = 0;
    return m_generation;
}

void InferenceSession::load(const ModelSource& source) {
    bump();
    const quint64 generation = ++m_loadGeneration;
    m_loading = true;
    m_hasModel = false;
    QMetaObject::invokeMethod(m_worker, "load", Qt::QueuedConnection, Q_ARG(osprey::ui::ModelSource, source),
                              Q_ARG(quint64, generation));
    Q_EMIT busyChanged(true);
}

void InferenceSession::predict(const QStringList& imagePaths) {
    for (const QString& path : imagePaths) {
        ++m_pending;
        QMetaObject::invokeMethod(m_worker, "predict", Qt::QueuedConnection, Q_ARG(QString, path),
                                  Q_ARG(quint64, m_generation));
    }
    if (!imagePaths.isEmpty())
        Q_EMIT busyChanged(true);
}

void InferenceSession::predictImage(const QString& key, const QImage& image) {
    ++m_pending;
    QMetaObject::invokeMethod(m_worker, "predictImage", Qt::QueuedConnection, Q_ARG(QString, key),
                              Q_ARG(QImage, image), Q_ARG(quint64, m_generation));
    Q_EMIT busyChanged(true);
}

void InferenceSession::cancelPending() {
    const bool wasBusy = m_pending > 0;
    bump();
    if (wasBusy && !m_loading)
        Q_EMIT busyChanged(false);
}

}  // namespace osprey::ui
