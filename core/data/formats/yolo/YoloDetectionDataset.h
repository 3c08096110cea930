#pragma once

#include <string>
#include <vector>

#include "data/formats/DetectionDataset.h"

namespace osprey {

// A YOLO-format dataset as Ultralytics lays it out: a data.yaml naming the root (`path`), the `train` and
// `val` image folders (or .txt lists of images) and the class `names` (a list or an index map); each image's
// labels in the parallel labels/ folder (…/images/… → …/labels/…, extension .txt), one "class cx cy w h" line
// per box in coordinates normalised to the image. An image without a label file has no objects. Problems are
// warnings naming file and line.
class YoloDetectionDataset : public FileDetectionDataset {
public:
    YoloDetectionDataset(const std::string& dataYaml, const std::string& split,
                         const AnnotationWarning& warn);
};

// Where YOLO keeps the labels of an image: the last "images" folder of the path becomes "labels".
std::string yoloLabelPath(const std::string& imagePath);

}  // namespace osprey
