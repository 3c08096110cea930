#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

// Where the training loader's pictures are decoded (data.decode: auto, cpu or gpu): on the GPU with nvJPEG
// where this build has it, the device is CUDA, the task is classification, data.cache is off and the GPU path has
// been validated on a GPU (DecodeChoice.cpp: not yet, so `auto` decodes on the CPU for now); `auto` falls
// back to the CPU with one log line saying why (`note`), `gpu` is refused where it cannot be done
// (InputError).
struct DecodeChoice {
    bool gpu = false;
    std::string note;  // auto on the CPU: why, for the run's log; empty otherwise

    static DecodeChoice choose(const std::string& setting, torch::Device device, bool classification,
                               bool cache);
};

}  // namespace osprey
