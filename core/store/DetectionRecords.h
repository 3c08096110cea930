#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/CocoEvaluator.h"
#include "eval/EpochRecords.h"

namespace osprey {

class RecordStore;

// A detector's recorded validation rebuilt from inspect.db alone, in the evaluator's own types, so that
// detectionConfusion, classThresholds and the error rankings run on it as on a fresh evaluation. Detections
// are in the stored order (by item); `matches` indexes them and groundTruth.annotations. For a true positive
// `matches.bestOverlap` holds the box it matched (the record keeps one box per detection; only false
// positives' best overlaps are read by the confusion matrix).
struct DetectionRecords {
    EpochRecords records;         // the validation's row and arrays (img_* per item, det_* per detection)
    CocoGroundTruth groundTruth;  // images in item order
    std::vector<CocoDetection> detections;
    std::vector<int32_t> detectionItems;  // the item of each detection
    CocoMatches matches;
    std::vector<std::string> imageNames;  // per item: the dataset's name for it (data.exclude_list's strings)
};

// Throws InputError naming the file when the validation is not a detector's or its arrays do not fit
// together.
DetectionRecords readDetectionRecords(const RecordStore& store, int64_t validationId);

}  // namespace osprey
