#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "eval/CocoEvaluator.h"

namespace osprey {

// A detector's confusion matrix at a score threshold, from one COCO matching at IoU 0.5 (CocoMatches). Rows
// are the true class, then "background" (a detection with no object under it); columns the predicted class,
// then "background" (an object nothing found). Classes are the ground truth's categories in id order.
//   - a true positive counts in [c][c];
//   - a false positive whose best-overlapping box (IoU >= 0.5, any class) is of another class and unmatched
//   at
//     this threshold counts in [that class][predicted] and claims the box;
//   - any other false positive counts in [background][predicted];
//   - a non-crowd box neither matched nor claimed counts in [its class][background].
// Detections matched to crowd regions, and those COCO did not evaluate, are left out.
// Each category id's row/column: the ground truth's categories in id order.
std::map<int64_t, int> classIndex(const CocoGroundTruth& groundTruth);

struct DetectionConfusion {
    int classes = 0;
    std::vector<int64_t> cells;  // (classes + 1)^2, row by row
    int64_t at(int truth, int predicted) const {
        return cells[static_cast<size_t>(truth * (classes + 1) + predicted)];
    }
};

// One count of the matrix and what is behind it: the detection (-1 for a box nothing found) and the box
// (-1 for a detection with no box under it), as indices into `detections` and groundTruth.annotations.
struct ConfusionEntry {
    int truth = 0, predicted = 0;
    int64_t detection = -1, annotation = -1;
};

// `entries` (optional) receives every count, so that a cell's pictures can be listed.
DetectionConfusion detectionConfusion(const CocoGroundTruth& groundTruth,
                                      const std::vector<CocoDetection>& detections,
                                      const CocoMatches& matches, double threshold,
                                      std::vector<ConfusionEntry>* entries = nullptr);

// A class's precision-recall curve at IoU 0.5: one point per distinct score, highest score first, each
// counting the evaluated detections scoring at least that much (detections matched to crowd regions left
// out).
struct PrecisionRecallCurve {
    int64_t objects = 0;  // non-crowd boxes of the class
    std::vector<double> scores;
    std::vector<int64_t> truePositives, detections;
    double precision(size_t i) const;
    double recall(size_t i) const;
};

// Per class (categories in id order).
std::vector<PrecisionRecallCurve> precisionRecallCurves(const CocoGroundTruth& groundTruth,
                                                        const std::vector<CocoDetection>& detections,
                                                        const CocoMatches& matches);

// One class's precision, recall and F1 at a threshold, and the threshold where its F1 is highest.
struct ClassThreshold {
    int64_t truePositives = 0, falsePositives = 0, objects = 0;  // at `threshold`; objects: non-crowd boxes
    double precision = 0, recall = 0, f1 = 0;
    double bestThreshold = 0;  // the score at which F1 peaks (0 when the class has no true positive)
    double bestPrecision = 0, bestRecall = 0, bestF1 = 0;
};

// Per class (categories in id order): the figures at `threshold` and the F1-best threshold, from the
// evaluated, non-crowd-matched detections sorted by score (detections of equal score taken together).
std::vector<ClassThreshold> classThresholds(const CocoGroundTruth& groundTruth,
                                            const std::vector<CocoDetection>& detections,
                                            const CocoMatches& matches, double threshold);

}  // namespace osprey
