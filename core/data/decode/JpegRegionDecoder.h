#pragma once

#include <cstdint>
#include <functional>
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

    // Picks the region to decode from the image's full width and height.
    using RegionChooser = std::function<cv::Rect(int width, int height)>;

    // The RGB pixels of the region `choose` picks (full-resolution coordinates), scaled by the smallest M/8
    // that still leaves at least `minWidth` x `minHeight` pixels. Empty, with the reason in `error`, for a
    // corrupt file.
    //
    // A region scaled by M/8 rarely starts and ends on whole scaled pixels. With `exact`, the pixels returned
    // reach a pixel beyond the region on each side where the picture has one, and `exact` says where the
    // region lies in them, in fractions of a pixel, so that a resize can sample exactly the chosen region (as
    // a decoder of the whole picture does); without it, the region is rounded down to whole scaled pixels.
    static cv::Mat decodeRegion(const std::vector<uint8_t>& bytes, const RegionChooser& choose, int minWidth,
                                int minHeight, std::string* error, cv::Rect2d* exact = nullptr);
};

}  // namespace osprey
