#pragma once

#include <string>

#include "weights/PickleValue.h"
#include "weights/StateDict.h"

namespace osprey {

// The zip archive torch.save writes (PyTorch 1.6 and later): a pickle in data.pkl whose tensors refer to raw
// little-endian storages in data/<key>. Read with RestrictedUnpickler, so nothing in the file is executed.
class TorchWeightFile {
public:
    // The whole unpickled object. Throws InputError for a missing, truncated or non-PyTorch file.
    static PickleValue read(const std::string& path);
    // What torch.save(state_dict) writes: an OrderedDict of tensors that torch.load and load_state_dict
    // accept. Written atomically.
    static void write(const std::string& path, const StateDict& stateDict);
    // The same bytes, for tests and callers that write elsewhere.
    static std::string serialize(const StateDict& stateDict);
};

}  // namespace osprey
