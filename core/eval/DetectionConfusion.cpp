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
                                      const CocoMatches& matches, double threshold,
                                      std::vector<ConfusionEntry>* entries) {
    const std::map<int64_t, int> index = classIndex(gt);
    DetectionConfusion c;
    c.classes = static_cast<int>(index.size());
    const int background = c.classes;
    c.cells.assign(static_cast<size_t>((c.classes + 1) * (c.classes + 1)), 0);
    if (entries)
        entries->clear();
    const auto count = [&](int truth, int predicted, int64_t detection, int64_t annotation) {
        ++c.cells[static_cast<size_t>(truth * (c.classes + 1) + predicted)];
        if (entries)
            entries->push_back({truth, predicted, detection, annotation});
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
            count(predicted->second, predicted->second, static_cast<int64_t>(d), matches.detectionMatch[d]);
            continue;
        }
        const int64_t g = matches.bestOverlap[d];
        if (g >= 0 && matches.bestOverlapIoU[d] >= 0.5f) {
            const auto& box = gt.annotations[static_cast<size_t>(g)];
            const auto truth = index.find(box.categoryId);
            // Only a box neither found nor already claimed: each box counts once in its row.
            const bool free = found[static_cast<size_t>(g)] == 0;
            if (truth != index.end() && truth->second != predicted->second && free) {
                count(truth->second, predicted->second, static_cast<int64_t>(d), g);
                found[static_cast<size_t>(g)] = 2;  // claimed: not also a miss
                continue;
            }
        }
        count(background, predicted->second, static_cast<int64_t>(d), -1);
    }
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        const auto& box = gt.annotations[a];
        const auto truth = index.find(box.categoryId);
        if (!box.iscrowd && !found[a] && truth != index.end())
            count(truth->second, background, -1, static_cast<int64_t>(a));
    }
    return c;
}

double PrecisionRecallCurve::precision(size_t i) const {
    return detections[i] ? static_cast<double>(truePositives[i]) / static_cast<double>(detections[i]) : 0.0;
}

double PrecisionRecallCurve::recall(size_t i) const {
    return objects ? static_cast<double>(truePositives[i]) / static_cast<double>(objects) : 0.0;
}

std::vector<PrecisionRecallCurve> precisionRecallCurves(const CocoGroundTruth& gt,
                                                        const std::vector<CocoDetection>& detections,
                                                        const CocoMatches& matches) {
    const std::map<int64_t, int> index = classIndex(gt);
    std::vector<PrecisionRecallCurve> out(index.size());
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
        PrecisionRecallCurve& curve = out[k];
        std::vector<size_t>& list = byClass[k];
        std::stable_sort(list.begin(), list.end(),
                         [&](size_t a, size_t b) { return detections[a].score > detections[b].score; });
        int64_t tp = 0;
        for (size_t i = 0; i < list.size(); ++i) {
            tp += (matches.detectionFlags[list[i]] & CocoMatches::TruePositive) != 0;
            // Only where the score changes: detections of one score are kept or dropped together.
            if (i + 1 < list.size() && detections[list[i + 1]].score == detections[list[i]].score)
                continue;
            curve.scores.push_back(detections[list[i]].score);
            curve.truePositives.push_back(tp);
            curve.detections.push_back(static_cast<int64_t>(i + 1));
        }
    }
    return out;
}

std::vector<ClassThreshold> classThresholds(const CocoGroundTruth& gt,
                                            const std::vector<CocoDetection>& detections,
                                            const CocoMatches& matches, double threshold) {
    const std::vector<PrecisionRecallCurve> curves = precisionRecallCurves(gt, detections, matches);
    std::vector<ClassThreshold> out(curves.size());
    const auto f1Of = [](double precision, double recall) {
        return precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0.0;
    };
    for (size_t k = 0; k < out.size(); ++k) {
        const PrecisionRecallCurve& curve = curves[k];
        ClassThreshold& t = out[k];
        t.objects = curve.objects;
        for (size_t i = 0; i < curve.scores.size(); ++i) {
            if (curve.scores[i] >= threshold) {
                t.truePositives = curve.truePositives[i];
                t.falsePositives = curve.detections[i] - curve.truePositives[i];
            }
            const double precision = curve.precision(i), recall = curve.recall(i);
            const double f1 = f1Of(precision, recall);
            if (f1 > t.bestF1) {
                t.bestF1 = f1;
                t.bestPrecision = precision;
                t.bestRecall = recall;
                t.bestThreshold = curve.scores[i];
            }
        }
        const int64_t kept = t.truePositives + t.falsePositives;
        t.precision = kept ? static_cast<double>(t.truePositives) / static_cast<double>(kept) : 0.0;
        t.recall = t.objects ? static_cast<double>(t.truePositives) / static_cast<double>(t.objects) : 0.0;
        t.f1 = f1Of(t.precision, t.recall);
    }
    return out;
}

}  // namespace osprey
