#pragma once

#include <map>
#include <string>

#include "weights/PickleValue.h"
#include "weights/StateDict.h"

namespace osprey {

enum class WeightFormat {
    TorchSave,        // a torch.save zip (.pth/.pt): state dict, or a checkpoint dict holding one
    Safetensors,      // .safetensors
    LibtorchArchive,  // a libtorch archive: an Osprey checkpoint or weights file
};

// Decides by content, not by name. Throws InputError for a missing file or an unknown format.
WeightFormat detectWeightFormat(const std::string& path);

// The tensors of a weight file made outside Osprey (PyTorch or safetensors).
struct ForeignWeights {
    StateDict tensors;
    std::string format;  // "pth" or "safetensors"
    std::string origin;  // where in the file the state dict was: "the whole file", "key 'model'"
    std::map<std::string, std::string> metadata;  // safetensors "__metadata__"
};

// Throws InputError for anything but a torch.save zip or .safetensors file holding tensors.
ForeignWeights readForeignWeights(const std::string& path);

// The state dict inside an unpickled torch.save object: the object itself when it is a dict of tensors, else
// the first dict of tensors under "state_dict", "model", "model_state_dict", "net" or "module".
StateDict stateDictFromPickle(const PickleValue& root, const std::string& source,
                              std::string* origin = nullptr);

// .safetensors by extension, anything else as a torch.save zip. Written atomically.
void writeWeightFile(const std::string& path, const StateDict& tensors,
                     const std::map<std::string, std::string>& metadata = {});

}  // namespace osprey
