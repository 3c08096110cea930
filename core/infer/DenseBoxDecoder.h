#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace osprey {

// How a dense detector's raw outputs (class logits [M, K] and box deltas [M, 4] over all M anchors of all
// feature levels, levels in order) become boxes: what an exported detector's "osprey.decoder" metadata holds.
struct DenseDecoderSpec {
    enum class Scores {
        Sigmoid,                 // K independent classes (RetinaNet, EfficientDet)
        SoftmaxBackgroundFirst,  // softmax over K = classes + 1, column 0 the background (SSD)
    };
    Scores scores = Scores::Sigmoid;
    std::array<double, 4> coderWeights = {1, 1, 1, 1};  // BoxCoder's (wx, wy, ww, wh)
    double clamp = 4.135166556742356;                   // dw and dh at most log(1000 / 16)
    std::vector<int64_t> levelSizes;                    // anchors per level, summing to M
    std::vector<float> anchors;                         // M x (x1, y1, x2, y2), network-input pixels
};

// The post-processing settings: "osprey.postprocess" (the checkpoint's PostprocessOptions).
struct DensePostprocess {
    double scoreThreshold = 0.05;
    double nmsThreshold = 0.5;
    int64_t candidatesPerLevel = 1000;
    int64_t detectionsPerImage = 100;
};

// One detection in network-input pixels.
struct DenseBox {
    float x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    float score = 0;
    int64_t label = 0;  // 0 .. classes - 1 (the background column is not a class)
};

// Osprey's detector post-processing (detection/DenseDetections' decodeDense, AnchorDetection::detect and
// SsdResNet34::detect) on plain float arrays, for a runtime without libtorch: per level the best
// `candidatesPerLevel` class scores above `scoreThreshold`, decoded as BoxCoder does against their anchors
// and clipped to the imageW x imageH input, then class-aware NMS over all levels (boxes.nmsThreshold, IoU
// above it suppresses; ties in score keep the earlier candidate first) and the first `detectionsPerImage`,
// best first. `classLogits` is [M, K] and `boxDeltas` [M, 4], row-major, for one image.
std::vector<DenseBox> decodeDenseOutputs(const float* classLogits, const float* boxDeltas,
                                         int64_t anchorCount, int64_t logitColumns,
                                         const DenseDecoderSpec& decoder, const DensePostprocess& postprocess,
                                         double scoreThreshold, int imageH, int imageW);

// Greedy class-aware NMS (torchvision's batched_nms, detection/Nms' batchedNms): the kept indices of `boxes`,
// by decreasing score (ties in input order).
std::vector<std::size_t> classAwareNms(const std::vector<DenseBox>& boxes, double iouThreshold);

}  // namespace osprey
