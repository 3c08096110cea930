#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "records/RecordCompression.h"
#include "util/Reason.h"

namespace osprey {

class RecordInput;

struct TfRecordReaderOptions {
    // How the file is stored; nothing: recognised from its first bytes (framing whose length CRC holds is
    // uncompressed, else GZIP's magic number, else a ZLIB header), as TensorFlow needs to be told.
    std::optional<RecordCompression> compression;
    // data.skip_corrupt_records: pass over corrupt records, counting them, instead of refusing the file.
    bool skipCorrupt = false;
    // A record longer than this is corrupt (TensorFlow's own writers stay far below: an image per record).
    uint64_t maxRecordBytes = 256ull << 20;
};

// Reads a TFRecord file's records in order (the framing TfRecordWriter writes), checking both CRCs of each;
// and, for an uncompressed file, any one record by its offset (an index's), for shuffling across shards.
// Regular files only: a folder, FIFO or device is refused by name before it is opened.
//
// Offsets count the framed bytes, those of the uncompressed stream in a GZIP/ZLIB file. A record is refused
// with an InputError naming the file and the record's offset when its length field's CRC does not match, its
// length is over maxRecordBytes or over what is left of an uncompressed file, it is cut off, its payload's
// CRC does not match, or the stream does not inflate. With skipCorrupt, a record whose payload alone is
// corrupt is skipped and reading goes on; after any other fault the next record's start is unknown (a
// length cannot be trusted, and searching for something that looks like a header could return a forged
// record from inside a payload), so the rest of the file counts as one corrupt record and reading ends.
class TfRecordReader {
public:
    explicit TfRecordReader(std::string path, TfRecordReaderOptions options = {});
    ~TfRecordReader();
    TfRecordReader(const TfRecordReader&) = delete;
    TfRecordReader& operator=(const TfRecordReader&) = delete;

    // The next record's payload into `payload`; false at the end of the file.
    bool next(std::string& payload);
    // Passes over the next record without reading its payload (its payload CRC is not checked), for
    // building an index; false at the end of the file.
    bool skipNext();
    // The offset and framed size (payload + 16) of the record next() or skipNext() last returned.
    uint64_t recordOffset() const { return m_recordOffset; }
    uint64_t recordSize() const { return m_recordSize; }
    // Corrupt records passed over so far (skipCorrupt), and why the last one was.
    uint64_t corruptRecords() const { return m_corrupt; }
    const Reason& lastCorruption() const { return m_lastCorruption; }

    // The record at `offset` of an uncompressed file, checked as next() checks it; independent of next()'s
    // position and safe to call from several threads at once. Always refuses a corrupt record (the caller
    // skips it). std::logic_error for a compressed file, which has no random access.
    std::string readAt(uint64_t offset) const;

    const std::string& path() const { return m_path; }
    RecordCompression compression() const { return m_compression; }
    // The file's size on disk (compressed, for a compressed file).
    uint64_t fileSize() const { return m_fileSize; }

private:
    bool advance(std::string* payload);
    void corrupt(Reason reason, bool canGoOn);

    std::string m_path;
    TfRecordReaderOptions m_options;
    RecordCompression m_compression = RecordCompression::None;
    int m_fd = -1;  // for readAt (pread); the sequential input has its own descriptor
    uint64_t m_fileSize = 0;
    std::unique_ptr<RecordInput> m_input;
    bool m_ended = false;
    uint64_t m_recordOffset = 0;
    uint64_t m_recordSize = 0;
    uint64_t m_corrupt = 0;
    Reason m_lastCorruption;
};

}  // namespace osprey
