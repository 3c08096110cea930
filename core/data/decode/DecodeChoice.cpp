#include "data/decode/DecodeChoice.h"

#include "data/decode/GpuBatchDecoder.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

DecodeChoice DecodeChoice::choose(const std::string& setting, torch::Device device, bool classification,
                                  bool cache) {
    if (setting == "cpu")
        return {};
    const bool force = setting == "gpu";
    std::string why;
    if (!device.is_cuda()) {
        if (force)
            throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "data.decode: gpu needs a CUDA device, and this run uses the CPU (hardware.device); use "
                "data.decode: auto or cpu")));
        why = "the run is on the CPU";
    } else if (!gpuDecodeBuiltIn(&why)) {
        if (force)
            makeGpuBatchDecoder(device);  // throws the build's reason
    } else if (!classification) {
        if (force)
            throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "data.decode: gpu decodes classification pictures; detection decodes on the CPU (use "
                "data.decode: auto or cpu)")));
        why = "GPU decoding is for classification; detection decodes on the CPU";
    } else if (cache) {
        if (force)
            throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "data.decode: gpu cannot be combined with data.cache: true (the cache holds pictures "
                "decoded on the CPU); turn one of them off")));
        why = "data.cache keeps pictures decoded on the CPU";
    } else if (!force && !kAutoPicksGpu) {
        why =
            "GPU decoding trained slower than the CPU workers where it was measured (its host work runs "
            "between steps); data.decode: gpu turns it on";
    } else {
        return {true, ""};
    }
    return {false, "data.decode auto: pictures are decoded on the CPU: " + why};
}

}  // namespace osprey
