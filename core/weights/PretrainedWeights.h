#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace osprey {

// Weight files already on this machine for a registered model, found where PyTorch keeps what it downloads
// ($TORCH_HOME/hub/checkpoints, else $XDG_CACHE_HOME/torch/hub/checkpoints, else ~/.cache/torch/...) and in
// Osprey's own folder ($XDG_DATA_HOME/osprey/weights, else ~/.local/share/osprey/weights). A file belongs to
// a model when its name is the model's name, alone or followed by '-' or '_' and anything (torchvision's
// "resnet18-f37072fd.pth", "retinanet_resnet50_fpn_coco-eeacb38b.pth"), ending in .pth, .pt, .bin or
// .safetensors. Nothing is read, only names are listed.
struct PretrainedWeights {
    std::string model;     // the whole model's weights; empty: none found
    std::string backbone;  // detectors: their backbone classifier's (ModelInfo::backboneModel); empty: none
};

PretrainedWeights findPretrainedWeights(const std::string& modelName);

// The folders searched, in order (those that exist or not).
std::vector<std::filesystem::path> pretrainedWeightFolders();

}  // namespace osprey
