#include "weights/SafetensorsFile.h"

#include <cstring>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

const std::map<std::string, torch::ScalarType>& dtypes() {
    static const std::map<std::string, torch::ScalarType> types = {
        {"F64", torch::kFloat64},   {"F32", torch::kFloat32}, {"F16", torch::kFloat16},
        {"BF16", torch::kBFloat16}, {"I64", torch::kInt64},   {"I32", torch::kInt32},
        {"I16", torch::kInt16},     {"I8", torch::kInt8},     {"U8", torch::kUInt8},
        {"BOOL", torch::kBool},
    };
    return types;
}

std::string dtypeName(torch::ScalarType type) {
    for (const auto& [name, t] : dtypes()) {
        if (t == type)
            return name;
    }
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "safetensors cannot hold tensors of type {type}"),
        {{"type", c10::toString(type)}}));
}

constexpr uint64_t kMaxHeader = 100u << 20;  // the reference implementation's limit
// A header is {name: {"dtype", "shape": [...], "data_offsets": [...]}, "__metadata__": {...}}: three levels.
// Deeper nesting, or more entries than any model has tensors, is refused while parsing, before a hostile
// header costs gigabytes of JSON nodes.
constexpr int kMaxHeaderDepth = 3;
constexpr size_t kMaxHeaderEntries = size_t{1} << 18;

// The error for a file that is not a valid safetensors file: `sentence` names it as {path}, `args` fill the
// other slots.
using Failure = std::function<InputError(const char* sentence, std::map<std::string, std::string> args)>;

// The header as JSON, and its top-level names in the order the file gives them (nlohmann::json keeps keys
// sorted; its ordered variant finds each key by a linear search, quadratic in the count).
std::pair<nlohmann::json, std::vector<std::string>> parseHeader(const std::string& text,
                                                                const Failure& fail) {
    std::vector<std::string> names;
    std::set<std::string> seen;
    auto check = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if ((event == Event::object_start || event == Event::array_start) && depth >= kMaxHeaderDepth)
            throw fail(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not a valid safetensors file: its header nests deeper "
                                      "than {depth} levels"),
                {{"depth", std::to_string(kMaxHeaderDepth)}});
        if (event == Event::key && depth == 1) {
            if (names.size() >= kMaxHeaderEntries)
                throw fail(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "'{path}' is not a valid safetensors file: its header has more "
                                          "than {count} entries"),
                    {{"count", std::to_string(kMaxHeaderEntries)}});
            std::string name = parsed.get<std::string>();
            if (!seen.insert(name).second)
                throw fail(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                 "'{path}' is not a valid safetensors file: its header names "
                                                 "'{name}' twice"),
                           {{"name", name}});
            names.push_back(std::move(name));
        }
        return true;
    };
    try {
        return {nlohmann::json::parse(text, check), std::move(names)};
    } catch (const nlohmann::json::exception& e) {
        throw fail(OSPREY_TRANSLATE_NOOP(
                       "osprey::Errors",
                       "'{path}' is not a valid safetensors file: its header is not JSON ({cause})"),
                   {{"cause", e.what()}});
    }
}

}  // namespace

SafetensorsFile::Contents SafetensorsFile::read(const std::string& path) {
    if (!std::filesystem::is_regular_file(path))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "weight file '{path}' does not exist or is not a file"),
            {{"path", path}}));
    return parse(readFile(path), path);
}

SafetensorsFile::Contents SafetensorsFile::parse(const std::string& bytes, const std::string& source) {
    const Failure fail = [&source](const char* sentence, std::map<std::string, std::string> args) {
        args["path"] = source;
        return InputError(Reason::sentence(sentence, std::move(args)));
    };
    if (bytes.size() < 8) {
        throw fail(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a valid safetensors file: it is shorter than the 8-byte "
                                  "header length"),
            {});
    }
    uint64_t headerSize = 0;
    for (int i = 0; i < 8; ++i)
        headerSize |= static_cast<uint64_t>(static_cast<uint8_t>(bytes[i])) << (8 * i);
    if (headerSize > kMaxHeader || headerSize > bytes.size() - 8) {
        throw fail(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not a valid safetensors file: its header claims {claimed} "
                                  "bytes but the file has {size} after the length"),
            {{"claimed", std::to_string(headerSize)}, {"size", std::to_string(bytes.size() - 8)}});
    }
    const auto [header, names] = parseHeader(bytes.substr(8, headerSize), fail);
    if (!header.is_object())
        throw fail(OSPREY_TRANSLATE_NOOP(
                       "osprey::Errors",
                       "'{path}' is not a valid safetensors file: its header is not a JSON object"),
                   {});
    const size_t dataStart = 8 + headerSize;
    const uint64_t dataSize = bytes.size() - dataStart;
    Contents out;
    for (const std::string& name : names) {
        const nlohmann::json& entry = header.at(name);
        if (name == "__metadata__") {
            if (entry.is_object()) {
                for (const auto& [k, v] : entry.items())
                    out.metadata[k] = v.is_string() ? v.get<std::string>() : jsonText(v);
            }
            continue;
        }
        try {
            const std::string dtype = entry.at("dtype").get<std::string>();
            const auto it = dtypes().find(dtype);
            if (it == dtypes().end())
                throw fail(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "'{path}' is not a valid safetensors file: tensor '{name}' has "
                                          "unsupported dtype '{dtype}'"),
                    {{"name", name}, {"dtype", dtype}});
            std::vector<int64_t> shape;
            uint64_t numel = 1;
            for (const auto& d : entry.at("shape")) {
                // Integers only: nlohmann casts a float to an integer unchecked (1e300: undefined behaviour).
                if (!d.is_number_integer())
                    throw fail(
                        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                              "'{path}' is not a valid safetensors file: tensor '{name}' has "
                                              "a shape that is not a list of integers"),
                        {{"name", name}});
                const int64_t n = d.get<int64_t>();
                if (n < 0 || (n > 0 && numel > (uint64_t{1} << 48) / static_cast<uint64_t>(n)))
                    throw fail(
                        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                              "'{path}' is not a valid safetensors file: tensor '{name}' has "
                                              "an impossible shape {shape}"),
                        {{"name", name}, {"shape", jsonText(entry.at("shape"))}});
                numel *= static_cast<uint64_t>(n);
                shape.push_back(n);
            }
            const auto& offsets = entry.at("data_offsets");
            if (!offsets.is_array() || offsets.size() != 2 || !offsets[0].is_number_unsigned() ||
                !offsets[1].is_number_unsigned())
                throw fail(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "'{path}' is not a valid safetensors file: tensor '{name}' has "
                                          "data_offsets that are not two byte positions"),
                    {{"name", name}});
            const uint64_t begin = offsets.at(0).get<uint64_t>(), end = offsets.at(1).get<uint64_t>();
            const uint64_t expected = numel * c10::elementSize(it->second);
            if (begin > end || end > dataSize) {
                throw fail(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                          "'{path}' is not a valid safetensors file: tensor '{name}' claims "
                                          "bytes {begin}..{end} but the data section has {size}"),
                    {{"name", name},
                     {"begin", std::to_string(begin)},
                     {"end", std::to_string(end)},
                     {"size", std::to_string(dataSize)}});
            }
            if (end - begin != expected) {
                throw fail(OSPREY_TRANSLATE_NOOP(
                               "osprey::Errors",
                               "'{path}' is not a valid safetensors file: tensor '{name}' of shape "
                               "{shape} and dtype {dtype} needs {expected} bytes but its range "
                               "holds {size}"),
                           {{"name", name},
                            {"shape", jsonText(entry.at("shape"))},
                            {"dtype", dtype},
                            {"expected", std::to_string(expected)},
                            {"size", std::to_string(end - begin)}});
            }
            torch::Tensor t = torch::empty(shape, torch::TensorOptions().dtype(it->second));
            if (expected > 0)
                std::memcpy(t.data_ptr(), bytes.data() + dataStart + begin, expected);
            out.tensors.push_back({name, t});
        } catch (const nlohmann::json::exception& e) {
            throw fail(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is not a valid safetensors file: tensor '{name}' has a "
                                      "malformed header entry ({cause})"),
                {{"name", name}, {"cause", e.what()}});
        }
    }
    return out;
}

std::string SafetensorsFile::serialize(const StateDict& tensors,
                                       const std::map<std::string, std::string>& metadata) {
    nlohmann::ordered_json header;
    if (!metadata.empty())
        header["__metadata__"] = metadata;
    std::vector<torch::Tensor> data;
    uint64_t offset = 0;
    for (const auto& [name, tensor] : tensors) {
        const torch::Tensor t = tensor.detach().to(torch::kCPU).contiguous();
        const uint64_t size = static_cast<uint64_t>(t.numel()) * t.element_size();
        header[name] = {{"dtype", dtypeName(t.scalar_type())},
                        {"shape", t.sizes().vec()},
                        {"data_offsets", {offset, offset + size}}};
        offset += size;
        data.push_back(t);
    }
    std::string json = jsonText(header);
    json.append((8 - json.size() % 8) % 8, ' ');  // keeps the data 8-byte aligned
    std::string out;
    out.reserve(8 + json.size() + offset);
    for (int i = 0; i < 8; ++i)
        out += static_cast<char>((static_cast<uint64_t>(json.size()) >> (8 * i)) & 0xff);
    out += json;
    for (const auto& t : data)
        out.append(static_cast<const char*>(t.data_ptr()), static_cast<size_t>(t.numel()) * t.element_size());
    return out;
}

void SafetensorsFile::write(const std::string& path, const StateDict& tensors,
                            const std::map<std::string, std::string>& metadata) {
    writeFileAtomically(path, serialize(tensors, metadata));
}

}  // namespace osprey
