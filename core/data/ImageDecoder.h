#pragma once

#include <cstdint>
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <vector>

namespace osprey {

// Reads and decodes an image file with OpenCV (jpg, png, bmp, webp, tiff, ...). Returns an empty Mat, and the
// reason in `error`, when the file is missing, not an image, or truncated: a JPEG that stops before its
// end-of-image marker is refused, where libjpeg alone would fill the missing rows with grey.
cv::Mat decodeImageFile(const std::string& path, std::string* error = nullptr);

// The same for bytes already in memory.
cv::Mat decodeImageBytes(const std::vector<uint8_t>& bytes, std::string* error = nullptr);

// The largest file read as one image: 256 MiB, far above any picture a model is trained on (a 16k x 16k PNG
// of noise), and a bound on what one hostile or mistaken file (a sparse 1 GB ".png") makes a loader read.
constexpr long long kMaxImageFileBytes = 256LL << 20;

// The most pixels one image may have: 2^27 (134 million, e.g. 11,585 x 11,585), 402 MB decoded as 8-bit RGB.
// Checked against the size its header states before decoding (PNG, JPEG, BMP); for other formats OpenCV's own
// limit is set to the same number.
constexpr long long kMaxImagePixels = 1LL << 27;

// Width and height as a PNG, JPEG or BMP header states them, from the file's first bytes; nothing for other
// formats or a header that is cut short.
std::optional<cv::Size> headerImageSize(const uint8_t* bytes, size_t size);

// True for the formats Osprey reads, by their first bytes: JPEG, PNG, BMP, WebP, TIFF, PPM/PGM/PBM. OpenCV
// decodes whatever its build knows by content (JPEG 2000, OpenEXR, Sun raster, HDR, ...); a file of another
// kind never reaches the codecs behind those.
bool isFormatOspreyReads(const std::vector<uint8_t>& bytes);

// Why the image in `bytes` is refused before decoding (its header states more than kMaxImagePixels), or
// nothing.
std::optional<std::string> pixelCountProblem(const std::vector<uint8_t>& bytes);

// The whole file in one read; false, with the reason in `error`, when it is not a plain file, cannot be read,
// is empty or is larger than kMaxImageFileBytes.
bool readFileBytes(const std::string& path, std::vector<uint8_t>& bytes, std::string* error = nullptr);

// False for a JPEG that stops before its end-of-image marker (a cut-off download or copy).
bool jpegIsComplete(const std::vector<uint8_t>& bytes);

// Width and height from a PNG or JPEG header without decoding (other formats: a full decode). False when the
// file cannot be read as an image.
bool readImageSize(const std::string& path, int& width, int& height);

// The file extensions (lower case, with the dot) read as images in class folders.
bool hasImageExtension(const std::string& path);

}  // namespace osprey
