#include "data/formats/DatasetFactory.h"

#include <algorithm>
#include <filesystem>

#include "config/Config.h"
#include "data/checks/ExcludeList.h"
#include "data/formats/cifar/CifarDataset.h"
#include "data/formats/digits/DigitsDataset.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "data/formats/tfrecord/TfRecordClassification.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The held-out split must not change with the training seed, or runs with different seeds would be
// validated on different images.
constexpr uint64_t kSplitSeed = 20240611;

DatasetSplits splitByFraction(std::shared_ptr<const Dataset> all, double fraction) {
    std::vector<int> labels(all->size());
    for (size_t i = 0; i < labels.size(); ++i)
        labels[i] = all->label(i);
    std::vector<size_t> train, val;
    stratifiedSplit(labels, fraction, kSplitSeed, train, val);
    if (val.empty()) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "data.val_fraction = {value} leaves no validation images"),
                             {{"value", std::to_string(fraction)}}));
    }
    DatasetSplits s;
    auto trainSplit = std::make_shared<SubsetDataset>(all, train);
    trainSplit->setSkippedFiles(all->skippedFiles());  // counted once
    s.train = trainSplit;
    s.val = std::make_shared<SubsetDataset>(all, val);
    return s;
}

std::string describe(const std::string& what, const DatasetSplits& s) {
    return what + " (" + std::to_string(s.train->size()) + " train / " + std::to_string(s.val->size()) +
           " val, " + std::to_string(s.train->classNames().size()) + " classes)";
}

// Class-per-folder images: <root>/<train_split> and <root>/<val_split>, or the root's class folders with
// data.val_fraction held out.
DatasetSplits imageFolders(const Config& config) {
    const std::string root = config.getString("data.root");
    if (root.empty())
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "data.root must name the image folder when data.dataset is 'folder'")));
    std::error_code ec;
    if (!fs::is_directory(root, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "dataset folder '{path}' does not exist or is not a folder (data.root)"),
            {{"path", root}}));
    const fs::path trainDir = fs::path(root) / config.getString("data.train_split");
    const fs::path valDir = fs::path(root) / config.getString("data.val_split");
    DatasetSplits s;
    if (fs::is_directory(trainDir, ec)) {
        auto train = std::make_shared<ImageFolderDataset>(trainDir.string());
        if (fs::is_directory(valDir, ec)) {
            s.train = train;
            s.val = std::make_shared<ImageFolderDataset>(valDir.string(), train->classNames());
        } else {
            s = splitByFraction(train, config.getFloat("data.val_fraction"));
        }
    } else {
        // No train/ sub-folder: the root itself holds the class folders.
        s = splitByFraction(std::make_shared<ImageFolderDataset>(root), config.getFloat("data.val_fraction"));
    }
    s.description = describe("image folder " + root, s);
    return s;
}

}  // namespace

const Registry<ClassificationFormat>& classificationFormats() {
    static const Registry<ClassificationFormat> registry = [] {
        Registry<ClassificationFormat> r(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "classification dataset format"), "data.dataset");
        r.add("digits", [](const Config& config) {
            const std::string root = config.getString("data.root");
            auto all = std::make_shared<DigitsDataset>(root.empty() ? DigitsDataset::defaultPath() : root);
            DatasetSplits s = splitByFraction(all, config.getFloat("data.val_fraction"));
            s.description = describe("digits demo", s);
            return s;
        });
        r.add("folder", imageFolders);
        for (const char* variant : {"cifar10", "cifar100"}) {
            r.add(variant, [kind = std::string(variant)](const Config& config) {
                const std::string root = config.getString("data.root");
                if (root.empty())
                    throw InputError(Reason::sentence(
                        OSPREY_TRANSLATE_NOOP(
                            "osprey::Errors",
                            "data.root must name the CIFAR folder when data.dataset is '{kind}'"),
                        {{"kind", kind}}));
                const auto v =
                    kind == "cifar10" ? CifarDataset::Variant::Cifar10 : CifarDataset::Variant::Cifar100;
                DatasetSplits s;
                s.train = std::make_shared<CifarDataset>(root, v, true);
                s.val = std::make_shared<CifarDataset>(root, v, false);
                s.description = describe(kind + " " + root, s);
                return s;
            });
        }
        r.add("tfrecord", tfRecordClassificationSplits);
        r.add("synthetic", [](const Config& config) {
            const auto size = static_cast<size_t>(config.getInt("data.synthetic_size"));
            const int classes = static_cast<int>(config.getInt("data.num_classes"));
            const int side = static_cast<int>(config.getInt("data.input_size"));
            DatasetSplits s;
            s.train = std::make_shared<SyntheticDataset>(size, classes, side, 1);
            s.val = std::make_shared<SyntheticDataset>(std::max<size_t>(1, size / 4), classes, side, 2);
            s.description = describe("synthetic", s);
            return s;
        });
        return r;
    }();
    return registry;
}

DatasetSplits buildDatasets(const Config& config) {
    const std::string kind = config.getString("data.dataset");
    if (!classificationFormats().contains(kind)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "data.dataset '{kind}' is not a classification dataset; task 'classification' "
                "takes {choices}"),
            {{"kind", kind}, {"choices", join(classificationFormats().names(), ", ")}}));
    }
    DatasetSplits s = classificationFormats().at(kind)(config);
    if (s.train->classNames().empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the dataset has no classes (data.dataset {kind}, data.root '{path}')"),
            {{"kind", kind}, {"path", config.getString("data.root")}}));
    const std::string listPath = config.getString("data.exclude_list");
    if (!listPath.empty()) {
        ExcludeList list = ExcludeList::read(listPath, config.getString("data.root"));
        size_t train = 0, val = 0;
        s.train = withoutExcluded(s.train, list, train);
        s.val = withoutExcluded(s.val, list, val);
        s.description += "; " + describeExclusion(train, val, list);
    }
    return s;
}

std::shared_ptr<const Dataset> buildValidationDataset(const Config& config) {
    return buildDatasets(config).val;
}

}  // namespace osprey
