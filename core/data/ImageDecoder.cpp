#include "data/ImageDecoder.h"

#include "data/JpegRegionDecoder.h"
#include "util/AtomicFile.h"

#include <algorithm>
#include <array>
#include <cctype>
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
    std::ifstream in(path, std::ios::binary);
    unsigned char head[32] = {};
    in.read(reinterpret_cast<char*>(head), sizeof head);
    if (in.gcount() >= 24 && head[0] == 0x89 && head[1] == 'P' && head[2] == 'N' && head[3] == 'G') {
        width = (head[16] << 24) | (head[17] << 16) | (head[18] << 8) | head[19];
        height = (head[20] << 24) | (head[21] << 16) | (head[22] << 8) | head[23];
        return width > 0 && height > 0;
    }
    if (in.gcount() >= 4 && head[0] == 0xFF && head[1] == 0xD8) {
        // Walk the JPEG segments to the first start-of-frame marker.
        in.clear();
        in.seekg(2);
        for (;;) {
            unsigned char marker[4];
            if (!in.read(reinterpret_cast<char*>(marker), 4) || marker[0] != 0xFF)
                break;
            const int length = (marker[2] << 8) | marker[3];
            const unsigned char type = marker[1];
            const bool frame = type >= 0xC0 && type <= 0xCF && type != 0xC4 && type != 0xC8 && type != 0xCC;
            if (frame) {
                unsigned char sof[5];
                if (!in.read(reinterpret_cast<char*>(sof), 5))
                    break;
                height = (sof[1] << 8) | sof[2];
                width = (sof[3] << 8) | sof[4];
                return width > 0 && height > 0;
            }
            if (length < 2)
                break;
            in.seekg(length - 2, std::ios::cur);
        }
    }
    const cv::Mat image = decodeImageFile(path);
    width = image.cols;
    height = image.rows;
    return !image.empty();
}

}  // namespace osprey
