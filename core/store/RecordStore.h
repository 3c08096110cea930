#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/EpochRecords.h"

struct sqlite3;

namespace osprey {

// One item of a split as the records name it: the dataset's own name for it (the strings data.exclude_list
// holds) and its label.
struct RecordedSample {
    int64_t index = 0;
    std::string name;
    int64_t label = -1;
};

// A validation stored in a record store, without its arrays.
struct RecordedValidation {
    int64_t id = 0;
    int64_t epoch = 0, step = 0;
    std::string split, source, model;
    std::string summary;
    double created = 0;
};

// A run's per-sample records: RUN_DIR/inspect.db, one SQLite file per run beside its checkpoints, so that the
// shared run store stays small (runs.db's `records` table only indexes them). Tables: meta (format, task,
// class names), samples (the manifest of each split, once), validations (one row per recorded evaluation),
// arrays (per validation, columnar BLOBs of u16/i32/f32 in this machine's byte order, little-endian on every
// machine Osprey builds for, each with its length in values) and ground_truth (a detection split's boxes,
// store/GroundTruthCodec.h: one row per distinct content, keyed by its hash, which a detector's validation
// names in its `ground_truth` column; an `eval --record` on an edited copy of the annotations so gets its own
// row, and the training validations keep theirs). Its writer is the run's RecordWriter thread, or
// `osprey-cli eval --record`; WAL mode, so readers never wait for it. Format 2 added the ground truth and the
// arrays' lengths (format 1 files are migrated on open: their arrays are all per item).
class RecordStore {
public:
    static constexpr int kFormat = 2;
    // RUN_DIR/inspect.db.
    static std::string pathIn(const std::string& runDir);

    enum class Access { ReadWrite, ReadOnly };
    // ReadWrite creates the file when missing and brings an older format up to date; ReadOnly (what inspect
    // and the workbench use) changes nothing, so a run folder on a read-only disk can be read, and refuses a
    // file that is not of this format. Either refuses (InputError naming it, before anything is written) a
    // file that is not Osprey's records (another program's SQLite database, a run store), and a symlink that
    // leads out of the folder the path is in.
    explicit RecordStore(const std::string& path, Access access = Access::ReadWrite);
    ~RecordStore();
    RecordStore(const RecordStore&) = delete;
    RecordStore& operator=(const RecordStore&) = delete;

    void setMeta(const std::string& key, const std::string& value);
    std::string meta(const std::string& key) const;  // "" when not set
    // The meta value "class_names" holds, byte for byte (a class folder's name need not be UTF-8).
    static std::string encodeClassNames(const std::vector<std::string>& names);
    std::vector<std::string> classNames() const;
    // The manifest of `split`, replacing any earlier one.
    void writeSamples(const std::string& split, const std::vector<RecordedSample>& samples);
    std::vector<RecordedSample> samples(const std::string& split) const;
    // One validation and its arrays in one transaction, replacing one of the same epoch, split, source and
    // model (an evaluation repeated); returns its id.
    int64_t write(const EpochRecords& records);
    std::vector<RecordedValidation> validations() const;
    // A validation with its arrays (and a detector's ground truth); throws InputError naming the file when
    // one does not hold the bytes its type and length need.
    EpochRecords read(int64_t validationId) const;
    // The ground truth of that key (a validation's `ground_truth`); throws InputError when it is not there.
    CocoGroundTruth groundTruth(const std::string& key) const;
    // Drops the validations recorded after global step `step` (those of steps a resume takes again); returns
    // how many there were.
    int64_t deleteAfter(int64_t step);

    const std::string& path() const { return m_path; }

private:
    void refuseAnotherProgramsFile();
    void migrate();
    void checkFormat();

    std::string m_path;
    sqlite3* m_db = nullptr;
};

}  // namespace osprey
