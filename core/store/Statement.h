#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <functional>
#include <limits>
#include <set>
#include <string>
#include <vector>

namespace osprey {

// The error of a failed SQLite call on `db`, thrown: a full disk, a file that may not grow and a lock held by
// another program (StoreBusy) are named as such; anything else is "run store: <detail>".
[[noreturn]] void throwStoreError(sqlite3* db, int rc, const std::string& detail);
// Opens (creating it when missing) the SQLite file at `path` for use from several threads, with a 10 s busy
// timeout; null, with `error` saying why, when it cannot be opened.
// `noFollow`: refuse a path with a symlink in it (SQLITE_OPEN_NOFOLLOW), for a path already resolved.
sqlite3* openDatabase(const std::string& path, std::string& error, bool readOnly = false,
                      bool noFollow = false);
// The names of the database's tables and views, sorted (SQLite's own sqlite_* left out): what a store reads
// to tell a file of its own, or a new one, from another program's before it writes anything.
std::vector<std::string> tablesOf(sqlite3* db);
// Whether `tables` (tablesOf) are all among `ours` and hold `required`: a file a store of that kind made.
bool onlyTablesOf(const std::vector<std::string>& tables, const std::set<std::string>& ours,
                  const std::string& required);
// Closes a database that is refused unwritten: without the checkpoint SQLite makes when the last connection
// closes, which would rewrite another program's write-ahead log into its file.
void closeUntouched(sqlite3* db);
// Runs `sql` (one or more statements without results), or throws as throwStoreError.
void execSql(sqlite3* db, const char* sql);
// `begin` ("BEGIN IMMEDIATE"), `body`, then COMMIT, or ROLLBACK when body throws (and rethrows).
// `faultPoint`, where given, is passed between the body and the COMMIT (util/FaultPoint, for the chaos test).
void inTransaction(sqlite3* db, const char* begin, const std::function<void()>& body,
                   const char* faultPoint = nullptr);

// A prepared statement of the run store (and of a run's record store) that finalises itself; every bind and
// step is checked.
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
    // An empty blob stays a blob: SQLite binds NULL for a null pointer, which an empty vector's data() is.
    Statement& bindBlob(int index, const void* data, size_t bytes) {
        check(sqlite3_bind_blob64(m_stmt, index, data ? data : "", bytes, SQLITE_TRANSIENT));
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
    std::vector<uint8_t> blob(int column) const {
        const auto* p = static_cast<const uint8_t*>(sqlite3_column_blob(m_stmt, column));
        return p ? std::vector<uint8_t>(p, p + sqlite3_column_bytes(m_stmt, column)) : std::vector<uint8_t>();
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

}  // namespace osprey
