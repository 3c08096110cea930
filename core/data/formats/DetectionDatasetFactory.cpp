#include "data/formats/DetectionDatasetFactory.h"

#include <algorithm>
#include <filesystem>

#include "config/Config.h"
#include "data/checks/ExcludeList.h"
#include "data/formats/coco/CocoDetectionDataset.h"
#include "data/formats/shapes/ShapesDetectionDataset.h"
#include "data/formats/tfrecord/TfRecordDetection.h"
#include "data/formats/voc/VocDetectionDataset.h"
#include "data/formats/yolo/YoloDetectionDataset.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The shapes demo's pictures do not follow the training seed: every run is judged on the same images.
constexpr uint64_t kShapesSeed = 1;
// Validation images come from far beyond any training range, so the two never share a picture.
constexpr int64_t kShapesValFirst = 1000000000;

// data.root; `missing` says what it must name when it is empty.
std::string requireRoot(const Config& config, const char* missing) {
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

std::string cocoAnnotations(const Config& config, const std::string& root, const char* key,
                            const std::string& split) {
    std::string path = config.getString(key);
    if (path.empty())
        path = (fs::path(root) / "annotations" / ("instances_" + split + ".json")).string();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
        throw InputError(Reason::sentence(
            config.getString(key).empty()
                ? OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                        "COCO annotation file '{path}' does not exist ({key}, defaulted from "
                                        "data.root and the split)")
                : OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                        "COCO annotation file '{path}' does not exist ({key})"),
            {{"path", path}, {"key", key}}));
    }
    return path;
}

std::shared_ptr<const DetectionDataset> load(const Config& config, bool training,
                                             const std::vector<std::string>& classNames,
                                             const AnnotationWarning& warn) {
    const std::string kind = config.getString("data.dataset");
    if (!detectionFormats().contains(kind)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "data.dataset '{kind}' holds no boxes; task 'detection' takes {choices}"),
            {{"kind", kind}, {"choices", join(detectionFormats().names(), ", ")}}));
    }
    return detectionFormats().at(kind)(config, training, classNames, warn);
}

int64_t boxCount(const DetectionDataset& d) {
    int64_t n = 0;
    for (size_t i = 0; i < d.size(); ++i)
        n += static_cast<int64_t>(d.boxes(i).size());
    return n;
}

}  // namespace

const Registry<DetectionFormat>& detectionFormats() {
    static const Registry<DetectionFormat> registry = [] {
        Registry<DetectionFormat> r(OSPREY_TRANSLATE_NOOP("osprey::Errors", "detection dataset format"),
                                    "data.dataset");
        r.add("shapes",
              [](const Config& config, bool training, const std::vector<std::string>&,
                 const AnnotationWarning&) -> std::shared_ptr<const DetectionDataset> {
                  const auto options = ShapesGenerator::Options::forSize(
                      static_cast<int>(config.getInt("data.shapes_image_size")));
                  const int64_t count = config.getInt(training ? "data.shapes_train" : "data.shapes_val");
                  return std::make_shared<ShapesDetectionDataset>(kShapesSeed, training ? 0 : kShapesValFirst,
                                                                  count, options);
              });
        r.add("coco",
              [](const Config& config, bool training, const std::vector<std::string>&,
                 const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
                  const std::string split =
                      config.getString(training ? "data.train_split" : "data.val_split");
                  const std::string root = requireRoot(
                      config, OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                    "data.root must name the COCO folder (images under "
                                                    "<root>/<split>) when data.dataset is 'coco'"));
                  const std::string annotations = cocoAnnotations(
                      config, root, training ? "data.train_annotations" : "data.val_annotations", split);
                  return std::make_shared<CocoDetectionDataset>(
                      annotations, (fs::path(root) / split).string(), warn, root);
              });
        r.add("voc",
              [](const Config& config, bool training, const std::vector<std::string>& classNames,
                 const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
                  const std::string split =
                      config.getString(training ? "data.train_split" : "data.val_split");
                  const std::string root = requireRoot(
                      config, OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                    "data.root must name the VOC folder (Annotations/, "
                                                    "JPEGImages/) when data.dataset is 'voc'"));
                  return std::make_shared<VocDetectionDataset>(root, split, warn, classNames);
              });
        r.add("yolo",
              [](const Config& config, bool training, const std::vector<std::string>&,
                 const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
                  const std::string yaml = requireRoot(
                      config,
                      OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                            "data.root must name the dataset's data.yaml when data.dataset "
                                            "is 'yolo'"));
                  return std::make_shared<YoloDetectionDataset>(yaml, training ? "train" : "val", warn);
              });
        r.add("tfrecord", tfRecordDetectionSplit);
        return r;
    }();
    return registry;
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
    const std::string kind = config.getString("data.dataset");
    const std::string what = kind == "shapes" ? "shapes demo" : kind + " " + config.getString("data.root");
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
