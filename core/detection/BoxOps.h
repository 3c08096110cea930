#pragma once

#include <torch/types.h>

namespace osprey {

// Boxes are [N, 4] tensors of (x1, y1, x2, y2) in pixels unless a name says otherwise; widths are x2 - x1
// (no +1), as torchvision computes them.

torch::Tensor boxArea(const torch::Tensor& boxes);
// Pairwise IoU: [N, M].
torch::Tensor boxIou(const torch::Tensor& a, const torch::Tensor& b);
torch::Tensor clipBoxes(const torch::Tensor& boxes, double height, double width);
torch::Tensor xywhToXyxy(const torch::Tensor& boxes);
torch::Tensor xyxyToXywh(const torch::Tensor& boxes);
torch::Tensor cxcywhToXyxy(const torch::Tensor& boxes);
torch::Tensor xyxyToCxcywh(const torch::Tensor& boxes);
// Indices of the boxes whose sides are both at least `minSize`.
torch::Tensor largeEnoughBoxes(const torch::Tensor& boxes, double minSize);

}  // namespace osprey
