#include "data/formats/tfrecord/RecordShard.h"

#include <sys/resource.h>

#include <filesystem>
#include <mutex>

#include "records/RecordFault.h"
#include "records/TfRecordReader.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::mutex& cacheMutex() {
    static std::mutex m;
    return m;
}

std::string& cacheFolder() {
    static std::string folder;
    return folder;
}

// Each open shard holds two descriptors (random reads and the sequential input); ImageNet's 1,152 shards
// are past the usual soft limit of 1,024, so the limit is raised to the hard one, once.
void raiseOpenFileLimit() {
    static const bool raised = [] {
        rlimit limit{};
        if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
            limit.rlim_cur = limit.rlim_max;
            ::setrlimit(RLIMIT_NOFILE, &limit);
        }
        return true;
    }();
    (void)raised;
}

// DALI's index of `shard` where the dataset has one: <shard>.idx beside it, or idx/<shard>.idx (the layout
// data convert writes).
std::string indexBeside(const fs::path& shard) {
    std::error_code ec;
    for (const fs::path& candidate : {fs::path(shard.string() + ".idx"),
                                      shard.parent_path() / "idx" / (shard.filename().string() + ".idx")}) {
        if (fs::exists(fs::symlink_status(candidate, ec)))
            return candidate.string();
    }
    return {};
}

// An index whose offsets do not lead to the records: the index's fault, refused whether corrupt records are
// skipped or not.
class IndexMismatch : public InputError {
public:
    using InputError::InputError;
};

std::string messageOf(const std::exception& e) {
    const Reason reason = reasonOf(e);
    return reason.id.empty() ? e.what() : reason.english();
}

}  // namespace

void setTfRecordIndexFolder(const std::string& runFolder) {
    std::lock_guard<std::mutex> lock(cacheMutex());
    cacheFolder() = runFolder.empty() ? std::string() : (fs::path(runFolder) / "record-index").string();
}

std::string tfRecordIndexCache() {
    std::lock_guard<std::mutex> lock(cacheMutex());
    return cacheFolder();
}

RecordShard::RecordShard(std::string path, const RecordShardOptions& options)
    : m_path(std::move(path)),
      m_name(fs::path(m_path).filename().string()),
      m_skipCorrupt(options.skipCorrupt) {
    raiseOpenFileLimit();
    TfRecordReaderOptions readerOptions;
    readerOptions.skipCorrupt = options.skipCorrupt;
    auto reader = std::make_unique<TfRecordReader>(m_path, readerOptions);  // refuses folders, FIFOs, devices
    if (reader->compression() != RecordCompression::None) {
        readCompressed(*reader, options);
        return;
    }
    m_reader = std::move(reader);
    indexRecords(options);
}

RecordShard::~RecordShard() = default;

void RecordShard::readCompressed(TfRecordReader& reader, const RecordShardOptions& options) {
    std::string payload;
    uint64_t corruptBefore = 0;
    while (reader.next(payload)) {
        if (options.inMemoryLeft) {
            if (payload.size() > *options.inMemoryLeft)
                throw InputError(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "'{path}' is a compressed TFRecord file: its records are held in memory, and the "
                        "dataset's compressed records are over the limit of {limit} bytes; store the shards "
                        "uncompressed (data convert --format tfrecord)"),
                    {{"path", m_path}, {"limit", std::to_string(*options.inMemoryLeft)}}));
            *options.inMemoryLeft -= payload.size();
        }
        // A skipped record before this one keeps its number (item names stay those of the file).
        for (; corruptBefore < reader.corruptRecords(); ++corruptBefore) {
            m_corrupt.push_back({m_path, reader.lastCorruption().english()});
            m_records.push_back({0, 0});
            m_payloads.emplace_back();
        }
        m_records.push_back({reader.recordOffset(), reader.recordSize()});
        m_payloads.push_back(std::move(payload));
    }
    if (reader.corruptRecords() > corruptBefore)  // the rest of the file, after a broken header
        m_corrupt.push_back({m_path, reader.lastCorruption().english()});
}

void RecordShard::indexRecords(const RecordShardOptions& options) {
    RecordIndex index;
    m_indexFile = indexBeside(m_path);
    if (!m_indexFile.empty()) {
        index = RecordIndex::read(m_indexFile, m_reader->fileSize());  // names the index and its line
        const uint64_t end = index.size() ? index.entries().back().offset + index.entries().back().size : 0;
        if (end != m_reader->fileSize())
            refuseIndex(Reason::sentence(
                            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                  "its records end at byte {end}, the file has "
                                                  "{bytes} bytes"),
                            {{"end", std::to_string(end)}, {"bytes", std::to_string(m_reader->fileSize())}})
                            .toJson());
    } else {
        try {
            index = options.indexCache.empty() ? RecordIndex::build(m_path)
                                               : RecordIndex::load(m_path, "", options.indexCache);
        } catch (const InputError&) {
            if (!options.skipCorrupt)
                throw;
            // A broken header: the records before it, and the rest of the file counted as one corrupt record.
            TfRecordReaderOptions skipping;
            skipping.skipCorrupt = true;
            skipping.compression = RecordCompression::None;
            TfRecordReader scan(m_path, skipping);
            std::vector<RecordIndex::Entry> entries;
            while (scan.skipNext())
                entries.push_back({scan.recordOffset(), scan.recordSize()});
            if (scan.corruptRecords())
                m_corrupt.push_back({m_path, scan.lastCorruption().english()});
            index = RecordIndex(std::move(entries));
        }
    }
    m_records.reserve(index.size());
    for (const auto& e : index.entries())
        m_records.push_back({e.offset, e.size});
}

void RecordShard::refuseIndex(const std::string& cause) const {
    throw IndexMismatch(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "the index '{index}' does not fit '{path}': {cause}"),
        {{"index", m_indexFile}, {"path", m_path}, {"cause", cause}}));
}

std::string RecordShard::payload(size_t record) const {
    if (!m_reader)
        return m_payloads.at(record);
    const Record& r = m_records.at(record);
    std::string out;
    try {
        out = m_reader->readAt(r.offset);
    } catch (const InputError& e) {
        // A payload whose CRC does not match is the record's fault; any other, at an offset the index gave,
        // the index's.
        static const std::string payloadFault = RecordFault::payloadCrc("", 0, 0).id;
        if (m_indexFile.empty() || reasonOf(e).id == payloadFault)
            throw;
        refuseIndex(reasonOf(e).toJson());
    }
    if (out.size() + 16 != r.size)
        refuseIndex(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "the record at byte {offset} has {size} bytes, the "
                                                   "index says {expected}"),
                             {{"offset", std::to_string(r.offset)},
                              {"size", std::to_string(out.size() + 16)},
                              {"expected", std::to_string(r.size)}})
                .toJson());
    return out;
}

void RecordShard::scan(const std::function<void(size_t, const std::string&)>& visit) {
    for (size_t i = 0; i < m_records.size(); ++i) {
        if (!m_reader && m_records[i].size == 0)
            continue;  // a corrupt record of a compressed file, counted while inflating
        try {
            visit(i, payload(i));
        } catch (const IndexMismatch&) {
            throw;
        } catch (const InputError& e) {
            if (!m_skipCorrupt)
                throw;
            m_corrupt.push_back({m_path, messageOf(e)});
        }
    }
}

}  // namespace osprey
