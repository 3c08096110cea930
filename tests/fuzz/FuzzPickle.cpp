// The pickle inside a torch.save file (data.pkl): the restricted unpickler and the state-dict search. The
// storages it asks for are zero-filled, at most 2^20 elements: as in a real file, where a storage's bytes
// must be present in the archive.
#include <torch/torch.h>

#include "FuzzSupport.h"
#include "weights/RestrictedUnpickler.h"
#include "weights/WeightFile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    const auto storage = [](const std::string& key, torch::ScalarType dtype, int64_t numel) {
        if (numel < 0 || numel > (1 << 20))
            throw InputError("storage '" + key + "' has " + std::to_string(numel) +
                             " elements, more than its record");
        return torch::zeros({numel}, torch::TensorOptions().dtype(dtype));
    };
    fuzz::refusedOnlyAsInputError([&] {
        RestrictedUnpickler unpickler(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.pkl",
                                      storage);
        const PickleValue root = unpickler.parse();
        stateDictFromPickle(root, "fuzz.pkl");
    });
    return 0;
}
