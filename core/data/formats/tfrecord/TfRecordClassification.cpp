#include "data/formats/tfrecord/TfRecordClassification.h"

#include <algorithm>
#include <map>

#include "config/Config.h"
#include "data/decode/ImageDecoder.h"
#include "data/formats/DatasetDetection.h"
#include "data/formats/tfrecord/TfRecordFiles.h"
#include "data/formats/tfrecord/TfRecordLayout.h"
#include "data/formats/tfrecord/TfRecordRecognition.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// One split's records before the label offset is known.
struct ReadSplit {
    std::shared_ptr<TfRecordItems> records;
    std::vector<TfRecordItems::Item> items;
    std::vector<int64_t> stored;  // the labels as the records hold them
};

ReadSplit readSplit(const std::vector<std::string>& paths, const TfRecordKeys& keys, const Config& config,
                    uint64_t& inMemoryLeft, std::map<int64_t, std::string>& names) {
    ReadSplit split;
    split.records = std::make_shared<TfRecordItems>(paths, recordShardOptions(config, &inMemoryLeft));
    // Per shard (they are read on several threads), then in shard order.
    struct Found {
        std::vector<std::pair<uint64_t, int64_t>> labels;  // record, label
        std::map<int64_t, std::string> names;
    };
    std::vector<Found> found(split.records->shards());
    split.records->scan([&](const TfExample& e, uint32_t shard, uint64_t record) {
        Found& f = found[shard];
        const int64_t label = singleInt(e, keys.label);
        if (!f.names.count(label)) {
            const std::vector<std::string>* name = &bytesOf(e, keys.className);
            if (name->empty())
                name = &bytesOf(e, tfrecord_layout::kClassText);
            if (!name->empty() && !name->front().empty())
                f.names[label] = name->front();
        }
        f.labels.emplace_back(record, label);
    });
    for (uint32_t s = 0; s < found.size(); ++s) {
        for (const auto& [record, label] : found[s].labels) {
            split.items.push_back({s, record});
            split.stored.push_back(label);
        }
        names.insert(found[s].names.begin(), found[s].names.end());  // the first shard's name stands
    }
    return split;
}

// Labels less the offset; a label below it, or one past any sensible class count, is refused by item.
std::vector<int> shifted(const ReadSplit& split, int64_t offset, int64_t& classes) {
    constexpr int64_t kMaxClasses = 1000000;
    std::vector<int> out;
    out.reserve(split.stored.size());
    for (size_t i = 0; i < split.stored.size(); ++i) {
        const int64_t label = split.stored[i] - offset;
        if (label < 0 || label >= kMaxClasses)
            throw InputError(
                Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                       "'{item}': label {label} is outside 0 to {max} after "
                                                       "data.tfrecord.label_offset {offset}"),
                                 {{"item", split.records->name(split.items[i])},
                                  {"label", std::to_string(split.stored[i])},
                                  {"max", std::to_string(kMaxClasses - 1)},
                                  {"offset", std::to_string(offset)}}));
        classes = std::max(classes, label + 1);
        out.push_back(static_cast<int>(label));
    }
    return out;
}

}  // namespace

TfRecordClassificationDataset::TfRecordClassificationDataset(std::shared_ptr<const TfRecordItems> records,
                                                             std::vector<TfRecordItems::Item> items,
                                                             std::vector<int> labels, std::string imageKey)
    : m_records(std::move(records)),
      m_items(std::move(items)),
      m_labels(std::move(labels)),
      m_imageKey(std::move(imageKey)) {}

bool TfRecordClassificationDataset::encodedBytes(size_t index, std::vector<uint8_t>& bytes) const {
    return m_records->bytes(m_items.at(index), m_imageKey, bytes, nullptr);
}

cv::Mat TfRecordClassificationDataset::image(size_t index) const {
    std::vector<uint8_t> bytes;
    if (!encodedBytes(index, bytes))
        return {};
    return decodeImageBytes(bytes);
}

std::string TfRecordClassificationDataset::whyUnreadable(size_t index) const {
    std::vector<uint8_t> bytes;
    std::string error;
    if (!m_records->bytes(m_items.at(index), m_imageKey, bytes, &error))
        return error;
    decodeImageBytes(bytes, &error);
    return error.empty() ? "cannot be decoded" : error;
}

DatasetSplits tfRecordClassificationSplits(const Config& config) {
    const TfRecordFiles files = tfRecordFiles(config);
    const TfRecordKeys keys = TfRecordKeys::fromConfig(config);
    uint64_t inMemoryLeft = kMaxCompressedRecordBytes;
    std::map<int64_t, std::string> names;
    const ReadSplit train = readSplit(files.train, keys, config, inMemoryLeft, names);
    const ReadSplit val = readSplit(files.val, keys, config, inMemoryLeft, names);
    int64_t offset = 0;
    if (keys.labelOffset) {
        offset = *keys.labelOffset;
    } else {  // ImageNet's labels start at 1; a record with label 0 says the labels are 0-based
        const bool zero = std::count(train.stored.begin(), train.stored.end(), 0) ||
                          std::count(val.stored.begin(), val.stored.end(), 0);
        offset = zero ? 0 : 1;
    }
    int64_t classes = 0;
    std::vector<int> trainLabels = shifted(train, offset, classes);
    std::vector<int> valLabels = shifted(val, offset, classes);
    std::vector<std::string> classNames;
    for (int64_t c = 0; c < classes; ++c) {
        const auto named = names.find(c + offset);
        classNames.push_back(named != names.end() ? named->second : std::to_string(c + offset));
    }
    DatasetSplits s;
    auto trainSet = std::make_shared<TfRecordClassificationDataset>(train.records, train.items,
                                                                    std::move(trainLabels), keys.image);
    auto valSet = std::make_shared<TfRecordClassificationDataset>(val.records, val.items,
                                                                  std::move(valLabels), keys.image);
    SkippedFiles skipped = files.skipped;
    for (const ReadSplit* split : {&train, &val}) {
        const SkippedFiles corrupt = split->records->corrupt();
        skipped.insert(skipped.end(), corrupt.begin(), corrupt.end());
    }
    trainSet->setSkippedFiles(std::move(skipped));  // both splits' once, as the other formats count them
    trainSet->setClassNames(classNames);
    valSet->setClassNames(classNames);
    s.train = trainSet;
    s.val = valSet;
    s.description = "tfrecord " + files.folder + " (" + std::to_string(s.train->size()) + " train / " +
                    std::to_string(s.val->size()) + " val, " + std::to_string(classNames.size()) +
                    " classes" +
                    (trainSet->skippedFiles().empty()
                         ? std::string()
                         : ", " + std::to_string(trainSet->skippedFiles().size()) + " skipped") +
                    ")";
    return s;
}

std::shared_ptr<const Dataset> tfRecordBenchDataset(const std::string& folder) {
    DatasetGuess guess;
    if (!recogniseTfRecordFolder(folder, guess) || guess.task != "classification")
        return nullptr;
    Config config;
    config.set("data.dataset", std::string("tfrecord"));
    config.set("data.root", folder);
    return tfRecordClassificationSplits(config).train;
}

}  // namespace osprey
