// GPU decoding in a build with nvJPEG (the pip-torch build, where nvcc and the nvidia-nvjpeg wheel are found;
// GpuDecodeUnavailable.cpp stands in elsewhere).
#include "data/decode/NvJpegDecoder.h"

#include <c10/cuda/CUDAFunctions.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>

#include <cstdlib>
#include <cstring>

#include "data/decode/CropResizeKernel.h"
#include "data/loader/BatchSource.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr size_t kAlignment = 256;  // each decoded picture starts on its own 256-byte boundary

bool ok(nvjpegStatus_t status) {
    return status == NVJPEG_STATUS_SUCCESS;
}

void checkCuda(cudaError_t error, const char* step) {
    if (error != cudaSuccess)
        throw RuntimeFailure(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "GPU decoding failed ({step}): {error}"),
                             {{"step", step}, {"error", cudaGetErrorString(error)}}));
}

CropResizeOutput outputType(torch::ScalarType dtype) {
    switch (dtype) {
        case torch::kFloat32:
            return CropResizeOutput::Float32;
        case torch::kBFloat16:
            return CropResizeOutput::BFloat16;
        case torch::kFloat16:
            return CropResizeOutput::Float16;
        default:
            TORCH_CHECK(false, "GPU decoding writes float32, bfloat16 or float16 images, not ", dtype);
    }
}

}  // namespace

bool gpuDecodeBuiltIn(std::string* why) {
    if (why)
        why->clear();
    return true;
}

std::unique_ptr<GpuBatchDecoder> makeGpuBatchDecoder(torch::Device device) {
    return std::make_unique<NvJpegDecoder>(device);
}

NvJpegDecoder::NvJpegDecoder(torch::Device device)
    : m_device(device.has_index() ? device : torch::Device(torch::kCUDA, c10::cuda::current_device())) {
    TORCH_CHECK(device.is_cuda(), "NvJpegDecoder needs a CUDA device, got ", device);
    const c10::cuda::CUDAGuard onDevice(m_device);
    // The JPEG engines where the GPU has them; nvJPEG refuses the hardware backend elsewhere.
    nvjpegStatus_t status =
        nvjpegCreateEx(NVJPEG_BACKEND_HARDWARE, nullptr, nullptr, NVJPEG_FLAGS_DEFAULT, &m_handle);
    m_hardware = ok(status);
    // OSPREY_GPU_DECODE_REGIONS=0: whole pictures even where the engines take a region (a diagnostic, for
    // bench data --compare-cpu).
    const char* regions = std::getenv("OSPREY_GPU_DECODE_REGIONS");
    m_regions = regions == nullptr || std::string(regions) != "0";
    if (m_hardware) {
        unsigned cores = 0;
        if (!ok(nvjpegGetHardwareDecoderInfo(m_handle, &m_engines, &cores)))
            m_engines = 0;
    } else {
        m_handle = nullptr;
        status = nvjpegCreateEx(NVJPEG_BACKEND_GPU_HYBRID, nullptr, nullptr, NVJPEG_FLAGS_DEFAULT, &m_handle);
    }
    if (!ok(status))
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "nvJPEG could not start on {device} (status {status})"),
            {{"device", m_device.str()}, {"status", std::to_string(static_cast<int>(status))}}));
    for (Slot& slot : m_slots) {
        if (!ok(nvjpegJpegStateCreate(m_handle, &slot.state)) ||
            cudaEventCreateWithFlags(&slot.done, cudaEventDisableTiming) != cudaSuccess) {
            release();
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "nvJPEG could not make its decoding state on {device}"),
                {{"device", m_device.str()}}));
        }
    }
}

NvJpegDecoder::~NvJpegDecoder() {
    release();
}

void NvJpegDecoder::release() {
    for (Slot& slot : m_slots) {
        if (slot.done) {
            cudaEventSynchronize(slot.done);
            cudaEventDestroy(slot.done);
            slot.done = nullptr;
        }
        for (nvjpegDecodeParams_t p : slot.params)
            nvjpegDecodeParamsDestroy(p);
        for (nvjpegJpegStream_t s : slot.streams)
            nvjpegJpegStreamDestroy(s);
        slot.params.clear();
        slot.streams.clear();
        if (slot.state)
            nvjpegJpegStateDestroy(slot.state);
        slot.state = nullptr;
        slot.keepAlive.reset();
    }
    if (m_handle)
        nvjpegDestroy(m_handle);
    m_handle = nullptr;
}

std::string NvJpegDecoder::description() const {
    return m_hardware ? "nvJPEG hardware decoder (" + std::to_string(m_engines) + " JPEG engines)"
                      : "nvJPEG GPU-hybrid decoder (no JPEG engines on this GPU)";
}

NvJpegDecoder::Slot& NvJpegDecoder::nextSlot() {
    Slot& slot = m_slots[m_next];
    m_next = (m_next + 1) % m_slots.size();
    // The batch before the last one used this state: its decoding has long finished in a steady loop.
    if (slot.done)
        checkCuda(cudaEventSynchronize(slot.done), "waiting for a decoding state");
    slot.keepAlive.reset();
    return slot;
}

void NvJpegDecoder::grow(Slot& slot, size_t pictures) {
    while (slot.streams.size() < pictures) {
        nvjpegJpegStream_t stream = nullptr;
        nvjpegDecodeParams_t params = nullptr;
        if (!ok(nvjpegJpegStreamCreate(m_handle, &stream)))
            break;
        if (!ok(nvjpegDecodeParamsCreate(m_handle, &params))) {
            nvjpegJpegStreamDestroy(stream);
            break;
        }
        slot.streams.push_back(stream);
        slot.params.push_back(params);
    }
}

std::vector<NvJpegDecoder::Picture> NvJpegDecoder::plan(Slot& slot, const Batch& batch,
                                                        std::vector<int64_t>& cpu) {
    std::vector<Picture> pictures;
    const auto& rows = batch.encoded->rows;
    size_t wanted = 0;
    for (const EncodedRow& r : rows)
        wanted += r.bytes.empty() ? 0 : 1;
    grow(slot, wanted);
    for (size_t row = 0; row < rows.size(); ++row) {
        const EncodedRow& e = rows[row];
        if (e.bytes.empty())
            continue;
        const size_t k = pictures.size();
        if (k >= slot.streams.size()) {  // nvJPEG could not make more parsing objects
            cpu.push_back(static_cast<int64_t>(row));
            continue;
        }
        nvjpegJpegStream_t stream = slot.streams[k];
        nvjpegDecodeParams_t params = slot.params[k];
        unsigned width = 0, height = 0;
        if (!ok(nvjpegJpegStreamParseHeader(m_handle, e.bytes.data(), e.bytes.size(), stream)) ||
            !ok(nvjpegJpegStreamGetFrameDimensions(stream, &width, &height)) ||
            !ok(nvjpegDecodeParamsSetOutputFormat(params, NVJPEG_OUTPUT_RGBI)) ||
            e.x + e.width > static_cast<int>(width) || e.y + e.height > static_cast<int>(height)) {
            cpu.push_back(static_cast<int64_t>(row));
            continue;
        }
        Picture p;
        p.row = static_cast<int64_t>(row);
        p.width = p.frameWidth = static_cast<int>(width);
        p.height = p.frameHeight = static_cast<int>(height);
        p.x = e.x;
        p.y = e.y;
        p.cropWidth = e.width;
        p.cropHeight = e.height;
        p.flip = e.flip;
        if (m_hardware) {
            // The crop's region alone where the engines take it, else the whole picture.
            int unsupported = 1;
            if (m_regions && ok(nvjpegDecodeParamsSetROI(params, e.x, e.y, e.width, e.height)) &&
                ok(nvjpegDecodeBatchedSupportedEx(m_handle, stream, params, &unsupported)) &&
                unsupported == 0) {
                p.region = true;
                p.width = e.width;
                p.height = e.height;
            } else {
                unsupported = 1;
                if (!ok(nvjpegDecodeParamsSetROI(params, 0, 0, -1, -1)) ||
                    !ok(nvjpegDecodeBatchedSupported(m_handle, stream, &unsupported)) || unsupported != 0) {
                    cpu.push_back(static_cast<int64_t>(row));
                    continue;
                }
            }
        }
        pictures.push_back(p);
    }
    return pictures;
}

bool NvJpegDecoder::decodePictures(Slot& slot, const Batch& batch, const std::vector<Picture>& pictures,
                                   torch::Tensor& output, std::vector<int64_t>& offsets, cudaStream_t stream,
                                   bool whole) {
    const auto n = static_cast<int>(pictures.size());
    offsets.resize(pictures.size());
    int64_t total = 0;
    for (size_t i = 0; i < pictures.size(); ++i) {
        offsets[i] = total;
        const int64_t bytes = static_cast<int64_t>(pictures[i].width) * pictures[i].height * 3;
        total += (bytes + static_cast<int64_t>(kAlignment) - 1) / static_cast<int64_t>(kAlignment) *
                 static_cast<int64_t>(kAlignment);
    }
    output = torch::empty({total}, torch::TensorOptions().device(m_device).dtype(torch::kUInt8));
    auto* base = output.data_ptr<uint8_t>();
    std::vector<const unsigned char*> data(pictures.size());
    std::vector<size_t> lengths(pictures.size());
    std::vector<nvjpegImage_t> destinations(pictures.size());
    for (size_t i = 0; i < pictures.size(); ++i) {
        const EncodedRow& e = batch.encoded->rows[static_cast<size_t>(pictures[i].row)];
        data[i] = e.bytes.data();
        lengths[i] = e.bytes.size();
        std::memset(&destinations[i], 0, sizeof(nvjpegImage_t));
        destinations[i].channel[0] = base + offsets[i];
        destinations[i].pitch[0] = static_cast<size_t>(pictures[i].width) * 3;
    }
    // Before every batch, as NVIDIA's own hardware decoder plugin (nvImageCodec) does.
    if (!ok(nvjpegDecodeBatchedInitialize(m_handle, slot.state, n, 1, NVJPEG_OUTPUT_RGBI)))
        return false;
    const nvjpegStatus_t status =
        m_hardware && !whole ? nvjpegDecodeBatchedEx(m_handle, slot.state, data.data(), lengths.data(),
                                                     destinations.data(), slot.params.data(), stream)
                             : nvjpegDecodeBatched(m_handle, slot.state, data.data(), lengths.data(),
                                                   destinations.data(), stream);
    return ok(status);
}

bool NvJpegDecoder::decodeBatch(Slot& slot, const Batch& batch, std::vector<Picture>& pictures,
                                torch::Tensor& output, std::vector<int64_t>& offsets, cudaStream_t stream) {
    bool regions = false;
    for (const Picture& p : pictures)
        regions = regions || p.region;
    if (decodePictures(slot, batch, pictures, output, offsets, stream, /*whole=*/!regions))
        return true;
    if (!regions)
        return false;
    // The engines refused the batch with regions: whole pictures through the plain batched call, from now on.
    m_regions = false;
    for (Picture& p : pictures) {
        p.region = false;
        p.width = p.frameWidth;
        p.height = p.frameHeight;
    }
    return decodePictures(slot, batch, pictures, output, offsets, stream, /*whole=*/true);
}

torch::Tensor NvJpegDecoder::decode(Batch& batch, torch::ScalarType dtype, bool channelsLast) {
    TORCH_CHECK(batch.encoded && batch.pixels.defined(), "NvJpegDecoder: a batch without encoded rows");
    const c10::cuda::CUDAGuard onDevice(m_device);
    const cudaStream_t stream = c10::cuda::getCurrentCUDAStream(m_device.index()).stream();
    Slot& slot = nextSlot();

    std::vector<int64_t> cpu;
    std::vector<Picture> pictures = plan(slot, batch, cpu);
    torch::Tensor decoded;
    std::vector<int64_t> offsets;
    if (!pictures.empty() && !decodeBatch(slot, batch, pictures, decoded, offsets, stream)) {
        // nvJPEG failed on the batch (one bad picture fails them all): the CPU path decodes each, and reports
        // the ones it cannot read either.
        for (const Picture& p : pictures)
            cpu.push_back(p.row);
        pictures.clear();
    }
    m_counts.gpu += static_cast<int64_t>(pictures.size());
    for (const Picture& p : pictures)
        m_counts.regionOnly += p.region ? 1 : 0;
    m_counts.cpuFallback += static_cast<int64_t>(cpu.size());
    // The bytes nvJPEG read stay alive until this state is used again (after its decoding finished).
    slot.keepAlive = batch.encoded;

    // Rows the GPU does not decode: on the CPU, as the workers would have; unreadable ones leave the batch.
    const int64_t before = batch.size();
    std::vector<int64_t> pictureOf(static_cast<size_t>(before), -1);
    for (size_t i = 0; i < pictures.size(); ++i)
        pictureOf[static_cast<size_t>(pictures[i].row)] = static_cast<int64_t>(i);
    const std::vector<uint8_t> kept = decodeRowsOnCpu(batch, cpu);
    const int64_t rows = batch.size();
    const int64_t size = batch.pixels.size(1);

    bool anyCpuRow = false;
    for (int64_t r = 0; r < before; ++r)
        anyCpuRow = anyCpuRow || (kept[static_cast<size_t>(r)] && pictureOf[static_cast<size_t>(r)] < 0);
    torch::Tensor pixels;
    if (anyCpuRow)
        pixels = batch.pixels.to(m_device, /*non_blocking=*/batch.pixels.is_pinned());

    std::vector<CropResizeRow> table(static_cast<size_t>(rows));
    int64_t at = 0;
    for (int64_t r = 0; r < before; ++r) {
        if (!kept[static_cast<size_t>(r)])
            continue;
        CropResizeRow& d = table[static_cast<size_t>(at)];
        const int64_t picture = pictureOf[static_cast<size_t>(r)];
        if (picture >= 0) {
            const Picture& p = pictures[static_cast<size_t>(picture)];
            d.pixels = decoded.data_ptr<uint8_t>() + offsets[static_cast<size_t>(picture)];
            d.pitch = p.width * 3;
            d.x = p.region ? 0 : p.x;
            d.y = p.region ? 0 : p.y;
            d.width = p.cropWidth;
            d.height = p.cropHeight;
            d.flip = p.flip ? 1 : 0;
        } else {
            d.pixels = pixels.data_ptr<uint8_t>() + at * size * size * 3;
            d.pitch = static_cast<int32_t>(size * 3);
            d.width = d.height = static_cast<int32_t>(size);
        }
        ++at;
    }
    const int64_t tableBytes = rows * static_cast<int64_t>(sizeof(CropResizeRow));
    torch::Tensor hostTable =
        torch::empty({tableBytes}, torch::TensorOptions().dtype(torch::kUInt8).pinned_memory(true));
    std::memcpy(hostTable.data_ptr<uint8_t>(), table.data(), static_cast<size_t>(tableBytes));
    const torch::Tensor deviceTable = hostTable.to(m_device, /*non_blocking=*/true);

    const auto format = channelsLast ? torch::MemoryFormat::ChannelsLast : torch::MemoryFormat::Contiguous;
    torch::Tensor images = torch::empty(
        {rows, 3, size, size}, torch::TensorOptions().device(m_device).dtype(dtype).memory_format(format));
    const PixelNormalization& n = batch.normalization;
    checkCuda(launchCropResize(reinterpret_cast<const CropResizeRow*>(deviceTable.data_ptr<uint8_t>()), rows,
                               static_cast<int>(size), n.scale.data(), n.shift.data(), images.data_ptr(),
                               outputType(dtype), channelsLast, stream),
              "crop and resize kernel");
    checkCuda(cudaEventRecord(slot.done, stream), "recording the decoding's end");
    return images;
}

}  // namespace osprey
