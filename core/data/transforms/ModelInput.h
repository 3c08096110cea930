#pragma once

#include <torch/types.h>

#include "data/loader/BatchSource.h"

namespace osprey {

// The model's input for a loader's batch: its uint8 NHWC pixels copied to `device` (asynchronously when they
// are page-locked), converted to float there and normalised (data/transforms/PixelNormalization's
// arithmetic), the letterbox padding of detection batches set to 0, then cast to `dtype` (the training
// precision's on a GPU). NCHW in shape; in memory channels-last when `channelsLast`, else contiguous. Runs on
// the current stream of `device`. A batch without pixels returns its `images` on `device`.
torch::Tensor modelInput(const Batch& batch, torch::Device device, torch::ScalarType dtype = torch::kFloat32,
                         bool channelsLast = false);

}  // namespace osprey
