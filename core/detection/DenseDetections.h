#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

#include "detection/BoxCoder.h"
#include "detection/DetectionTypes.h"

namespace osprey {

// A dense detector's raw outputs for every anchor (or default box) of every feature level at once, levels
// in order: what an exported model and the fused inference path compute.
struct DenseOutputs {
    torch::Tensor classLogits;  // [N, M, K]
    torch::Tensor boxDeltas;    // [N, M, 4]
};

// How dense outputs become detections at one input size.
struct DenseDecoding {
    enum class Scores {
        Sigmoid,                 // K independent classes (RetinaNet, EfficientDet)
        SoftmaxBackgroundFirst,  // softmax over K = classes + 1, column 0 the background (SSD)
    };
    Scores scores = Scores::Sigmoid;
    torch::Tensor anchors;            // [M, 4] (x1, y1, x2, y2), input pixels
    std::vector<int64_t> levelSizes;  // anchors per level, summing to M: candidates are chosen per level
    BoxCoder coder;
};

struct DenseRun {
    DenseOutputs outputs;
    DenseDecoding decoding;
};

// Detections in the pixels of an imageH x imageW input, per image: per level the best `candidatesPerLevel`
// class scores above the score threshold, decoded against their anchors and clipped to the image, then
// class-aware NMS over all levels and the first `detectionsPerImage`.
std::vector<Detections> decodeDense(const DenseOutputs& outputs, const DenseDecoding& decoding,
                                    int64_t imageH, int64_t imageW, const PostprocessOptions& options);

}  // namespace osprey
