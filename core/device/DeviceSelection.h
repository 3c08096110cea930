#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

struct DeviceChoice {
    torch::Device device{torch::kCPU};
    std::string description;  // "cpu (auto: this libtorch has no CUDA)", "cuda:0 (NVIDIA H200)"
};

// Resolves hardware.device: auto (CUDA when the linked libtorch has a usable GPU, else CPU), cpu, cuda,
// cuda:N. Throws InputError for unknown names or a GPU that is not there.
DeviceChoice selectDevice(const std::string& name);

// Sets libtorch's intra-op thread count: `threads`, or all cores when 0. Returns the count in effect.
int configureThreads(int threads);

}  // namespace osprey
