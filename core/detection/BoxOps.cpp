#include "detection/BoxOps.h"

namespace osprey {

torch::Tensor boxArea(const torch::Tensor& boxes) {
    return (boxes.select(1, 2) - boxes.select(1, 0)) * (boxes.select(1, 3) - boxes.select(1, 1));
}

torch::Tensor boxIou(const torch::Tensor& a, const torch::Tensor& b) {
    const torch::Tensor areaA = boxArea(a), areaB = boxArea(b);
    const torch::Tensor lt = torch::max(a.unsqueeze(1).narrow(2, 0, 2), b.unsqueeze(0).narrow(2, 0, 2));
    const torch::Tensor rb = torch::min(a.unsqueeze(1).narrow(2, 2, 2), b.unsqueeze(0).narrow(2, 2, 2));
    const torch::Tensor wh = (rb - lt).clamp_min(0);
    const torch::Tensor inter = wh.select(2, 0) * wh.select(2, 1);
    return inter / (areaA.unsqueeze(1) + areaB.unsqueeze(0) - inter);
}

torch::Tensor clipBoxes(const torch::Tensor& boxes, double height, double width) {
    torch::Tensor out = boxes.clone();
    out.select(1, 0).clamp_(0, width);
    out.select(1, 2).clamp_(0, width);
    out.select(1, 1).clamp_(0, height);
    out.select(1, 3).clamp_(0, height);
    return out;
}

torch::Tensor xywhToXyxy(const torch::Tensor& b) {
    return torch::stack(
        {b.select(1, 0), b.select(1, 1), b.select(1, 0) + b.select(1, 2), b.select(1, 1) + b.select(1, 3)},
        1);
}

torch::Tensor xyxyToXywh(const torch::Tensor& b) {
    return torch::stack(
        {b.select(1, 0), b.select(1, 1), b.select(1, 2) - b.select(1, 0), b.select(1, 3) - b.select(1, 1)},
        1);
}

torch::Tensor cxcywhToXyxy(const torch::Tensor& b) {
    const torch::Tensor hw = b.select(1, 2) * 0.5, hh = b.select(1, 3) * 0.5;
    return torch::stack({b.select(1, 0) - hw, b.select(1, 1) - hh, b.select(1, 0) + hw, b.select(1, 1) + hh},
                        1);
}

torch::Tensor xyxyToCxcywh(const torch::Tensor& b) {
    const torch::Tensor w = b.select(1, 2) - b.select(1, 0), h = b.select(1, 3) - b.select(1, 1);
    return torch::stack({b.select(1, 0) + w * 0.5, b.select(1, 1) + h * 0.5, w, h}, 1);
}

torch::Tensor largeEnoughBoxes(const torch::Tensor& boxes, double minSize) {
    const torch::Tensor w = boxes.select(1, 2) - boxes.select(1, 0),
                        h = boxes.select(1, 3) - boxes.select(1, 1);
    return torch::nonzero((w >= minSize).logical_and(h >= minSize)).squeeze(1);
}

}  // namespace osprey
