#include "store/StoreReader.h"

#include <QTimer>

#include <sys/stat.h>

#include "common/ErrorText.h"
#include "common/QtConversions.h"

namespace osprey::ui {

namespace {
constexpr int64_t kRowsPerRead = 10000;  // bounded reads: a run with millions of rows arrives in pieces
}

StoreReader::StoreReader(QString storePath, int intervalMs)
    : m_path(std::move(storePath)), m_intervalMs(intervalMs) {}

StoreReader::~StoreReader() = default;

void StoreReader::begin() {
    m_timer = new QTimer(this);
    m_timer->setInterval(m_intervalMs);
    connect(m_timer, &QTimer::timeout, this, &StoreReader::poll);
    m_timer->start();
    poll();
}

void StoreReader::setStorePath(const QString& path) {
    if (path == m_path)
        return;
    m_path = path;
    m_store.reset();
    m_opened = false;
    m_lastRow.clear();
    poll();
}

void StoreReader::watchRun(qint64 runId) {
    m_lastRow.insert(runId, 0);
    poll();
}

void StoreReader::unwatchRun(qint64 runId) {
    m_lastRow.remove(runId);
}

void StoreReader::pollNow() {
    poll();
}

void StoreReader::modify(const std::function<void(RunStore&)>& change) {
    // A store removed or replaced since the last poll is not the one the user meant to change.
    if (!stillTheSameFile() || !ensureOpen())
        return;
    try {
        change(*m_store);
    } catch (const std::exception& e) {
        Q_EMIT failed(ErrorText::of(e));
    }
    poll();
}

bool StoreReader::stillTheSameFile() {
    struct stat now {};
    const bool present = ::stat(ss(m_path).c_str(), &now) == 0;
    if (!m_store || (present && now.st_dev == m_device && now.st_ino == m_inode))
        return true;
    m_store.reset();
    for (auto it = m_lastRow.begin(); it != m_lastRow.end(); ++it)
        it.value() = 0;
    const QString message =
        present ? tr("the run store '%1' was replaced by another file; reading that one").arg(m_path)
                : tr("the run store '%1' was removed, and the runs recorded in it with it; the next run "
                     "started makes a new one")
                      .arg(m_path);
    m_lastError = message;
    Q_EMIT failed(message);
    return false;
}

bool StoreReader::ensureOpen() {
    if (m_store)
        return true;
    struct stat opened {};
    if (m_opened && ::stat(ss(m_path).c_str(), &opened) != 0)
        return false;  // removed: said once (stillTheSameFile); not made anew here
    try {
        m_store = std::make_unique<RunStore>(ss(m_path));
        ::stat(ss(m_path).c_str(), &opened);
        m_device = opened.st_dev;
        m_inode = opened.st_ino;
        m_opened = true;
        m_lastError.clear();
        return true;
    } catch (const std::exception& e) {
        const QString message = ErrorText::of(e);
        if (message != m_lastError)  // say it once, not every second
            Q_EMIT failed(message);
        m_lastError = message;
        return false;
    }
}

void StoreReader::poll() {
    stillTheSameFile();
    if (!ensureOpen())
        return;
    try {
        QVector<RunRecord> runs;
        for (auto& run : m_store->listRuns()) {
            run.status = run.effectiveStatus();
            runs.push_back(std::move(run));
        }
        Q_EMIT runsRead(runs);
        for (auto it = m_lastRow.begin(); it != m_lastRow.end(); ++it) {
            const qint64 runId = it.key();
            bool fromStart = it.value() == 0;
            while (true) {
                const auto rows = m_store->metricsAfter(runId, it.value(), kRowsPerRead);
                if (rows.empty()) {
                    if (fromStart)
                        Q_EMIT metricsRead(runId, {}, true);
                    break;
                }
                QVector<MetricRow> out;
                out.reserve(static_cast<qsizetype>(rows.size()));
                for (const auto& r : rows)
                    out.push_back(r.row);
                it.value() = rows.back().rowId;
                Q_EMIT metricsRead(runId, out, fromStart);
                fromStart = false;
                if (static_cast<int64_t>(rows.size()) < kRowsPerRead)
                    break;
            }
        }
    } catch (const std::exception& e) {
        // A store that is busy or was replaced: report it and open it again on the next poll.
        Q_EMIT failed(ErrorText::of(e));
        m_store.reset();
    }
}

}  // namespace osprey::ui
