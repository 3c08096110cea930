#include "infer/DenseBoxDecoder.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>

namespace osprey {

namespace {

// Per-class scores [rows, classes] of one image, in float as libtorch computes them.
std::vector<float> classScores(const float* logits, int64_t rows, int64_t columns,
                               DenseDecoderSpec::Scores how, int64_t& classes) {
    std::vector<float> scores;
    if (how == DenseDecoderSpec::Scores::Sigmoid) {
        classes = columns;
        scores.resize(static_cast<size_t>(rows * columns));
        for (size_t i = 0; i < scores.size(); ++i)
            scores[i] = 1.0f / (1.0f + std::exp(-logits[i]));
        return scores;
    }
    // Softmax over each row, then the background column (0) dropped.
    classes = columns - 1;
    scores.resize(static_cast<size_t>(rows * classes));
    std::vector<float> e(static_cast<size_t>(columns));
    for (int64_t r = 0; r < rows; ++r) {
        const float* row = logits + r * columns;
        const float top = *std::max_element(row, row + columns);
        float sum = 0;
        for (int64_t c = 0; c < columns; ++c)
            sum += e[static_cast<size_t>(c)] = std::exp(row[c] - top);
        for (int64_t c = 1; c < columns; ++c)
            scores[static_cast<size_t>(r * classes + c - 1)] = e[static_cast<size_t>(c)] / sum;
    }
    return scores;
}

// BoxCoder::decode of one anchor's deltas, then clipped to the input (BoxOps' clipBoxes).
DenseBox decodeBox(const float* d, const float* a, const DenseDecoderSpec& decoder, float imageH,
                   float imageW) {
    const float aw = a[2] - a[0], ah = a[3] - a[1];
    const float ax = a[0] + 0.5f * aw, ay = a[1] + 0.5f * ah;
    const float clamp = static_cast<float>(decoder.clamp);
    const float dx = d[0] / static_cast<float>(decoder.coderWeights[0]);
    const float dy = d[1] / static_cast<float>(decoder.coderWeights[1]);
    const float dw = std::min(d[2] / static_cast<float>(decoder.coderWeights[2]), clamp);
    const float dh = std::min(d[3] / static_cast<float>(decoder.coderWeights[3]), clamp);
    const float cx = dx * aw + ax, cy = dy * ah + ay;
    const float w = std::exp(dw) * aw, h = std::exp(dh) * ah;
    DenseBox box;
    box.x1 = std::clamp(cx - 0.5f * w, 0.0f, imageW);
    box.y1 = std::clamp(cy - 0.5f * h, 0.0f, imageH);
    box.x2 = std::clamp(cx + 0.5f * w, 0.0f, imageW);
    box.y2 = std::clamp(cy + 0.5f * h, 0.0f, imageH);
    return box;
}

// Indices of `values` by decreasing value, ties in index order.
std::vector<size_t> byDecreasing(size_t count, const std::function<float(size_t)>& value) {
    std::vector<size_t> order(count);
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return value(a) > value(b); });
    return order;
}

}  // namespace

std::vector<size_t> classAwareNms(const std::vector<DenseBox>& boxes, double iouThreshold) {
    const std::vector<size_t> order = byDecreasing(boxes.size(), [&](size_t i) { return boxes[i].score; });
    std::map<int64_t, std::vector<size_t>> byClass;  // each class's boxes in the score order
    for (size_t i : order)
        byClass[boxes[i].label].push_back(i);
    std::vector<uint8_t> kept(boxes.size(), 0);
    for (const auto& [label, members] : byClass) {
        std::vector<float> areas(members.size());
        for (size_t i = 0; i < members.size(); ++i) {
            const DenseBox& p = boxes[members[i]];
            areas[i] = (p.x2 - p.x1) * (p.y2 - p.y1);
        }
        std::vector<uint8_t> suppressed(members.size(), 0);
        for (size_t i = 0; i < members.size(); ++i) {
            if (suppressed[i])
                continue;
            kept[members[i]] = 1;
            const DenseBox& p = boxes[members[i]];
            for (size_t j = i + 1; j < members.size(); ++j) {
                if (suppressed[j])
                    continue;
                const DenseBox& q = boxes[members[j]];
                const float w = std::max(0.0f, std::min(p.x2, q.x2) - std::max(p.x1, q.x1));
                const float h = std::max(0.0f, std::min(p.y2, q.y2) - std::max(p.y1, q.y1));
                const float inter = w * h;
                const float iou = inter / (areas[i] + areas[j] - inter);
                if (iou > iouThreshold)
                    suppressed[j] = 1;
            }
        }
    }
    std::vector<size_t> keep;
    for (size_t i : order) {
        if (kept[i])
            keep.push_back(i);
    }
    return keep;
}

std::vector<DenseBox> decodeDenseOutputs(const float* classLogits, const float* boxDeltas,
                                         int64_t anchorCount, int64_t logitColumns,
                                         const DenseDecoderSpec& decoder, const DensePostprocess& postprocess,
                                         double scoreThreshold, int imageH, int imageW) {
    int64_t classes = 0;
    const std::vector<float> scores =
        classScores(classLogits, anchorCount, logitColumns, decoder.scores, classes);
    // libtorch compares a float tensor with the threshold in float.
    const float threshold = static_cast<float>(scoreThreshold);
    std::vector<DenseBox> candidates;
    int64_t start = 0;
    for (const int64_t count : decoder.levelSizes) {
        const float* s = scores.data() + start * classes;
        std::vector<size_t> above;
        for (size_t i = 0; i < static_cast<size_t>(count * classes); ++i) {
            if (s[i] > threshold)
                above.push_back(i);
        }
        const std::vector<size_t> order = byDecreasing(above.size(), [&](size_t i) { return s[above[i]]; });
        const size_t k =
            std::min(above.size(), static_cast<size_t>(std::max<int64_t>(0, postprocess.candidatesPerLevel)));
        for (size_t n = 0; n < k; ++n) {
            const size_t flat = above[order[n]];
            const int64_t anchor = start + static_cast<int64_t>(flat) / classes;
            DenseBox box = decodeBox(boxDeltas + 4 * anchor, decoder.anchors.data() + 4 * anchor, decoder,
                                     static_cast<float>(imageH), static_cast<float>(imageW));
            box.score = s[flat];
            box.label = static_cast<int64_t>(flat) % classes;
            candidates.push_back(box);
        }
        start += count;
    }
    std::vector<DenseBox> out;
    for (size_t i : classAwareNms(candidates, postprocess.nmsThreshold)) {
        if (static_cast<int64_t>(out.size()) >= postprocess.detectionsPerImage)
            break;
        out.push_back(candidates[i]);
    }
    return out;
}

}  // namespace osprey
