#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "records/RecordCompression.h"

namespace osprey {

// Writes a TFRecord file: per record its length (uint64, little-endian), the masked CRC-32C of those 8 bytes,
// the payload and the masked CRC-32C of the payload; optionally as one GZIP or ZLIB stream, as TensorFlow's
// TFRecordWriter does with TFRecordOptions. What TensorFlow, DALI and TensorBoard read, and TfRecordReader.
//
// The file is created (or truncated) at construction. Records are buffered; flush() hands everything written
// so far to the system as whole records (a compressed stream is sync-flushed), so that a reader of the
// growing file (TensorBoard on a live run) sees only complete records. close() finishes the stream; the
// destructor closes too but cannot report a failure, so call close(). Errors name the file: InputError when
// it cannot be created (a folder, a device, a missing or read-only folder), RuntimeFailure when writing
// fails.
class TfRecordWriter {
public:
    explicit TfRecordWriter(std::string path, RecordCompression compression = RecordCompression::None);
    ~TfRecordWriter();
    TfRecordWriter(const TfRecordWriter&) = delete;
    TfRecordWriter& operator=(const TfRecordWriter&) = delete;

    // Appends one record; returns its offset in the framed (uncompressed) bytes, the offset an index holds.
    uint64_t write(std::string_view payload);
    void flush();
    void close();

    const std::string& path() const { return m_path; }
    RecordCompression compression() const { return m_compression; }
    // Framed bytes written so far (before compression): the next record's offset.
    uint64_t framedBytes() const { return m_framedBytes; }
    uint64_t records() const { return m_records; }

private:
    class Deflater;
    void append(std::string_view bytes);
    void writeOut(const char* data, size_t size);
    void drain(bool finish);
    [[noreturn]] void fail(const char* sentence);

    std::string m_path;
    RecordCompression m_compression;
    int m_fd = -1;
    std::string m_buffer;  // framed bytes not yet compressed or written
    std::unique_ptr<Deflater> m_deflater;
    uint64_t m_framedBytes = 0;
    uint64_t m_records = 0;
};

}  // namespace osprey
