#pragma once

#include <torch/types.h>

#include <c10/core/Event.h>
#include <c10/core/Stream.h>

#include <memory>
#include <optional>
#include <string>

#include "data/decode/GpuBatchDecoder.h"
#include "data/loader/BatchSource.h"

namespace osprey {

class DataLoader;

// Puts the loader's batches on the training device one batch ahead: while step N computes on the device's
// current stream, batch N+1's pinned host tensors travel on a side stream of their own, and next() makes the
// compute stream wait for that copy (an event, no host synchronisation). On the CPU it passes the loader's
// batches through. Each batch's uint8 pixels become the model's input there (modelInput: converted and
// normalised on the device, in `inputType`), on the side stream too. `channelsLast`: images in NHWC memory
// order (hardware.channels_last).
//
// When the loader leaves JPEGs encoded for the GPU (LoaderOptions::gpuDecode), they are decoded here with
// nvJPEG, on the same side stream, in modelInput's place (data/decode/GpuBatchDecoder); on a CPU device, or
// where nvJPEG cannot start (a warning, once), such rows are decoded on the CPU instead.
//
// A pinned host batch may be released while its copy still runs: libtorch's pinned-memory allocator keeps the
// block until the copy's stream has passed it. Uses c10's device-generic stream and event interfaces only, so
// it compiles against a CPU-only libtorch.
class DevicePrefetcher {
public:
    DevicePrefetcher(DataLoader& loader, torch::Device device, bool channelsLast,
                     torch::ScalarType inputType = torch::kFloat32);
    DevicePrefetcher(const DevicePrefetcher&) = delete;
    DevicePrefetcher& operator=(const DevicePrefetcher&) = delete;

    // Call after the loader's startEpoch(): forgets a batch fetched ahead for the epoch before.
    void restart();
    // The next batch with images and labels on the device, or false at the end of the epoch.
    bool next(Batch& batch);
    // Seconds the loop waited for the loader in the last next() (the batch fetched ahead included).
    double lastWaitSeconds() const { return m_lastWait; }
    // Which nvJPEG backend decodes the loader's JPEGs; empty when the CPU does.
    std::string gpuDecoder() const { return m_decoder ? m_decoder->description() : std::string(); }
    GpuBatchDecoder::Counts gpuDecodeCounts() const {
        return m_decoder ? m_decoder->counts() : GpuBatchDecoder::Counts{};
    }

private:
    // The model's input of a host batch on the current stream; false when none of its rows was readable.
    bool makeInput(Batch& host);
    // The GPU decoder, made when first needed; null where GPU decoding is off or nvJPEG could not start.
    GpuBatchDecoder* decoder();

    // Takes the loader's next batch and starts its copy; false at the end of the epoch.
    bool fetchAhead();

    DataLoader& m_loader;
    torch::Device m_device;
    bool m_channelsLast;
    torch::ScalarType m_inputType;
    std::optional<c10::Stream> m_copyStream;     // CUDA only
    std::optional<c10::Event> m_copied;          // recorded on m_copyStream after each batch's copy
    std::unique_ptr<GpuBatchDecoder> m_decoder;  // data.decode on the GPU
    bool m_wantsDecoder = false;                 // the loader leaves JPEGs for the GPU; no decoder made yet
    Batch m_ahead;
    bool m_hasAhead = false;
    bool m_started = false;
    double m_lastWait = 0;
};

}  // namespace osprey
