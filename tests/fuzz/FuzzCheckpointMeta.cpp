// An Osprey checkpoint's metadata JSON ("osprey_meta"); what it accepts must write out and read back the
// same.
#include "FuzzSupport.h"
#include "weights/Checkpoint.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    fuzz::refusedOnlyAsInputError([&] {
        const CheckpointMeta meta = checkpointMetaFromJson(fuzz::text(data, size), "fuzz.pt");
        const std::string json = checkpointMetaToJson(meta);
        if (checkpointMetaToJson(checkpointMetaFromJson(json, "again.pt")) != json)
            __builtin_trap();
    });
    return 0;
}
