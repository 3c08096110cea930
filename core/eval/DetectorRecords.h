#pragma once

#include <memory>
#include <vector>

#include "eval/CocoEvaluator.h"
#include "eval/EpochRecords.h"

namespace osprey {

// A detector's validation as records (EpochRecords), from the COCO matching at IoU 0.5 (CocoMatches) of
// `detections` against `groundTruth`, whose images are the split's items in item order (as
// DetectionEvaluator builds them; image i is item i, whatever its COCO id). The arrays:
//   per image (`items` long): img_tp, img_fp, img_missed (u16; evaluated detections only, crowd matches left
//     out; a missed box is a non-crowd box nothing matched) and img_max_fp (f32, the highest score of a false
//     positive; 0 when the image has none);
//   per annotation (in the ground truth's order): gt_det (i32), the detection that matched it, or -1;
//   per detection, sorted by item (stable, so by score within an image as the evaluator got them):
//     det_image (i32, the item), det_class (u16, the position of its category in groundTruth.categories),
//     det_flags (u16, CocoMatches::Flag bits; 0 is a false positive), det_score (f32), det_box (f32, 4 per
//     detection: COCO's x, y, w, h in original pixels), det_gt (i32) and det_iou (f32): for a true positive
//     (or one matched to a crowd region) the box it matched and that IoU, for any other the class-agnostic
//     best-overlapping box (-1 when none overlaps).
//   img_loss (f32, per image), when `imageLoss` is given: DetectorEvaluation::imageLoss, each image's
//   training
//     loss as a batch of its own (NaN for an image no batch held).
// The summary holds the twelve COCO numbers, the per-category AP and PR curves, the loss and the counts.
EpochRecords detectorRecords(const CocoMetrics& metrics, double loss,
                             std::shared_ptr<const CocoGroundTruth> groundTruth,
                             const std::vector<CocoDetection>& detections, const CocoMatches& matches,
                             const std::vector<float>& imageLoss = {});

// The intersection over union of two COCO boxes (0 when either is empty).
double boxIoU(const CocoBox& a, const CocoBox& b);

}  // namespace osprey
