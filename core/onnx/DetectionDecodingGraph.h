#pragma once

#include <string>

#include "detection/DenseDetections.h"
#include "onnx/OnnxGraphBuilder.h"

namespace osprey {

// The `full` profile's post-processing written as ONNX (opset 13 or newer, one image): what decodeDense()
// computes — per level the best candidates (TopK), decoded against the anchors and clipped to the input, then
// class-aware NonMaxSuppression above the score threshold and the best `detectionsPerImage` — from dense
// outputs [1, M, K] and [1, M, 4]. Returns the name of its output, [F, 6]: x1, y1, x2, y2, score, class, in
// input pixels, best first.
std::string addDetectionDecoding(OnnxGraphBuilder& builder, const std::string& classLogits,
                                 const std::string& boxDeltas, const DenseDecoding& decoding, int64_t inputH,
                                 int64_t inputW, const PostprocessOptions& options);

}  // namespace osprey
