#include "store/RunStore.h"

#include <signal.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>

#include "store/Statement.h"
#include "util/Errors.h"
#include "util/FaultPoint.h"
#include "util/HostName.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr const char* kRunColumns =
    "id, name, status, task, model, dataset, config, run_dir, host, pid, device, world_size, versions, "
    "started, "
    "ended, best_metric_name, best_metric, bad_images, message, notes, "
    "(SELECT path FROM checkpoints c WHERE c.run_id = runs.id AND c.kind IN ('best', 'last') "
    "ORDER BY c.kind = 'best' DESC LIMIT 1), reason";

RunRecord readRun(const Statement& s) {
    RunRecord r;
    r.id = s.integer(0);
    r.name = s.text(1);
    // Only Osprey writes these; a value it does not know (a hand-edited store) reads as a failure that says
    // so.
    const std::string status = s.text(2), task = s.text(3);
    r.status = findRunStatus(status).value_or(RunStatus::Failed);
    r.task = findTaskKind(task).value_or(TaskKind::Classification);
    r.model = s.text(4);
    r.dataset = s.text(5);
    r.configYaml = s.text(6);
    r.runDir = s.text(7);
    r.host = s.text(8);
    r.pid = s.integer(9);
    r.device = s.text(10);
    r.worldSize = s.integer(11);
    r.versions = s.text(12);
    r.started = s.real(13);
    r.ended = s.real(14);
    r.bestMetricName = s.text(15);
    r.hasBestMetric = !s.isNull(16);
    r.bestMetric = s.real(16);
    r.badImages = s.integer(17);
    r.message = s.text(18);
    if (!findRunStatus(status))
        r.message =
            "unknown status '" + status + "' in the run store" + (r.message.empty() ? "" : ": " + r.message);
    r.notes = s.text(19);
    r.checkpoint = s.isNull(20) ? std::string() : s.text(20);
    r.reason = Reason::fromJson(s.text(21));
    return r;
}

}  // namespace

bool isLossMetric(const std::string& name) {
    const std::string last = name.substr(name.rfind('/') + 1);
    const auto endsWith = [&last](const std::string& tail) {
        return last.size() >= tail.size() && last.compare(last.size() - tail.size(), tail.size(), tail) == 0;
    };
    return last == "loss" || (last.rfind("loss_", 0) == 0 && last != "loss_scale") || endsWith("_loss");
}

double wallClockNow() {
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

int64_t RunRecord::localPid() const {
    return status == RunStatus::Running && pid > 0 && host == hostName() ? pid : 0;
}

RunStatus RunRecord::effectiveStatus() const {
    if (localPid() > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
        return RunStatus::Lost;
    }
    return status;
}

std::string RunStore::defaultPath() {
    namespace fs = std::filesystem;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        return (fs::path(xdg) / "osprey" / "runs.db").string();
    const char* home = std::getenv("HOME");
    return (fs::path(home && *home ? home : ".") / ".local" / "share" / "osprey" / "runs.db").string();
}

RunStore::RunStore(const std::string& path) : m_path(path) {
    const auto folder = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!folder.empty())
        std::filesystem::create_directories(folder, ec);
    std::string message;
    m_db = openDatabase(path, message);
    if (!m_db)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot open the run store '{path}': {cause}"),
            {{"path", path}, {"cause", message}}));
    try {
        refuseAnotherProgramsFile();
        exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL");
        migrate();
    } catch (const InputError&) {
        closeUntouched(m_db);
        m_db = nullptr;
        throw;
    } catch (const RuntimeFailure& e) {
        closeUntouched(m_db);
        m_db = nullptr;
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot use '{path}' as a run store: {cause}"),
            {{"path", path}, {"cause", causeOf(e)}}));
    }
}

RunStore::~RunStore() {
    sqlite3_close(m_db);
}

void RunStore::exec(const char* sql) const {
    execSql(m_db, sql);
}

void RunStore::transaction(const char* begin, const std::function<void()>& body) {
    inTransaction(m_db, begin, body, "store-uncommitted");
}

void RunStore::refuseAnotherProgramsFile() {
    const std::vector<std::string> tables = tablesOf(m_db);
    if (tables.empty())
        return;  // a new file (or an empty one): it becomes a store
    bool foreign = !onlyTablesOf(
        tables, {"schema_version", "runs", "metrics", "checkpoints", "events", "records"}, "schema_version");
    if (!foreign) {
        Statement s(m_db, "SELECT MAX(version) FROM schema_version");
        foreign = !s.step() || s.isNull(0) || s.integer(0) < 1;
    }
    if (foreign) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                 "osprey::Errors",
                                 "'{path}' is not an Osprey run store: it holds the tables {tables}; nothing "
                                 "was written to it (--db names the run store: a new file, or one Osprey "
                                 "made)"),
                             {{"path", m_path}, {"tables", join(tables, ", ")}}));
    }
}

void RunStore::migrate() {
    transaction("BEGIN IMMEDIATE", [this] {
        exec("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
        int64_t version = 0;
        {
            Statement s(m_db, "SELECT MAX(version) FROM schema_version");
            if (s.step() && !s.isNull(0))
                version = s.integer(0);
        }
        if (version > kSchemaVersion) {
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "the store has schema version {version}, newer than this Osprey "
                                      "understands ({supported})"),
                {{"version", std::to_string(version)}, {"supported", std::to_string(kSchemaVersion)}}));
        }
        if (version < 1) {
            exec(R"sql(
                CREATE TABLE runs (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL, status TEXT NOT NULL, task TEXT, model TEXT, dataset TEXT, config TEXT,
                    run_dir TEXT, host TEXT, pid INTEGER, device TEXT, world_size INTEGER, versions TEXT,
                    started REAL, ended REAL, best_metric_name TEXT, best_metric REAL,
                    bad_images INTEGER NOT NULL DEFAULT 0, message TEXT, notes TEXT);
                CREATE TABLE metrics (
                    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, step INTEGER NOT NULL,
                    epoch INTEGER NOT NULL, name TEXT NOT NULL, value REAL, wall_time REAL NOT NULL);
                CREATE INDEX metrics_by_run ON metrics (run_id, name, step);
                CREATE TABLE checkpoints (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, path TEXT NOT NULL,
                    kind TEXT NOT NULL, epoch INTEGER, step INTEGER, metric REAL, created REAL NOT NULL);
                CREATE TABLE events (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, time REAL NOT NULL,
                    level TEXT NOT NULL, message TEXT NOT NULL);
                INSERT INTO schema_version (version) VALUES (1);
            )sql");
        }
        if (version < 2) {
            // Version 2: the workbench reads each run's new metric rows by rowid every second; an index on
            // run_id alone holds the rowids in order, so that read is a range, not a scan of the run.
            exec(R"sql(
                CREATE INDEX metrics_by_run_row ON metrics (run_id);
                INSERT INTO schema_version (version) VALUES (2);
            )sql");
        }
        if (version < 3) {
            // Version 3: one row per checkpoint file of a run, updated when the file is rewritten (version 2
            // added a row for every write of last.pt and best.pt).
            exec(R"sql(
                DELETE FROM checkpoints WHERE id NOT IN (SELECT MAX(id) FROM checkpoints GROUP BY run_id, path);
                CREATE UNIQUE INDEX checkpoints_by_file ON checkpoints (run_id, path);
                INSERT INTO schema_version (version) VALUES (3);
            )sql");
        }
        if (version < 4) {
            // Version 4: why a run ended in parts (JSON: an id and its values), and an index of the metric
            // values that are not finite (a nan is stored as NULL), so that listing the runs finds those
            // that diverged without reading every row.
            exec(R"sql(
                ALTER TABLE runs ADD COLUMN reason TEXT;
                CREATE INDEX metrics_not_finite ON metrics (run_id, step, name, value)
                    WHERE value IS NULL OR abs(value) > 1.7976931348623157e308;
                INSERT INTO schema_version (version) VALUES (4);
            )sql");
        }
        if (version < 5) {
            // Version 5: an index of the validations whose per-sample records a run keeps in its own
            // RUN_DIR/inspect.db (the arrays stay out of this shared file, which the workbench polls).
            exec(R"sql(
                CREATE TABLE records (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE, epoch INTEGER NOT NULL,
                    step INTEGER NOT NULL, split TEXT NOT NULL, source TEXT NOT NULL, model TEXT NOT NULL,
                    items INTEGER NOT NULL, detections INTEGER NOT NULL DEFAULT 0, bytes INTEGER NOT NULL,
                    created REAL NOT NULL);
                CREATE UNIQUE INDEX records_by_run ON records (run_id, epoch, split, source, model);
                INSERT INTO schema_version (version) VALUES (5);
            )sql");
        }
        if (version < 6)
            keepOneMetricRowPerStep();
    });
}

void RunStore::keepOneMetricRowPerStep() {
    // Version 6: one metric row per run, name and step, by a unique index (it replaces metrics_by_run, on the
    // same columns). Two trainers of one run (issue 36) or a resume before issue 18 stored some twice: the
    // latest of each stays, and each run that had such rows says in an event how many went.
    std::vector<std::pair<int64_t, int64_t>> removed;  // run, rows
    {
        Statement s(m_db,
                    "SELECT run_id, COUNT(*) FROM metrics WHERE rowid NOT IN (SELECT MAX(rowid) FROM metrics "
                    "GROUP BY run_id, name, step) GROUP BY run_id ORDER BY run_id");
        while (s.step())
            removed.emplace_back(s.integer(0), s.integer(1));
    }
    if (!removed.empty()) {
        exec(
            "DELETE FROM metrics WHERE rowid NOT IN (SELECT MAX(rowid) FROM metrics GROUP BY run_id, name, "
            "step)");
    }
    const double now = wallClockNow();
    for (const auto& [runId, rows] : removed) {
        Statement s(m_db, "INSERT INTO events (run_id, time, level, message) VALUES (?1, ?2, 'warning', ?3)");
        s.bind(1, runId).bind(2, now);
        s.bind(3, "the run store now keeps one metric row per name and step: removed " +
                      std::to_string(rows) +
                      " metric rows of this run that repeated a step (the latest value of each step kept)");
        s.step();
    }
    exec(R"sql(
        DROP INDEX IF EXISTS metrics_by_run;
        CREATE UNIQUE INDEX IF NOT EXISTS metrics_by_step ON metrics (run_id, name, step);
        INSERT INTO schema_version (version) VALUES (6);
    )sql");
}

int64_t RunStore::createRun(const RunRecord& run) {
    Statement s(
        m_db,
        "INSERT INTO runs (name, status, task, model, dataset, config, run_dir, host, pid, device, "
        "world_size, versions, started) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
    s.bind(1, run.name)
        .bind(2, std::string(runStatusName(run.status)))
        .bind(3, std::string(taskName(run.task)))
        .bind(4, run.model)
        .bind(5, run.dataset);
    s.bind(6, run.configYaml).bind(7, run.runDir).bind(8, run.host.empty() ? hostName() : run.host);
    s.bind(9, run.pid ? run.pid : static_cast<int64_t>(::getpid()))
        .bind(10, run.device)
        .bind(11, run.worldSize);
    s.bind(12, run.versions).bind(13, run.started > 0 ? run.started : wallClockNow());
    s.step();
    return sqlite3_last_insert_rowid(m_db);
}

void RunStore::setStatus(int64_t runId, RunStatus status, const std::string& message, const Reason& reason) {
    const bool ended = status != RunStatus::Running;
    const double now = wallClockNow();
    const std::string reasonJson = reason.toJson();
    write([this, runId, status, message, ended, now, reasonJson] {
        Statement s(
            m_db,
            "UPDATE runs SET status = ?1, message = ?2, ended = ?3, pid = ?4, reason = ?6 WHERE id = ?5");
        s.bind(1, std::string(runStatusName(status))).bind(2, message);
        if (ended) {
            s.bind(3, now);
        } else {
            s.bindNull(3);
        }
        s.bind(4, static_cast<int64_t>(::getpid())).bind(5, runId);
        if (reasonJson.empty()) {
            s.bindNull(6);
        } else {
            s.bind(6, reasonJson);
        }
        s.step();
    });
}

void RunStore::setBestMetric(int64_t runId, const std::string& name, double value) {
    write([this, runId, name, value] {
        Statement s(m_db, "UPDATE runs SET best_metric_name = ?1, best_metric = ?2 WHERE id = ?3");
        s.bind(1, name).bind(2, value).bind(3, runId);
        s.step();
    });
}

void RunStore::setBadImages(int64_t runId, int64_t count) {
    write([this, runId, count] {
        Statement s(m_db, "UPDATE runs SET bad_images = ?1 WHERE id = ?2");
        s.bind(1, count).bind(2, runId);
        s.step();
    });
}

void RunStore::insertMetrics(int64_t runId, const std::vector<MetricRow>& rows) {
    if (!rows.empty())
        write([this, runId, rows] { insertMetricsNow(runId, rows); });
}

void RunStore::insertMetricsNow(int64_t runId, const std::vector<MetricRow>& rows) {
    transaction("BEGIN", [&] {
        // A step logged again (a resumed run) replaces its row: the latest value is the truth, and as a new
        // row (a new rowid) it reaches the workbench's live read of the rows after the last it saw.
        Statement s(
            m_db,
            "INSERT OR REPLACE INTO metrics (run_id, step, epoch, name, value, wall_time) VALUES (?1, "
            "?2, ?3, ?4, ?5, ?6)");
        for (const auto& r : rows) {
            s.bind(1, runId)
                .bind(2, r.step)
                .bind(3, r.epoch)
                .bind(4, r.name)
                .bind(5, r.value)
                .bind(6, r.wallTime);
            s.step();
            s.reset();
        }
    });
}

void RunStore::recordCheckpoint(int64_t runId, const std::string& path, const std::string& kind,
                                int64_t epoch, int64_t step, double metric) {
    const double now = wallClockNow();
    write([this, runId, path, kind, epoch, step, metric, now] {
        Statement s(m_db,
                    "INSERT INTO checkpoints (run_id, path, kind, epoch, step, metric, created) VALUES (?1, "
                    "?2, ?3, ?4, "
                    "?5, ?6, ?7) ON CONFLICT (run_id, path) DO UPDATE SET kind = excluded.kind, epoch = "
                    "excluded.epoch, "
                    "step = excluded.step, metric = excluded.metric, created = excluded.created");
        s.bind(1, runId).bind(2, path).bind(3, kind).bind(4, epoch).bind(5, step);
        if (std::isnan(metric)) {
            s.bindNull(6);
        } else {
            s.bind(6, metric);
        }
        s.bind(7, now);
        s.step();
    });
}

void RunStore::removeCheckpoint(int64_t runId, const std::string& path) {
    write([this, runId, path] {
        Statement s(m_db, "DELETE FROM checkpoints WHERE run_id = ?1 AND path = ?2");
        s.bind(1, runId).bind(2, path);
        s.step();
    });
}

int64_t RunStore::deleteMetricsAfter(int64_t runId, int64_t step) {
    return deleteRowsAfter("DELETE FROM metrics WHERE run_id = ?1 AND step > ?2", runId, step);
}

int64_t RunStore::deleteRowsAfter(const char* sql, int64_t runId, int64_t step) {
    Statement s(m_db, sql);
    s.bind(1, runId).bind(2, step);
    s.step();
    return sqlite3_changes(m_db);
}

void RunStore::addRecord(int64_t runId, const RecordRow& row) {
    write([this, runId, row] {
        Statement s(
            m_db,
            "INSERT OR REPLACE INTO records (run_id, epoch, step, split, source, model, items, detections, "
            "bytes, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
        s.bind(1, runId).bind(2, row.epoch).bind(3, row.step).bind(4, row.split).bind(5, row.source);
        s.bind(6, row.model).bind(7, row.items).bind(8, row.detections).bind(9, row.bytes);
        s.bind(10, row.created > 0 ? row.created : wallClockNow());
        s.step();
    });
}

int64_t RunStore::deleteRecordsAfter(int64_t runId, int64_t step) {
    return deleteRowsAfter("DELETE FROM records WHERE run_id = ?1 AND step > ?2", runId, step);
}

std::vector<RecordRow> RunStore::records(int64_t runId) const {
    Statement s(
        m_db,
        "SELECT epoch, step, split, source, model, items, detections, bytes, created FROM records WHERE "
        "run_id = ?1 ORDER BY step, id");
    s.bind(1, runId);
    std::vector<RecordRow> out;
    while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.text(2), s.text(3), s.text(4), s.integer(5),
                       s.integer(6), s.integer(7), s.real(8)});
    return out;
}

void RunStore::addEvent(int64_t runId, const std::string& level, const std::string& message) {
    const double now = wallClockNow();
    write([this, runId, level, message, now] {
        Statement s(m_db, "INSERT INTO events (run_id, time, level, message) VALUES (?1, ?2, ?3, ?4)");
        s.bind(1, runId).bind(2, now).bind(3, level).bind(4, message);
        s.step();
    });
}

void RunStore::write(std::function<void()> statement) {
    // Training writes from its own thread and warnings from loader threads; a notification may write again
    // from inside (the log's event), hence recursive.
    std::lock_guard<std::recursive_mutex> lock(m_writeMutex);
    if (m_waiting)
        m_waiting->submit(std::move(statement));
    else
        statement();
}

void RunStore::waitOutLocks(std::function<void(const std::string&)> notify) {
    std::lock_guard<std::recursive_mutex> lock(m_writeMutex);
    m_waiting = std::make_unique<WriteQueue>(std::move(notify));
    sqlite3_busy_timeout(m_db, 100);
}

bool RunStore::flushWaitingWrites(std::chrono::milliseconds timeout) {
    std::lock_guard<std::recursive_mutex> lock(m_writeMutex);
    return !m_waiting || m_waiting->drain(timeout);
}

void RunStore::rename(int64_t runId, const std::string& name) {
    Statement s(m_db, "UPDATE runs SET name = ?1 WHERE id = ?2");
    s.bind(1, name).bind(2, runId);
    s.step();
}

void RunStore::setNotes(int64_t runId, const std::string& notes) {
    Statement s(m_db, "UPDATE runs SET notes = ?1 WHERE id = ?2");
    s.bind(1, notes).bind(2, runId);
    s.step();
}

void RunStore::deleteRun(int64_t runId) {
    transaction("BEGIN IMMEDIATE", [&] {
        for (const char* sql :
             {"DELETE FROM metrics WHERE run_id = ?1", "DELETE FROM checkpoints WHERE run_id = ?1",
              "DELETE FROM events WHERE run_id = ?1", "DELETE FROM records WHERE run_id = ?1",
              "DELETE FROM runs WHERE id = ?1"}) {
            Statement s(m_db, sql);
            s.bind(1, runId);
            s.step();
        }
    });
}

void RunStore::addDivergences(std::vector<RunRecord>& runs, int64_t runId) const {
    // Only the small index of the values that are not finite is read (its WHERE clause is repeated for
    // SQLite to see that it applies), in the order of its rows: a run's earliest step first.
    Statement s(m_db,
                "SELECT run_id, name, step, value FROM metrics INDEXED BY metrics_not_finite WHERE (value IS "
                "NULL OR abs(value) > 1.7976931348623157e308) AND (?1 = 0 OR run_id = ?1) ORDER BY run_id, "
                "step");
    s.bind(1, runId);
    while (s.step()) {
        const std::string name = s.text(1);
        if (!isLossMetric(name))
            continue;
        for (auto& run : runs) {
            if (run.id == s.integer(0) && !run.divergence)
                run.divergence = Divergence{name, s.integer(2), s.value(3)};
        }
    }
}

std::vector<RunRecord> RunStore::listRuns() const {
    Statement s(m_db, (std::string("SELECT ") + kRunColumns + " FROM runs ORDER BY id").c_str());
    std::vector<RunRecord> out;
    while (s.step())
        out.push_back(readRun(s));
    addDivergences(out, 0);
    return out;
}

std::optional<RunRecord> RunStore::findRun(int64_t runId) const {
    Statement s(m_db, (std::string("SELECT ") + kRunColumns + " FROM runs WHERE id = ?1").c_str());
    s.bind(1, runId);
    if (!s.step())
        return std::nullopt;
    std::vector<RunRecord> run{readRun(s)};
    addDivergences(run, runId);
    return run.front();
}

std::optional<RunRecord> RunStore::findRunByDir(const std::string& runDir) const {
    Statement s(
        m_db,
        (std::string("SELECT ") + kRunColumns + " FROM runs WHERE run_dir = ?1 ORDER BY id DESC").c_str());
    s.bind(1, runDir);
    if (!s.step())
        return std::nullopt;
    std::vector<RunRecord> run{readRun(s)};
    addDivergences(run, run.front().id);
    return run.front();
}

std::vector<MetricRow> RunStore::metrics(int64_t runId) const {
    Statement s(m_db,
                "SELECT step, epoch, name, value, wall_time FROM metrics WHERE run_id = ?1 ORDER BY rowid");
    s.bind(1, runId);
    std::vector<MetricRow> out;
    while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.text(2), s.value(3), s.real(4)});
    return out;
}

std::vector<StoredMetricRow> RunStore::metricsAfter(int64_t runId, int64_t afterRowId, int64_t limit) const {
    Statement s(
        m_db,
        "SELECT rowid, step, epoch, name, value, wall_time FROM metrics WHERE run_id = ?1 AND rowid > ?2 "
        "ORDER BY rowid LIMIT ?3");
    s.bind(1, runId).bind(2, afterRowId).bind(3, limit);
    std::vector<StoredMetricRow> out;
    while (s.step())
        out.push_back({s.integer(0), {s.integer(1), s.integer(2), s.text(3), s.value(4), s.real(5)}});
    return out;
}

std::vector<CheckpointRow> RunStore::checkpoints(int64_t runId) const {
    Statement s(
        m_db,
        "SELECT path, kind, epoch, step, metric, created FROM checkpoints WHERE run_id = ?1 ORDER BY id");
    s.bind(1, runId);
    std::vector<CheckpointRow> out;
    while (s.step()) {
        out.push_back({s.text(0), s.text(1), s.integer(2), s.integer(3), s.real(4), !s.isNull(4), s.real(5)});
    }
    return out;
}

std::vector<EventRow> RunStore::events(int64_t runId) const {
    Statement s(m_db, "SELECT time, level, message FROM events WHERE run_id = ?1 ORDER BY id");
    s.bind(1, runId);
    std::vector<EventRow> out;
    while (s.step())
        out.push_back({s.real(0), s.text(1), s.text(2)});
    return out;
}

}  // namespace osprey
