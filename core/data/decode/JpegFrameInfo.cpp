#include "data/decode/JpegFrameInfo.h"

#include <cstring>

namespace osprey {

namespace {

uint32_t bigEndian16(const uint8_t* p) {
    return (static_cast<uint32_t>(p[0]) << 8) | p[1];
}

bool isFrameMarker(uint8_t type) {
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    return type >= 0xC0 && type <= 0xCF && type != 0xC4 && type != 0xC8 && type != 0xCC;
}

}  // namespace

std::optional<JpegFrameInfo> JpegFrameInfo::read(const uint8_t* bytes, size_t size) {
    if (size < 4 || bytes[0] != 0xFF || bytes[1] != 0xD8)
        return std::nullopt;
    JpegFrameInfo info;
    size_t at = 2;
    while (at + 4 <= size) {
        if (bytes[at] != 0xFF)
            return std::nullopt;
        const uint8_t type = bytes[at + 1];
        if (type == 0xFF) {  // fill byte
            ++at;
            continue;
        }
        const size_t length = bigEndian16(bytes + at + 2);
        if (length < 2 || at + 2 + length > size)
            return std::nullopt;
        const uint8_t* segment = bytes + at + 4;  // after the length
        if (type == 0xEE && length >= 14 && std::memcmp(segment, "Adobe", 5) == 0)
            info.adobeTransform = segment[11];
        if (type == 0xDA)  // a scan before any frame header
            return std::nullopt;
        if (isFrameMarker(type)) {
            if (length < 8)
                return std::nullopt;
            info.frameMarker = type;
            info.precision = segment[0];
            info.height = static_cast<int>(bigEndian16(segment + 1));
            info.width = static_cast<int>(bigEndian16(segment + 3));
            info.components = segment[5];
            if (length < 8 + 3 * static_cast<size_t>(info.components))
                return std::nullopt;
            for (int c = 0; c < info.components && c < 4; ++c) {
                const uint8_t* component = segment + 6 + 3 * c;
                info.componentIds[static_cast<size_t>(c)] = component[0];
                info.sampling[static_cast<size_t>(c)] = {static_cast<uint8_t>(component[1] >> 4),
                                                         static_cast<uint8_t>(component[1] & 0x0F)};
            }
            return info;
        }
        at += 2 + length;
    }
    return std::nullopt;
}

JpegRoute JpegRoute::of(const uint8_t* bytes, size_t size) {
    const auto info = JpegFrameInfo::read(bytes, size);
    if (!info)
        return {false, "not a JPEG, or no frame header"};
    if (info->frameMarker == 0xC2 || info->frameMarker == 0xC6 || info->frameMarker == 0xCA ||
        info->frameMarker == 0xCE)
        return {false, "progressive JPEG"};
    if (info->frameMarker != 0xC0)
        return {false, "not a baseline JPEG (frame marker " + std::to_string(info->frameMarker) + ")"};
    if (info->precision != 8)
        return {false, std::to_string(info->precision) + "-bit samples"};
    if (info->width <= 0 || info->height <= 0)
        return {false, "no size in the frame header"};
    if (info->components == 1)
        return {true, ""};
    if (info->components != 3)
        return {false, std::to_string(info->components) + " colour components (CMYK or YCCK)"};
    // Three components are YCbCr unless an Adobe marker says "no transform" or the ids spell R, G, B
    // (what libjpeg, the CPU path, takes them for).
    const auto& ids = info->componentIds;
    if (info->adobeTransform == 0 || (ids[0] == 'R' && ids[1] == 'G' && ids[2] == 'B'))
        return {false, "RGB, not YCbCr, components"};
    const auto& s = info->sampling;
    if (s[1][0] != 1 || s[1][1] != 1 || s[2][0] != 1 || s[2][1] != 1)
        return {false, "unusual chroma sampling"};
    const int h = s[0][0], v = s[0][1];
    const bool known = (h == 1 || h == 2) && (v == 1 || v == 2);  // 4:4:4, 4:2:2, 4:4:0, 4:2:0
    if (!known)
        return {false, "chroma subsampling " + std::to_string(h) + "x" + std::to_string(v) +
                           " (4:1:1 and 4:1:0 are not decoded by the GPU)"};
    return {true, ""};
}

}  // namespace osprey
