#pragma once

#include <array>
#include <cstdint>

namespace osprey {

// How 8-bit RGB pixels become a model's input: value * scale[c] + shift[c] per channel, that is
// (value / 255 - mean) / std. One definition of the arithmetic for the CPU loop here (predictors,
// osprey-infer) and the device conversion of the loader's batches (data/transforms/ModelInput), so that both
// give the same numbers.
struct PixelNormalization {
    std::array<float, 3> scale = {1.0f, 1.0f, 1.0f};
    std::array<float, 3> shift = {0.0f, 0.0f, 0.0f};

    static PixelNormalization fromMeanStd(const std::array<float, 3>& mean, const std::array<float, 3>& std);

    // RGB pixels (`size` x `size`, interleaved) into three float planes. Only the top-left `width` x `height`
    // holds the picture (a letterbox); the rest of each plane is 0, which is the mean colour after
    // normalisation.
    void toPlanes(const uint8_t* rgb, int size, int width, int height, float* planes) const;
};

}  // namespace osprey
