#include "data/formats/DetectionDatasetFactory.h"

#include <algorithm>
#include <filesystem>

#include "config/Config.h"
#include "data/checks/ExcludeList.h"
#include "data/formats/DatasetFormat.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::shared_ptr<const DetectionDataset> load(const Config& config, bool training,
                                             const std::vector<std::string>& classNames,
                                             const AnnotationWarning& warn) {
    const std::string kind = config.getString("data.dataset");
    const DatasetFormat* format = findDatasetFormat(kind);
    if (!format || !format->reads(TaskKind::Detection)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "data.dataset '{kind}' holds no boxes; task 'detection' takes {choices}"),
            {{"kind", kind}, {"choices", join(formatNamesFor(TaskKind::Detection), ", ")}}));
    }
    return format->detection(config, training, classNames, warn);
}

int64_t boxCount(const DetectionDataset& d) {
    int64_t n = 0;
    for (size_t i = 0; i < d.size(); ++i)
        n += static_cast<int64_t>(d.boxes(i).size());
    return n;
}

}  // namespace

std::string requireDataRoot(const Config& config, const char* missing) {
    const std::string root = config.getString("data.root");
    if (root.empty())
        throw InputError(Reason::sentence(missing));
    std::error_code ec;
    if (!fs::exists(root, ec)) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' does not exist (data.root)"),
                             {{"path", root}}));
    }
    return root;
}

DetectionSplits buildDetectionDatasets(const Config& config, const AnnotationWarning& warn) {
    DetectionSplits s;
    s.train = load(config, true, {}, warn);
    s.val = load(config, false, s.train->classNames(), warn);
    if (s.train->size() == 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the detection training split has no images (data.dataset {kind}, data.root '{path}')"),
            {{"kind", config.getString("data.dataset")}, {"path", config.getString("data.root")}}));
    if (s.val->size() == 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the detection validation split has no images (data.val_split '{split}')"),
            {{"split", config.getString("data.val_split")}}));
    if (s.train->classNames().empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "the dataset has no classes (data.dataset {kind}, data.root '{path}')"),
            {{"kind", config.getString("data.dataset")}, {"path", config.getString("data.root")}}));
    if (s.val->classNames() != s.train->classNames()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the training and validation splits name different classes: [{train}] against "
                "[{val}]"),
            {{"train", join(s.train->classNames(), ", ")}, {"val", join(s.val->classNames(), ", ")}}));
    }
    std::string excluded;
    if (const std::string listPath = config.getString("data.exclude_list"); !listPath.empty()) {
        ExcludeList list = ExcludeList::read(listPath, config.getString("data.root"));
        size_t train = 0, val = 0;
        s.train = withoutExcluded(s.train, list, train);
        s.val = withoutExcluded(s.val, list, val);
        excluded = "; " + describeExclusion(train, val, list);
        if (!list.unmatched().empty())
            warn(describeExclusion(train, val, list));
    }
    // A built-in dataset reads no data.root: "shapes demo".
    const std::string kind = config.getString("data.dataset");
    const std::string what =
        findDatasetFormat(kind)->root ? kind + " " + config.getString("data.root") : kind + " demo";
    s.description = what + " (" + std::to_string(s.train->size()) + " train / " +
                    std::to_string(s.val->size()) + " val images, " +
                    std::to_string(s.train->classNames().size()) + " classes, " +
                    withThousands(boxCount(*s.train)) + " training boxes)" + excluded;
    return s;
}

std::shared_ptr<const DetectionDataset> buildDetectionValidation(const Config& config,
                                                                 const std::vector<std::string>& classNames,
                                                                 const AnnotationWarning& warn) {
    auto val = load(config, false, classNames, warn);
    if (const std::string listPath = config.getString("data.exclude_list"); !listPath.empty()) {
        ExcludeList list = ExcludeList::read(listPath, config.getString("data.root"));
        size_t dropped = 0;
        val = withoutExcluded(val, list, dropped);
    }
    if (!classNames.empty() && val->classNames() != classNames) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the validation split names the classes [{val}] but the model was trained on "
                "[{trained}]"),
            {{"val", join(val->classNames(), ", ")}, {"trained", join(classNames, ", ")}}));
    }
    return val;
}

}  // namespace osprey
