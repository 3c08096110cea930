#include "eval/DetectionConfusion.h"

#include <algorithm>
#include <map>

namespace osprey {

std::map<int64_t, int> classIndex(const CocoGroundTruth& gt) {
    std::vector<int64_t> ids;
    for (const auto& c : gt.categories)
        ids.push_back(c.id);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    std::map<int64_t, int> index;
    for (size_t i = 0; i < ids.size(); ++i)
        index[ids[i]] = static_cast<int>(i);
    return index;
}

namespace {

bool counted(const CocoMatches& m, size_t d) {
    return !(m.detectionFlags[d] & (CocoMatches::NotEvaluated | CocoMatches::Ignored));
}

}  // namespace

DetectionConfusion detectionConfusion(const CocoGroundTruth& gt, const std::vector<CocoDetection>& detections,
                                      const CocoMatches& matches, double threshold) {
    const std::map<int64_t, int> index = classIndex(gt);
    DetectionConfusion c;
    c.classes = static_cast<int>(index.size());
    const int background = c.classes;
    c.cells.assign(static_cast<size_t>((c.classes + 1) * (c.classes + 1)), 0);
    auto cell = [&c](int truth, int predicted) -> int64_t& {
        return c.cells[static_cast<size_t>(truth * (c.classes + 1) + predicted)];
    };
    // Which boxes are found at this threshold: matched by a detection at or above it, or claimed below.
    std::vector<uint8_t> found(gt.annotations.size(), 0);
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        const int64_t d = matches.annotationMatch[a];
        found[a] = d >= 0 && detections[static_cast<size_t>(d)].score >= threshold;
    }
    for (size_t d = 0; d < detections.size(); ++d) {
        if (!counted(matches, d) || detections[d].score < threshold)
            continue;
        const auto predicted = index.find(detections[d].categoryId);
        if (predicted == index.end())
            continue;
        if (matches.detectionFlags[d] & CocoMatches::TruePositive) {
            ++cell(predicted->second, predicted->second);
            continue;
        }
        const int64_t g = matches.bestOverlap[d];
        if (g >= 0 && matches.bestOverlapIoU[d] >= 0.5f) {
            const auto& box = gt.annotations[static_cast<size_t>(g)];
            const auto truth = index.find(box.categoryId);
            // Only a box neither found nor already claimed: each box counts once in its row.
            const bool free = found[static_cast<size_t>(g)] == 0;
            if (truth != index.end() && truth->second != predicted->second && free) {
                ++cell(truth->second, predicted->second);
                found[static_cast<size_t>(g)] = 2;  // claimed: not also a miss
                continue;
            }
        }
        ++cell(background, predicted->second);
    }
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        const auto& box = gt.annotations[a];
        const auto truth = index.find(box.categoryId);
        if (!box.iscrowd && !found[a] && truth != index.end())
            ++cell(truth->second, background);
    }
    return c;
}

std::vector<ClassThreshold> classThresholds(const CocoGroundTruth& gt,
                                            const std::vector<CocoDetection>& detections,
                                            const CocoMatches& matches, double threshold) {
    const std::map<int64_t, int> index = classIndex(gt);
    std::vector<ClassThreshold> out(index.size());
    std::vector<std::vector<size_t>> byClass(index.size());
    for (const auto& box : gt.annotations) {
        const auto k = index.find(box.categoryId);
        if (!box.iscrowd && k != index.end())
            ++out[static_cast<size_t>(k->second)].objects;
    }
    for (size_t d = 0; d < detections.size(); ++d) {
        const auto k = index.find(detections[d].categoryId);
        if (counted(matches, d) && k != index.end())
            byClass[static_cast<size_t>(k->second)].push_back(d);
    }
    for (size_t k = 0; k < out.size(); ++k) {
        ClassThreshold& t = out[k];
        std::vector<size_t>& list = byClass[k];
        std::stable_sort(list.begin(), list.end(),
                         [&](size_t a, size_t b) { return detections[a].score > detections[b].score; });
        int64_t tp = 0;
        for (size_t i = 0; i < list.size(); ++i) {
            const bool positive = matches.detectionFlags[list[i]] & CocoMatches::TruePositive;
            tp += positive;
            if (detections[list[i]].score >= threshold) {
                t.truePositives += positive;
                t.falsePositives += !positive;
            }
            // Only where the score changes: detections of one score are kept or dropped together.
            if (i + 1 < list.size() && detections[list[i + 1]].score == detections[list[i]].score)
                continue;
            const double precision = static_cast<double>(tp) / static_cast<double>(i + 1);
            const double recall = t.objects ? static_cast<double>(tp) / static_cast<double>(t.objects) : 0.0;
            const double f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
            if (f1 > t.bestF1) {
                t.bestF1 = f1;
                t.bestPrecision = precision;
                t.bestRecall = recall;
                t.bestThreshold = detections[list[i]].score;
            }
        }
        const int64_t kept = t.truePositives + t.falsePositives;
        t.precision = kept ? static_cast<double>(t.truePositives) / static_cast<double>(kept) : 0.0;
        t.recall = t.objects ? static_cast<double>(t.truePositives) / static_cast<double>(t.objects) : 0.0;
        t.f1 = t.precision + t.recall > 0 ? 2 * t.precision * t.recall / (t.precision + t.recall) : 0.0;
    }
    return out;
}

}  // namespace osprey
