#pragma once

#include "data/formats/ExportFolder.h"

namespace osprey {

struct DetectionSplits;

// A detection dataset as a COCO folder, the layout the coco format reads by default: <root>/train/ and
// <root>/val/ with the pictures, <root>/annotations/instances_train.json and instances_val.json (categories
// 1..N in class order, each image under its own id, boxes as x, y, width, height in pixels, area w * h,
// iscrowd from the crowd flag).
void exportCoco(const DetectionSplits& splits, const ExportFolder& out, const ExportProgress& progress);

}  // namespace osprey
