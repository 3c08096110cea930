#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

// Where the training loader's pictures are decoded (data.decode: auto, cpu or gpu): on the GPU with nvJPEG
// where this build has it, the device is CUDA, the task is classification and data.cache is off, and for
// `auto` only where GPU decoding trains faster (kAutoPicksGpu: not yet); `auto` falls back to the CPU with
// one log line saying why (`note`), `gpu` is refused where it cannot be done (InputError).
struct DecodeChoice {
    bool gpu = false;
    std::string note;  // auto on the CPU: why, for the run's log; empty otherwise

    // Whether `auto` picks nvJPEG where it can run. Validated on an H200 (docs/benchmarks.md, 2026-11-28):
    // GPU decoding's pictures equal the CPU path's up to resampling (mean |difference| 0.019) and it decodes
    // 14,775 img/s, but ResNet-50 training from JPEGs ran at 3,444 img/s with it against 4,556 with 14 CPU
    // workers: nvJPEG's host work (headers, the engines' submission) runs between steps on the training
    // thread. Until it overlaps the step, the CPU path is the faster default on a host with cores to spare.
    static constexpr bool kAutoPicksGpu = false;

    static DecodeChoice choose(const std::string& setting, torch::Device device, bool classification,
                               bool cache);
};

}  // namespace osprey
