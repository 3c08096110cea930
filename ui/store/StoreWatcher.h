#pragma once

#include <QHash>
#include <QObject>
#include <QThread>
#include <QVector>

#include <functional>
#include <optional>

#include "store/RunCurves.h"
#include "store/RunStore.h"

namespace osprey::ui {

class StoreReader;

// The GUI thread's handle on the store thread: owns the thread and its StoreReader, relays what it reads as
// queued signals, and keeps the curves of the runs that some view shows (several views may show one run).
// Polls every `intervalMs` (the trainer writes its metric rows every half second).
class StoreWatcher : public QObject {
    Q_OBJECT
public:
    explicit StoreWatcher(const QString& storePath, int intervalMs = 500, QObject* parent = nullptr);
    ~StoreWatcher() override;

    const QString& storePath() const { return m_storePath; }
    void setStorePath(const QString& path);
    // A view starts showing a run: its curves are read (all rows, then what is new) until every view that
    // acquired it has released it.
    void acquireRun(qint64 runId);
    void releaseRun(qint64 runId);
    // The curves read so far; null when no view holds the run.
    const RunCurves* curves(qint64 runId) const;
    const QVector<RunRecord>& runs() const { return m_runs; }
    // A copy: the list is replaced on every read, and a dialog's event loop may read in between.
    std::optional<RunRecord> run(qint64 runId) const;

    void pollNow();
    // Runs `change` on the store thread (rename, notes, delete), then polls; failures come as failed().
    void modify(std::function<void(RunStore&)> change);

Q_SIGNALS:
    void runsRead(const QVector<osprey::RunRecord>& runs);
    // The run's curves grew (or were read from the start).
    void curvesChanged(qint64 runId);
    void failed(const QString& message);

private:
    void onMetrics(qint64 runId, const QVector<MetricRow>& rows, bool fromStart);

    QString m_storePath;
    QVector<RunRecord> m_runs;
    QHash<qint64, int> m_holders;
    QHash<qint64, RunCurves> m_curves;
    QThread m_thread;
    StoreReader* m_reader;
};

}  // namespace osprey::ui
