#include "infer/ExportedModelInfo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "infer/MetadataEntry.h"
#include "infer/OnnxLimits.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

const std::string kPrefix = "osprey.";

// The ranges of the metadata's numbers: what Osprey's training and export allow (ConfigSchema), and for what
// neither bounds, what keeps the runtime's arithmetic finite.
constexpr int64_t kMostResize = 8192;                // augment.val.resize
constexpr double kMostMean = 255, kLeastStd = 1e-3;  // pixels are 0..1 (0..255 by a config that forgot)
constexpr double kMostStd = 255;
constexpr int64_t kMostCandidates = 1 << 20, kMostDetections = 100000;  // eval.max_detections
constexpr double kLeastCoderWeight = 1e-3, kMostCoderWeight = 1e3;      // BoxCoder: 1 or 10 and 5 (SSD)
constexpr double kMostClamp = 20;                                       // exp(20) x an anchor: still finite
constexpr int64_t kMostLevels = 64, kMostLevelSize = int64_t{1} << 28;
constexpr double kMostAnchorCoordinate = 1
                                         << 20;  // pixels of the network input, anchors beyond its edges too
const std::vector<std::string> kGeometries = {"resize_center_crop", "resize", "letterbox", "stretch"};

// An entry that is plain text (not JSON).
const std::string& entry(const OnnxModelHeader& header, const std::string& key, const std::string& path) {
    const auto it = header.metadata.find(key);
    if (it == header.metadata.end())
        MetadataEntry::broken(path, key, "the entry is missing");
    return it->second;
}

// Standard base64 (with '=' padding) to bytes; false on any other character.
bool decodeBase64(const std::string& text, std::vector<uint8_t>& out) {
    static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (text.size() % 4 != 0)
        return false;
    out.clear();
    out.reserve(text.size() / 4 * 3);
    uint32_t bits = 0;
    int count = 0, padding = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        uint32_t value = 0;
        if (c == '=') {
            if (i + 2 < text.size())
                return false;
            ++padding;
        } else {
            const char* at = std::strchr(kAlphabet, c);
            if (c == '\0' || !at || padding)
                return false;
            value = static_cast<uint32_t>(at - kAlphabet);
        }
        bits = bits << 6 | value;
        if (++count == 4) {
            out.push_back(static_cast<uint8_t>(bits >> 16));
            if (padding < 2)
                out.push_back(static_cast<uint8_t>(bits >> 8 & 0xFF));
            if (padding < 1)
                out.push_back(static_cast<uint8_t>(bits & 0xFF));
            bits = 0;
            count = 0;
        }
    }
    return true;
}

Preprocessing readPreprocessing(const OnnxModelHeader& header, const std::string& path) {
    const MetadataEntry p(header, kPrefix + "preprocessing", path);
    Preprocessing pre;
    pre.geometry = p.name("geometry", kGeometries);
    pre.inputSize = p.integer("input_size", 1, kMaxOnnxInputSize);
    pre.resize = p.integer("resize", 0, kMostResize);
    const std::vector<double> mean = p.numbers("mean", 3, -kMostMean, kMostMean);
    const std::vector<double> std = p.numbers("std", 3, kLeastStd, kMostStd);
    for (size_t c = 0; c < 3; ++c) {
        pre.mean[c] = static_cast<float>(mean[c]);
        pre.std[c] = static_cast<float>(std[c]);
    }
    return pre;
}

// Anchors: base64 of little-endian float32 (x1, y1, x2, y2), as many as the level sizes sum to.
std::vector<float> readAnchors(const MetadataEntry& d, const std::vector<int64_t>& levelSizes,
                               const std::string& path) {
    int64_t total = 0;
    for (int64_t size : levelSizes)
        total += size;
    if (total == 0)
        d.broken("level sizes summing to 0: the detector has no anchors");
    std::vector<uint8_t> bytes;
    if (!decodeBase64(d.text("anchors"), bytes))
        d.broken("anchors are not base64");
    if (bytes.size() != static_cast<size_t>(total) * 16)
        d.broken(std::to_string(bytes.size() / 16) + " anchors for level sizes summing to " +
                 std::to_string(total));
    // This host is little-endian too (x86-64, arm64).
    std::vector<float> anchors(static_cast<size_t>(total) * 4);
    std::memcpy(anchors.data(), bytes.data(), bytes.size());
    for (const float a : anchors) {
        if (!std::isfinite(a) || std::abs(a) > kMostAnchorCoordinate)
            d.notInRange("anchors", a, -kMostAnchorCoordinate, kMostAnchorCoordinate);
    }
    const auto text = [](float v) {
        char out[32];
        std::snprintf(out, sizeof out, "%g", static_cast<double>(v));
        return std::string(out);
    };
    for (size_t i = 0; i < anchors.size(); i += 4) {
        if (anchors[i] > anchors[i + 2] || anchors[i + 1] > anchors[i + 3]) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' has broken Osprey metadata '{key}': anchor {index} has the corners "
                    "({x1}, {y1}) and ({x2}, {y2}), not a top left and a bottom right"),
                {{"path", path},
                 {"key", d.key()},
                 {"index", std::to_string(i / 4)},
                 {"x1", text(anchors[i])},
                 {"y1", text(anchors[i + 1])},
                 {"x2", text(anchors[i + 2])},
                 {"y2", text(anchors[i + 3])}}));
        }
    }
    return anchors;
}

void readDetection(const OnnxModelHeader& header, const std::string& path, ExportedModelInfo& info) {
    const MetadataEntry post(header, kPrefix + "postprocess", path);
    info.postprocess.scoreThreshold = post.number("score_threshold", 0, 1);
    info.postprocess.nmsThreshold = post.number("nms_threshold", 0, 1);
    info.postprocess.candidatesPerLevel = post.integer("candidates_per_level", 1, kMostCandidates);
    info.postprocess.detectionsPerImage = post.integer("detections_per_image", 1, kMostDetections);

    const MetadataEntry d(header, kPrefix + "decoder", path);
    DenseDecoderSpec& decoder = info.decoder;
    decoder.scores = d.name("scores", {"sigmoid", "softmax_background_first"}) == "sigmoid"
                         ? DenseDecoderSpec::Scores::Sigmoid
                         : DenseDecoderSpec::Scores::SoftmaxBackgroundFirst;
    const std::vector<double> weights = d.numbers("coder_weights", 4, kLeastCoderWeight, kMostCoderWeight);
    std::copy(weights.begin(), weights.end(), decoder.coderWeights.begin());
    decoder.clamp = d.number("clamp", 0, kMostClamp);
    decoder.levelSizes = d.integers("level_sizes", 1, kMostLevels, 0, kMostLevelSize);
    decoder.anchors = readAnchors(d, decoder.levelSizes, path);
}

}  // namespace

ExportedModelInfo readExportedModelInfo(const OnnxModelHeader& header, const std::string& path) {
    const auto version = header.metadata.find(kPrefix + "format_version");
    if (header.producerName != "osprey" || version == header.metadata.end()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' is an ONNX model that Osprey did not write (producer '{producer}', "
                "no Osprey metadata); Osprey runs the models 'osprey-cli export' writes"),
            {{"path", path}, {"producer", header.producerName}}));
    }
    if (version->second != std::to_string(ExportedModelInfo::kFormatVersion)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' has Osprey ONNX format version '{version}', which this Osprey "
                                  "does not read (it reads version {known}); a newer Osprey wrote it"),
            {{"path", path},
             {"version", version->second},
             {"known", std::to_string(ExportedModelInfo::kFormatVersion)}}));
    }
    ExportedModelInfo info;
    info.producerVersion = header.producerVersion;
    info.task = parseTaskKind(entry(header, kPrefix + "task", path), path + ": " + kPrefix + "task");
    info.modelName = entry(header, kPrefix + "model", path);
    info.profile = entry(header, kPrefix + "profile", path);
    if (info.profile != "opencv" && info.profile != "full")
        MetadataEntry::broken(path, kPrefix + "profile", "'" + info.profile + "' is neither opencv nor full");
    const MetadataEntry classes(header, kPrefix + "classes", path);
    try {
        info.classNames = classes.json().get<std::vector<std::string>>();
    } catch (const nlohmann::json::exception& e) {
        classes.broken(e.what());
    }
    info.preprocessing = readPreprocessing(header, path);
    if (info.task == TaskKind::Detection && info.profile == "opencv")
        readDetection(header, path, info);
    const auto images = std::find_if(header.inputs.begin(), header.inputs.end(),
                                     [](const OnnxModelHeader::Value& v) { return v.name == "images"; });
    if (images == header.inputs.end())
        MetadataEntry::broken(path, "graph input", "no input named 'images'");
    info.input = *images;
    const int64_t size = info.preprocessing.inputSize;
    const auto& dims = info.input.dims;
    if (dims.size() != 4 || dims[1] != 3 || (dims[2] >= 0 && dims[2] != size) ||
        (dims[3] >= 0 && dims[3] != size))
        MetadataEntry::broken(path, "graph input",
                              "'images' is not [N, 3, " + std::to_string(size) + ", " + std::to_string(size) +
                                  "] as the preprocessing's input_size says");
    return info;
}

}  // namespace osprey
