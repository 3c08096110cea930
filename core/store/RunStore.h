#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "store/RunStatus.h"
#include "store/WriteQueue.h"
#include "util/Reason.h"
#include "util/TaskKind.h"

struct sqlite3;

namespace osprey {

// Where a run diverged: the first row of a loss curve whose value is nan or infinite (SQLite keeps a nan as
// NULL, which reads back as nan).
struct Divergence {
    std::string metric;  // "train/loss"
    int64_t step = 0;
    double value = 0;  // nan, inf or -inf
};

// Whether the metric is a loss curve: train/loss, val/loss, train/loss_cls, train/epoch_loss (not
// train/loss_scale, fp16's scale factor).
bool isLossMetric(const std::string& name);

struct RunRecord {
    int64_t id = 0;
    std::string name;
    RunStatus status = RunStatus::Running;
    TaskKind task = TaskKind::Classification;
    std::string model;
    std::string dataset;
    std::string configYaml;
    std::string runDir;
    std::string host;
    int64_t pid = 0;
    std::string device;
    int64_t worldSize = 1;
    std::string versions;
    double started = 0;  // seconds since the epoch
    double ended = 0;
    std::string bestMetricName;
    double bestMetric = 0;
    bool hasBestMetric = false;
    int64_t badImages = 0;
    std::string message;     // why it failed, or the summary
    Reason reason;           // the message in parts, where the writer recorded them
    std::string notes;       // the user's own, edited in the workbench
    std::string checkpoint;  // the checkpoint the run is used by (best, else last) per its checkpoint rows
    std::optional<Divergence> divergence;  // where a loss curve first became nan or infinite

    // Running for a run whose process on this host is gone (killed) reads as Lost.
    RunStatus effectiveStatus() const;
    // The pid of a running run's trainer when it runs on this machine (so it can be signalled), else 0.
    int64_t localPid() const;
};

struct MetricRow {
    int64_t step = 0;
    int64_t epoch = 0;
    std::string name;
    double value = 0;
    double wallTime = 0;
};

// A metric row with its position in the store, for reading only what is new since the last read.
struct StoredMetricRow {
    int64_t rowId = 0;
    MetricRow row;
};

struct CheckpointRow {
    std::string path;
    std::string kind;  // last, best, periodic
    int64_t epoch = 0;
    int64_t step = 0;
    double metric = 0;
    bool hasMetric = false;
    double created = 0;
};

// A validation whose per-sample records a run keeps in its RUN_DIR/inspect.db (store/RecordStore): the index
// the workbench watches, without opening that file.
struct RecordRow {
    int64_t epoch = 0;
    int64_t step = 0;
    std::string split, source, model;
    int64_t items = 0;
    int64_t detections = 0;
    int64_t bytes = 0;  // of the arrays' values
    double created = 0;
};

struct EventRow {
    double time = 0;
    std::string level;
    std::string message;
};

// The SQLite run store: runs, their metrics, checkpoints and events. WAL mode and a busy timeout, so that the
// GUI can read while a trainer writes; prepared statements only; a schema-version table drives migrations.
// The trainer of rank 0 is the only writer of a run's rows.
class RunStore {
public:
    static constexpr int kSchemaVersion = 6;

    // $XDG_DATA_HOME/osprey/runs.db, or ~/.local/share/osprey/runs.db.
    static std::string defaultPath();

    // Creates the file and its folder when missing. A file that is not a run store (another program's SQLite
    // database: other tables, no schema version of ours) is refused with InputError naming it, before
    // anything is written to it.
    explicit RunStore(const std::string& path);
    ~RunStore();
    RunStore(const RunStore&) = delete;
    RunStore& operator=(const RunStore&) = delete;

    int64_t createRun(const RunRecord& run);
    // `message` in English; `reason` the same in parts, for readers that word it in another language.
    void setStatus(int64_t runId, RunStatus status, const std::string& message = {},
                   const Reason& reason = {});
    void setBestMetric(int64_t runId, const std::string& name, double value);
    void setBadImages(int64_t runId, int64_t count);
    // One row per run, name and step: a row for a step already stored replaces it (the latest value wins).
    void insertMetrics(int64_t runId, const std::vector<MetricRow>& rows);
    // The checkpoint rows are the truth about a run's checkpoint files: one row per file, updated each time
    // the file is rewritten, removed with the file.
    void recordCheckpoint(int64_t runId, const std::string& path, const std::string& kind, int64_t epoch,
                          int64_t step, double metric);
    void removeCheckpoint(int64_t runId, const std::string& path);
    // Drops the run's metric rows after global step `step` (those of steps a resume takes again); returns how
    // many there were.
    int64_t deleteMetricsAfter(int64_t runId, int64_t step);
    void addEvent(int64_t runId, const std::string& level, const std::string& message);
    // Indexes a validation written to the run's inspect.db (replacing the row of the same epoch, split,
    // source and model).
    void addRecord(int64_t runId, const RecordRow& row);
    // Drops the run's record rows after global step `step`, as deleteMetricsAfter does; returns how many.
    int64_t deleteRecordsAfter(int64_t runId, int64_t step);

    // During training: a write that finds the store locked by another program waits in memory, in order,
    // and goes in with a later one (`notify` hears when writes start to wait and when they went in), so
    // that the run goes on. flushWaitingWrites() waits up to `timeout` for the last ones; false if some
    // still wait.
    void waitOutLocks(std::function<void(const std::string&)> notify);
    bool flushWaitingWrites(std::chrono::milliseconds timeout);
    // The workbench's edits: a run's name and notes, and deleting a run with its rows (not its folder).
    void rename(int64_t runId, const std::string& name);
    void setNotes(int64_t runId, const std::string& notes);
    void deleteRun(int64_t runId);

    std::vector<RunRecord> listRuns() const;
    std::optional<RunRecord> findRun(int64_t runId) const;
    std::optional<RunRecord> findRunByDir(const std::string& runDir) const;
    std::vector<MetricRow> metrics(int64_t runId) const;
    // The run's metric rows stored after row `afterRowId` (0: all), oldest first, at most `limit`.
    std::vector<StoredMetricRow> metricsAfter(int64_t runId, int64_t afterRowId, int64_t limit = -1) const;
    std::vector<CheckpointRow> checkpoints(int64_t runId) const;
    std::vector<EventRow> events(int64_t runId) const;
    std::vector<RecordRow> records(int64_t runId) const;

    const std::string& path() const { return m_path; }

private:
    void refuseAnotherProgramsFile();
    void migrate();
    void keepOneMetricRowPerStep();  // the migration to version 6
    void exec(const char* sql) const;
    void transaction(const char* begin,
                     const std::function<void()>& body);  // BEGIN, body, COMMIT or ROLLBACK
    void write(std::function<void()> statement);
    void insertMetricsNow(int64_t runId, const std::vector<MetricRow>& rows);
    // Runs a DELETE of `sql` with ?1 the run and ?2 the step; returns the rows it removed.
    int64_t deleteRowsAfter(const char* sql, int64_t runId, int64_t step);
    // The runs' divergences (runId 0: every run's), from an index of the metric rows that are not finite.
    void addDivergences(std::vector<RunRecord>& runs, int64_t runId) const;

    std::string m_path;
    sqlite3* m_db = nullptr;
    std::recursive_mutex m_writeMutex;
    std::unique_ptr<WriteQueue> m_waiting;  // null: writes throw StoreBusy after the 10 s busy timeout
};

double wallClockNow();

}  // namespace osprey
