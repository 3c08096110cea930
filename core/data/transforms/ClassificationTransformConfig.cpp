// ClassificationTransform::fromConfig: the one part of ClassificationTransform that needs the experiment's
// config, kept out of ClassificationTransform.cpp so that file builds without libtorch (osprey_base).
#include "config/Config.h"
#include "data/transforms/ClassificationTransform.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

std::array<float, 3> threeFloats(const FloatList& values, const char* key) {
    if (values.size() != 3) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "key '{key}' must list 3 numbers (R, G, B), got {count}"),
            {{"key", key}, {"count", std::to_string(values.size())}}));
    }
    return {static_cast<float>(values[0]), static_cast<float>(values[1]), static_cast<float>(values[2])};
}

std::array<double, 2> twoFloats(const FloatList& values, const char* key) {
    if (values.size() != 2 || values[0] > values[1]) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "key '{key}' must be a range [low, high] with low <= high"),
            {{"key", key}}));
    }
    return {values[0], values[1]};
}

}  // namespace

ClassificationTransform ClassificationTransform::fromConfig(const Config& config, bool train) {
    Options o;
    o.size = static_cast<int>(config.getInt("data.input_size"));
    o.mean = threeFloats(config.getFloatList("augment.mean"), "augment.mean");
    o.std = threeFloats(config.getFloatList("augment.std"), "augment.std");
    o.resizeShorter = static_cast<int>(config.getInt("augment.val.resize"));
    const std::string mode =
        config.getString(train ? "augment.train.resize_mode" : "augment.val.resize_mode");
    if (mode == "random_resized_crop") {
        o.geometry = Geometry::RandomResizedCrop;
    } else if (mode == "resize") {
        o.geometry = Geometry::Resize;
    } else {
        o.geometry = Geometry::ResizeCenterCrop;
    }
    if (train) {
        o.scale = twoFloats(config.getFloatList("augment.train.scale"), "augment.train.scale");
        o.ratio = twoFloats(config.getFloatList("augment.train.ratio"), "augment.train.ratio");
        o.hflip = config.getFloat("augment.train.hflip");
    }
    return ClassificationTransform(o);
}

}  // namespace osprey
