#pragma once

namespace osprey {

struct DatasetFormat;

// COCO instances JSON: <root>/<split>/ images with annotations/instances_<split>.json (or
// data.train_annotations / data.val_annotations); `data convert` writes it.
inline constexpr char kCocoFormat[] = "coco";
DatasetFormat cocoFormat();

}  // namespace osprey
