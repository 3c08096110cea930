#include "onnx/DetectionDecodingGraph.h"

#include <algorithm>
#include <cmath>

namespace osprey {

namespace {

using B = OnnxGraphBuilder;

// Column `c` of an [R, 4] tensor as [R].
std::string column(B& b, const std::string& x, int64_t c) {
    onnx::NodeProto& n = b.node("Gather", {x, b.ints({c}, "col")});
    B::attribute(n, "axis", int64_t{1});
    return b.apply("Reshape", {n.output(0), b.ints({-1})});
}

std::string unsqueeze(B& b, const std::string& x, int64_t axis) {
    return b.apply("Unsqueeze", {x, b.ints({axis}, "axes")});
}

std::string gatherRows(B& b, const std::string& x, const std::string& indices) {
    onnx::NodeProto& n = b.node("Gather", {x, indices});
    B::attribute(n, "axis", int64_t{0});
    return n.output(0);
}

}  // namespace

std::string addDetectionDecoding(B& b, const std::string& classLogits, const std::string& boxDeltas,
                                 const DenseDecoding& decoding, int64_t inputH, int64_t inputW,
                                 const PostprocessOptions& o) {
    const int64_t anchors = decoding.anchors.size(0);
    // Class probabilities [M, C].
    std::string logits = b.apply("Reshape", {classLogits, b.ints({anchors, -1})});
    std::string probabilities;
    if (decoding.scores == DenseDecoding::Scores::Sigmoid) {
        probabilities = b.apply("Sigmoid", {logits});
    } else {
        onnx::NodeProto& softmax = b.node("Softmax", {logits});
        B::attribute(softmax, "axis", int64_t{1});
        probabilities = b.apply("Slice", {softmax.output(0), b.ints({1}), b.ints({INT64_MAX}), b.ints({1})});
    }
    const std::string deltas = b.apply("Reshape", {boxDeltas, b.ints({anchors, 4})});

    // Per level: the best candidates among its anchors' class scores.
    std::vector<std::string> values, anchorIndex, labels;
    int64_t start = 0;
    for (const int64_t count : decoding.levelSizes) {
        const std::string level =
            b.apply("Slice", {probabilities, b.ints({start}), b.ints({start + count}), b.ints({0})});
        const std::string flat = b.apply("Reshape", {level, b.ints({-1})});
        // K = min(candidates, every score of the level): the classes are known once the graph is built.
        const std::string size = b.apply("Shape", {flat});
        const std::string k = b.apply("Min", {size, b.ints({o.candidatesPerLevel})});
        onnx::NodeProto& top = b.node("TopK", {flat, k}, 2);
        B::attribute(top, "axis", int64_t{0});
        B::attribute(top, "largest", int64_t{1});
        B::attribute(top, "sorted", int64_t{1});
        const std::string width = b.apply("Shape", {level});
        const std::string classCount = gatherRows(b, width, b.ints({1}));
        values.push_back(top.output(0));
        anchorIndex.push_back(b.apply("Add", {b.apply("Div", {top.output(1), classCount}), b.ints({start})}));
        labels.push_back(b.apply("Mod", {top.output(1), classCount}));
        start += count;
    }
    const auto concat = [&](const std::vector<std::string>& parts) {
        onnx::NodeProto& n = b.node("Concat", parts);
        B::attribute(n, "axis", int64_t{0});
        return n.output(0);
    };
    const std::string score = concat(values), index = concat(anchorIndex), label = concat(labels);

    // Decoding as BoxCoder::decode: deltas divided by the weights, widths and heights clamped before exp.
    const std::string d = gatherRows(b, deltas, index);
    const std::string a = gatherRows(b, b.constant(decoding.anchors.to(torch::kFloat32), "anchors"), index);
    const auto& w = decoding.coder.weights();
    const std::string ax1 = column(b, a, 0), ay1 = column(b, a, 1), ax2 = column(b, a, 2),
                      ay2 = column(b, a, 3);
    const std::string aw = b.apply("Sub", {ax2, ax1}), ah = b.apply("Sub", {ay2, ay1});
    const std::string half = b.scalar(0.5f);
    const std::string cxa = b.apply("Add", {ax1, b.apply("Mul", {aw, half})});
    const std::string cya = b.apply("Add", {ay1, b.apply("Mul", {ah, half})});
    const auto scaled = [&](int64_t c) {
        return b.apply("Div", {column(b, d, c), b.scalar(static_cast<float>(w[static_cast<size_t>(c)]))});
    };
    const std::string clamp = b.scalar(static_cast<float>(decoding.coder.clamp()));
    const std::string cx = b.apply("Add", {b.apply("Mul", {scaled(0), aw}), cxa});
    const std::string cy = b.apply("Add", {b.apply("Mul", {scaled(1), ah}), cya});
    const std::string bw = b.apply("Mul", {b.apply("Exp", {b.apply("Min", {scaled(2), clamp})}), aw});
    const std::string bh = b.apply("Mul", {b.apply("Exp", {b.apply("Min", {scaled(3), clamp})}), ah});
    const std::string hw = b.apply("Mul", {bw, half}), hh = b.apply("Mul", {bh, half});
    onnx::NodeProto& corners = b.node(
        "Concat", {unsqueeze(b, b.apply("Sub", {cx, hw}), 1), unsqueeze(b, b.apply("Sub", {cy, hh}), 1),
                   unsqueeze(b, b.apply("Add", {cx, hw}), 1), unsqueeze(b, b.apply("Add", {cy, hh}), 1)});
    B::attribute(corners, "axis", int64_t{1});
    const auto W = static_cast<float>(inputW), H = static_cast<float>(inputH);
    const std::string boxes =
        b.apply("Min", {b.apply("Max", {corners.output(0), b.scalar(0)}), b.floats({W, H, W, H}, "limits")});

    // Class-aware NMS: each candidate scores for its own class only ([1, C, T], zero elsewhere, which no
    // threshold of zero or more lets through).
    const std::string c = b.apply(
        "Reshape", {gatherRows(b, b.apply("Shape", {probabilities}), b.ints({1})), b.ints({}, "scalar")});
    const std::string classIds = unsqueeze(
        b,
        b.apply("Range", {b.constant(torch::tensor(int64_t{0})), c, b.constant(torch::tensor(int64_t{1}))}),
        1);
    onnx::NodeProto& oneHot = b.node("Cast", {b.apply("Equal", {unsqueeze(b, label, 0), classIds})});
    B::attribute(oneHot, "to", static_cast<int64_t>(onnx::TensorProto::FLOAT));
    const std::string classScores =
        unsqueeze(b, b.apply("Mul", {oneHot.output(0), unsqueeze(b, score, 0)}), 0);
    onnx::NodeProto& nms =
        b.node("NonMaxSuppression", {unsqueeze(b, boxes, 0), classScores, b.ints({o.detectionsPerImage}),
                                     b.floats({static_cast<float>(o.nmsThreshold)}),
                                     b.floats({static_cast<float>(o.scoreThreshold)})});
    B::attribute(nms, "center_point_box", int64_t{0});
    // The kept candidates, best first, at most detectionsPerImage of them.
    const std::string kept = column(b, nms.output(0), 2);
    const std::string keptScores = gatherRows(b, score, kept);
    const std::string k = b.apply("Min", {b.apply("Shape", {keptScores}), b.ints({o.detectionsPerImage})});
    onnx::NodeProto& best = b.node("TopK", {keptScores, k}, 2);
    B::attribute(best, "axis", int64_t{0});
    B::attribute(best, "largest", int64_t{1});
    B::attribute(best, "sorted", int64_t{1});
    const std::string chosen = gatherRows(b, kept, best.output(1));
    onnx::NodeProto& labelFloat = b.node("Cast", {gatherRows(b, label, chosen)});
    B::attribute(labelFloat, "to", static_cast<int64_t>(onnx::TensorProto::FLOAT));
    onnx::NodeProto& detections =
        b.node("Concat", {gatherRows(b, boxes, chosen), unsqueeze(b, best.output(0), 1),
                          unsqueeze(b, labelFloat.output(0), 1)});
    B::attribute(detections, "axis", int64_t{1});
    return detections.output(0);
}

}  // namespace osprey
