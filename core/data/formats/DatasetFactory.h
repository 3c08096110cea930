#pragma once

#include <functional>
#include <memory>
#include <string>

#include "data/formats/Dataset.h"

namespace osprey {

class Config;

struct DatasetSplits {
    std::shared_ptr<const Dataset> train;
    std::shared_ptr<const Dataset> val;
    std::string description;  // "digits demo (4500 train / 500 val, 10 classes)"
};

// The training and validation datasets the experiment names (data.dataset, data.root, splits), read by the
// format's reader (data/formats/DatasetFormat.h). Without a validation split, data.val_fraction of every
// class is held out, the same way for every seed. Throws InputError naming the key or path at fault.
DatasetSplits buildDatasets(const Config& config);

// Builds the splits of one classification format from the experiment (a DatasetFormat's reader).
using ClassificationReader = std::function<DatasetSplits(const Config&)>;

// The validation split alone (for evaluation).
std::shared_ptr<const Dataset> buildValidationDataset(const Config& config);

// For the readers: `all` split into training and validation, `fraction` of every class held out the same way
// for every training seed (InputError when that leaves no validation images).
DatasetSplits splitByFraction(std::shared_ptr<const Dataset> all, double fraction);
// "<what> (4500 train / 500 val, 10 classes)".
std::string describeSplits(const std::string& what, const DatasetSplits& s);

}  // namespace osprey
