#include "data/DetectionDatasetFactory.h"

#include <algorithm>
#include <filesystem>

#include "config/Config.h"
#include "data/CocoDetectionDataset.h"
#include "data/ShapesDetectionDataset.h"
#include "data/VocDetectionDataset.h"
#include "data/YoloDetectionDataset.h"
#include "util/Errors.h"
#include "util/Registry.h"
#include "util/Strings.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The shapes demo's pictures do not follow the training seed: every run is judged on the same images.
constexpr uint64_t kShapesSeed = 1;
// Validation images come from far beyond any training range, so the two never share a picture.
constexpr int64_t kShapesValFirst = 1000000000;

std::string requireRoot(const Config& config, const std::string& kind, const char* what) {
    const std::string root = config.getString("data.root");
    if (root.empty())
        throw InputError("data.root must name " + std::string(what) + " when data.dataset is '" + kind + "'");
    if (!fs::exists(root))
        throw InputError("'" + root + "' does not exist (data.root)");
    return root;
}

std::string cocoAnnotations(const Config& config, const std::string& root, const char* key,
                            const std::string& split) {
    std::string path = config.getString(key);
    if (path.empty())
        path = (fs::path(root) / "annotations" / ("instances_" + split + ".json")).string();
    if (!fs::is_regular_file(path)) {
        throw InputError("COCO annotation file '" + path + "' does not exist (" + std::string(key) +
                         (config.getString(key).empty() ? ", defaulted from data.root and the split)" : ")"));
    }
    return path;
}

std::shared_ptr<const DetectionDataset> load(const Config& config, bool training,
                                             const std::vector<std::string>& classNames,
                                             const AnnotationWarning& warn) {
    const std::string kind = config.getString("data.dataset");
    if (!detectionFormats().contains(kind)) {
        throw InputError("data.dataset '" + kind + "' holds no boxes; task 'detection' takes " +
                         join(detectionFormats().names(), ", "));
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
        Registry<DetectionFormat> r("detection dataset format", "data.dataset");
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
                  const std::string root =
                      requireRoot(config, "coco", "the COCO folder (images under <root>/<split>)");
                  const std::string annotations = cocoAnnotations(
                      config, root, training ? "data.train_annotations" : "data.val_annotations", split);
                  return std::make_shared<CocoDetectionDataset>(annotations,
                                                                (fs::path(root) / split).string(), warn);
              });
        r.add("voc",
              [](const Config& config, bool training, const std::vector<std::string>& classNames,
                 const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
                  const std::string split =
                      config.getString(training ? "data.train_split" : "data.val_split");
                  const std::string root =
                      requireRoot(config, "voc", "the VOC folder (Annotations/, JPEGImages/)");
                  return std::make_shared<VocDetectionDataset>(root, split, warn, classNames);
              });
        r.add("yolo",
              [](const Config& config, bool training, const std::vector<std::string>&,
                 const AnnotationWarning& warn) -> std::shared_ptr<const DetectionDataset> {
                  const std::string yaml = requireRoot(config, "yolo", "the dataset's data.yaml");
                  return std::make_shared<YoloDetectionDataset>(yaml, training ? "train" : "val", warn);
              });
        return r;
    }();
    return registry;
}

DetectionSplits buildDetectionDatasets(const Config& config, const AnnotationWarning& warn) {
    DetectionSplits s;
    s.train = load(config, true, {}, warn);
    s.val = load(config, false, s.train->classNames(), warn);
    if (s.train->size() == 0)
        throw InputError("the detection training split has no images (data.dataset " +
                         config.getString("data.dataset") + ", data.root '" + config.getString("data.root") +
                         "')");
    if (s.val->size() == 0)
        throw InputError("the detection validation split has no images (data.val_split '" +
                         config.getString("data.val_split") + "')");
    if (s.val->classNames() != s.train->classNames()) {
        throw InputError("the training and validation splits name different classes: [" +
                         join(s.train->classNames(), ", ") + "] against [" + join(s.val->classNames(), ", ") +
                         "]");
    }
    const std::string kind = config.getString("data.dataset");
    const std::string what = kind == "shapes" ? "shapes demo" : kind + " " + config.getString("data.root");
    s.description = what + " (" + std::to_string(s.train->size()) + " train / " +
                    std::to_string(s.val->size()) + " val images, " +
                    std::to_string(s.train->classNames().size()) + " classes, " +
                    withThousands(boxCount(*s.train)) + " training boxes)";
    return s;
}

std::shared_ptr<const DetectionDataset> buildDetectionValidation(const Config& config,
                                                                 const std::vector<std::string>& classNames,
                                                                 const AnnotationWarning& warn) {
    auto val = load(config, false, classNames, warn);
    if (!classNames.empty() && val->classNames() != classNames) {
        throw InputError("the validation split names the classes [" + join(val->classNames(), ", ") +
                         "] but the model was trained on [" + join(classNames, ", ") + "]");
    }
    return val;
}

}  // namespace osprey
