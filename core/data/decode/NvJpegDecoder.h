#pragma once

#include <cuda_runtime_api.h>
#include <nvjpeg.h>

#include <array>
#include <vector>

#include "data/decode/EncodedRows.h"
#include "data/decode/GpuBatchDecoder.h"

namespace osprey {

// GpuBatchDecoder with nvJPEG: the hardware backend (the JPEG engines of A100, H100, H200: batched decoding
// of the crop's region where the engines take a region, else of the whole picture), else the GPU-hybrid
// backend (whole pictures), then launchCropResize(). Two decoding states used in turn, so that decoding batch
// N+1 never waits for what batch N's state still holds.
class NvJpegDecoder : public GpuBatchDecoder {
public:
    explicit NvJpegDecoder(torch::Device device);
    ~NvJpegDecoder() override;
    NvJpegDecoder(const NvJpegDecoder&) = delete;
    NvJpegDecoder& operator=(const NvJpegDecoder&) = delete;

    torch::Tensor decode(Batch& batch, torch::ScalarType dtype, bool channelsLast) override;
    std::string description() const override;
    Counts counts() const override { return m_counts; }

private:
    struct Slot {
        nvjpegJpegState_t state = nullptr;
        std::vector<nvjpegJpegStream_t> streams;  // one parsed header per picture of a batch
        std::vector<nvjpegDecodeParams_t> params;
        cudaEvent_t done = nullptr;              // recorded after the last batch decoded with this state
        std::shared_ptr<EncodedRows> keepAlive;  // that batch's JPEG bytes
    };
    // What one picture of a batch decodes into.
    struct Picture {
        int64_t row = 0;
        int width = 0, height = 0;                        // decoded: the region, or the whole picture
        bool region = false;                              // true: the region alone was decoded
        int frameWidth = 0, frameHeight = 0;              // the whole picture
        int x = 0, y = 0, cropWidth = 0, cropHeight = 0;  // the crop in the whole picture
        bool flip = false;
    };

    void release();  // everything nvJPEG and CUDA gave, given back (the destructor; a constructor that fails)
    Slot& nextSlot();
    void grow(Slot& slot, size_t pictures);
    // Parses the pictures' headers and asks the backend whether it decodes them; the others go to `cpu`.
    std::vector<Picture> plan(Slot& slot, const Batch& batch, std::vector<int64_t>& cpu);
    // Decodes `pictures` into `output` (returned: each picture's offset in it), with their decode parameters
    // (regions) or, with `whole`, whole pictures through the plain batched call; false when nvJPEG failed.
    bool decodePictures(Slot& slot, const Batch& batch, const std::vector<Picture>& pictures,
                        torch::Tensor& output, std::vector<int64_t>& offsets, cudaStream_t stream,
                        bool whole);
    // The batch decoded, regions first where planned; false when nvJPEG failed on it.
    bool decodeBatch(Slot& slot, const Batch& batch, std::vector<Picture>& pictures, torch::Tensor& output,
                     std::vector<int64_t>& offsets, cudaStream_t stream);

    torch::Device m_device;
    nvjpegHandle_t m_handle = nullptr;
    bool m_hardware = false;
    unsigned m_engines = 0;
    bool m_regions = true;  // false once the engines failed a batch of regions that they decoded whole
    std::array<Slot, 2> m_slots;
    size_t m_next = 0;
    Counts m_counts;
};

}  // namespace osprey
