#include "store/GroundTruthCodec.h"

#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "data/checks/ImageHash.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr size_t kBoxBytes = 24;

struct PackedBox {
    uint32_t item;
    uint16_t category;
    uint8_t flags;
    uint8_t pad;
    float x, y, w, h;
};
static_assert(sizeof(PackedBox) == kBoxBytes, "a recorded box is 24 bytes");

InputError damagedGroundTruth(const std::string& path, const std::string& detail) {
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' holds a damaged ground truth: {detail}"),
        {{"path", path}, {"detail", detail}}));
}

}  // namespace

EncodedGroundTruth encodeGroundTruth(const CocoGroundTruth& gt) {
    EncodedGroundTruth out;
    nlohmann::json categories = nlohmann::json::array(), images = nlohmann::json::array();
    // As objects, so that a name that is not UTF-8 keeps its bytes ("name_bytes", util/JsonText).
    for (const auto& c : gt.categories)
        categories.push_back({{"id", c.id}, {"name", c.name}});
    std::unordered_map<int64_t, uint32_t> itemOf;
    for (size_t i = 0; i < gt.images.size(); ++i) {
        images.push_back({{"id", gt.images[i].id}, {"file", gt.images[i].fileName}});
        itemOf.emplace(gt.images[i].id, static_cast<uint32_t>(i));
    }
    out.categories = jsonText(categories);
    out.images = jsonText(images);
    out.boxes.resize(gt.annotations.size() * kBoxBytes);
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        const auto& box = gt.annotations[a];
        const auto item = itemOf.find(box.imageId);
        if (box.categoryId < 0 || box.categoryId > 0xFFFF || item == itemOf.end())
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "box {index} cannot be recorded: its category id {category} is not "
                                      "in 0..65535 or its image {image} is not in the ground truth"),
                {{"index", std::to_string(a)},
                 {"category", std::to_string(box.categoryId)},
                 {"image", std::to_string(box.imageId)}}));
        const PackedBox packed{item->second,
                               static_cast<uint16_t>(box.categoryId),
                               static_cast<uint8_t>((box.iscrowd ? 1 : 0) | (box.ignore ? 2 : 0)),
                               0,
                               static_cast<float>(box.bbox.x),
                               static_cast<float>(box.bbox.y),
                               static_cast<float>(box.bbox.w),
                               static_cast<float>(box.bbox.h)};
        std::memcpy(out.boxes.data() + a * kBoxBytes, &packed, kBoxBytes);
    }
    uint64_t hash =
        contentHash(reinterpret_cast<const uint8_t*>(out.categories.data()), out.categories.size());
    hash = contentHash(reinterpret_cast<const uint8_t*>(out.images.data()), out.images.size(), hash);
    hash = contentHash(out.boxes.data(), out.boxes.size(), hash);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    out.key = hex;
    return out;
}

CocoGroundTruth decodeGroundTruth(const std::string& categories, const std::string& images,
                                  const std::vector<uint8_t>& boxes, const std::string& path) {
    CocoGroundTruth gt;
    try {
        for (const auto& c : nlohmann::json::parse(categories))
            gt.categories.push_back({c.at("id").get<int64_t>(), realText(c, "name")});
        for (const auto& i : nlohmann::json::parse(images)) {
            CocoGroundTruth::Image image;
            image.id = i.at("id").get<int64_t>();
            image.fileName = realText(i, "file");
            gt.images.push_back(image);
        }
    } catch (const nlohmann::json::exception& e) {
        throw damagedGroundTruth(path, e.what());
    }
    if (boxes.size() % kBoxBytes != 0)
        throw damagedGroundTruth(path, std::to_string(boxes.size()) + " bytes of boxes");
    gt.annotations.resize(boxes.size() / kBoxBytes);
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        PackedBox packed;
        std::memcpy(&packed, boxes.data() + a * kBoxBytes, kBoxBytes);
        if (packed.item >= gt.images.size())
            throw damagedGroundTruth(
                path, "box " + std::to_string(a) + " names item " + std::to_string(packed.item));
        CocoGroundTruth::Annotation& box = gt.annotations[a];
        box.id = static_cast<int64_t>(a) + 1;
        box.imageId = gt.images[packed.item].id;
        box.categoryId = packed.category;
        box.bbox = {packed.x, packed.y, packed.w, packed.h};
        box.area = box.bbox.w * box.bbox.h;
        box.iscrowd = packed.flags & 1;
        box.ignore = packed.flags & 2;
    }
    return gt;
}

}  // namespace osprey
