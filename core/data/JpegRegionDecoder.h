#pragma once

#include <cstdint>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

namespace osprey {

// Decodes only the part of a JPEG that a crop needs, with libjpeg-turbo: rows above the region are skipped,
// columns outside it are not transformed, and when the region is larger than the output needs, the DCT scales
// it down by M/8 while decoding. A random-resized crop of a photo thus costs a fraction of a full decode.
class JpegRegionDecoder {
public:
    static bool isJpeg(const std::vector<uint8_t>& bytes);

    // Width and height from the header; false when the header cannot be read.
    static bool readSize(const std::vector<uint8_t>& bytes, int& width, int& height);

    // The RGB pixels of `region` (full-resolution coordinates), scaled by the smallest M/8 that still leaves
    // at least `minWidth` x `minHeight` pixels. Empty, with the reason in `error`, for a corrupt or truncated
    // file.
    static cv::Mat decodeRegion(const std::vector<uint8_t>& bytes, const cv::Rect& region, int minWidth,
                                int minHeight, std::string* error);
};

}  // namespace osprey
