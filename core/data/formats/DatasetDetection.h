#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace osprey {

// What a folder or file a person picked holds, as an experiment's data.* keys: the format is recognised from
// the layout each reader expects (COCO: annotations/instances_<split>.json; VOC: Annotations/ and
// JPEGImages/, also inside VOCdevkit/VOC20xx; YOLO: a data.yaml; CIFAR: the binary batches; class folders:
// <root>/<split>/<class>/ or <root>/<class>/), and the task follows from the format. Only names are read
// here, never the images: the counts and problems come from opening the dataset itself.
struct DatasetGuess {
    std::string format;  // a data.dataset value; empty: not recognised (see `reason`)
    std::string task;    // "classification" or "detection"
    std::string root;    // data.root
    std::string trainSplit;
    std::string valSplit;  // empty: none found (the folder format holds out data.val_fraction)
    std::string reason;    // why nothing was recognised, naming what was looked for
    // The config overrides ("data.dataset=coco", "data.root=/x", ...) that make an experiment read it.
    std::vector<std::string> overrides() const;
};

DatasetGuess detectDataset(const std::filesystem::path& picked);

}  // namespace osprey
