#pragma once

#include <cuda_runtime_api.h>

#include <cstdint>

#include "data/decode/CropResizePixel.h"

namespace osprey {

enum class CropResizeOutput : int32_t { Float32 = 0, BFloat16 = 1, Float16 = 2 };

// Launches one kernel on `stream` that makes `count` rows of `size` x `size` pixels: each row's crop resized
// with area averaging along each axis it shrinks and bilinear with pixel centres aligned along one it
// enlarges (CropResizePixel.h), rounded to 8 bits
// as the CPU path's pixels are, mirrored where asked, and normalised (value * scale[c] + shift[c]) into
// `out` [count, 3, size, size], channels-last in memory when `channelsLast`. `rows` is in device memory.
// Returns the launch's error (cudaSuccess when it started).
cudaError_t launchCropResize(const CropResizeRow* rows, int64_t count, int size, const float scale[3],
                             const float shift[3], void* out, CropResizeOutput type, bool channelsLast,
                             cudaStream_t stream);

}  // namespace osprey
