#pragma once

#include <array>
#include <string>
#include <vector>

#include "data/CocoData.h"

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

// Evaluates bounding-box detections exactly as pycocotools' COCOeval (iouType "bbox") does: 10 IoU thresholds
// 0.50:0.05:0.95, 101 recall points, maxDets 1/10/100, area ranges all/small/medium/large by the ground
// truth's "area" field, crowd regions matched by intersection over detection area and ignored, greedy
// matching by score with ties kept in file order.
class CocoEvaluator {
public:
    explicit CocoEvaluator(CocoGroundTruth groundTruth);

    // Throws InputError when a detection names an image the ground truth lacks (as COCO's loadRes refuses).
    CocoMetrics evaluate(const std::vector<CocoDetection>& detections, int threads = 0) const;

private:
    CocoGroundTruth m_gt;
};

}  // namespace osprey
