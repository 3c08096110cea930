#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "data/formats/tfrecord/RecordShard.h"
#include "records/TfExample.h"

namespace osprey {

class Config;

// The shards of one split opened, and where each picture is among them: what the classification and
// detection readers share. Thread-safe reads (each item's record is read at its offset).
class TfRecordItems {
public:
    struct Item {
        uint32_t shard = 0;
        uint64_t record = 0;
    };

    TfRecordItems(const std::vector<std::string>& paths, const RecordShardOptions& options);

    // Calls `visit(example, shard, record)` for each record of each shard (RecordShard::scan: a record that
    // is not a tf.Example, or that `visit` refuses, is corrupt). Shards are read on several threads at once
    // (opening a dataset reads each record once, for its labels or boxes), each shard's records in order:
    // `visit` must keep what it finds per shard. The error of the first shard that fails is thrown.
    void scan(const std::function<void(const TfExample&, uint32_t shard, uint64_t record)>& visit);
    size_t shards() const { return m_shards.size(); }

    // `shard:record`, e.g. train-00000-of-00004:17.
    std::string name(const Item& item) const;
    // The record's tf.Example; InputError naming the file and offset.
    TfExample example(const Item& item) const;
    // The bytes of feature `key` (its first value) of the item's record; false, with why, when it has none.
    bool bytes(const Item& item, const std::string& key, std::vector<uint8_t>& out, std::string* error) const;
    // The corrupt records skipped (data.skip_corrupt_records).
    SkippedFiles corrupt() const;

private:
    void scanShard(uint32_t shard, const std::function<void(const TfExample&, uint32_t, uint64_t)>& visit);

    std::vector<std::unique_ptr<RecordShard>> m_shards;
};

// The options every split of an experiment opens its shards with (data.skip_corrupt_records, the run's
// index cache, the memory bound of compressed shards shared through `inMemoryLeft`).
RecordShardOptions recordShardOptions(const Config& config, uint64_t* inMemoryLeft);

// The most bytes of records a dataset holds in memory for its compressed shards.
constexpr uint64_t kMaxCompressedRecordBytes = 4ull << 30;

// The single int64 of feature `key`, the first byte string, and the whole list of a kind; refusing a
// feature of another kind (an InputError naming the key).
int64_t singleInt(const TfExample& e, const std::string& key);
const std::vector<float>& floatsOf(const TfExample& e, const std::string& key);
const std::vector<int64_t>& intsOf(const TfExample& e, const std::string& key);
const std::vector<std::string>& bytesOf(const TfExample& e, const std::string& key);

}  // namespace osprey
