#include "detection/DenseDetections.h"

#include <algorithm>

#include "detection/BoxOps.h"
#include "detection/Nms.h"

namespace osprey {

std::vector<Detections> decodeDense(const DenseOutputs& outputs, const DenseDecoding& decoding,
                                    int64_t imageH, int64_t imageW, const PostprocessOptions& o) {
    const int64_t images = outputs.classLogits.size(0);
    const bool softmax = decoding.scores == DenseDecoding::Scores::SoftmaxBackgroundFirst;
    std::vector<Detections> out;
    for (int64_t i = 0; i < images; ++i) {
        torch::Tensor probabilities = outputs.classLogits[i];
        probabilities = softmax ? probabilities.softmax(1).narrow(1, 1, probabilities.size(1) - 1)
                                : torch::sigmoid(probabilities);
        const int64_t classes = probabilities.size(1);
        std::vector<torch::Tensor> boxes, scores, labels;
        int64_t start = 0;
        for (const int64_t count : decoding.levelSizes) {
            const torch::Tensor s = probabilities.narrow(0, start, count).flatten();
            const torch::Tensor candidates = torch::nonzero(s > o.scoreThreshold).squeeze(1);
            const int64_t k = std::min<int64_t>(o.candidatesPerLevel, candidates.size(0));
            const auto [top, order] = s.index_select(0, candidates).topk(k);
            const torch::Tensor flat = candidates.index_select(0, order);
            const torch::Tensor anchorIdx = torch::div(flat, classes, "floor") + start;
            const torch::Tensor decoded = decoding.coder.decode(
                outputs.boxDeltas[i].index_select(0, anchorIdx), decoding.anchors.index_select(0, anchorIdx));
            boxes.push_back(clipBoxes(decoded, static_cast<double>(imageH), static_cast<double>(imageW)));
            scores.push_back(top);
            labels.push_back(flat.remainder(classes));
            start += count;
        }
        const torch::Tensor allBoxes = torch::cat(boxes), allScores = torch::cat(scores),
                            allLabels = torch::cat(labels);
        torch::Tensor keep = batchedNms(allBoxes, allScores, allLabels, o.nmsThreshold);
        keep = keep.narrow(0, 0, std::min<int64_t>(keep.size(0), o.detectionsPerImage));
        out.push_back({allBoxes.index_select(0, keep), allScores.index_select(0, keep),
                       allLabels.index_select(0, keep)});
    }
    return out;
}

}  // namespace osprey
