#include "data/decode/ImageHeader.h"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstring>

namespace osprey {

namespace {

uint32_t bigEndian(const uint8_t* p, int bytes) {
    uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

uint32_t littleEndian(const uint8_t* p, int bytes) {
    uint32_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

int clampSide(int64_t v) {
    return static_cast<int>(std::min<int64_t>(v < 0 ? -v : v, INT32_MAX));
}

bool startsWith(const uint8_t* bytes, size_t size, const char* magic, size_t n, size_t at = 0) {
    return size >= at + n && std::memcmp(bytes + at, magic, n) == 0;
}

// The first start-of-frame marker's size, walking the JPEG's segments.
std::optional<cv::Size> jpegSize(const uint8_t* bytes, size_t size) {
    size_t at = 2;
    while (at + 4 <= size) {
        if (bytes[at] != 0xFF)
            return std::nullopt;
        const uint8_t type = bytes[at + 1];
        if (type == 0xFF) {  // fill byte
            ++at;
            continue;
        }
        const size_t length = bigEndian(bytes + at + 2, 2);
        const bool frame = type >= 0xC0 && type <= 0xCF && type != 0xC4 && type != 0xC8 && type != 0xCC;
        if (frame) {
            if (at + 9 > size)
                return std::nullopt;
            return cv::Size(static_cast<int>(bigEndian(bytes + at + 7, 2)),
                            static_cast<int>(bigEndian(bytes + at + 5, 2)));
        }
        if (length < 2)
            return std::nullopt;
        at += 2 + length;
    }
    return std::nullopt;
}

std::optional<cv::Size> bmpSize(const uint8_t* bytes, size_t size) {
    if (size < 26)
        return std::nullopt;
    if (littleEndian(bytes + 14, 4) == 12)  // OS/2 BITMAPCOREHEADER: unsigned 16-bit sides
        return cv::Size(static_cast<int>(littleEndian(bytes + 18, 2)),
                        static_cast<int>(littleEndian(bytes + 20, 2)));
    // BITMAPINFOHEADER and later: signed 32-bit sides (a negative height is top-down).
    return cv::Size(clampSide(static_cast<int32_t>(littleEndian(bytes + 18, 4))),
                    clampSide(static_cast<int32_t>(littleEndian(bytes + 22, 4))));
}

std::optional<cv::Size> webpSize(const uint8_t* bytes, size_t size) {
    if (startsWith(bytes, size, "VP8 ", 4, 12) && size >= 30)  // lossy: 14-bit sides after the start code
        return cv::Size(static_cast<int>(littleEndian(bytes + 26, 2) & 0x3fff),
                        static_cast<int>(littleEndian(bytes + 28, 2) & 0x3fff));
    if (startsWith(bytes, size, "VP8L", 4, 12) && size >= 25) {  // lossless: 14-bit sides minus one
        const uint32_t bits = littleEndian(bytes + 21, 4);
        return cv::Size(static_cast<int>((bits & 0x3fff) + 1), static_cast<int>(((bits >> 14) & 0x3fff) + 1));
    }
    if (startsWith(bytes, size, "VP8X", 4, 12) && size >= 30)  // extended: 24-bit canvas sides minus one
        return cv::Size(static_cast<int>(littleEndian(bytes + 24, 3) + 1),
                        static_cast<int>(littleEndian(bytes + 27, 3) + 1));
    return std::nullopt;
}

// "P6 # comment\n 640 480 255\n...": the two numbers after the magic, skipping white space and comments. Only
// a header every reader reads alike is accepted: each number ends in white space (OpenCV reads "640#c\n9" in
// its own way, and a fuzzer found one it took for a 2.8 GB picture), and a comment ends at a line feed or a
// carriage return, as OpenCV ends it.
std::optional<cv::Size> pnmSize(const uint8_t* bytes, size_t size) {
    size_t at = 2;
    int64_t sides[2] = {0, 0};
    for (int64_t& side : sides) {
        while (at < size && (std::isspace(bytes[at]) || bytes[at] == '#')) {
            if (bytes[at] == '#') {
                while (at < size && bytes[at] != '\n' && bytes[at] != '\r')
                    ++at;
            } else {
                ++at;
            }
        }
        if (at >= size || !std::isdigit(bytes[at]))
            return std::nullopt;
        while (at < size && std::isdigit(bytes[at]) && side <= INT32_MAX)
            side = side * 10 + (bytes[at++] - '0');
        if (at >= size || !std::isspace(bytes[at]))
            return std::nullopt;
    }
    return cv::Size(clampSide(sides[0]), clampSide(sides[1]));
}

// Classic TIFF: tags 256 (ImageWidth) and 257 (ImageLength) of the first directory.
std::optional<cv::Size> tiffSize(const uint8_t* bytes, size_t size) {
    const bool little = bytes[0] == 'I';
    const auto read = [&](size_t at, int n) {
        return little ? littleEndian(bytes + at, n) : bigEndian(bytes + at, n);
    };
    const size_t directory = read(4, 4);
    if (directory + 2 > size)
        return std::nullopt;
    const size_t entries = read(directory, 2);
    int64_t width = -1, height = -1;
    for (size_t i = 0; i < entries && directory + 2 + 12 * (i + 1) <= size; ++i) {
        const size_t entry = directory + 2 + 12 * i;
        const uint32_t tag = read(entry, 2), type = read(entry + 2, 2);
        if (tag != 256 && tag != 257)
            continue;
        const int64_t value = type == 3 ? read(entry + 8, 2) : type == 4 ? read(entry + 8, 4) : -1;
        (tag == 256 ? width : height) = value;
    }
    if (width < 0 || height < 0)
        return std::nullopt;
    return cv::Size(clampSide(width), clampSide(height));
}

}  // namespace

bool isFormatOspreyReads(const std::vector<uint8_t>& b) {
    // The signatures OpenCV's decoders claim a file by, exactly: a file that passes here but is claimed by
    // none of them is offered to every other decoder its build has (a "P5#..." reached GDCM's DICOM reader,
    // which aborts on an assertion: found by FuzzImage).
    const uint8_t* p = b.data();
    const size_t n = b.size();
    return startsWith(p, n, "\xff\xd8\xff", 3) || startsWith(p, n, "\x89PNG\r\n\x1a\n", 8) ||
           startsWith(p, n, "BM", 2) || (startsWith(p, n, "RIFF", 4) && startsWith(p, n, "WEBPVP8", 7, 8)) ||
           startsWith(p, n, "II*\0", 4) || startsWith(p, n, "MM\0*", 4) ||
           (n >= 3 && p[0] == 'P' && p[1] >= '1' && p[1] <= '6' && std::isspace(p[2]));
}

std::optional<cv::Size> headerImageSize(const uint8_t* bytes, size_t size) {
    if (size >= 24 && std::memcmp(bytes, "\x89PNG\r\n\x1a\n", 8) == 0)
        return cv::Size(clampSide(bigEndian(bytes + 16, 4)), clampSide(bigEndian(bytes + 20, 4)));
    if (size >= 4 && bytes[0] == 0xFF && bytes[1] == 0xD8)
        return jpegSize(bytes, size);
    if (startsWith(bytes, size, "BM", 2))
        return bmpSize(bytes, size);
    if (startsWith(bytes, size, "RIFF", 4) && startsWith(bytes, size, "WEBP", 4, 8))
        return webpSize(bytes, size);
    if (size >= 8 && (startsWith(bytes, size, "II*\0", 4) || startsWith(bytes, size, "MM\0*", 4)))
        return tiffSize(bytes, size);
    if (size >= 3 && bytes[0] == 'P' && bytes[1] >= '1' && bytes[1] <= '6')
        return pnmSize(bytes, size);
    return std::nullopt;
}

}  // namespace osprey
