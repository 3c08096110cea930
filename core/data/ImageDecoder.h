#pragma once

#include <opencv2/core.hpp>
#include <string>

namespace osprey {

// Reads and decodes an image file with OpenCV (jpg, png, bmp, webp, tiff, ...). Returns an empty Mat, and the
// reason in `error`, when the file is missing, not an image, or truncated: a JPEG that stops before its
// end-of-image marker is refused, where libjpeg alone would fill the missing rows with grey.
cv::Mat decodeImageFile(const std::string& path, std::string* error = nullptr);

// The file extensions (lower case, with the dot) read as images in class folders.
bool hasImageExtension(const std::string& path);

}  // namespace osprey
