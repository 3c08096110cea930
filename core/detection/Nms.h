#pragma once

#include <torch/types.h>

namespace osprey {

// Greedy non-maximum suppression as torchvision.ops.nms computes it: boxes (x1, y1, x2, y2) in decreasing
// score order (ties by index), each suppressing later ones whose IoU with it exceeds `iouThreshold`. Returns
// the kept indices (int64), highest score first. IoU in the boxes' own precision.
torch::Tensor nms(const torch::Tensor& boxes, const torch::Tensor& scores, double iouThreshold);

// Class-aware NMS (torchvision.ops.batched_nms): boxes of different `classes` never suppress each other. The
// kept indices are ordered by decreasing score.
torch::Tensor batchedNms(const torch::Tensor& boxes, const torch::Tensor& scores,
                         const torch::Tensor& classes, double iouThreshold);

}  // namespace osprey
