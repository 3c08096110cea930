#include "store/StoreWatcher.h"

#include "store/StoreReader.h"

namespace osprey::ui {

StoreWatcher::StoreWatcher(const QString& storePath, int intervalMs, QObject* parent)
    : QObject(parent), m_storePath(storePath), m_reader(new StoreReader(storePath, intervalMs)) {
    qRegisterMetaType<QVector<osprey::RunRecord>>();
    qRegisterMetaType<QVector<osprey::MetricRow>>();
    m_thread.setObjectName(QStringLiteral("osprey-store"));
    m_reader->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_reader, &QObject::deleteLater);
    connect(m_reader, &StoreReader::runsRead, this, [this](const QVector<RunRecord>& runs) {
        m_runs = runs;
        Q_EMIT runsRead(m_runs);
    });
    connect(m_reader, &StoreReader::metricsRead, this, &StoreWatcher::onMetrics);
    connect(m_reader, &StoreReader::failed, this, &StoreWatcher::failed);
    m_thread.start();
    QMetaObject::invokeMethod(m_reader, &StoreReader::begin, Qt::QueuedConnection);
}

StoreWatcher::~StoreWatcher() {
    m_thread.quit();
    m_thread.wait();
}

void StoreWatcher::setStorePath(const QString& path) {
    m_storePath = path;
    m_runs.clear();
    for (auto it = m_curves.begin(); it != m_curves.end(); ++it)
        it.value().clear();
    QMetaObject::invokeMethod(
        m_reader, [reader = m_reader, path] { reader->setStorePath(path); }, Qt::QueuedConnection);
    const auto held = m_holders.keys();
    for (qint64 runId : held) {
        QMetaObject::invokeMethod(
            m_reader, [reader = m_reader, runId] { reader->watchRun(runId); }, Qt::QueuedConnection);
    }
}

void StoreWatcher::acquireRun(qint64 runId) {
    if (m_holders[runId]++ > 0)
        return;
    m_curves.insert(runId, RunCurves());
    QMetaObject::invokeMethod(
        m_reader, [reader = m_reader, runId] { reader->watchRun(runId); }, Qt::QueuedConnection);
}

void StoreWatcher::releaseRun(qint64 runId) {
    auto it = m_holders.find(runId);
    if (it == m_holders.end() || --it.value() > 0)
        return;
    m_holders.erase(it);
    m_curves.remove(runId);
    QMetaObject::invokeMethod(
        m_reader, [reader = m_reader, runId] { reader->unwatchRun(runId); }, Qt::QueuedConnection);
}

const RunCurves* StoreWatcher::curves(qint64 runId) const {
    const auto it = m_curves.find(runId);
    return it == m_curves.end() ? nullptr : &it.value();
}

std::optional<RunRecord> StoreWatcher::run(qint64 runId) const {
    for (const auto& r : m_runs) {
        if (r.id == runId)
            return r;
    }
    return std::nullopt;
}

void StoreWatcher::onMetrics(qint64 runId, const QVector<MetricRow>& rows, bool fromStart) {
    auto it = m_curves.find(runId);
    if (it == m_curves.end())
        return;  // released while the rows were on their way
    if (fromStart)
        it.value().clear();
    it.value().append(rows);
    Q_EMIT curvesChanged(runId);
}

void StoreWatcher::pollNow() {
    QMetaObject::invokeMethod(m_reader, &StoreReader::pollNow, Qt::QueuedConnection);
}

void StoreWatcher::modify(std::function<void(RunStore&)> change) {
    QMetaObject::invokeMethod(
        m_reader, [reader = m_reader, change = std::move(change)] { reader->modify(change); },
        Qt::QueuedConnection);
}

}  // namespace osprey::ui
