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
    float rgb[3];
    cropResizePixel(rows[b], size, ox, oy, rgb);
    const int64_t plane = static_cast<int64_t>(size) * size;
#pragma unroll
    for (int c = 0; c < 3; ++c) {
        const float v = rgb[c] * n.scale[c] + n.shift[c];
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
