// GPU decoding in a build without nvJPEG (the Debian build, or no nvcc or nvJPEG where it was built):
// data.decode: auto decodes on the CPU and says why, data.decode: gpu is refused with the reason.
#include "data/decode/GpuBatchDecoder.h"

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

bool gpuDecodeBuiltIn(std::string* why) {
    if (why)
        *why =
            "this osprey-cli was built without nvJPEG (the pip-torch build has it where nvcc and the "
            "nvidia-nvjpeg wheel are found)";
    return false;
}

std::unique_ptr<GpuBatchDecoder> makeGpuBatchDecoder(torch::Device) {
    throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
        "osprey::Errors",
        "data.decode: gpu needs nvJPEG, and this osprey-cli was built without it (the pip-torch build has it "
        "where nvcc and the nvidia-nvjpeg wheel are found); use data.decode: auto or cpu")));
}

}  // namespace osprey
