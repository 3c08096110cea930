#pragma once

namespace osprey {

struct DatasetFormat;

// YOLO txt labels, named by the dataset's data.yaml (data.root) and its train and val entries.
inline constexpr char kYoloFormat[] = "yolo";
DatasetFormat yoloFormat();

}  // namespace osprey
