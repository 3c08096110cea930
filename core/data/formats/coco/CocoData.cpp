#include "data/formats/coco/CocoData.h"

#include <simdjson.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

namespace od = simdjson::ondemand;

// Where in the file a problem is: "annotation 12 (id 907)", a sentence of its own that fills a message's
// {place} slot.
struct Place {
    enum Kind { Image, Category, Annotation, Detection } kind;
    size_t index;
    int64_t id = -1;

    std::string sentence() const {
        // Each kind's place without and with the record's id.
        static const char* const kPlaces[][2] = {
            {OSPREY_TRANSLATE_NOOP("osprey::Errors", "image {index}"),
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "image {index} (id {id})")},
            {OSPREY_TRANSLATE_NOOP("osprey::Errors", "category {index}"),
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "category {index} (id {id})")},
            {OSPREY_TRANSLATE_NOOP("osprey::Errors", "annotation {index}"),
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "annotation {index} (id {id})")},
            {OSPREY_TRANSLATE_NOOP("osprey::Errors", "detection {index}"),
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "detection {index} (id {id})")},
        };
        const bool withId = id >= 0;
        std::map<std::string, std::string> args{{"index", std::to_string(index)}};
        if (withId)
            args["id"] = std::to_string(id);
        return Reason::sentence(kPlaces[kind][withId ? 1 : 0], std::move(args)).toJson();
    }
};

// `sentence` names the file as {path} and the record as {place}; `args` fill its other slots.
[[noreturn]] void fail(const std::string& path, const Place& place, const char* sentence,
                       std::map<std::string, std::string> args = {}) {
    args["path"] = path;
    args["place"] = place.sentence();
    throw InputError(Reason::sentence(sentence, std::move(args)));
}

double number(od::value v, const std::string& path, const Place& place, const char* key) {
    double out = 0;
    if (v.get_double().get(out) != simdjson::SUCCESS)
        fail(path, place,
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: '{key}' is not a number"),
             {{"key", key}});
    return out;
}

int64_t integer(od::value v, const std::string& path, const Place& place, const char* key) {
    int64_t out = 0;
    if (v.get_int64().get(out) == simdjson::SUCCESS)
        return out;
    // 3.0 is an integer too; the range is checked before the cast (1e308 cast first was undefined behaviour,
    // found by the fuzz harness FuzzCoco).
    double d = 0;
    if (v.get_double().get(d) == simdjson::SUCCESS && d >= -9.2e18 && d <= 9.2e18 && d == std::floor(d))
        return static_cast<int64_t>(d);
    fail(path, place, OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: '{key}' is not an integer"),
         {{"key", key}});
}

CocoBox box(od::value v, const std::string& path, const Place& place) {
    od::array a;
    if (v.get_array().get(a) != simdjson::SUCCESS)
        fail(path, place,
             OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                   "'{path}': {place}: 'bbox' is not an array [x, y, width, height]"));
    double values[4];
    size_t n = 0;
    for (auto element : a) {
        od::value item;
        if (element.get(item) != simdjson::SUCCESS)
            fail(path, place,
                 OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: 'bbox' is malformed"));
        if (n < 4)
            values[n] = number(item, path, place, "bbox");
        ++n;
    }
    if (n != 4)
        fail(path, place,
             OSPREY_TRANSLATE_NOOP(
                 "osprey::Errors",
                 "'{path}': {place}: 'bbox' has {count} numbers, not 4 [x, y, width, height]"),
             {{"count", std::to_string(n)}});
    return CocoBox{values[0], values[1], values[2], values[3]};
}

bool flag(od::value v, const std::string& path, const Place& place, const char* key) {
    bool b = false;
    if (v.get_bool().get(b) == simdjson::SUCCESS)
        return b;
    return integer(v, path, place, key) != 0;
}

std::string text(od::value v, const std::string& path, const Place& place, const char* key) {
    std::string_view s;
    if (v.get_string().get(s) != simdjson::SUCCESS)
        fail(path, place,
             OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: '{key}' is not a string"),
             {{"key", key}});
    return std::string(s);
}

// COCO's train2017 instances are 448 MiB and LVIS's about 1 GiB: 4 GiB bounds what a wrong path (a disk
// image, /dev/zero) costs without refusing any real annotation file. Nesting is bounded by the parser (1,024
// levels), and every element count by the bytes of the file.
constexpr uint64_t kMaxCocoBytes = 4ull << 30;

simdjson::padded_string readJson(const std::string& path) {
    if (const auto problem = fileProblemReason(path, kMaxCocoBytes)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "COCO file '{path}' cannot be read: {cause}"),
            {{"path", path}, {"cause", problem->toJson()}}));
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(path).get(json) != simdjson::SUCCESS)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "cannot read COCO file '{path}'"), {{"path", path}}));
    return json;
}

[[noreturn]] void notValidJson(const std::string& path, const simdjson::simdjson_error& e) {
    throw InputError(
        Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' is not valid JSON: {cause}"),
                         {{"path", path}, {"cause", e.what()}}));
}

// The objects of the array under `key`, each with its place.
template <typename Fn>
void eachObject(od::value array, const std::string& path, const char* key, Place::Kind kind, Fn&& fn) {
    od::array a;
    if (array.get_array().get(a) != simdjson::SUCCESS) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': '{key}' is not an array"),
                             {{"path", path}, {"key", key}}));
    }
    size_t index = 0;
    for (auto element : a) {
        od::object o;
        Place place{kind, index};
        if (element.get_object().get(o) != simdjson::SUCCESS)
            fail(path, place,
                 OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: is not a JSON object"));
        fn(o, place);
        ++index;
    }
}

void parseImages(od::value v, const std::string& path, CocoGroundTruth& gt) {
    eachObject(v, path, "images", Place::Image, [&](od::object o, Place place) {
        CocoGroundTruth::Image image;
        bool hasId = false;
        for (auto field : o) {
            const std::string_view key = field.unescaped_key();
            if (key == "id") {
                image.id = place.id = integer(field.value(), path, place, "id");
                hasId = true;
            } else if (key == "file_name") {
                image.fileName = text(field.value(), path, place, "file_name");
            } else if (key == "width") {
                image.width = integer(field.value(), path, place, "width");
            } else if (key == "height") {
                image.height = integer(field.value(), path, place, "height");
            }
        }
        if (!hasId)
            fail(path, place, OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: has no '{key}'"),
                 {{"key", "id"}});
        gt.images.push_back(std::move(image));
    });
}

void parseCategories(od::value v, const std::string& path, CocoGroundTruth& gt) {
    eachObject(v, path, "categories", Place::Category, [&](od::object o, Place place) {
        CocoGroundTruth::Category category;
        bool hasId = false;
        for (auto field : o) {
            const std::string_view key = field.unescaped_key();
            if (key == "id") {
                category.id = place.id = integer(field.value(), path, place, "id");
                hasId = true;
            } else if (key == "name") {
                category.name = text(field.value(), path, place, "name");
            }
        }
        if (!hasId)
            fail(path, place, OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: has no '{key}'"),
                 {{"key", "id"}});
        gt.categories.push_back(std::move(category));
    });
}

void parseAnnotations(od::value v, const std::string& path, CocoGroundTruth& gt) {
    eachObject(v, path, "annotations", Place::Annotation, [&](od::object o, Place place) {
        CocoGroundTruth::Annotation a;
        bool hasId = false, hasImage = false, hasCategory = false, hasBox = false, hasArea = false;
        for (auto field : o) {
            const std::string_view key = field.unescaped_key();
            if (key == "id") {
                a.id = place.id = integer(field.value(), path, place, "id");
                hasId = true;
            } else if (key == "image_id") {
                a.imageId = integer(field.value(), path, place, "image_id");
                hasImage = true;
            } else if (key == "category_id") {
                a.categoryId = integer(field.value(), path, place, "category_id");
                hasCategory = true;
            } else if (key == "bbox") {
                a.bbox = box(field.value(), path, place);
                hasBox = true;
            } else if (key == "area") {
                a.area = number(field.value(), path, place, "area");
                hasArea = true;
            } else if (key == "iscrowd") {
                a.iscrowd = flag(field.value(), path, place, "iscrowd");
            } else if (key == "ignore") {
                a.ignore = flag(field.value(), path, place, "ignore");
            }
        }
        if (!hasId || !hasImage || !hasCategory || !hasBox) {
            fail(path, place, OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: has no '{key}'"),
                 {{"key", !hasId         ? "id"
                          : !hasImage    ? "image_id"
                          : !hasCategory ? "category_id"
                                         : "bbox"}});
        }
        if (!hasArea)
            a.area = a.bbox.w * a.bbox.h;
        gt.annotations.push_back(a);
    });
}

}  // namespace

CocoGroundTruth loadCocoGroundTruth(const std::string& path) {
    const simdjson::padded_string json = readJson(path);
    CocoGroundTruth gt;
    od::parser parser;
    try {
        od::document doc = parser.iterate(json);
        od::object top;
        if (const auto error = doc.get_object().get(top); error != simdjson::SUCCESS) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not a COCO instances file (not a JSON object: {cause})"),
                {{"path", path}, {"cause", simdjson::error_message(error)}}));
        }
        bool hasImages = false, hasCategories = false;
        for (auto field : top) {
            const std::string_view key = field.unescaped_key();
            if (key == "images") {
                parseImages(field.value(), path, gt);
                hasImages = true;
            } else if (key == "categories") {
                parseCategories(field.value(), path, gt);
                hasCategories = true;
            } else if (key == "annotations") {
                parseAnnotations(field.value(), path, gt);
            }
        }
        if (!hasImages || !hasCategories) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not a COCO instances file: it has no '{key}'"),
                {{"path", path}, {"key", !hasImages ? "images" : "categories"}}));
        }
    } catch (const simdjson::simdjson_error& e) {
        notValidJson(path, e);
    }
    return gt;
}

std::vector<CocoDetection> loadCocoDetections(const std::string& path) {
    const simdjson::padded_string json = readJson(path);
    std::vector<CocoDetection> out;
    od::parser parser;
    try {
        od::document doc = parser.iterate(json);
        od::array array;
        if (const auto error = doc.get_array().get(array); error != simdjson::SUCCESS) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' is not a COCO results file (a JSON array of detections): {cause}"),
                {{"path", path}, {"cause", simdjson::error_message(error)}}));
        }
        size_t index = 0;
        for (auto element : array) {
            od::object o;
            Place place{Place::Detection, index++};
            if (element.get_object().get(o) != simdjson::SUCCESS)
                fail(path, place,
                     OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: is not a JSON object"));
            CocoDetection d;
            bool hasImage = false, hasCategory = false, hasBox = false, hasScore = false;
            for (auto field : o) {
                const std::string_view key = field.unescaped_key();
                if (key == "image_id") {
                    d.imageId = integer(field.value(), path, place, "image_id");
                    hasImage = true;
                } else if (key == "category_id") {
                    d.categoryId = integer(field.value(), path, place, "category_id");
                    hasCategory = true;
                } else if (key == "bbox") {
                    d.bbox = box(field.value(), path, place);
                    hasBox = true;
                } else if (key == "score") {
                    d.score = number(field.value(), path, place, "score");
                    hasScore = true;
                }
            }
            if (!hasImage || !hasCategory || !hasBox || !hasScore) {
                fail(path, place, OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}': {place}: lacks '{key}'"),
                     {{"key", !hasImage      ? "image_id"
                              : !hasCategory ? "category_id"
                              : !hasBox      ? "bbox"
                                             : "score"}});
            }
            out.push_back(d);
        }
    } catch (const simdjson::simdjson_error& e) {
        notValidJson(path, e);
    }
    return out;
}

void writeCocoDetections(const std::string& path, const std::vector<CocoDetection>& detections) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& d : detections) {
        out.push_back({{"image_id", d.imageId},
                       {"category_id", d.categoryId},
                       {"bbox", {d.bbox.x, d.bbox.y, d.bbox.w, d.bbox.h}},
                       {"score", d.score}});
    }
    writeFileAtomically(path, jsonText(out));
}

}  // namespace osprey
