#pragma once

#include <string>
#include <vector>

#include "data/formats/DetectionDataset.h"

namespace osprey {

// A Pascal VOC folder: Annotations/<id>.xml and JPEGImages/<file>, the image list of a split in
// ImageSets/Main/<split>.txt (else every annotation file). Classes: the names found in the annotations of the
// split, sorted, unless `classNames` is given. Objects marked difficult are kept as ignored regions (like
// COCO's crowd), VOC's 1-based corners become 0-based pixel edges. Problems are warnings naming file and
// object.
class VocDetectionDataset : public FileDetectionDataset {
public:
    VocDetectionDataset(const std::string& root, const std::string& split, const AnnotationWarning& warn,
                        std::vector<std::string> classNames = {});
};

}  // namespace osprey
