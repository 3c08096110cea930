#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// Where each record of an uncompressed TFRecord file starts and how many framed bytes it has (payload + 16):
// DALI's index format (tfrecord2idx), one "offset size" line per record. Read where the dataset has one
// (checked against the data file), else built by scanning the file and cached in a folder of the caller's
// (the run's), never beside the data, which may be read-only or shared.
class RecordIndex {
public:
    struct Entry {
        uint64_t offset = 0;
        uint64_t size = 0;
        bool operator==(const Entry& o) const { return offset == o.offset && size == o.size; }
    };

    RecordIndex() = default;
    explicit RecordIndex(std::vector<Entry> entries) : m_entries(std::move(entries)) {}

    // An index file for a data file of `dataBytes` bytes; InputError naming the index file and line for a
    // line that is not two numbers, a record that overlaps the one before or ends past the data file.
    static RecordIndex read(const std::string& indexPath, uint64_t dataBytes);
    // The index of `dataPath` by scanning its record headers (TfRecordReader's checks and errors).
    static RecordIndex build(const std::string& dataPath);
    // `indexPath` when it is not empty; else the copy cached in `cacheFolder` for this data file (its path,
    // size and modification time), built and written there when missing. Two processes building the same
    // index at once both succeed (each writes whole, the last rename stands).
    static RecordIndex load(const std::string& dataPath, const std::string& indexPath,
                            const std::string& cacheFolder);

    // The DALI text; write() puts it at `path` atomically.
    std::string text() const;
    void write(const std::string& path) const;

    const std::vector<Entry>& entries() const { return m_entries; }
    size_t size() const { return m_entries.size(); }

private:
    std::vector<Entry> m_entries;
};

}  // namespace osprey
