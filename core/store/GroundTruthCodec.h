#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "data/formats/coco/CocoData.h"

namespace osprey {

// A detection split's ground truth as a record store keeps it (one row of `ground_truth` per distinct
// content, store/RecordStore.h): categories and images as JSON arrays of [id, name] (an image's position is
// its item index), and the boxes as 24 bytes each, in annotation order: item u32, category id u16, flags u8
// (1: crowd, 2: ignore), a pad byte, then x, y, w, h as f32 (COCO's layout, original pixels). Annotation ids
// are their positions + 1 and areas w * h, as DetectionEvaluator makes them, so its ground truth comes back
// exactly.
struct EncodedGroundTruth {
    std::string key;  // FNV-1a 64 of the content, in hex: equal ground truths share one row
    std::string categories, images;
    std::vector<uint8_t> boxes;
};

// Throws InputError when a category id does not fit 16 bits or a box names an image the ground truth lacks.
EncodedGroundTruth encodeGroundTruth(const CocoGroundTruth& groundTruth);
// Throws InputError naming `path` when the parts do not fit together.
CocoGroundTruth decodeGroundTruth(const std::string& categories, const std::string& images,
                                  const std::vector<uint8_t>& boxes, const std::string& path);

}  // namespace osprey
