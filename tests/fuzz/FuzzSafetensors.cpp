// .safetensors: header and tensor ranges; what it accepts must serialize and parse back to the same tensors.
#include <torch/torch.h>

#include "FuzzSupport.h"
#include "weights/SafetensorsFile.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    fuzz::refusedOnlyAsInputError([&] {
        const auto contents = SafetensorsFile::parse(fuzz::text(data, size), "fuzz.safetensors");
        const auto again = SafetensorsFile::parse(
            SafetensorsFile::serialize(contents.tensors, contents.metadata), "again.safetensors");
        if (again.tensors.size() != contents.tensors.size())
            __builtin_trap();
    });
    return 0;
}
