#include "records/TfRecordReader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "records/Crc32c.h"
#include "records/RecordFault.h"
#include "records/RecordInput.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr uint64_t kHeaderBytes = 12, kFooterBytes = 4;

uint64_t readLittleEndian(const char* p, int bytes) {
    uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(p[i]);
    return v;
}

bool lengthCrcHolds(const char* header) {
    return Crc32c::masked(std::string_view(header, 8)) ==
           static_cast<uint32_t>(readLittleEndian(header + 8, 4));
}

// Every refusal here is a RecordFault sentence.
[[noreturn]] void refuse(Reason reason) {
    throw InputError(reason);
}

Reason systemCause(int error) {
    return Reason::sentence("{cause}", {{"cause", std::strerror(error)}});
}

// Reads exactly `size` bytes at `offset` or as many as there are; -1 on an error.
int64_t preadFully(int fd, char* out, uint64_t size, uint64_t offset) {
    uint64_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, out + done, size - done, static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return -1;
        if (n == 0)
            break;
        done += static_cast<uint64_t>(n);
    }
    return static_cast<int64_t>(done);
}

// How a file is stored, from its first bytes: framing whose length CRC holds is plain; else GZIP's magic
// number or a ZLIB header (deflate, 32K window, header check) name a stream; else plain (and corrupt).
RecordCompression recognise(int fd) {
    char head[kHeaderBytes];
    const int64_t n = preadFully(fd, head, sizeof head, 0);
    if (n == static_cast<int64_t>(sizeof head) && lengthCrcHolds(head))
        return RecordCompression::None;
    const auto b0 = static_cast<unsigned char>(head[0]), b1 = static_cast<unsigned char>(head[1]);
    if (n >= 2 && b0 == 0x1f && b1 == 0x8b)
        return RecordCompression::Gzip;
    if (n >= 2 && (b0 & 0x0f) == 8 && (b0 >> 4) <= 7 && ((b0 << 8) | b1) % 31 == 0)
        return RecordCompression::Zlib;
    return RecordCompression::None;
}

// What is wrong with the header of the record at `offset`, or nothing: its length's CRC, the length over the
// limit or (`left`: the bytes after the header, for an uncompressed file) past the end of the file.
std::optional<Reason> headerFault(const std::string& file, const char* header, uint64_t offset,
                                  uint64_t limit, std::optional<uint64_t> left) {
    const uint64_t length = readLittleEndian(header, 8);
    if (!lengthCrcHolds(header))
        return RecordFault::lengthCrc(file, offset);
    if (length > limit)
        return RecordFault::tooLong(file, offset, length, limit);
    if (left && length + kFooterBytes > *left)
        return RecordFault::pastEnd(file, offset, length, *left >= kFooterBytes ? *left - kFooterBytes : 0);
    return std::nullopt;
}

}  // namespace

TfRecordReader::TfRecordReader(std::string path, TfRecordReaderOptions options)
    : m_path(std::move(path)), m_options(options) {
    // By its name first: a FIFO or device is refused without being opened (opening some has effects), then
    // again on the opened file, in case one was put in its place.
    if (const auto problem = fileProblemReason(m_path))
        refuse(RecordFault::unreadable(m_path, *problem));
    m_fd = ::open(m_path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (m_fd < 0)
        refuse(RecordFault::unreadable(m_path, systemCause(errno)));
    struct stat opened {};
    if (::fstat(m_fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        const int error = errno;
        ::close(m_fd);
        refuse(RecordFault::unreadable(
            m_path, S_ISREG(opened.st_mode) || opened.st_mode == 0
                        ? systemCause(error)
                        : Reason::sentence(OSPREY_TRANSLATE_NOOP(
                              "osprey::Errors", "it is not a regular file (a pipe, socket or device)"))));
    }
    m_fileSize = static_cast<uint64_t>(opened.st_size);
    m_compression = m_options.compression ? *m_options.compression : recognise(m_fd);
    const int sequential = ::dup(m_fd);
    if (sequential < 0) {
        const int error = errno;
        ::close(m_fd);
        refuse(RecordFault::unreadable(m_path, systemCause(error)));
    }
    ::fcntl(sequential, F_SETFD, FD_CLOEXEC);
    m_input = std::make_unique<RecordInput>(sequential, m_compression, m_fileSize);
}

TfRecordReader::~TfRecordReader() {
    ::close(m_fd);
}

bool TfRecordReader::next(std::string& payload) {
    return advance(&payload);
}

bool TfRecordReader::skipNext() {
    return advance(nullptr);
}

void TfRecordReader::corrupt(Reason reason, bool canGoOn) {
    if (!m_options.skipCorrupt)
        refuse(std::move(reason));
    ++m_corrupt;
    m_lastCorruption = std::move(reason);
    m_ended = !canGoOn;
}

bool TfRecordReader::advance(std::string* payload) {
    const bool plain = m_compression == RecordCompression::None;
    while (!m_ended) {
        const uint64_t offset = m_input->position();
        // A short read: the stream's fault where it has one, else the file ends inside the record.
        const auto shortRead = [&](uint64_t missing) {
            if (!m_input->error().empty())
                return corrupt(RecordFault::notInflated(m_path, offset, m_input->error()), false);
            corrupt(RecordFault::cutOff(m_path, offset, missing), false);
        };
        char header[kHeaderBytes];
        const size_t got = m_input->read(header, sizeof header);
        if (got == 0 && m_input->error().empty()) {
            m_ended = true;
            break;
        }
        if (got < sizeof header) {
            shortRead(sizeof header - got);
            continue;
        }
        const uint64_t length = readLittleEndian(header, 8);
        const uint64_t left = m_fileSize > offset + kHeaderBytes ? m_fileSize - offset - kHeaderBytes : 0;
        if (auto fault = headerFault(m_path, header, offset, m_options.maxRecordBytes,
                                     plain ? std::optional<uint64_t>(left) : std::nullopt)) {
            corrupt(std::move(*fault), false);
            continue;
        }
        uint64_t read = 0;
        if (payload) {
            // In pieces: a compressed stream's length is checked only by reading, so a lying length costs
            // no more memory than the stream really holds.
            payload->clear();
            while (read < length) {
                const size_t piece = static_cast<size_t>(std::min<uint64_t>(length - read, 4u << 20));
                payload->resize(static_cast<size_t>(read) + piece);
                const size_t n = m_input->read(payload->data() + read, piece);
                read += n;
                if (n < piece)
                    break;
            }
            payload->resize(static_cast<size_t>(read));
        } else {
            read = m_input->skip(length);
        }
        char footer[kFooterBytes];
        const size_t footerGot = read == length ? m_input->read(footer, sizeof footer) : 0;
        if (read < length || footerGot < sizeof footer) {
            shortRead(length - read + sizeof footer - footerGot);
            continue;
        }
        if (payload && Crc32c::masked(*payload) != static_cast<uint32_t>(readLittleEndian(footer, 4))) {
            corrupt(RecordFault::payloadCrc(m_path, offset, length), true);
            continue;
        }
        m_recordOffset = offset;
        m_recordSize = length + kHeaderBytes + kFooterBytes;
        return true;
    }
    if (payload)
        payload->clear();
    return false;
}

std::string TfRecordReader::readAt(uint64_t offset) const {
    if (m_compression != RecordCompression::None)
        throw std::logic_error("TfRecordReader::readAt on a compressed file: " + m_path);
    char header[kHeaderBytes];
    const int64_t got = preadFully(m_fd, header, sizeof header, offset);
    if (got < 0)
        refuse(RecordFault::unreadable(m_path, systemCause(errno)));
    if (got < static_cast<int64_t>(sizeof header))
        refuse(RecordFault::cutOff(m_path, offset, sizeof header - static_cast<uint64_t>(got)));
    const uint64_t length = readLittleEndian(header, 8);
    const uint64_t left = m_fileSize > offset + kHeaderBytes ? m_fileSize - offset - kHeaderBytes : 0;
    if (auto fault = headerFault(m_path, header, offset, m_options.maxRecordBytes, left))
        refuse(std::move(*fault));
    std::string framed(static_cast<size_t>(length + kFooterBytes), '\0');
    const int64_t n = preadFully(m_fd, framed.data(), framed.size(), offset + kHeaderBytes);
    if (n < 0)
        refuse(RecordFault::unreadable(m_path, systemCause(errno)));
    if (static_cast<uint64_t>(n) < framed.size())  // the file shrank since it was opened
        refuse(RecordFault::cutOff(m_path, offset, framed.size() - static_cast<uint64_t>(n)));
    const uint32_t stored = static_cast<uint32_t>(readLittleEndian(framed.data() + length, 4));
    framed.resize(static_cast<size_t>(length));
    if (Crc32c::masked(framed) != stored)
        refuse(RecordFault::payloadCrc(m_path, offset, length));
    return framed;
}

}  // namespace osprey
