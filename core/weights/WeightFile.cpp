#include "weights/WeightFile.h"

#include <caffe2/serialize/inline_container.h>

#include <filesystem>
#include <fstream>

#include "util/Errors.h"
#include "util/Translatable.h"
#include "weights/SafetensorsFile.h"
#include "weights/TorchWeightFile.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

bool isTensorDict(const PickleValue& v) {
    if (!v.isDict() || v.pairs->empty())
        return false;
    for (const auto& [key, value] : *v.pairs) {
        if (!key.isString() || !value.isTensor())
            return false;
    }
    return true;
}

std::string extensionOf(const std::string& path) {
    std::string ext = fs::path(path).extension().string();
    for (auto& c : ext)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext;
}

}  // namespace

WeightFormat detectWeightFormat(const std::string& path) {
    std::error_code ec;  // a symlink loop is "not a file", not the file system's exception
    if (!fs::is_regular_file(path, ec))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "weight file '{path}' does not exist or is not a file"),
            {{"path", path}}));
    std::ifstream in(path, std::ios::binary);
    unsigned char head[9] = {};
    in.read(reinterpret_cast<char*>(head), sizeof head);
    const auto got = in.gcount();
    if (got >= 2 && head[0] == 'P' && head[1] == 'K') {
        try {
            caffe2::serialize::PyTorchStreamReader reader(path);
            return reader.hasRecord("constants.pkl") ? WeightFormat::LibtorchArchive
                                                     : WeightFormat::TorchSave;
        } catch (const c10::Error& e) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "'{path}' is a damaged or truncated zip archive: {cause}"),
                {{"path", path}, {"cause", std::string(e.what_without_backtrace()).substr(0, 200)}}));
        }
    }
    if (got >= 1 && head[0] == 0x80)
        return WeightFormat::TorchSave;  // the legacy format; the reader explains
    if (got == 9 && head[8] == '{')
        return WeightFormat::Safetensors;
    if (extensionOf(path) == ".safetensors")
        return WeightFormat::Safetensors;  // let the reader say what is wrong with it
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "'{path}' is not a weight file Osprey knows: expected a torch.save .pth/.pt, a "
                              ".safetensors file or an Osprey checkpoint"),
        {{"path", path}}));
}

StateDict stateDictFromPickle(const PickleValue& root, const std::string& source, std::string* origin) {
    auto take = [](const PickleValue& dict) {
        StateDict out;
        for (const auto& [key, value] : *dict.pairs)
            out.push_back({key.text, value.tensor});
        return out;
    };
    if (isTensorDict(root)) {
        if (origin)
            *origin = "the whole file";
        return take(root);
    }
    if (root.isDict()) {
        std::vector<std::string> keys;
        for (const char* wanted : {"state_dict", "model", "model_state_dict", "net", "module"}) {
            for (const auto& [key, value] : *root.pairs) {
                if (key.isString() && key.text == wanted && isTensorDict(value)) {
                    if (origin)
                        *origin = std::string("key '") + wanted + "'";
                    return take(value);
                }
            }
        }
        for (const auto& [key, value] : *root.pairs)
            keys.push_back(key.isString() ? "'" + key.text + "'" : key.describe());
        std::string list;
        for (size_t i = 0; i < keys.size() && i < 12; ++i)
            list += (i ? ", " : "") + keys[i];
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "'{path}' holds a dict but no state dict in it (looked for a dict of tensors, or "
                "one under 'state_dict', 'model', 'model_state_dict', 'net' or 'module'); its "
                "keys: {keys}"),
            {{"path", source}, {"keys", list}}));
    }
    throw InputError(
        Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' holds a {type}, not a state dict"),
                         {{"path", source}, {"type", root.describe()}}));
}

ForeignWeights readForeignWeights(const std::string& path) {
    ForeignWeights out;
    switch (detectWeightFormat(path)) {
        case WeightFormat::TorchSave:
            out.format = "pth";
            out.tensors = stateDictFromPickle(TorchWeightFile::read(path), path, &out.origin);
            break;
        case WeightFormat::Safetensors: {
            SafetensorsFile::Contents contents = SafetensorsFile::read(path);
            out.format = "safetensors";
            out.origin = "the whole file";
            out.tensors = std::move(contents.tensors);
            out.metadata = std::move(contents.metadata);
            break;
        }
        case WeightFormat::LibtorchArchive:
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "'{path}' is a libtorch archive (an Osprey checkpoint), not a PyTorch or "
                    "safetensors weight file"),
                {{"path", path}}));
    }
    return out;
}

void writeWeightFile(const std::string& path, const StateDict& tensors,
                     const std::map<std::string, std::string>& metadata) {
    if (extensionOf(path) == ".safetensors")
        SafetensorsFile::write(path, tensors, metadata);
    else
        TorchWeightFile::write(path, tensors);
}

}  // namespace osprey
