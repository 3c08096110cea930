#pragma once

#include <torch/types.h>

#include <vector>

namespace osprey {

// The ground truth of one image, in the pixels of the network input.
struct DetectionTarget {
    torch::Tensor boxes;   // float [n, 4] (x1, y1, x2, y2)
    torch::Tensor labels;  // int64 [n], 0 .. classes - 1
};

// A batch's targets on `device` (copied without waiting where the host memory is pinned).
inline std::vector<DetectionTarget> targetsOn(const std::vector<DetectionTarget>& targets,
                                              torch::Device device) {
    std::vector<DetectionTarget> out;
    out.reserve(targets.size());
    for (const auto& t : targets)
        out.push_back(
            {t.boxes.to(device, /*non_blocking=*/true), t.labels.to(device, /*non_blocking=*/true)});
    return out;
}

}  // namespace osprey
