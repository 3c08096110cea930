#include "data/decode/ImageDecoder.h"

#include "data/decode/ImageHeader.h"
#include "data/decode/JpegRegionDecoder.h"
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

cv::Mat decodeImageBytes(const std::vector<uint8_t>& bytes, std::string* error, int imreadFlags) {
    if (!jpegIsComplete(bytes)) {
        setError(error, "truncated JPEG (no end-of-image marker)");
        return {};
    }
    if (!isFormatOspreyReads(bytes)) {
        setError(error, "not a JPEG, PNG, BMP, WebP, TIFF or PPM/PGM image");
        return {};
    }
    // Every format Osprey reads states its size where headerImageSize finds it; a file whose header cannot be
    // read is damaged or cut off, and is not handed to the codecs.
    if (!headerImageSize(bytes.data(), bytes.size())) {
        setError(error, "its header cannot be read (a damaged or cut-off file)");
        return {};
    }
    if (const auto problem = pixelCountProblem(bytes)) {
        setError(error, *problem);
        return {};
    }
    cv::Mat image;
    try {
        image = cv::imdecode(bytes, imreadFlags);
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
    // A JPEG's frame header follows its metadata segments (EXIF, ICC), nearly always within the first 64 KiB;
    // when it does not (or for a TIFF whose directory comes last), the file is decoded instead.
    std::ifstream in(path, std::ios::binary);
    std::vector<uint8_t> head(64 << 10);
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
