#pragma once

#include <functional>
#include <memory>
#include <string>

#include "data/formats/DetectionDataset.h"

namespace osprey {

class Config;

// Reads one split of one annotation format (a DatasetFormat's reader): (config, training split?, the classes
// to keep to, warnings).
using DetectionReader = std::function<std::shared_ptr<const DetectionDataset>(
    const Config&, bool training, const std::vector<std::string>& classNames, const AnnotationWarning&)>;

struct DetectionSplits {
    std::shared_ptr<const DetectionDataset> train;
    std::shared_ptr<const DetectionDataset> val;
    std::string description;  // "COCO instances.json (1000 train / 200 val, 5 classes, 3,100 boxes)"
};

// The training and validation detection datasets the experiment names (data.dataset, read by the format's
// reader: data/formats/DatasetFormat.h). Annotation problems go to `warn`, naming file and record. Both
// splits must use the same classes; throws InputError naming the key or file at fault.
DetectionSplits buildDetectionDatasets(const Config& config, const AnnotationWarning& warn);

// The validation split alone (for evaluation), with the classes the model was trained on.
std::shared_ptr<const DetectionDataset> buildDetectionValidation(const Config& config,
                                                                 const std::vector<std::string>& classNames,
                                                                 const AnnotationWarning& warn);

// For the readers: data.root, which must exist; `missing` is the sentence when it is empty.
std::string requireDataRoot(const Config& config, const char* missing);

}  // namespace osprey
