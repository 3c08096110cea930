#include "data/decode/DecodeChoice.h"

#include "data/decode/GpuBatchDecoder.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
// `auto` picks nvJPEG only once a GPU run of bench/gpu/validate.sh has passed gpu_decode_numerics: until then
// the code compiled and passed its CPU tests but never ran on a GPU (issue 38), and a default should not be a
// path nobody has seen work.
constexpr bool kGpuDecodeValidated = false;
}  // namespace

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
    } else if (!force && !kGpuDecodeValidated) {
        why =
            "GPU decoding has not been validated on a GPU yet (bench/gpu/validate.sh gpu_decode_numerics); "
            "data.decode: gpu turns it on";
    } else {
        return {true, ""};
    }
    return {false, "data.decode auto: pictures are decoded on the CPU: " + why};
}

}  // namespace osprey
