#pragma once

#include <torch/types.h>

namespace osprey {

// The ground truth of one image, in the pixels of the network input.
struct DetectionTarget {
    torch::Tensor boxes;   // float [n, 4] (x1, y1, x2, y2)
    torch::Tensor labels;  // int64 [n], 0 .. classes - 1
};

}  // namespace osprey
