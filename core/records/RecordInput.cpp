#include "records/RecordInput.h"

#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>

namespace osprey {

namespace {
constexpr size_t kRawChunk = 256 << 10;
}

// zlib's inflate; window bits 16 + 15 take a GZIP stream, 15 a ZLIB one.
class RecordInput::Inflater {
public:
    explicit Inflater(RecordCompression compression)
        : m_windowBits(compression == RecordCompression::Gzip ? 16 + MAX_WBITS : MAX_WBITS) {
        if (inflateInit2(&m_stream, m_windowBits) != Z_OK)
            throw std::bad_alloc();
    }
    ~Inflater() { inflateEnd(&m_stream); }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;

    z_stream m_stream{};
    int m_windowBits;
    bool m_streamEnded = false;  // the last stream ended and no more input has been seen yet
};

RecordInput::RecordInput(int fd, RecordCompression compression, uint64_t fileBytes)
    : m_fd(fd), m_chunk(static_cast<size_t>(std::clamp<uint64_t>(fileBytes + 1, 4096, kRawChunk))) {
    if (compression != RecordCompression::None)
        m_inflater = std::make_unique<Inflater>(compression);
}

RecordInput::~RecordInput() {
    ::close(m_fd);
}

// More of the file into m_raw (what was used is dropped); false at its end or an error.
bool RecordInput::fillRaw() {
    if (m_rawEnd)
        return false;
    m_raw.erase(0, m_rawAt);
    m_rawAt = 0;
    const size_t had = m_raw.size();
    m_raw.resize(had + m_chunk);
    for (;;) {
        const ssize_t n = ::read(m_fd, m_raw.data() + had, m_chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            m_error = std::strerror(errno);
        m_raw.resize(had + static_cast<size_t>(n > 0 ? n : 0));
        if (n <= 0)
            m_rawEnd = true;
        return n > 0;
    }
}

size_t RecordInput::readFile(char* out, size_t size) {
    size_t done = 0;
    while (done < size) {
        if (m_rawAt == m_raw.size() && !fillRaw())
            break;
        const size_t n = std::min(size - done, m_raw.size() - m_rawAt);
        std::memcpy(out + done, m_raw.data() + m_rawAt, n);
        m_rawAt += n;
        done += n;
    }
    return done;
}

size_t RecordInput::read(char* out, size_t size) {
    size_t done = 0;
    if (!m_inflater) {
        done = readFile(out, size);
        m_position += done;
        return done;
    }
    z_stream& s = m_inflater->m_stream;
    while (done < size && m_error.empty()) {
        if (m_rawAt == m_raw.size() && !fillRaw()) {
            // The end of the file inside a stream: its last bytes are missing, even where records end there.
            if (m_error.empty() && !m_inflater->m_streamEnded && s.total_in > 0)
                m_error = "the compressed stream is cut short";
            break;
        }
        if (m_inflater->m_streamEnded) {  // another stream follows the last one
            inflateReset(&s);
            m_inflater->m_streamEnded = false;
        }
        s.next_in = reinterpret_cast<Bytef*>(m_raw.data() + m_rawAt);
        s.avail_in = static_cast<uInt>(std::min<size_t>(m_raw.size() - m_rawAt, 1u << 30));
        s.next_out = reinterpret_cast<Bytef*>(out + done);
        s.avail_out = static_cast<uInt>(std::min<size_t>(size - done, 1u << 30));
        const uInt availIn = s.avail_in, availOut = s.avail_out;
        const int rc = inflate(&s, Z_NO_FLUSH);
        m_rawAt += availIn - s.avail_in;
        done += availOut - s.avail_out;
        if (rc == Z_STREAM_END)
            m_inflater->m_streamEnded = true;
        else if (rc == Z_BUF_ERROR && s.avail_in == 0)
            continue;  // needs more input
        else if (rc != Z_OK)
            m_error = s.msg ? s.msg : "zlib error " + std::to_string(rc);
    }
    m_position += done;
    return done;
}

uint64_t RecordInput::skip(uint64_t size) {
    uint64_t done = 0;
    if (!m_inflater) {
        const uint64_t buffered = std::min<uint64_t>(size, m_raw.size() - m_rawAt);
        m_rawAt += static_cast<size_t>(buffered);
        done = buffered;
        if (done < size && !m_rawEnd) {
            const off_t here = ::lseek(m_fd, 0, SEEK_CUR);
            const off_t end = ::lseek(m_fd, 0, SEEK_END);
            const uint64_t step = std::min<uint64_t>(size - done, static_cast<uint64_t>(end - here));
            ::lseek(m_fd, here + static_cast<off_t>(step), SEEK_SET);
            done += step;
        }
        m_position += done;
        return done;
    }
    char discard[1 << 16];
    while (done < size) {
        const size_t want = static_cast<size_t>(std::min<uint64_t>(size - done, sizeof discard));
        const size_t got = read(discard, want);  // counts its own position
        done += got;
        if (got < want)
            break;
    }
    return done;
}

}  // namespace osprey
