#pragma once

#include <cstddef>
#include <cstdint>
#include <opencv2/core/types.hpp>
#include <optional>
#include <vector>

namespace osprey {

// What an image file's first bytes say, read without decoding it (data/decode/ImageDecoder checks them before
// OpenCV allocates anything).

// True for the formats Osprey reads, by their first bytes: JPEG, PNG, BMP, WebP, TIFF (not BigTIFF),
// PPM/PGM/PBM. OpenCV decodes whatever its build knows by content (JPEG 2000, OpenEXR, Sun raster, HDR, ...);
// a file of another kind never reaches the codecs behind those.
bool isFormatOspreyReads(const std::vector<uint8_t>& bytes);

// Width and height as the header states them: PNG, JPEG (its first frame header), BMP (Windows and OS/2),
// WebP (lossy, lossless, extended), PNM, and classic TIFF (its first directory, when it lies within `size`).
// Nothing for another format, BigTIFF, or a header cut short.
std::optional<cv::Size> headerImageSize(const uint8_t* bytes, size_t size);

}  // namespace osprey
