#pragma once

#include <QHash>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QVector>

#include <sys/types.h>

#include <functional>
#include <memory>

#include "store/RunStore.h"

class QTimer;

namespace osprey::ui {

// Lives on the store thread: polls the run store and reports the run list and each watched run's new metric
// rows. All SQLite work of the workbench happens here, never on the GUI thread.
class StoreReader : public QObject {
    Q_OBJECT
public:
    StoreReader(QString storePath, int intervalMs);
    ~StoreReader() override;

    // Slots called through queued connections from the GUI thread.
    Q_INVOKABLE void begin();
    Q_INVOKABLE void setStorePath(const QString& path);
    Q_INVOKABLE void watchRun(qint64 runId);
    Q_INVOKABLE void unwatchRun(qint64 runId);
    Q_INVOKABLE void pollNow();
    void modify(const std::function<void(RunStore&)>& change);

Q_SIGNALS:
    // Every poll: all runs, status already checked for lost processes.
    void runsRead(const QVector<osprey::RunRecord>& runs);
    // New rows of a watched run; `fromStart`: the first batch after watchRun (replace what is shown).
    void metricsRead(qint64 runId, const QVector<osprey::MetricRow>& rows, bool fromStart);
    void failed(const QString& message);

private:
    void poll();
    bool ensureOpen();
    // False when the file open is no longer the one at the path (removed, or replaced by another): the store
    // is closed, the user told, and the one at the path read from the start when there is one.
    bool stillTheSameFile();

    QString m_path;
    int m_intervalMs;
    QTimer* m_timer = nullptr;
    std::unique_ptr<RunStore> m_store;
    QHash<qint64, qint64> m_lastRow;  // watched runs: last rowid read (0: none yet)
    QString m_lastError;
    dev_t m_device = 0;  // the identity of the file open
    ino_t m_inode = 0;
    bool m_opened = false;  // once opened, a missing store is not silently made anew
};

}  // namespace osprey::ui

Q_DECLARE_METATYPE(osprey::RunRecord)
Q_DECLARE_METATYPE(osprey::MetricRow)
