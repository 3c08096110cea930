#pragma once

#include <array>
#include <string>
#include <vector>

#include "data/formats/coco/CocoData.h"

namespace osprey {

// The COCO detection metrics.
struct CocoMetrics {
    // AP, AP50, AP75, APs, APm, APl, AR1, AR10, AR100, ARs, ARm, ARl; -1 where undefined (no ground truth).
    std::array<double, 12> stats{};
    static const std::array<const char*, 12>& names();

    std::vector<int64_t> categoryIds;  // sorted, as evaluated
    std::vector<std::string> categoryNames;
    std::vector<double> categoryAP;  // AP@[.5:.95], area all, 100 detections; -1: no ground truth
    std::vector<double> categoryAP50;
    // Interpolated precision at the 101 recall points 0, 0.01, ..., 1 for IoU 0.5 (area all, 100 detections),
    // per category; -1 where undefined.
    std::vector<std::array<double, 101>> precisionAt50;
    int64_t ignoredDetections = 0;  // detections of categories the ground truth lacks (never evaluated)

    std::string toJson(bool withCategories) const;
    // The twelve numbers as pycocotools prints them; `withCategories`: then AP and AP50 per category.
    std::string toText(bool withCategories) const;
};

// COCO's bounding-box IoU of a detection `d` and a box `g`; for a crowd region the union is the detection's
// own area.
double cocoIoU(const CocoBox& d, const CocoBox& g, bool crowd = false);

// How COCO evaluation judged each detection and annotation at IoU 0.5 (area "all", each image's first 100
// detections of a category): what AP50 is computed from, kept for confusion matrices and error rankings.
// Greedy matching by descending score means a detection's match never depends on lower-scored detections, so
// a confusion matrix at any score threshold follows exactly from this one matching. Indices are positions in
// the detections given to evaluate() and in the ground truth's annotations.
struct CocoMatches {
    enum Flag : uint8_t {
        TruePositive = 1,  // matched a ground-truth box of its class
        Ignored = 2,       // matched a crowd region: neither true nor false positive
        NotEvaluated =
            4,  // beyond the first 100 of its image and class, or of a class the ground truth lacks
    };
    std::vector<uint8_t> detectionFlags;   // 0: a false positive
    std::vector<int64_t> detectionMatch;   // the annotation a true positive (or ignored one) matched, else -1
    std::vector<int64_t> annotationMatch;  // the detection that matched a non-crowd annotation, else -1
    // Class-agnostic: the non-crowd annotation of the same image that overlaps the detection most (any class;
    // -1 when none overlaps), and that IoU. For a false positive it tells a wrong class from a missing box.
    std::vector<int64_t> bestOverlap;
    std::vector<float> bestOverlapIoU;
};

// Evaluates bounding-box detections exactly as pycocotools' COCOeval (iouType "bbox") does: 10 IoU thresholds
// 0.50:0.05:0.95, 101 recall points, maxDets 1/10/100, area ranges all/small/medium/large by the ground
// truth's "area" field, crowd regions matched by intersection over detection area and ignored, greedy
// matching by score with ties kept in file order.
class CocoEvaluator {
public:
    explicit CocoEvaluator(CocoGroundTruth groundTruth);

    // Throws InputError when a detection names an image the ground truth lacks (as COCO's loadRes refuses).
    // `matches` (optional) receives the matching at IoU 0.5.
    CocoMetrics evaluate(const std::vector<CocoDetection>& detections, int threads = 0,
                         CocoMatches* matches = nullptr) const;

private:
    CocoGroundTruth m_gt;
};

}  // namespace osprey
