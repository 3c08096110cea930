#pragma once

#include <string>
#include <vector>

#include "data/DetectionDataset.h"

namespace osprey {

// A Pascal VOC folder: Annotations/<id>.xml and JPEGImages/<file>, the image list of a split in
// ImageSets/Main/<split>.txt (else every annotation file). Classes: the names found in the annotations of the
// split, sorted, unless `classNames` is given. Objects marked difficult are kept as ignored regions (like
// COCO's crowd), VOC's 1-based corners become 0-based pixel edges. Problems are warnings naming file and
// object.
class VocDetectionDataset : public DetectionDataset {
public:
    VocDetectionDataset(const std::string& root, const std::string& split, const AnnotationWarning& warn,
                        std::vector<std::string> classNames = {});

    size_t size() const override { return m_images.size(); }
    cv::Mat image(size_t index) const override;
    const std::vector<BoxLabel>& boxes(size_t index) const override { return m_images.at(index).boxes; }
    std::string itemName(size_t index) const override { return m_images.at(index).path; }

private:
    struct Image {
        std::string path;
        std::vector<BoxLabel> boxes;
    };
    std::vector<Image> m_images;
};

}  // namespace osprey
