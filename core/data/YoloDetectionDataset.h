#pragma once

#include <string>
#include <vector>

#include "data/DetectionDataset.h"

namespace osprey {

// A YOLO-format dataset as Ultralytics lays it out: a data.yaml naming the root (`path`), the `train` and
// `val` image folders (or .txt lists of images) and the class `names` (a list or an index map); each image's
// labels in the parallel labels/ folder (…/images/… → …/labels/…, extension .txt), one "class cx cy w h" line
// per box in coordinates normalised to the image. An image without a label file has no objects. Problems are
// warnings naming file and line.
class YoloDetectionDataset : public DetectionDataset {
public:
    YoloDetectionDataset(const std::string& dataYaml, const std::string& split,
                         const AnnotationWarning& warn);

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

// Where YOLO keeps the labels of an image: the last "images" folder of the path becomes "labels".
std::string yoloLabelPath(const std::string& imagePath);

}  // namespace osprey
