// The one kernel of GPU decoding (data/decode/NvJpegDecoder): crop, resize, flip and normalise the rows of a
// batch, decoded by nvJPEG or by the CPU, into the model's input.
#include "data/decode/CropResizeKernel.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace osprey {

namespace {

struct Normalisation {
    float scale[3];
    float shift[3];
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

    __device__ AxisTaps(int o, float ratio, int length, bool useArea) {
        area = useArea && ratio > 1.0f;
        if (area) {
            start = o * ratio;
            end = fminf(start + ratio, static_cast<float>(length));
            first = static_cast<int>(floorf(start));
            count = static_cast<int>(ceilf(end)) - first;
        } else {
            float f = (o + 0.5f) * ratio - 0.5f;
            f = fminf(fmaxf(f, 0.0f), static_cast<float>(length - 1));
            first = static_cast<int>(floorf(f));
            frac = f - first;
            count = first + 1 < length ? 2 : 1;
        }
    }

    __device__ float weight(int t, float ratio) const {
        if (area) {
            const float lo = fmaxf(start, static_cast<float>(first + t));
            const float hi = fminf(end, static_cast<float>(first + t + 1));
            return (hi - lo) / ratio;
        }
        return t == 0 ? (count == 2 ? 1.0f - frac : 1.0f) : frac;
    }
};

template <typename T>
__device__ T convert(float v);
template <>
__device__ float convert<float>(float v) {
    return v;
}
template <>
__device__ __nv_bfloat16 convert<__nv_bfloat16>(float v) {
    return __float2bfloat16(v);
}
template <>
__device__ __half convert<__half>(float v) {
    return __float2half(v);
}

template <typename T>
__global__ void cropResizeKernel(const CropResizeRow* rows, int size, Normalisation n, T* out,
                                 bool channelsLast) {
    const int pixel = blockIdx.x * blockDim.x + threadIdx.x;
    const int b = blockIdx.y;
    if (pixel >= size * size)
        return;
    const int oy = pixel / size, ox = pixel % size;
    const CropResizeRow row = rows[b];
    const int sx = row.flip ? size - 1 - ox : ox;
    const float rx = static_cast<float>(row.width) / size, ry = static_cast<float>(row.height) / size;
    // As the CPU path: area averaging when the crop is more than twice the output on either side.
    const bool area = row.width > 2 * size || row.height > 2 * size;
    const AxisTaps tx(sx, rx, row.width, area), ty(oy, ry, row.height, area);
    float sum[3] = {0.0f, 0.0f, 0.0f};
    for (int j = 0; j < ty.count; ++j) {
        const float wy = ty.weight(j, ry);
        const uint8_t* line = row.pixels + static_cast<int64_t>(row.y + ty.first + j) * row.pitch;
        for (int i = 0; i < tx.count; ++i) {
            const float w = wy * tx.weight(i, rx);
            const uint8_t* p = line + 3 * (row.x + tx.first + i);
            sum[0] += w * p[0];
            sum[1] += w * p[1];
            sum[2] += w * p[2];
        }
    }
    const int64_t plane = static_cast<int64_t>(size) * size;
#pragma unroll
    for (int c = 0; c < 3; ++c) {
        // 8-bit pixels, as the CPU path's resize writes them, then the normalisation.
        const float v = rintf(fminf(fmaxf(sum[c], 0.0f), 255.0f)) * n.scale[c] + n.shift[c];
        const int64_t at = channelsLast ? (static_cast<int64_t>(b) * plane + pixel) * 3 + c
                                        : (static_cast<int64_t>(b) * 3 + c) * plane + pixel;
        out[at] = convert<T>(v);
    }
}

}  // namespace

cudaError_t launchCropResize(const CropResizeRow* rows, int64_t count, int size, const float scale[3],
                             const float shift[3], void* out, CropResizeOutput type, bool channelsLast,
                             cudaStream_t stream) {
    if (count <= 0)
        return cudaSuccess;
    Normalisation n;
    for (int c = 0; c < 3; ++c) {
        n.scale[c] = scale[c];
        n.shift[c] = shift[c];
    }
    constexpr int kThreads = 256;
    const dim3 grid((size * size + kThreads - 1) / kThreads, static_cast<unsigned>(count));
    switch (type) {
        case CropResizeOutput::Float32:
            cropResizeKernel<float>
                <<<grid, kThreads, 0, stream>>>(rows, size, n, static_cast<float*>(out), channelsLast);
            break;
        case CropResizeOutput::BFloat16:
            cropResizeKernel<__nv_bfloat16><<<grid, kThreads, 0, stream>>>(
                rows, size, n, static_cast<__nv_bfloat16*>(out), channelsLast);
            break;
        case CropResizeOutput::Float16:
            cropResizeKernel<__half>
                <<<grid, kThreads, 0, stream>>>(rows, size, n, static_cast<__half*>(out), channelsLast);
            break;
    }
    return cudaGetLastError();
}

}  // namespace osprey
