#pragma once

#include <math.h>  // fminf & co. for the host; nvcc has its own for the device

#include <cstdint>

// Compiled by nvcc into the kernel (CropResizeKernel.cu) and by the host compiler into TestGpuDecode, which
// checks the arithmetic against OpenCV's resize on the CPU.
#ifdef __CUDACC__
#define OSPREY_HOST_DEVICE __host__ __device__
#else
#define OSPREY_HOST_DEVICE
#endif

namespace osprey {

// One row of the output batch for launchCropResize(): where its pixels are on the device and which part of
// them becomes the row.
struct CropResizeRow {
    const uint8_t* pixels = nullptr;  // interleaved RGB
    int32_t pitch = 0;                // bytes from one pixel row to the next
    int32_t x = 0, y = 0;             // the crop's top-left corner in `pixels`
    int32_t width = 0, height = 0;    // the crop's size
    int32_t flip = 0;                 // 1: mirrored left to right
};

// The source taps of output coordinate `o` along one axis of `length` source pixels shrunk by `ratio`
// (source pixels per output pixel): area averaging covers [o * ratio, (o + 1) * ratio) with each pixel
// weighted by its overlap; bilinear takes the two pixels around (o + 0.5) * ratio - 0.5 (OpenCV's
// INTER_LINEAR, its position clamped to the crop).
struct AxisTaps {
    int first = 0;
    int count = 0;
    float start = 0, end = 0;  // area: the covered interval
    float frac = 0;            // bilinear: the second pixel's weight
    bool area = false;

    OSPREY_HOST_DEVICE AxisTaps(int o, float ratio, int length, bool useArea) {
        area = useArea && ratio > 1.0f;
        if (area) {
            start = static_cast<float>(o) * ratio;
            end = fminf(start + ratio, static_cast<float>(length));
            first = static_cast<int>(floorf(start));
            count = static_cast<int>(ceilf(end)) - first;
        } else {
            float f = (static_cast<float>(o) + 0.5f) * ratio - 0.5f;
            f = fminf(fmaxf(f, 0.0f), static_cast<float>(length - 1));
            first = static_cast<int>(floorf(f));
            frac = f - static_cast<float>(first);
            count = first + 1 < length ? 2 : 1;
        }
    }

    OSPREY_HOST_DEVICE float weight(int t, float ratio) const {
        if (area) {
            const float lo = fmaxf(start, static_cast<float>(first + t));
            const float hi = fminf(end, static_cast<float>(first + t + 1));
            return (hi - lo) / ratio;
        }
        return t == 0 ? (count == 2 ? 1.0f - frac : 1.0f) : frac;
    }
};

// Output pixel (ox, oy) of a `size` x `size` row: its crop resized with area averaging along each axis it
// shrinks (the CPU path's JPEG decoding shrinks a large crop in the DCT, which averages much as this does;
// bilinear there would alias fine texture) and bilinear along an axis it enlarges, mirrored where asked,
// rounded to 8 bits as the CPU path's pixels are. Writes R, G, B (0..255) to `rgb`.
OSPREY_HOST_DEVICE inline void cropResizePixel(const CropResizeRow& row, int size, int ox, int oy,
                                               float rgb[3]) {
    const int sx = row.flip ? size - 1 - ox : ox;
    const float rx = static_cast<float>(row.width) / static_cast<float>(size);
    const float ry = static_cast<float>(row.height) / static_cast<float>(size);
    const bool area = row.width > size || row.height > size;
    const AxisTaps tx(sx, rx, row.width, area), ty(oy, ry, row.height, area);
    float sum[3] = {0.0f, 0.0f, 0.0f};
    for (int j = 0; j < ty.count; ++j) {
        const float wy = ty.weight(j, ry);
        const uint8_t* line = row.pixels + static_cast<int64_t>(row.y + ty.first + j) * row.pitch;
        for (int i = 0; i < tx.count; ++i) {
            const float w = wy * tx.weight(i, rx);
            const uint8_t* p = line + 3 * (row.x + tx.first + i);
            sum[0] += w * static_cast<float>(p[0]);
            sum[1] += w * static_cast<float>(p[1]);
            sum[2] += w * static_cast<float>(p[2]);
        }
    }
    for (int c = 0; c < 3; ++c)
        rgb[c] = rintf(fminf(fmaxf(sum[c], 0.0f), 255.0f));
}

}  // namespace osprey
