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

#include "util/Errors.h"
#include "util/FaultPoint.h"
#include "util/HostName.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// The error of a failed store call. A lock held by another program and a full disk are named as such: they
// need other fixes than a damaged file, and a lock is waited out (WriteQueue).
[[noreturn]] void throwStoreError(sqlite3* db, int rc, const std::string& detail) {
    const char* file = sqlite3_db_filename(db, "main");
    const std::string path = file ? file : "";
    const std::string where = "the run store '" + path + "'";
    // SQLite says SQLITE_FULL for a short write or ENOSPC, but an I/O error for ENOSPC met while syncing and
    // for a file that may not grow (quota, `ulimit -f`): the system's errno tells those apart.
    // Only an I/O error sets the system's errno; after another error it would be an old one.
    const bool ioError = (rc & 0xff) == SQLITE_IOERR || (rc & 0xff) == SQLITE_CANTOPEN;
    const int systemErrno = ioError ? sqlite3_system_errno(db) : 0;
    const bool noSpace = (rc & 0xff) == SQLITE_FULL ||
                         ((rc & 0xff) == SQLITE_IOERR && (systemErrno == ENOSPC || systemErrno == EDQUOT));
    if (noSpace)
        throw RuntimeFailure(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "the disk under the run store '{path}' is full; free "
                                                   "space there, or record the run elsewhere with --db FILE"),
                             {{"path", path}}));
    if ((rc & 0xff) == SQLITE_IOERR && systemErrno == EFBIG)
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the run store '{path}' may not grow any larger (a file size limit: ulimit -f, or the file "
                "system's largest file); record the run elsewhere with --db FILE"),
            {{"path", path}}));
    switch (rc & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            throw StoreBusy(where + " is locked by another program");
        default:
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "run store: {cause}"),
                {{"cause",
                  detail + (systemErrno ? " (" + std::string(std::strerror(systemErrno)) + ")" : "")}}));
    }
}

// A prepared statement that finalises itself; every step is checked.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) : m_db(db) {
        const int rc = sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr);
        if (rc != SQLITE_OK)
            throwStoreError(db, rc, std::string("cannot prepare statement: ") + sqlite3_errmsg(db));
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, int64_t value) {
        check(sqlite3_bind_int64(m_stmt, index, value));
        return *this;
    }
    Statement& bind(int index, double value) {
        check(sqlite3_bind_double(m_stmt, index, value));
        return *this;
    }
    Statement& bind(int index, const std::string& value) {
        check(sqlite3_bind_text(m_stmt, index, value.c_str(), static_cast<int>(value.size()),
                                SQLITE_TRANSIENT));
        return *this;
    }
    Statement& bindNull(int index) {
        check(sqlite3_bind_null(m_stmt, index));
        return *this;
    }
    // True while there is a row.
    bool step() {
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        throwStoreError(m_db, rc, sqlite3_errmsg(m_db));
    }
    void reset() {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
    int64_t integer(int column) const { return sqlite3_column_int64(m_stmt, column); }
    double real(int column) const { return sqlite3_column_double(m_stmt, column); }
    bool isNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
    // A metric value: SQLite stores a nan it is given as NULL, which reads back as nan, not 0.
    double value(int column) const {
        return isNull(column) ? std::numeric_limits<double>::quiet_NaN() : real(column);
    }
    std::string text(int column) const {
        const auto* p = sqlite3_column_text(m_stmt, column);
        return p ? reinterpret_cast<const char*>(p) : "";
    }

private:
    void check(int rc) {
        if (rc != SQLITE_OK)
            throwStoreError(m_db, rc, sqlite3_errmsg(m_db));
    }
    sqlite3* m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

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
    if (sqlite3_open_v2(path.c_str(), &m_db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK) {
        const std::string message = m_db ? sqlite3_errmsg(m_db) : "out of memory";
        sqlite3_close(m_db);
        m_db = nullptr;
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot open the run store '{path}': {cause}"),
            {{"path", path}, {"cause", message}}));
    }
    sqlite3_busy_timeout(m_db, 10000);
    try {
        exec("PRAGMA journal_mode=WAL");
        exec("PRAGMA synchronous=NORMAL");
        migrate();
    } catch (const RuntimeFailure& e) {
        sqlite3_close(m_db);
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
    char* error = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        const std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throwStoreError(m_db, rc, message);
    }
}

void RunStore::transaction(const char* begin, const std::function<void()>& body) {
    exec(begin);
    try {
        body();
        faultPoint("store-uncommitted");
        exec("COMMIT");
    } catch (...) {
        // SQLite has already rolled back after some errors (SQLITE_FULL among them); a second ROLLBACK would
        // replace the error that says what happened with "no transaction is active".
        if (!sqlite3_get_autocommit(m_db))
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
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
    });
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
        Statement s(m_db,
                    "INSERT INTO metrics (run_id, step, epoch, name, value, wall_time) VALUES (?1, ?2, ?3, "
                    "?4, ?5, ?6)");
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
    Statement s(m_db, "DELETE FROM metrics WHERE run_id = ?1 AND step > ?2");
    s.bind(1, runId).bind(2, step);
    s.step();
    return sqlite3_changes(m_db);
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
              "DELETE FROM events WHERE run_id = ?1", "DELETE FROM runs WHERE id = ?1"}) {
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
