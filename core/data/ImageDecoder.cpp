#include "data/ImageDecoder.h"

#include "data/JpegRegionDecoder.h"
#include "util/AtomicFile.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <vector>

namespace osprey {

namespace {

void setError(std::string* error, const std::string& text) {
    if (error)
        *error = text;
}

uint32_t bigEndian(const uint8_t* p, int bytes) {
    uint32_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

int32_t littleEndian32(const uint8_t* p) {
    return static_cast<int32_t>(static_cast<uint32_t>(p[0]) | (static_cast<uint32_t>(p[1]) << 8) |
                                (static_cast<uint32_t>(p[2]) << 16) | (static_cast<uint32_t>(p[3]) << 24));
}

// OpenCV's own pixel limit, for the formats whose header is not read here (WebP, TIFF, PPM): set once, before
// the first decode, unless the user set it.
void limitOpenCvPixels() {
    static const bool set = [] {
        ::setenv("OPENCV_IO_MAX_IMAGE_PIXELS", std::to_string(kMaxImagePixels).c_str(), 0);
        return true;
    }();
    (void)set;
}

// The first start-of-frame marker's size, walking the JPEG's segments.
std::optional<cv::Size> jpegFrameSize(const uint8_t* bytes, size_t size) {
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

}  // namespace

bool jpegIsComplete(const std::vector<uint8_t>& bytes) {
    if (!JpegRegionDecoder::isJpeg(bytes))
        return true;
    // A complete JPEG ends with the EOI marker FF D9; allow some trailing padding after it.
    const size_t window = std::min<size_t>(bytes.size(), 4096);
    for (size_t i = bytes.size() - 1; i + window >= bytes.size() && i >= 1; --i) {
        if (bytes[i - 1] == 0xFF && bytes[i] == 0xD9)
            return true;
    }
    return false;
}

std::optional<cv::Size> headerImageSize(const uint8_t* bytes, size_t size) {
    if (size >= 24 && std::memcmp(bytes, "\x89PNG\r\n\x1a\n", 8) == 0) {
        const uint32_t width = bigEndian(bytes + 16, 4), height = bigEndian(bytes + 20, 4);
        if (width > INT32_MAX || height > INT32_MAX)
            return cv::Size(INT32_MAX, INT32_MAX);
        return cv::Size(static_cast<int>(width), static_cast<int>(height));
    }
    if (size >= 4 && bytes[0] == 0xFF && bytes[1] == 0xD8)
        return jpegFrameSize(bytes, size);
    if (size >= 26 && bytes[0] == 'B' && bytes[1] == 'M') {
        // BITMAPINFOHEADER and later: signed 32-bit width and height (a negative height is top-down).
        const int64_t width = littleEndian32(bytes + 18), height = littleEndian32(bytes + 22);
        const auto clamp = [](int64_t v) {
            return static_cast<int>(std::min<int64_t>(std::llabs(v), INT32_MAX));
        };
        return cv::Size(clamp(width), clamp(height));
    }
    return std::nullopt;
}

bool isFormatOspreyReads(const std::vector<uint8_t>& b) {
    const auto starts = [&b](const char* magic, size_t n, size_t at = 0) {
        return b.size() >= at + n && std::memcmp(b.data() + at, magic, n) == 0;
    };
    return starts("\xff\xd8\xff", 3) || starts("\x89PNG", 4) || starts("BM", 2) ||
           (starts("RIFF", 4) && starts("WEBP", 4, 8)) || starts("II*\0", 4) || starts("MM\0*", 4) ||
           (b.size() >= 2 && b[0] == 'P' && b[1] >= '1' && b[1] <= '6');
}

std::optional<std::string> pixelCountProblem(const std::vector<uint8_t>& bytes) {
    const auto stated = headerImageSize(bytes.data(), bytes.size());
    if (!stated || static_cast<long long>(stated->width) * stated->height <= kMaxImagePixels)
        return std::nullopt;
    return "its header states " + std::to_string(stated->width) + " x " + std::to_string(stated->height) +
           " pixels, more than the " + std::to_string(kMaxImagePixels) + " one image may have";
}

bool readFileBytes(const std::string& path, std::vector<uint8_t>& bytes, std::string* error) {
    // Checked first: a folder opens as a stream that claims 2^63 bytes, a FIFO blocks the open.
    if (const auto problem = fileProblem(path, kMaxImageFileBytes)) {
        setError(error, *problem);
        return false;
    }
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) {
        setError(error, "cannot open the file");
        return false;
    }
    const std::streamsize size = in.tellg();
    if (size <= 0) {
        setError(error, "the file is empty");
        return false;
    }
    bytes.resize(static_cast<size_t>(size));
    in.seekg(0);
    if (!in.read(reinterpret_cast<char*>(bytes.data()), size)) {
        setError(error, "cannot read the file");
        return false;
    }
    return true;
}

cv::Mat decodeImageFile(const std::string& path, std::string* error) {
    std::vector<uint8_t> bytes;
    if (!readFileBytes(path, bytes, error))
        return {};
    return decodeImageBytes(bytes, error);
}

cv::Mat decodeImageBytes(const std::vector<uint8_t>& bytes, std::string* error) {
    if (!jpegIsComplete(bytes)) {
        setError(error, "truncated JPEG (no end-of-image marker)");
        return {};
    }
    if (!isFormatOspreyReads(bytes)) {
        setError(error, "not a JPEG, PNG, BMP, WebP, TIFF or PPM/PGM image");
        return {};
    }
    if (const auto problem = pixelCountProblem(bytes)) {
        setError(error, *problem);
        return {};
    }
    limitOpenCvPixels();
    cv::Mat image;
    try {
        image = cv::imdecode(bytes, cv::IMREAD_UNCHANGED);
    } catch (const cv::Exception& e) {
        setError(error, std::string("OpenCV cannot decode it: ") + e.what());
        return {};
    }
    if (image.empty()) {
        setError(error, "not an image OpenCV can decode");
        return {};
    }
    if (image.depth() != CV_8U) {
        // 16-bit PNG/TIFF: scale into 8 bits.
        cv::Mat converted;
        const double scale = image.depth() == CV_16U ? 1.0 / 257.0 : 255.0;
        image.convertTo(converted, CV_8U, scale);
        image = converted;
    }
    return image;
}

bool hasImageExtension(const std::string& path) {
    static const std::array<const char*, 10> extensions = {".jpg", ".jpeg", ".png", ".bmp", ".webp",
                                                           ".tif", ".tiff", ".ppm", ".pgm", ".jpe"};
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

bool readImageSize(const std::string& path, int& width, int& height) {
    if (fileProblem(path, kMaxImageFileBytes))
        return false;
    // A JPEG's frame header follows its metadata segments (EXIF, ICC), usually within the first 64 KiB.
    std::ifstream in(path, std::ios::binary);
    std::vector<uint8_t> head(256 << 10);
    in.read(reinterpret_cast<char*>(head.data()), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<size_t>(std::max<std::streamsize>(in.gcount(), 0)));
    if (const auto stated = headerImageSize(head.data(), head.size())) {
        width = stated->width;
        height = stated->height;
        return width > 0 && height > 0;
    }
    const cv::Mat image = decodeImageFile(path);
    width = image.cols;
    height = image.rows;
    return !image.empty();
}

}  // namespace osprey
