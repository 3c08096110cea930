#pragma once

#include <cstdint>
#include <opencv2/core.hpp>
#include <optional>
#include <string>
#include <vector>

#include "data/decode/ImageHeader.h"

namespace osprey {

// Reads and decodes an image file with OpenCV (jpg, png, bmp, webp, tiff, ...). Returns an empty Mat, and the
// reason in `error`, when the file is missing, not an image, or truncated: a JPEG that stops before its
// end-of-image marker is refused, where libjpeg alone would fill the missing rows with grey.
cv::Mat decodeImageFile(const std::string& path, std::string* error = nullptr);

// The same for bytes already in memory. `imreadFlags` other than OpenCV's IMREAD_UNCHANGED ask for another
// form (a reduced grey decode for a perceptual hash, say); the checks before decoding are the same.
cv::Mat decodeImageBytes(const std::vector<uint8_t>& bytes, std::string* error = nullptr,
                         int imreadFlags = -1 /* cv::IMREAD_UNCHANGED */);

// The largest file read as one image: 256 MiB, far above any picture a model is trained on (a 16k x 16k PNG
// of noise), and a bound on what one hostile or mistaken file (a sparse 1 GB ".png") makes a loader read.
constexpr long long kMaxImageFileBytes = 256LL << 20;

// The most pixels one image may have: 2^28 (268 million, 16,384 x 16,384), 805 MB decoded as 8-bit RGB.
// Checked against the size its header states before decoding (data/decode/ImageHeader: every format Osprey
// reads; a TIFF whose first directory cannot be found, or a BigTIFF, is left to OpenCV's own limit of 2^30).
constexpr long long kMaxImagePixels = 1LL << 28;

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
