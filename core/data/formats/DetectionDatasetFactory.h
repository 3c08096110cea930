#pragma once

#include <functional>
#include <memory>
#include <string>

#include "data/formats/DetectionDataset.h"

namespace osprey {

class Config;
template <typename Entry>
class Registry;

// Reads one split of one annotation format: (config, training split?, the classes to keep to, warnings).
using DetectionFormat = std::function<std::shared_ptr<const DetectionDataset>(
    const Config&, bool training, const std::vector<std::string>& classNames, const AnnotationWarning&)>;
// The detection formats by their data.dataset name: shapes, coco, voc, yolo.
const Registry<DetectionFormat>& detectionFormats();

struct DetectionSplits {
    std::shared_ptr<const DetectionDataset> train;
    std::shared_ptr<const DetectionDataset> val;
    std::string description;  // "COCO instances.json (1000 train / 200 val, 5 classes, 3,100 boxes)"
};

// The training and validation detection datasets the experiment names:
//   shapes — the built-in demo (data.shapes_train / data.shapes_val images);
//   coco   — <data.root>/<split> images with data.train_annotations / data.val_annotations (default
//            <data.root>/annotations/instances_<split>.json);
//   voc    — a VOC folder at data.root, image lists ImageSets/Main/<split>.txt;
//   yolo   — data.root names the data.yaml; its train and val entries.
// Annotation problems go to `warn`, naming file and record. Both splits must use the same classes; throws
// InputError naming the key or file at fault.
DetectionSplits buildDetectionDatasets(const Config& config, const AnnotationWarning& warn);

// The validation split alone (for evaluation), with the classes the model was trained on.
std::shared_ptr<const DetectionDataset> buildDetectionValidation(const Config& config,
                                                                 const std::vector<std::string>& classNames,
                                                                 const AnnotationWarning& warn);

}  // namespace osprey
