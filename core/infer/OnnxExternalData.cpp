#include "infer/OnnxExternalData.h"

#include <filesystem>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string entryOf(const OnnxTensorHeader& t, const std::string& key) {
    const auto it = t.externalData.find(key);
    return it == t.externalData.end() ? std::string() : it->second;
}

// A number of bytes written in decimal (an absent entry is 0); false for anything else.
bool byteCount(const std::string& text, uint64_t& out) {
    out = 0;
    if (text.size() > 18)  // below 10^18: no overflow
        return false;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + static_cast<uint64_t>(c - '0');
    }
    return true;
}

// The file `location` names, when it is a regular file in the folder of `modelPath` (after links); else "".
fs::path fileBeside(const std::string& location, const std::string& modelPath) {
    if (location.empty() || location.find('/') != std::string::npos || location == "." || location == "..")
        return {};
    std::error_code ec;
    const fs::path folder = fs::canonical(fs::absolute(modelPath, ec).parent_path(), ec);
    if (ec)
        return {};
    const fs::path file = fs::canonical(folder / location, ec);
    if (ec || file.parent_path() != folder || !fs::is_regular_file(file, ec))
        return {};
    return file;
}

}  // namespace

uint64_t externalDataBytes(const OnnxTensorHeader& t, const std::string& modelPath) {
    const std::string location = entryOf(t, "location");
    const fs::path file = fileBeside(location, modelPath);
    if (file.empty()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}': the tensor '{name}' keeps its data in '{location}', which is not a "
                "file beside the model in its folder"),
            {{"path", modelPath}, {"name", t.name}, {"location", location}}));
    }
    uint64_t offset = 0, length = 0;
    const bool hasLength = t.externalData.count("length") > 0;
    for (const char* key : {"offset", "length"}) {
        if (!byteCount(entryOf(t, key), key == std::string("offset") ? offset : length)) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}': the tensor '{name}' has the external data entry '{entry}' of "
                    "'{value}', not a number of bytes"),
                {{"path", modelPath}, {"name", t.name}, {"entry", key}, {"value", entryOf(t, key)}}));
        }
    }
    std::error_code ec;
    const uint64_t size = fs::file_size(file, ec);
    if (ec || offset > size || (hasLength && length > size - offset)) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}': the tensor '{name}' keeps its data in '{location}' from byte "
                                  "{offset}, {length} bytes, beyond that file's {size} bytes"),
            {{"path", modelPath},
             {"name", t.name},
             {"location", location},
             {"offset", std::to_string(offset)},
             {"length", std::to_string(hasLength       ? length
                                       : size > offset ? size - offset
                                                       : 0)},
             {"size", std::to_string(size)}}));
    }
    return hasLength ? length : size - offset;
}

}  // namespace osprey
