#include "infer/ExportedModelInfo.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

const std::string kPrefix = "osprey.";

// A broken "osprey.*" entry: named with what is wrong with it.
[[noreturn]] void broken(const std::string& path, const std::string& key, const std::string& cause) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' has broken Osprey metadata '{key}': {cause}"),
        {{"path", path}, {"key", key}, {"cause", cause}}));
}

const std::string& entry(const OnnxModelHeader& header, const std::string& key, const std::string& path) {
    const auto it = header.metadata.find(key);
    if (it == header.metadata.end())
        broken(path, key, "the entry is missing");
    return it->second;
}

nlohmann::json jsonEntry(const OnnxModelHeader& header, const std::string& key, const std::string& path) {
    const nlohmann::json json = nlohmann::json::parse(entry(header, key, path), nullptr, false);
    if (json.is_discarded())
        broken(path, key, "it is not JSON");
    return json;
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
    const std::string key = kPrefix + "preprocessing";
    const nlohmann::json p = jsonEntry(header, key, path);
    Preprocessing pre;
    try {
        pre.geometry = p.at("geometry").get<std::string>();
        pre.inputSize = p.at("input_size").get<int64_t>();
        pre.resize = p.at("resize").get<int64_t>();
        pre.mean = p.at("mean").get<std::array<float, 3>>();
        pre.std = p.at("std").get<std::array<float, 3>>();
    } catch (const nlohmann::json::exception& e) {
        broken(path, key, e.what());
    }
    if (pre.inputSize <= 0 || pre.inputSize > 16384 || pre.resize < 0 || pre.resize > 65536)
        broken(path, key, "input_size or resize is out of range");
    for (float s : pre.std) {
        if (!(s > 0))
            broken(path, key, "std must be positive");
    }
    return pre;
}

void readDetection(const OnnxModelHeader& header, const std::string& path, ExportedModelInfo& info) {
    std::string key = kPrefix + "postprocess";
    const nlohmann::json post = jsonEntry(header, key, path);
    try {
        info.postprocess.scoreThreshold = post.at("score_threshold").get<double>();
        info.postprocess.nmsThreshold = post.at("nms_threshold").get<double>();
        info.postprocess.candidatesPerLevel = post.at("candidates_per_level").get<int64_t>();
        info.postprocess.detectionsPerImage = post.at("detections_per_image").get<int64_t>();
    } catch (const nlohmann::json::exception& e) {
        broken(path, key, e.what());
    }
    key = kPrefix + "decoder";
    const nlohmann::json d = jsonEntry(header, key, path);
    DenseDecoderSpec& decoder = info.decoder;
    std::string anchors;
    try {
        const std::string scores = d.at("scores").get<std::string>();
        if (scores == "sigmoid")
            decoder.scores = DenseDecoderSpec::Scores::Sigmoid;
        else if (scores == "softmax_background_first")
            decoder.scores = DenseDecoderSpec::Scores::SoftmaxBackgroundFirst;
        else
            broken(path, key, "unknown scores '" + scores + "' (sigmoid or softmax_background_first)");
        decoder.coderWeights = d.at("coder_weights").get<std::array<double, 4>>();
        decoder.clamp = d.at("clamp").get<double>();
        decoder.levelSizes = d.at("level_sizes").get<std::vector<int64_t>>();
        anchors = d.at("anchors").get<std::string>();
    } catch (const nlohmann::json::exception& e) {
        broken(path, key, e.what());
    }
    for (double w : decoder.coderWeights) {
        if (!(w > 0))
            broken(path, key, "coder_weights must be positive");
    }
    int64_t total = 0;
    for (int64_t size : decoder.levelSizes) {
        if (size < 0 || size > (int64_t{1} << 28))
            broken(path, key, "a level size is out of range");
        total += size;
    }
    std::vector<uint8_t> bytes;
    if (!decodeBase64(anchors, bytes))
        broken(path, key, "anchors are not base64");
    if (decoder.levelSizes.empty() || bytes.size() != static_cast<size_t>(total) * 16) {
        broken(path, key,
               std::to_string(bytes.size() / 16) + " anchors for level sizes summing to " +
                   std::to_string(total));
    }
    // Little-endian float32 (x1, y1, x2, y2) per anchor; this host is little-endian too (x86-64, arm64).
    decoder.anchors.resize(static_cast<size_t>(total) * 4);
    std::memcpy(decoder.anchors.data(), bytes.data(), bytes.size());
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
        broken(path, kPrefix + "profile", "'" + info.profile + "' is neither opencv nor full");
    const nlohmann::json classes = jsonEntry(header, kPrefix + "classes", path);
    try {
        info.classNames = classes.get<std::vector<std::string>>();
    } catch (const nlohmann::json::exception& e) {
        broken(path, kPrefix + "classes", e.what());
    }
    info.preprocessing = readPreprocessing(header, path);
    if (info.task == TaskKind::Detection && info.profile == "opencv")
        readDetection(header, path, info);
    const auto images = std::find_if(header.inputs.begin(), header.inputs.end(),
                                     [](const OnnxModelHeader::Value& v) { return v.name == "images"; });
    if (images == header.inputs.end())
        broken(path, "graph input", "no input named 'images'");
    info.input = *images;
    const int64_t size = info.preprocessing.inputSize;
    const auto& dims = info.input.dims;
    if (dims.size() != 4 || dims[1] != 3 || (dims[2] >= 0 && dims[2] != size) ||
        (dims[3] >= 0 && dims[3] != size))
        broken(path, "graph input",
               "'images' is not [N, 3, " + std::to_string(size) + ", " + std::to_string(size) +
                   "] as the preprocessing's input_size says");
    return info;
}

}  // namespace osprey
