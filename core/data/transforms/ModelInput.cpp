#include "data/transforms/ModelInput.h"

namespace osprey {

namespace {

// Small per-batch values for the device: page-locked on a CUDA device, so that their copy does not wait for
// the stream (a pageable copy would make the host wait for the pixels' copy queued before it).
torch::Tensor onDevice(const torch::Tensor& host, torch::Device device) {
    if (!device.is_cuda())
        return host;
    return host.pin_memory().to(device, /*non_blocking=*/true);
}

}  // namespace

torch::Tensor modelInput(const Batch& batch, torch::Device device, torch::ScalarType dtype,
                         bool channelsLast) {
    if (!batch.pixels.defined()) {
        torch::Tensor images = batch.images.to(device, dtype, /*non_blocking=*/true);
        return channelsLast ? images.contiguous(torch::MemoryFormat::ChannelsLast) : images;
    }
    TORCH_CHECK(
        batch.pixels.dim() == 4 && batch.pixels.size(3) == 3 && batch.pixels.scalar_type() == torch::kUInt8,
        "modelInput: pixels should be uint8 [B, H, W, 3], got ", batch.pixels.sizes());
    const int64_t rows = batch.pixels.size(0), height = batch.pixels.size(1), width = batch.pixels.size(2);
    // NCHW in shape over NHWC memory.
    const torch::Tensor pixels =
        batch.pixels.to(device, /*non_blocking=*/batch.pixels.is_pinned()).permute({0, 3, 1, 2});

    const PixelNormalization& n = batch.normalization;
    torch::Tensor constants =
        torch::tensor({n.scale[0], n.scale[1], n.scale[2], n.shift[0], n.shift[1], n.shift[2]});
    constants = onDevice(constants, device).view({2, 1, 3, 1, 1});
    // One pass from uint8 NHWC to float in the memory order asked for, then the normalisation in place.
    const auto format = channelsLast ? torch::MemoryFormat::ChannelsLast : torch::MemoryFormat::Contiguous;
    torch::Tensor input = pixels.to(torch::kFloat32, /*non_blocking=*/false, /*copy=*/false, format)
                              .mul_(constants[0])
                              .add_(constants[1]);

    if (!batch.extents.empty()) {
        TORCH_CHECK(static_cast<int64_t>(batch.extents.size()) == rows, "modelInput: ", batch.extents.size(),
                    " extents for ", rows, " rows");
        torch::Tensor extents = torch::empty({rows, 2}, torch::kInt32);
        auto e = extents.accessor<int32_t, 2>();
        for (int64_t r = 0; r < rows; ++r) {
            e[r][0] = batch.extents[static_cast<size_t>(r)][0];
            e[r][1] = batch.extents[static_cast<size_t>(r)][1];
        }
        extents = onDevice(extents, device);
        const auto index = torch::TensorOptions().device(device).dtype(torch::kInt32);
        const torch::Tensor inColumns =
            torch::arange(width, index).view({1, 1, 1, width}) < extents.select(1, 0).view({rows, 1, 1, 1});
        const torch::Tensor inRows =
            torch::arange(height, index).view({1, 1, height, 1}) < extents.select(1, 1).view({rows, 1, 1, 1});
        input.mul_(inColumns.logical_and(inRows));
    }
    if (dtype != torch::kFloat32)
        input = input.to(dtype);
    return input;
}

}  // namespace osprey
