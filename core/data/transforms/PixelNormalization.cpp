#include "data/transforms/PixelNormalization.h"

#include <algorithm>

namespace osprey {

PixelNormalization PixelNormalization::fromMeanStd(const std::array<float, 3>& mean,
                                                   const std::array<float, 3>& std) {
    PixelNormalization n;
    for (size_t c = 0; c < 3; ++c) {
        n.scale[c] = 1.0f / (255.0f * std[c]);
        n.shift[c] = -mean[c] / std[c];
    }
    return n;
}

void PixelNormalization::toPlanes(const uint8_t* rgb, int size, int width, int height, float* planes) const {
    const size_t plane = static_cast<size_t>(size) * static_cast<size_t>(size);
    if (width < size || height < size)
        std::fill(planes, planes + 3 * plane, 0.0f);
    float* r = planes;
    float* g = planes + plane;
    float* b = planes + 2 * plane;
    for (int y = 0; y < height; ++y) {
        const uint8_t* row = rgb + static_cast<size_t>(y) * static_cast<size_t>(size) * 3;
        const size_t base = static_cast<size_t>(y) * static_cast<size_t>(size);
        for (int x = 0; x < width; ++x) {
            const uint8_t* p = row + 3 * x;
            r[base + x] = static_cast<float>(p[0]) * scale[0] + shift[0];
            g[base + x] = static_cast<float>(p[1]) * scale[1] + shift[1];
            b[base + x] = static_cast<float>(p[2]) * scale[2] + shift[2];
        }
    }
}

}  // namespace osprey
