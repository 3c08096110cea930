#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <memory>

#include "data/formats/coco/CocoData.h"
#include "eval/ClassificationEvaluator.h"

namespace osprey {

// The per-sample records of one validation (or of one epoch's training margins): what the record store
// (store/RecordStore) writes as one row of `validations` with its arrays. Every array is indexed by the
// dataset item index of the split and is `items` long; an item without a value holds NaN (f32), 0xFFFF (u16)
// or -1 (i32). A detector's validation also has arrays of other lengths (per annotation `gt_*`, per detection
// `det_*`; eval/DetectorRecords.h) and the ground truth they index.
struct EpochRecords {
    int64_t epoch = 0;            // 0-based, as the metric rows of the same validation
    int64_t step = 0;             // the global step, as theirs
    std::string split = "val";    // val | train
    std::string source = "val";   // val (during training) | eval (osprey-cli eval) | train_margins
    std::string model = "model";  // model | ema (the averaged weights)
    std::string summary = "{}";  // JSON: the validation's metrics (for a classifier its confusion matrix too)
    int64_t items = 0;
    int64_t recorded = 0;  // items with values, as produced (not stored: a record store's read leaves it 0)
    std::map<std::string, std::vector<float>> f32;
    std::map<std::string, std::vector<uint16_t>> u16;
    std::map<std::string, std::vector<int32_t>> i32;
    // Detectors: how many detections the `det_*` arrays hold, and the ground truth (boxes of the split as the
    // evaluation saw them) that `gt_*` and `det_gt` index; the record store keeps each distinct one once.
    int64_t detections = 0;
    std::shared_ptr<const CocoGroundTruth> groundTruth;

    static constexpr uint16_t kNoClass = 0xFFFF;
    // The bytes of the arrays' values.
    int64_t payloadBytes() const;
    // A classifier validation's predicted class of `item` (its `pred` array, u16 or i32); -1 where none.
    int64_t predicted(size_t item) const;
};

// A classifier's validation as records over a split of `items` items: arrays `pred` (u16; i32 beyond 65,534
// classes), `loss`, `margin` and `entropy` (f32); the summary holds top1, top5, loss, samples and the
// confusion matrix ([true][predicted]), the matrix a training run otherwise drops.
EpochRecords classifierRecords(const ClassificationResult& result, const ClassifierSamples& samples,
                               int64_t items);

}  // namespace osprey
