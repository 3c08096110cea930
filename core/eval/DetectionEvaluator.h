#pragma once

#include <array>
#include <vector>

#include "data/formats/DetectionDataset.h"
#include "detection/DetectionTypes.h"
#include "eval/CocoEvaluator.h"

namespace osprey {

class Communicator;

// COCO evaluation of a detector over a DetectionDataset during training or `eval`: the dataset's boxes
// (crowd regions included) become the ground truth, each batch's detections are mapped back to original
// pixels and collected, and evaluate() gives the twelve COCO numbers.
class DetectionEvaluator {
public:
    explicit DetectionEvaluator(const DetectionDataset& dataset);

    // detections[i] belongs to image `imageIds[i]`; `inverse[i]` is (cropX, cropY, scaleX, scaleY) as the
    // loader records it. Labels are class indices.
    void add(const std::vector<Detections>& detections, const std::vector<int64_t>& imageIds,
             const std::vector<std::array<float, 4>>& inverse);
    // `matches` (optional): how each detection and box fared at IoU 0.5 (eval/CocoEvaluator.h).
    CocoMetrics evaluate(int threads = 0, CocoMatches* matches = nullptr) const;
    // Gathers every rank's detections (each rank saw its own shard of the images) onto every rank.
    void gatherOver(const Communicator& world);

    // The detections collected so far, in COCO's result format.
    const std::vector<CocoDetection>& results() const { return m_results; }
    const CocoGroundTruth& groundTruth() const { return m_gt; }

private:
    CocoGroundTruth m_gt;
    std::vector<CocoDetection> m_results;
};

}  // namespace osprey
