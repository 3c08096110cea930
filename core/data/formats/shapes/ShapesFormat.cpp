#include "data/formats/shapes/ShapesFormat.h"

#include <memory>

#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/shapes/ShapesDetectionDataset.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// The shapes demo's pictures do not follow the training seed: every run is judged on the same images.
constexpr uint64_t kShapesSeed = 1;
// Validation images come from far beyond any training range, so the two never share a picture.
constexpr int64_t kShapesValFirst = 1000000000;

}  // namespace

DatasetFormat shapesFormat() {
    DatasetFormat f;
    f.name = kShapesFormat;
    f.label = OSPREY_TRANSLATE_NOOP("osprey::DatasetFormat", "Shapes demo (detection)");
    f.keys = {"data.shapes_train", "data.shapes_val", "data.shapes_image_size"};
    f.detection = [](const Config& config, bool training, const std::vector<std::string>&,
                     const AnnotationWarning&) -> std::shared_ptr<const DetectionDataset> {
        const auto options =
            ShapesGenerator::Options::forSize(static_cast<int>(config.getInt("data.shapes_image_size")));
        const int64_t count = config.getInt(training ? "data.shapes_train" : "data.shapes_val");
        return std::make_shared<ShapesDetectionDataset>(kShapesSeed, training ? 0 : kShapesValFirst, count,
                                                        options);
    };
    return f;
}

}  // namespace osprey
