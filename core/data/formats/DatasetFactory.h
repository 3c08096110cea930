#pragma once

#include <functional>
#include <memory>
#include <string>

#include "data/formats/Dataset.h"

namespace osprey {

class Config;
template <typename Entry>
class Registry;

struct DatasetSplits {
    std::shared_ptr<const Dataset> train;
    std::shared_ptr<const Dataset> val;
    std::string description;  // "digits demo (4500 train / 500 val, 10 classes)"
};

// The training and validation datasets the experiment names (data.dataset, data.root, splits). Without a
// validation split, data.val_fraction of every class is held out, the same way for every seed. Throws
// InputError naming the key or path at fault.
DatasetSplits buildDatasets(const Config& config);

// Builds the splits of one classification format from the experiment.
using ClassificationFormat = std::function<DatasetSplits(const Config&)>;
// The classification formats by their data.dataset name: digits, folder, cifar10, cifar100, synthetic.
const Registry<ClassificationFormat>& classificationFormats();

// The validation split alone (for evaluation).
std::shared_ptr<const Dataset> buildValidationDataset(const Config& config);

}  // namespace osprey
