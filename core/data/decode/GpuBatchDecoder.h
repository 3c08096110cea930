#pragma once

#include <torch/types.h>

#include <memory>
#include <string>

namespace osprey {

struct Batch;

// Makes the model's input of a loader's batch on a CUDA device when data.decode picks the GPU: the rows left
// encoded (Batch::encoded) are decoded there with nvJPEG's batched decoder (the hardware JPEG engines of
// A100/H100/H200, else its GPU backend), and one kernel crops, resizes, flips and normalises them, with the
// rows the CPU decoded, into the images tensor. The DevicePrefetcher calls it in modelInput()'s place, on its
// side stream. A row nvJPEG refuses or fails on is decoded on the CPU instead, and a row that is unreadable
// there too is left out of the batch (reported by the source, as on the CPU path).
class GpuBatchDecoder {
public:
    // What the decoder did since it was made: pictures nvJPEG decoded (of which only the crop's region), and
    // pictures it refused or failed on that the CPU decoded instead.
    struct Counts {
        int64_t gpu = 0;
        int64_t regionOnly = 0;
        int64_t cpuFallback = 0;
    };

    virtual ~GpuBatchDecoder() = default;

    // The images [rows, 3, S, S] in `dtype` (channels-last in memory when asked), on the current stream of
    // `batch`'s device; rows left out are removed from `batch` (labels, indices) before it returns.
    virtual torch::Tensor decode(Batch& batch, torch::ScalarType dtype, bool channelsLast) = 0;
    // Which backend decodes, for the log ("nvJPEG hardware decoder", "nvJPEG GPU-hybrid decoder").
    virtual std::string description() const = 0;
    virtual Counts counts() const = 0;
};

// Whether this osprey-cli was built with nvJPEG (the pip-torch build with the nvidia-nvjpeg wheel); when not,
// `why` says so.
bool gpuDecodeBuiltIn(std::string* why = nullptr);

// A decoder on CUDA device `device`; throws RuntimeFailure when nvJPEG cannot start there, InputError in a
// build without it.
std::unique_ptr<GpuBatchDecoder> makeGpuBatchDecoder(torch::Device device);

}  // namespace osprey
