#include "records/TfRecordWriter.h"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <cstring>

#include "records/Crc32c.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
constexpr size_t kBufferBytes = 1 << 20;

void putLittleEndian(char* out, uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out[i] = static_cast<char>((value >> (8 * i)) & 0xff);
}
}  // namespace

// zlib's deflate over the framed bytes, as a GZIP (window bits 16 + 15) or ZLIB (15) stream.
class TfRecordWriter::Deflater {
public:
    explicit Deflater(RecordCompression compression) {
        const int windowBits = compression == RecordCompression::Gzip ? 16 + MAX_WBITS : MAX_WBITS;
        if (deflateInit2(&m_stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY) !=
            Z_OK)
            throw std::bad_alloc();
    }
    ~Deflater() { deflateEnd(&m_stream); }
    Deflater(const Deflater&) = delete;
    Deflater& operator=(const Deflater&) = delete;

    // Compresses `in`, handing each full output chunk to `out`; `flush` is Z_NO_FLUSH, Z_SYNC_FLUSH or
    // Z_FINISH.
    template <typename Out>
    bool run(const std::string& in, int flush, Out&& out) {
        m_stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
        m_stream.avail_in = static_cast<uInt>(in.size());
        char chunk[1 << 16];
        for (;;) {
            m_stream.next_out = reinterpret_cast<Bytef*>(chunk);
            m_stream.avail_out = sizeof chunk;
            const int rc = deflate(&m_stream, flush);
            if (rc == Z_STREAM_ERROR)
                return false;
            out(chunk, sizeof chunk - m_stream.avail_out);
            if (m_stream.avail_in == 0 && m_stream.avail_out != 0 &&
                (flush != Z_FINISH || rc == Z_STREAM_END))
                return true;
        }
    }

private:
    z_stream m_stream{};
};

TfRecordWriter::TfRecordWriter(std::string path, RecordCompression compression)
    : m_path(std::move(path)), m_compression(compression) {
    if (const auto problem = outputFileProblem(m_path))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}': {cause}"),
                             {{"path", m_path}, {"cause", problem->toJson()}}));
    m_fd = ::open(m_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0644);
    if (m_fd < 0)
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot create '{path}': {cause}"),
                             {{"path", m_path}, {"cause", std::strerror(errno)}}));
    if (m_compression != RecordCompression::None)
        m_deflater = std::make_unique<Deflater>(m_compression);
    m_buffer.reserve(kBufferBytes);
}

TfRecordWriter::~TfRecordWriter() {
    try {
        close();
    } catch (...) {  // close() is how a caller learns of a failure; a destructor must not throw
    }
}

uint64_t TfRecordWriter::write(std::string_view payload) {
    if (m_fd < 0)
        throw std::logic_error("TfRecordWriter::write after close: " + m_path);
    char header[12];
    putLittleEndian(header, payload.size(), 8);
    putLittleEndian(header + 8, Crc32c::masked(std::string_view(header, 8)), 4);
    char footer[4];
    putLittleEndian(footer, Crc32c::masked(payload), 4);
    const uint64_t offset = m_framedBytes;
    append(std::string_view(header, sizeof header));
    append(payload);
    append(std::string_view(footer, sizeof footer));
    m_framedBytes += sizeof header + payload.size() + sizeof footer;
    ++m_records;
    return offset;
}

void TfRecordWriter::append(std::string_view bytes) {
    while (!bytes.empty()) {
        const size_t n = std::min(bytes.size(), kBufferBytes - std::min(kBufferBytes, m_buffer.size()));
        m_buffer.append(bytes.data(), n);
        bytes.remove_prefix(n);
        if (m_buffer.size() >= kBufferBytes)
            drain(false);
    }
}

void TfRecordWriter::flush() {
    if (m_fd < 0)
        return;
    drain(false);
    if (m_deflater &&
        !m_deflater->run(std::string(), Z_SYNC_FLUSH, [this](const char* d, size_t n) { writeOut(d, n); }))
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}': {cause}"));
}

void TfRecordWriter::close() {
    if (m_fd < 0)
        return;
    drain(true);
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0)
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot flush '{path}': {cause}"));
}

// Hands the buffered framed bytes on: to the system, or through the deflater (finishing its stream).
void TfRecordWriter::drain(bool finish) {
    if (!m_deflater) {
        writeOut(m_buffer.data(), m_buffer.size());
    } else if (!m_deflater->run(m_buffer, finish ? Z_FINISH : Z_NO_FLUSH,
                                [this](const char* d, size_t n) { writeOut(d, n); })) {
        errno = EINVAL;
        fail(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}': {cause}"));
    }
    m_buffer.clear();
}

void TfRecordWriter::writeOut(const char* data, size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(m_fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            fail(OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot write '{path}': {cause}"));
        data += n;
        size -= static_cast<size_t>(n);
    }
}

void TfRecordWriter::fail(const char* sentence) {
    const std::string cause = std::strerror(errno ? errno : EIO);
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    throw RuntimeFailure(Reason::sentence(sentence, {{"path", m_path}, {"cause", cause}}));
}

}  // namespace osprey
