#include "store/Statement.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "util/Errors.h"
#include "util/FaultPoint.h"
#include "util/Translatable.h"

namespace osprey {

// A lock held by another program and a full disk are named as such: they need other fixes than a damaged
// file, and a lock is waited out (WriteQueue).
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

sqlite3* openDatabase(const std::string& path, std::string& error, bool readOnly, bool noFollow) {
    sqlite3* db = nullptr;
    const int access = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) |
                       (noFollow ? SQLITE_OPEN_NOFOLLOW : 0);
    if (sqlite3_open_v2(path.c_str(), &db, access | SQLITE_OPEN_FULLMUTEX, nullptr) != SQLITE_OK) {
        error = db ? sqlite3_errmsg(db) : "out of memory";
        sqlite3_close(db);
        return nullptr;
    }
    sqlite3_busy_timeout(db, 10000);
    return db;
}

std::vector<std::string> tablesOf(sqlite3* db) {
    Statement s(
        db,
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' "
        "ESCAPE '\\' ORDER BY name");
    std::vector<std::string> names;
    while (s.step())
        names.push_back(s.text(0));
    return names;
}

bool onlyTablesOf(const std::vector<std::string>& tables, const std::set<std::string>& ours,
                  const std::string& required) {
    const auto notOurs = [&ours](const std::string& table) { return !ours.count(table); };
    return std::find(tables.begin(), tables.end(), required) != tables.end() &&
           std::none_of(tables.begin(), tables.end(), notOurs);
}

void closeUntouched(sqlite3* db) {
    if (!db)
        return;
    sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    sqlite3_close(db);
}

void execSql(sqlite3* db, const char* sql) {
    char* error = nullptr;
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        const std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throwStoreError(db, rc, message);
    }
}

void inTransaction(sqlite3* db, const char* begin, const std::function<void()>& body, const char* point) {
    execSql(db, begin);
    try {
        body();
        if (point)
            faultPoint(point);
        execSql(db, "COMMIT");
    } catch (...) {
        // SQLite has already rolled back after some errors (SQLITE_FULL among them); a second ROLLBACK would
        // replace the error that says what happened with "no transaction is active".
        if (!sqlite3_get_autocommit(db))
            sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

}  // namespace osprey
