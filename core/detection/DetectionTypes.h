#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace osprey {

// The value types detectors, their data and their evaluation share: ground truth, detections, losses and the
// post-processing settings.

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

// What a detector finds in one image, in the pixels of the network input, best first.
struct Detections {
    torch::Tensor boxes;   // float [k, 4]
    torch::Tensor scores;  // float [k]
    torch::Tensor labels;  // int64 [k]
};

struct DetectionLosses {
    torch::Tensor classification;
    torch::Tensor boxRegression;
    torch::Tensor total() const { return classification + boxRegression; }
};

// How raw outputs become detections.
struct PostprocessOptions {
    double scoreThreshold = 0.05;
    int64_t candidatesPerLevel = 1000;  // best-scoring candidates kept per feature level before NMS
    double nmsThreshold = 0.5;
    int64_t detectionsPerImage = 300;
};

}  // namespace osprey
