#pragma once

#include "data/formats/ExportFolder.h"

namespace osprey {

struct DatasetSplits;

// A classification dataset as class folders (the folder format): <root>/train/<class>/<picture> and
// <root>/val/<class>/<picture>, every class's folder made even when it has no picture in a split.
void exportClassFolders(const DatasetSplits& splits, const ExportFolder& out, const ExportProgress& progress);

}  // namespace osprey
