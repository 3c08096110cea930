#include "data/formats/DatasetFactory.h"

#include <algorithm>

#include "config/Config.h"
#include "data/checks/ExcludeList.h"
#include "data/formats/DatasetFormat.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// The held-out split must not change with the training seed, or runs with different seeds would be
// validated on different images.
constexpr uint64_t kSplitSeed = 20240611;

}  // namespace

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

std::string describeSplits(const std::string& what, const DatasetSplits& s) {
    return what + " (" + std::to_string(s.train->size()) + " train / " + std::to_string(s.val->size()) +
           " val, " + std::to_string(s.train->classNames().size()) + " classes)";
}

DatasetSplits buildDatasets(const Config& config) {
    const std::string kind = config.getString("data.dataset");
    const DatasetFormat* format = findDatasetFormat(kind);
    if (!format || !format->reads(TaskKind::Classification)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "data.dataset '{kind}' is not a classification dataset; task 'classification' "
                "takes {choices}"),
            {{"kind", kind}, {"choices", join(formatNamesFor(TaskKind::Classification), ", ")}}));
    }
    DatasetSplits s = format->classification(config);
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
