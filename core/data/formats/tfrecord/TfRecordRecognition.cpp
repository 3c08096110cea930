#include "data/formats/tfrecord/TfRecordRecognition.h"

#include <algorithm>

#include "data/formats/DatasetDetection.h"
#include "data/formats/tfrecord/TfRecordFiles.h"
#include "data/formats/tfrecord/TfRecordLayout.h"
#include "records/TfExample.h"
#include "records/TfRecordReader.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// A shard's name as the recipes' tools write them: train-00000-of-01024, validation-00003-of-00128,
// coco_train.record-00000-of-00100, or any *.tfrecord / *.tfrecords / *.record.
bool shardName(const std::string& name) {
    if (!looksLikeShardName(name))
        return false;
    return name.find("-of-") != std::string::npos || name.find(".tfrecord") != std::string::npos ||
           fs::path(name).extension() == ".record";
}

bool isTrainName(const std::string& name) {
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    return lower.rfind("train", 0) == 0;
}

}  // namespace

bool recogniseTfRecordFolder(const fs::path& folder, DatasetGuess& guess) {
    std::vector<fs::path> shards;
    std::error_code ec;
    size_t seen = 0;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end && seen < 100000; it.increment(ec), ++seen) {
        const std::string name = it->path().filename().string();
        if (shardName(name) && it->is_regular_file(ec))
            shards.push_back(it->path());
    }
    std::sort(shards.begin(), shards.end());
    const auto train = std::find_if(shards.begin(), shards.end(),
                                    [](const fs::path& p) { return isTrainName(p.filename().string()); });
    if (train == shards.end())
        return false;
    // The first record's keys say which layout: read it, and nothing more.
    try {
        TfRecordReader reader(train->string());
        std::string payload;
        if (!reader.next(payload)) {
            guess.reason = "'" + train->string() + "' holds no records";
            return false;
        }
        const TfExample first = TfExample::parse(payload, train->string(), reader.recordOffset());
        const TfRecordKeys keys;
        if (first.find(keys.boxPrefix + tfrecord_layout::kXmin))
            guess.task = "detection";
        else if (first.find(keys.label))
            guess.task = "classification";
        else {
            guess.reason = "'" + train->string() + "' holds neither ImageNet's '" + keys.label +
                           "' nor the TF Object Detection API's '" + keys.boxPrefix + tfrecord_layout::kXmin +
                           "' (set data.tfrecord.* to its keys)";
            return false;
        }
    } catch (const std::exception& e) {
        guess.reason = e.what();
        return false;
    }
    guess.format = "tfrecord";
    guess.root = folder.string();
    return true;
}

}  // namespace osprey
