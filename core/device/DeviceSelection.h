#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

struct DeviceChoice {
    torch::Device device{torch::kCPU};
    std::string description;  // "cpu (auto: this libtorch has no CUDA)", "cuda:0 (NVIDIA H200)"
};

// Resolves hardware.device: auto (CUDA when the linked libtorch has a usable GPU, else CPU), cpu, cuda,
// cuda:N. Throws InputError for unknown names or a GPU that is not there. `localRank` (a data-parallel
// rank's place among the ranks on its machine) picks the GPU for auto and cuda: the ranks take turns. A GPU
// chosen becomes the process's current device.
DeviceChoice selectDevice(const std::string& name, int localRank = 0);

// Sets libtorch's intra-op thread count: `threads`, or when 0 the machine's cores shared out among the
// `ranksOnMachine` processes training on it. Returns the count in effect.
int configureThreads(int threads, int ranksOnMachine = 1);

}  // namespace osprey
