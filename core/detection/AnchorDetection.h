#pragma once

#include <torch/types.h>

#include <vector>

#include "detection/AnchorGenerator.h"
#include "detection/BoxCoder.h"
#include "detection/DenseDetections.h"
#include "detection/DetectionTypes.h"
#include "detection/Matcher.h"

namespace osprey {

// A dense one-stage detector's raw outputs over a feature pyramid.
struct AnchorOutputs {
    std::vector<torch::Tensor> classLogits;  // per level [N, H_l * W_l * A, C]
    std::vector<torch::Tensor> boxDeltas;    // per level [N, H_l * W_l * A, 4]
    std::vector<torch::Tensor> anchors;      // per level [H_l * W_l * A, 4], input pixels
};

struct AnchorTrainingOptions {
    double focalAlpha = 0.25, focalGamma = 2.0;
    double smoothL1Beta = 0;  // 0: L1 box loss; > 0: smooth L1 (Huber / beta) with this beta
    double boxLossWeight = 1.0;
    double fgIou = 0.5, bgIou = 0.4;  // matched at or above fgIou, background below bgIou
};

// What RetinaNet and EfficientDet share after their heads: anchors for the pyramid, the loss (sigmoid focal
// loss over every anchor not between the IoU thresholds, box regression over matched anchors, both divided
// by the number of matched anchors, as torchvision's RetinaNet) and decoding (per level the best candidates
// above the score threshold, decoded, clipped, then class-aware NMS and the per-image limit).
class AnchorDetection {
public:
    AnchorDetection(AnchorGenerator generator, BoxCoder coder, AnchorTrainingOptions options);

    // Fills `outputs.anchors` for feature maps of `featureSizes` on images of imageH x imageW.
    void placeAnchors(AnchorOutputs& outputs, int64_t imageH, int64_t imageW,
                      const std::vector<std::pair<int64_t, int64_t>>& featureSizes,
                      torch::Device device) const;
    DetectionLosses loss(const AnchorOutputs& outputs, const std::vector<DetectionTarget>& targets) const;
    std::vector<Detections> detect(const AnchorOutputs& outputs, int64_t imageH, int64_t imageW,
                                   const PostprocessOptions& options) const;
    // The levels' outputs and anchors concatenated, with this detector's sigmoid scoring and box coding.
    DenseRun dense(const AnchorOutputs& outputs) const;
    // dense()'s inverse: the levels again, split as `run.decoding.levelSizes` says.
    AnchorOutputs fromDense(const DenseRun& run) const;

    const AnchorGenerator& generator() const { return m_generator; }

private:
    AnchorGenerator m_generator;
    BoxCoder m_coder;
    AnchorTrainingOptions m_options;
    Matcher m_matcher;
};

}  // namespace osprey
