#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "records/RecordCompression.h"

namespace osprey {

// The framed bytes of an open TFRecord file, read in order: straight from the file through a buffer, or
// inflated from its GZIP or ZLIB stream (a file of several concatenated streams reads as one, as gzip(1)
// does). TfRecordReader's source; it owns `fd`.
class RecordInput {
public:
    // `fileBytes` sizes the read buffer (a small file needs no large one).
    RecordInput(int fd, RecordCompression compression, uint64_t fileBytes);
    ~RecordInput();
    RecordInput(const RecordInput&) = delete;
    RecordInput& operator=(const RecordInput&) = delete;

    // Up to `size` bytes into `out`; fewer only at the end of the bytes or at a fault (error() says which).
    size_t read(char* out, size_t size);
    // Passes over up to `size` bytes (a seek for an uncompressed file); fewer only at the end or a fault.
    uint64_t skip(uint64_t size);
    // Bytes read or skipped so far: the offset, in the framed bytes, of the next.
    uint64_t position() const { return m_position; }
    // Why the bytes stopped early: the system's error, or zlib's for a stream that is not GZIP/ZLIB or is
    // corrupt; empty at a clean end.
    const std::string& error() const { return m_error; }

private:
    class Inflater;
    size_t readFile(char* out, size_t size);
    bool fillRaw();

    int m_fd;
    std::unique_ptr<Inflater> m_inflater;
    std::string m_raw;  // bytes read from the file, not yet used
    size_t m_rawAt = 0;
    size_t m_chunk;
    bool m_rawEnd = false;
    uint64_t m_position = 0;
    std::string m_error;
};

}  // namespace osprey
