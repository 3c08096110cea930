#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"
#include "records/RecordIndex.h"

namespace osprey {

class TfRecordReader;

// How a dataset opens its shards.
struct RecordShardOptions {
    // data.skip_corrupt_records: a corrupt record is skipped and counted (corrupt()) instead of refused.
    bool skipCorrupt = false;
    // Where an index built by scanning is cached (the run's folder); empty: kept in memory only. Never the
    // data's own folder, which may be read-only or shared.
    std::string indexCache;
    // What is left of the bytes a dataset may hold in memory for its compressed shards (shared by them).
    uint64_t* inMemoryLeft = nullptr;
};

// One TFRecord file of a dataset, its records addressed by their number in the file (the `17` of
// `train-00000-of-00004:17`). An uncompressed shard is read record by record at the offsets of its index
// (DALI's, beside the shard as <shard>.idx or in idx/<shard>.idx, where there is one; else built by
// scanning the record headers and cached in options.indexCache), so that several loader threads read it at
// once without a shared file position. A GZIP or ZLIB shard has no offsets to seek to: it is inflated once,
// in order, and its records are held in memory, bounded by options.inMemoryLeft (beyond it an InputError
// asks for the shards to be stored uncompressed).
class RecordShard {
public:
    RecordShard(std::string path, const RecordShardOptions& options);
    ~RecordShard();
    RecordShard(const RecordShard&) = delete;
    RecordShard& operator=(const RecordShard&) = delete;

    const std::string& path() const { return m_path; }
    // The file's name, which item names start with.
    const std::string& name() const { return m_name; }
    // Records found in the file (corrupt ones skipped while scanning included).
    size_t size() const { return m_records.size(); }
    uint64_t offset(size_t record) const { return m_records.at(record).offset; }
    // The index file read, or empty.
    const std::string& indexFile() const { return m_indexFile; }

    // The payload of record `record`, its CRCs checked; safe from several threads at once. InputError naming
    // the file and the record's offset (and the index file, when its offsets do not lead to this record).
    std::string payload(size_t record) const;

    // Calls `visit(record, payload)` for every record in order. A corrupt record (framing, CRC, or `visit`
    // throwing InputError: a payload that is not what the caller expects) is refused, or with skipCorrupt
    // counted in corrupt() and passed over.
    void scan(const std::function<void(size_t record, const std::string& payload)>& visit);
    const SkippedFiles& corrupt() const { return m_corrupt; }

private:
    struct Record {
        uint64_t offset = 0;
        uint64_t size = 0;
    };
    void readCompressed(TfRecordReader& reader, const RecordShardOptions& options);
    void indexRecords(const RecordShardOptions& options);
    [[noreturn]] void refuseIndex(const std::string& cause) const;

    std::string m_path, m_name, m_indexFile;
    bool m_skipCorrupt = false;
    std::unique_ptr<TfRecordReader> m_reader;  // uncompressed shards
    std::vector<Record> m_records;
    std::vector<std::string> m_payloads;  // compressed shards
    SkippedFiles m_corrupt;
};

// Where a process that has a run folder caches the indexes it builds (set once the run's folder is claimed;
// empty: indexes are built in memory). The run's folder itself; the indexes go into its record-index/.
void setTfRecordIndexFolder(const std::string& runFolder);
std::string tfRecordIndexCache();

}  // namespace osprey
