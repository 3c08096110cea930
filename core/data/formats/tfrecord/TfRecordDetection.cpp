#include "data/formats/tfrecord/TfRecordDetection.h"

#include <algorithm>
#include <map>
#include <set>

#include "config/Config.h"
#include "data/decode/ImageDecoder.h"
#include "data/decode/ImageHeader.h"
#include "data/formats/tfrecord/TfRecordFiles.h"
#include "data/formats/tfrecord/TfRecordLayout.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// A box as the record holds it, its class by name.
struct RawBox {
    BoxLabel box;
    std::string name;
};

struct RawItem {
    TfRecordItems::Item at;
    std::vector<RawBox> boxes;
    std::string sourceId;
    int width = 0, height = 0;
};

// The picture's size as its header states it (what the boxes were normalised by), else image/height and
// image/width (a format whose header Osprey does not read without decoding).
void pictureSize(const TfExample& e, const TfRecordKeys& keys, const std::vector<std::string>& image,
                 int& width, int& height) {
    const std::optional<cv::Size> size =
        image.empty() ? std::nullopt
                      : headerImageSize(reinterpret_cast<const uint8_t*>(image[0].data()), image[0].size());
    if (size && size->width > 0 && size->height > 0) {
        width = size->width;
        height = size->height;
        return;
    }
    const std::vector<int64_t>& h = intsOf(e, keys.height);
    const std::vector<int64_t>& w = intsOf(e, keys.width);
    if (h.size() != 1 || w.size() != 1 || h[0] <= 0 || w[0] <= 0 || h[0] > (1 << 20) || w[0] > (1 << 20))
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP(
                                 "osprey::Errors",
                                 "the record has no '{height}' and '{width}', and its picture's header gives "
                                 "no size"),
                             {{"height", keys.height}, {"width", keys.width}}));
    width = static_cast<int>(w[0]);
    height = static_cast<int>(h[0]);
}

RawItem readItem(const TfExample& e, const TfRecordKeys& keys) {
    RawItem item;
    pictureSize(e, keys, bytesOf(e, keys.image), item.width, item.height);
    const std::vector<float>& xmin = floatsOf(e, keys.boxPrefix + tfrecord_layout::kXmin);
    const std::vector<float>& ymin = floatsOf(e, keys.boxPrefix + tfrecord_layout::kYmin);
    const std::vector<float>& xmax = floatsOf(e, keys.boxPrefix + tfrecord_layout::kXmax);
    const std::vector<float>& ymax = floatsOf(e, keys.boxPrefix + tfrecord_layout::kYmax);
    const std::vector<int64_t>& labels = intsOf(e, keys.boxLabel);
    const std::vector<std::string>& texts = bytesOf(e, keys.boxText);
    const std::vector<int64_t>& crowd = intsOf(e, keys.crowd);
    const size_t n = xmin.size();
    for (const auto& [key, count] : {std::pair{keys.boxPrefix + tfrecord_layout::kYmin, ymin.size()},
                                     std::pair{keys.boxPrefix + tfrecord_layout::kXmax, xmax.size()},
                                     std::pair{keys.boxPrefix + tfrecord_layout::kYmax, ymax.size()},
                                     std::pair{labels.empty() ? keys.boxText : keys.boxLabel,
                                               labels.empty() ? texts.size() : labels.size()}}) {
        if (count != n || (!texts.empty() && texts.size() != n) || (!crowd.empty() && crowd.size() != n))
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "the record has {boxes} values of '{xmin}' but {count} of '{key}' (or "
                                      "of its class texts or crowd flags)"),
                {{"boxes", std::to_string(n)},
                 {"xmin", keys.boxPrefix + tfrecord_layout::kXmin},
                 {"count", std::to_string(count)},
                 {"key", key}}));
    }
    for (size_t b = 0; b < n; ++b) {
        RawBox r;
        r.box.x1 = xmin[b] * static_cast<float>(item.width);
        r.box.y1 = ymin[b] * static_cast<float>(item.height);
        r.box.x2 = xmax[b] * static_cast<float>(item.width);
        r.box.y2 = ymax[b] * static_cast<float>(item.height);
        r.box.crowd = !crowd.empty() && crowd[b] != 0;
        r.box.classId =
            labels.empty() ? 0 : static_cast<int>(std::clamp<int64_t>(labels[b], INT32_MIN, INT32_MAX));
        if (!texts.empty() && !texts[b].empty())
            r.name = texts[b];
        else if (!labels.empty())
            r.name = std::to_string(labels[b]);
        else
            r.name = "unnamed";
        item.boxes.push_back(std::move(r));
    }
    const std::vector<std::string>& source = bytesOf(e, keys.sourceId);
    if (!source.empty())
        item.sourceId = source[0];
    return item;
}

// A positive decimal number (COCO's image ids), else 0.
int64_t numericId(const std::string& text) {
    if (text.empty() || text.size() > 18 || !std::all_of(text.begin(), text.end(), ::isdigit))
        return 0;
    return std::stoll(text);
}

// The classes in the order of their label ids (the OD API's label map order), each by its name.
std::vector<std::string> classesOf(const std::vector<RawItem>& items) {
    std::map<std::string, int64_t> firstId;
    for (const auto& item : items)
        for (const auto& b : item.boxes)
            firstId.emplace(b.name, b.box.classId);
    std::vector<std::pair<int64_t, std::string>> order;
    for (const auto& [name, id] : firstId)
        order.emplace_back(id, name);
    std::sort(order.begin(), order.end());
    std::vector<std::string> out;
    for (const auto& entry : order)
        out.push_back(entry.second);
    return out;
}

}  // namespace

TfRecordDetectionDataset::TfRecordDetectionDataset(std::shared_ptr<const TfRecordItems> records,
                                                   std::vector<Item> items, std::string imageKey)
    : m_records(std::move(records)), m_items(std::move(items)), m_imageKey(std::move(imageKey)) {}

bool TfRecordDetectionDataset::encodedBytes(size_t index, std::vector<uint8_t>& bytes) const {
    return m_records->bytes(m_items.at(index).at, m_imageKey, bytes, nullptr);
}

cv::Mat TfRecordDetectionDataset::image(size_t index) const {
    std::vector<uint8_t> bytes;
    if (!encodedBytes(index, bytes))
        return {};
    return decodeImageBytes(bytes);
}

std::shared_ptr<const DetectionDataset> tfRecordDetectionSplit(const Config& config, bool training,
                                                               const std::vector<std::string>& classNames,
                                                               const AnnotationWarning& warn) {
    const TfRecordFiles files = tfRecordFiles(config);
    const TfRecordKeys keys = TfRecordKeys::fromConfig(config);
    uint64_t inMemoryLeft = kMaxCompressedRecordBytes;
    auto records = std::make_shared<TfRecordItems>(training ? files.train : files.val,
                                                   recordShardOptions(config, &inMemoryLeft));
    std::vector<std::vector<RawItem>> perShard(records->shards());  // read on several threads
    records->scan([&](const TfExample& e, uint32_t shard, uint64_t record) {
        RawItem item = readItem(e, keys);
        item.at = {shard, record};
        perShard[shard].push_back(std::move(item));
    });
    std::vector<RawItem> raw;
    for (auto& items : perShard)
        std::move(items.begin(), items.end(), std::back_inserter(raw));
    const std::vector<std::string> classes = classNames.empty() ? classesOf(raw) : classNames;
    std::map<std::string, int> classOf;
    for (size_t c = 0; c < classes.size(); ++c)
        classOf.emplace(classes[c], static_cast<int>(c));
    // Source ids as image ids only when they are all distinct numbers: else no two images may share one.
    std::set<int64_t> ids;
    bool numeric = true;
    for (const auto& item : raw) {
        const int64_t id = numericId(item.sourceId);
        numeric = numeric && id > 0 && ids.insert(id).second;
    }
    WarningSummary dropped(warn, "boxes of a class the training split does not have");
    std::vector<TfRecordDetectionDataset::Item> items;
    items.reserve(raw.size());
    for (size_t i = 0; i < raw.size(); ++i) {
        TfRecordDetectionDataset::Item item;
        item.at = raw[i].at;
        item.id = numeric ? numericId(raw[i].sourceId) : static_cast<int64_t>(i) + 1;
        const std::string where = records->name(item.at);
        for (RawBox& b : raw[i].boxes) {
            const auto c = classOf.find(b.name);
            if (c == classOf.end()) {
                dropped("'" + where + "': a box of class '" + b.name + "' left out");
                continue;
            }
            b.box.classId = c->second;
            if (clipOrDropBox(b.box, raw[i].width, raw[i].height, where, warn))
                item.boxes.push_back(b.box);
        }
        items.push_back(std::move(item));
    }
    auto dataset = std::make_shared<TfRecordDetectionDataset>(records, std::move(items), keys.image);
    dataset->setClassNames(classes);
    SkippedFiles skipped = training ? files.skipped : SkippedFiles{};
    const SkippedFiles corrupt = records->corrupt();
    skipped.insert(skipped.end(), corrupt.begin(), corrupt.end());
    dataset->setSkippedFiles(std::move(skipped));
    return dataset;
}

}  // namespace osprey
