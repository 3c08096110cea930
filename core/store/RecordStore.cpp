#include "store/RecordStore.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstring>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "store/GroundTruthCodec.h"
#include "store/RunStore.h"
#include "store/Statement.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// The arrays' element types as stored.
template <typename T>
const char* dtypeName();
template <>
const char* dtypeName<float>() {
    return "f32";
}
template <>
const char* dtypeName<uint16_t>() {
    return "u16";
}
template <>
const char* dtypeName<int32_t>() {
    return "i32";
}

template <typename T>
void writeArrays(sqlite3* db, int64_t validationId, const std::map<std::string, std::vector<T>>& arrays) {
    for (const auto& [name, values] : arrays) {
        Statement s(
            db, "INSERT INTO arrays (validation_id, name, dtype, data, length) VALUES (?1, ?2, ?3, ?4, ?5)");
        s.bind(1, validationId).bind(2, name).bind(3, std::string(dtypeName<T>()));
        s.bindBlob(4, values.data(), values.size() * sizeof(T));
        s.bind(5, static_cast<int64_t>(values.size()));
        s.step();
    }
}

template <typename T>
std::vector<T> fromBytes(const std::vector<uint8_t>& bytes) {
    std::vector<T> out(bytes.size() / sizeof(T));
    if (!out.empty())
        std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
    return out;
}

const char* cannotOpenSentence() {
    return OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot open the run's records '{path}': {cause}");
}

// The file `path` names with its symlinks followed (a dangling one too: SQLite would create its target), or
// InputError when that file is outside the folder `path` is in: a link planted as a run's inspect.db must not
// make a trainer or `eval --record` write into another file. A link inside the folder is followed.
std::string resolvedInsideItsFolder(const std::string& path) {
    namespace fs = std::filesystem;
    const fs::path given(path);
    std::error_code ec;
    const fs::path folder =
        fs::weakly_canonical(given.has_parent_path() ? given.parent_path() : fs::path("."), ec);
    fs::path resolved = given;
    for (int links = 0; links < 40; ++links) {
        std::error_code look;  // a missing file is no link, and no error here
        if (!fs::is_symlink(resolved, look))
            break;
        const fs::path target = fs::read_symlink(resolved, look);
        if (look)
            break;
        resolved = target.is_absolute() ? target : resolved.parent_path() / target;
    }
    if (!ec)
        resolved = fs::weakly_canonical(resolved, ec);
    if (ec)
        throw InputError(Reason::sentence(cannotOpenSentence(), {{"path", path}, {"cause", ec.message()}}));
    const auto inside = std::mismatch(folder.begin(), folder.end(), resolved.begin(), resolved.end());
    if (inside.first != folder.end() || inside.second == resolved.end()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the run's records '{path}' lead out of the run folder, to '{target}': Osprey "
                "keeps a run's records inside its folder (put the file itself there)"),
            {{"path", path}, {"target", resolved.string()}}));
    }
    return resolved.string();
}

}  // namespace

std::string RecordStore::encodeClassNames(const std::vector<std::string>& names) {
    return jsonText(nlohmann::json{{"class_names", names}});
}

std::vector<std::string> RecordStore::classNames() const {
    const nlohmann::json j = nlohmann::json::parse(meta("class_names"), nullptr, false);
    if (j.is_object() && j.contains("class_names"))
        return realTexts(j, "class_names");
    return {};
}

std::string RecordStore::pathIn(const std::string& runDir) {
    return (std::filesystem::path(runDir) / "inspect.db").string();
}

RecordStore::RecordStore(const std::string& path, Access access) : m_path(path) {
    std::string message;
    const bool readOnly = access == Access::ReadOnly;
    // The file itself, opened by a path without links: a link swapped in after this check is refused.
    const std::string file = resolvedInsideItsFolder(path);
    m_db = openDatabase(file, message, readOnly, /*noFollow=*/true);
    if (!m_db)
        throw InputError(Reason::sentence(cannotOpenSentence(), {{"path", path}, {"cause", message}}));
    try {
        refuseAnotherProgramsFile();
        if (readOnly) {
            checkFormat();
        } else {
            execSql(m_db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL");
            migrate();
        }
    } catch (const InputError&) {
        closeUntouched(m_db);
        m_db = nullptr;
        throw;
    } catch (const std::exception& e) {  // a store error, or a format that is not a number
        closeUntouched(m_db);
        m_db = nullptr;
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot use '{path}' as a run's records: {cause}"),
            {{"path", path}, {"cause", causeOf(e)}}));
    }
}

void RecordStore::refuseAnotherProgramsFile() {
    const std::vector<std::string> tables = tablesOf(m_db);
    if (tables.empty())
        return;  // a new file (or an empty one)
    bool foreign =
        !onlyTablesOf(tables, {"meta", "samples", "validations", "arrays", "ground_truth"}, "meta");
    if (!foreign) {
        Statement format(m_db, "SELECT value FROM meta WHERE key = 'format'");
        foreign = !format.step();
    }
    if (foreign) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a run's records file of Osprey (inspect.db): it holds the "
                                  "tables {tables}; nothing was written to it"),
            {{"path", m_path}, {"tables", join(tables, ", ")}}));
    }
}

RecordStore::~RecordStore() {
    sqlite3_close(m_db);
}

void RecordStore::migrate() {
    inTransaction(m_db, "BEGIN IMMEDIATE", [this] {
        execSql(m_db, R"sql(
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS samples (
                split TEXT NOT NULL, idx INTEGER NOT NULL, name TEXT NOT NULL, label INTEGER,
                width INTEGER, height INTEGER, PRIMARY KEY (split, idx)) WITHOUT ROWID;
            CREATE TABLE IF NOT EXISTS validations (
                id INTEGER PRIMARY KEY, epoch INTEGER NOT NULL, step INTEGER NOT NULL, split TEXT NOT NULL,
                source TEXT NOT NULL, model TEXT NOT NULL, items INTEGER NOT NULL, summary TEXT NOT NULL,
                created REAL NOT NULL, ground_truth TEXT, UNIQUE (epoch, split, source, model));
            CREATE TABLE IF NOT EXISTS arrays (
                validation_id INTEGER NOT NULL, name TEXT NOT NULL, dtype TEXT NOT NULL, data BLOB NOT NULL,
                length INTEGER, PRIMARY KEY (validation_id, name)) WITHOUT ROWID;
            CREATE TABLE IF NOT EXISTS ground_truth (
                key TEXT PRIMARY KEY, split TEXT NOT NULL, categories TEXT NOT NULL, images TEXT NOT NULL,
                boxes BLOB NOT NULL) WITHOUT ROWID;
        )sql");
        Statement format(m_db, "SELECT value FROM meta WHERE key = 'format'");
        const bool fresh = !format.step();
        const int64_t version = fresh ? kFormat : std::stoll(format.text(0));
        if (version < 2) {
            // Format 1 (classifier records only): every array was `items` long and no validation had a
            // ground truth.
            execSql(m_db,
                    "ALTER TABLE validations ADD COLUMN ground_truth TEXT; "
                    "ALTER TABLE arrays ADD COLUMN length INTEGER");
        }
        if (fresh || version < kFormat) {
            Statement s(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('format', ?1)");
            s.bind(1, std::to_string(kFormat));
            s.step();
        } else if (version > kFormat) {
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "the records have format {version}, newer than this Osprey understands "
                                      "({supported})"),
                {{"version", format.text(0)}, {"supported", std::to_string(kFormat)}}));
        }
    });
}

void RecordStore::checkFormat() {
    Statement format(m_db, "SELECT value FROM meta WHERE key = 'format'");
    const std::string version = format.step() ? format.text(0) : std::string("none");
    if (version != std::to_string(kFormat)) {
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the records have format {version}, and this Osprey reads format {supported} "
                "(a run or 'osprey-cli eval --record' brings an older file up to date)"),
            {{"version", version}, {"supported", std::to_string(kFormat)}}));
    }
}

void RecordStore::setMeta(const std::string& key, const std::string& value) {
    Statement s(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)");
    s.bind(1, key).bind(2, value);
    s.step();
}

std::string RecordStore::meta(const std::string& key) const {
    Statement s(m_db, "SELECT value FROM meta WHERE key = ?1");
    s.bind(1, key);
    return s.step() ? s.text(0) : std::string();
}

void RecordStore::writeSamples(const std::string& split, const std::vector<RecordedSample>& samples) {
    inTransaction(m_db, "BEGIN IMMEDIATE", [&] {
        Statement clear(m_db, "DELETE FROM samples WHERE split = ?1");
        clear.bind(1, split);
        clear.step();
        Statement s(m_db, "INSERT INTO samples (split, idx, name, label) VALUES (?1, ?2, ?3, ?4)");
        for (const RecordedSample& sample : samples) {
            s.reset();
            s.bind(1, split).bind(2, sample.index).bind(3, sample.name).bind(4, sample.label);
            s.step();
        }
    });
}

std::vector<RecordedSample> RecordStore::samples(const std::string& split) const {
    Statement s(m_db, "SELECT idx, name, label FROM samples WHERE split = ?1 ORDER BY idx");
    s.bind(1, split);
    std::vector<RecordedSample> out;
    while (s.step())
        out.push_back({s.integer(0), s.text(1), s.integer(2)});
    return out;
}

int64_t RecordStore::write(const EpochRecords& records) {
    int64_t id = 0;
    inTransaction(m_db, "BEGIN IMMEDIATE", [&] {
        {
            Statement old(
                m_db,
                "DELETE FROM arrays WHERE validation_id IN (SELECT id FROM validations WHERE epoch = ?1 "
                "AND split = ?2 AND source = ?3 AND model = ?4)");
            old.bind(1, records.epoch).bind(2, records.split).bind(3, records.source).bind(4, records.model);
            old.step();
        }
        std::string groundTruth;
        if (records.groundTruth) {
            const EncodedGroundTruth encoded = encodeGroundTruth(*records.groundTruth);
            Statement g(m_db,
                        "INSERT OR IGNORE INTO ground_truth (key, split, categories, images, boxes) VALUES "
                        "(?1, ?2, ?3, ?4, ?5)");
            g.bind(1, encoded.key).bind(2, records.split).bind(3, encoded.categories).bind(4, encoded.images);
            g.bindBlob(5, encoded.boxes.data(), encoded.boxes.size());
            g.step();
            groundTruth = encoded.key;
        }
        Statement s(m_db,
                    "INSERT OR REPLACE INTO validations (epoch, step, split, source, model, items, summary, "
                    "created, ground_truth) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
        s.bind(1, records.epoch).bind(2, records.step).bind(3, records.split).bind(4, records.source);
        s.bind(5, records.model).bind(6, records.items).bind(7, records.summary).bind(8, wallClockNow());
        if (groundTruth.empty())
            s.bindNull(9);
        else
            s.bind(9, groundTruth);
        s.step();
        id = sqlite3_last_insert_rowid(m_db);
        writeArrays(m_db, id, records.f32);
        writeArrays(m_db, id, records.u16);
        writeArrays(m_db, id, records.i32);
    });
    return id;
}

std::vector<RecordedValidation> RecordStore::validations() const {
    Statement s(
        m_db,
        "SELECT id, epoch, step, split, source, model, summary, created FROM validations ORDER BY step, "
        "id");
    std::vector<RecordedValidation> out;
    while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.integer(2), s.text(3), s.text(4), s.text(5), s.text(6),
                       s.real(7)});
    return out;
}

EpochRecords RecordStore::read(int64_t validationId) const {
    EpochRecords r;
    {
        Statement s(m_db,
                    "SELECT epoch, step, split, source, model, items, summary, ground_truth FROM validations "
                    "WHERE id "
                    "= ?1");
        s.bind(1, validationId);
        if (!s.step())
            throw InputError(
                Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' holds no validation {id}"),
                                 {{"path", m_path}, {"id", std::to_string(validationId)}}));
        r.epoch = s.integer(0);
        r.step = s.integer(1);
        r.split = s.text(2);
        r.source = s.text(3);
        r.model = s.text(4);
        r.items = s.integer(5);
        r.summary = s.text(6);
        if (!s.isNull(7))
            r.groundTruth = std::make_shared<CocoGroundTruth>(groundTruth(s.text(7)));
    }
    Statement s(m_db, "SELECT name, dtype, data, length FROM arrays WHERE validation_id = ?1");
    s.bind(1, validationId);
    while (s.step()) {
        const std::string name = s.text(0), dtype = s.text(1);
        const std::vector<uint8_t> bytes = s.blob(2);
        const int64_t length = s.isNull(3) ? r.items : s.integer(3);  // format 1: every array per item
        const size_t width = dtype == "f32" || dtype == "i32" ? 4 : dtype == "u16" ? 2 : 0;
        if (width == 0 || length < 0 || bytes.size() != static_cast<size_t>(length) * width)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' is damaged: array '{name}' of validation {id} holds {bytes} bytes "
                    "of type '{type}', not {items} values"),
                {{"path", m_path},
                 {"name", name},
                 {"id", std::to_string(validationId)},
                 {"bytes", std::to_string(bytes.size())},
                 {"type", dtype},
                 {"items", std::to_string(length)}}));
        if (dtype == "f32")
            r.f32[name] = fromBytes<float>(bytes);
        else if (dtype == "u16")
            r.u16[name] = fromBytes<uint16_t>(bytes);
        else
            r.i32[name] = fromBytes<int32_t>(bytes);
    }
    if (const auto scores = r.f32.find("det_score"); scores != r.f32.end())
        r.detections = static_cast<int64_t>(scores->second.size());
    return r;
}

CocoGroundTruth RecordStore::groundTruth(const std::string& key) const {
    Statement s(m_db, "SELECT categories, images, boxes FROM ground_truth WHERE key = ?1");
    s.bind(1, key);
    if (!s.step())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' lacks the ground truth '{key}' a validation names"),
            {{"path", m_path}, {"key", key}}));
    return decodeGroundTruth(s.text(0), s.text(1), s.blob(2), m_path);
}

int64_t RecordStore::deleteAfter(int64_t step) {
    int64_t dropped = 0;
    inTransaction(m_db, "BEGIN IMMEDIATE", [&] {
        Statement arrays(
            m_db, "DELETE FROM arrays WHERE validation_id IN (SELECT id FROM validations WHERE step > ?1)");
        arrays.bind(1, step);
        arrays.step();
        Statement s(m_db, "DELETE FROM validations WHERE step > ?1");
        s.bind(1, step);
        s.step();
        dropped = sqlite3_changes(m_db);
    });
    return dropped;
}

}  // namespace osprey
