#include "data/decode/JpegRegionDecoder.h"

#include <cmath>

// clang-format off
#include <cstdio>
#include <jpeglib.h>
// clang-format on
#include <csetjmp>
#include <cstring>

namespace osprey {

namespace {

struct ErrorManager {
    jpeg_error_mgr base;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

extern "C" void onJpegError(j_common_ptr info) {
    auto* manager = reinterpret_cast<ErrorManager*>(info->err);
    (*info->err->format_message)(info, manager->message);
    std::longjmp(manager->jump, 1);
}

extern "C" void onJpegMessage(j_common_ptr /*info*/, int /*level*/) {
    // Warnings are counted in num_warnings and judged after decoding; nothing goes to stderr.
}

}  // namespace

bool JpegRegionDecoder::isJpeg(const std::vector<uint8_t>& bytes) {
    return bytes.size() >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF;
}

cv::Mat JpegRegionDecoder::decodeRegion(const std::vector<uint8_t>& bytes, const RegionChooser& choose,
                                        int minWidth, int minHeight, std::string* error, cv::Rect2d* exact) {
    // Everything that must survive a longjmp is created before setjmp.
    cv::Mat rows;
    cv::Mat out;
    jpeg_decompress_struct info;
    ErrorManager errors;
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = onJpegError;
    errors.base.emit_message = onJpegMessage;
    jpeg_create_decompress(&info);
    if (setjmp(errors.jump)) {
        if (error)
            *error = std::string("corrupt JPEG: ") + errors.message;
        jpeg_destroy_decompress(&info);
        return cv::Mat();
    }
    jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
    jpeg_read_header(&info, TRUE);
    const int fullWidth = static_cast<int>(info.image_width),
              fullHeight = static_cast<int>(info.image_height);
    const cv::Rect r = choose(fullWidth, fullHeight) & cv::Rect(0, 0, fullWidth, fullHeight);
    if (r.width <= 0 || r.height <= 0) {
        if (error)
            *error = "crop region outside the image";
        jpeg_destroy_decompress(&info);
        return cv::Mat();
    }
    // The smallest M/8 that keeps the region at least as large as the output needs.
    unsigned int scale = 8;
    while (scale > 1 && r.width * static_cast<int>(scale - 1) >= 8 * minWidth &&
           r.height * static_cast<int>(scale - 1) >= 8 * minHeight) {
        --scale;
    }
    info.scale_num = scale;
    info.scale_denom = 8;
    info.out_color_space = JCS_RGB;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);
    // Region in the scaled output's coordinates.
    const auto scaled = [&](int v) { return static_cast<JDIMENSION>((static_cast<int64_t>(v) * scale) / 8); };
    JDIMENSION left = scaled(r.x);
    JDIMENSION top = scaled(r.y);
    JDIMENSION width = std::max<JDIMENSION>(1, std::min(scaled(r.width), info.output_width - left));
    JDIMENSION height = std::max<JDIMENSION>(1, std::min(scaled(r.height), info.output_height - top));
    if (exact && scale < 8) {
        // The region's fractional edges, and a pixel of margin for the resize's taps there.
        const double s = scale / 8.0;
        const auto beyond = [&](int end, JDIMENSION limit) {
            return std::min<JDIMENSION>(limit, static_cast<JDIMENSION>(std::ceil(end * s)) + 1);
        };
        width = beyond(r.x + r.width, info.output_width) - left;
        height = beyond(r.y + r.height, info.output_height) - top;
        *exact = cv::Rect2d(r.x * s - left, r.y * s - top, r.width * s, r.height * s);
    } else if (exact) {
        *exact = cv::Rect2d(0, 0, width, height);
    }
    JDIMENSION croppedLeft = left, croppedWidth = width;
    if (croppedLeft > 0 || croppedWidth < info.output_width)
        jpeg_crop_scanline(&info, &croppedLeft, &croppedWidth);
    if (top > 0)
        jpeg_skip_scanlines(&info, top);
    rows.create(static_cast<int>(height), static_cast<int>(croppedWidth), CV_8UC3);
    for (JDIMENSION y = 0; y < height && info.output_scanline < info.output_height; ++y) {
        JSAMPROW row = rows.ptr<uint8_t>(static_cast<int>(y));
        jpeg_read_scanlines(&info, &row, 1);
    }
    const long warnings = errors.base.num_warnings;
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (warnings > 0) {
        if (error)
            *error = "corrupt JPEG data";
        return cv::Mat();
    }
    // jpeg_crop_scanline widens the region to whole iMCU columns; cut it back.
    out = rows(
        cv::Rect(static_cast<int>(left - croppedLeft), 0, static_cast<int>(width), static_cast<int>(height)));
    return out;
}

}  // namespace osprey
