#pragma once

#include <torch/types.h>

#include <array>
#include <cstdint>
#include <vector>

#include "detection/DetectionTypes.h"

namespace osprey {

struct Batch {
    torch::Tensor images;  // float [B, 3, S, S]
    torch::Tensor labels;  // int64 [B] (classification)
    int64_t number = 0;    // position in the epoch
    // The dataset item index of each row: a source leaves unreadable items out, so row k is not items[k].
    std::vector<int64_t> indices;
    // Detection: per image, its boxes, its dataset image id, and how to map input pixels back to the
    // original image: (cropX, cropY, scaleX, scaleY) with original x = cropX + x / scaleX.
    std::vector<DetectionTarget> targets;
    std::vector<int64_t> imageIds;
    std::vector<std::array<float, 4>> inverse;
};

// What the loader asks of a task: how many items there are, and how the items of one batch become a Batch.
// produce() runs on several worker threads at once.
class BatchSource {
public:
    virtual ~BatchSource() = default;
    virtual size_t size() const = 0;
    // Decodes, augments and collates dataset items `items`; item k draws its randomness from a generator
    // seeded with seeds[k]. Unreadable items are left out (and reported by the source).
    virtual Batch produce(const std::vector<size_t>& items, const std::vector<uint64_t>& seeds,
                          bool pinMemory) = 0;
};

}  // namespace osprey
