#include "weights/PretrainedWeights.h"

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "models/ModelRegistry.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

bool isWeightFileName(const fs::path& p) {
    const std::string ext = p.extension().string();
    return ext == ".pth" || ext == ".pt" || ext == ".bin" || ext == ".safetensors";
}

// The registered model a file name belongs to: the longest model name that the file's name is, or starts
// with followed by '-' or '_' ("retinanet_resnet50_fpn_coco-eeacb38b.pth" is not resnet50's).
std::string ownerOf(const std::string& file) {
    std::string owner;
    for (const ModelInfo& info : ModelRegistry::instance().models()) {
        const std::string& n = info.name;
        if (file.size() <= n.size() || file.rfind(n, 0) != 0)
            continue;
        const char next = file[n.size()];
        if ((next == '-' || next == '_' || next == '.') && n.size() > owner.size())
            owner = n;
    }
    return owner;
}

// The first file (by name) in the folders that belongs to `name`.
std::string findFor(const std::string& name) {
    if (name.empty())
        return {};
    for (const fs::path& folder : pretrainedWeightFolders()) {
        std::error_code ec;
        std::vector<fs::path> found;
        for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
             !ec && it != end; it.increment(ec)) {
            const fs::path& p = it->path();
            if (isWeightFileName(p) && ownerOf(p.filename().string()) == name && fs::is_regular_file(p, ec))
                found.push_back(p);
        }
        if (!found.empty())
            return std::min_element(found.begin(), found.end())->string();
    }
    return {};
}

}  // namespace

std::vector<fs::path> pretrainedWeightFolders() {
    std::vector<fs::path> folders;
    const std::string home = env("HOME");
    if (!env("TORCH_HOME").empty())
        folders.push_back(fs::path(env("TORCH_HOME")) / "hub" / "checkpoints");
    else if (!env("XDG_CACHE_HOME").empty())
        folders.push_back(fs::path(env("XDG_CACHE_HOME")) / "torch" / "hub" / "checkpoints");
    else if (!home.empty())
        folders.push_back(fs::path(home) / ".cache" / "torch" / "hub" / "checkpoints");
    if (!env("XDG_DATA_HOME").empty())
        folders.push_back(fs::path(env("XDG_DATA_HOME")) / "osprey" / "weights");
    else if (!home.empty())
        folders.push_back(fs::path(home) / ".local" / "share" / "osprey" / "weights");
    return folders;
}

PretrainedWeights findPretrainedWeights(const std::string& modelName) {
    PretrainedWeights w;
    w.model = findFor(modelName);
    if (const ModelInfo* info = ModelRegistry::instance().find(modelName))
        w.backbone = findFor(info->backboneModel);
    return w;
}

}  // namespace osprey
