#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

// libtorch's process-wide switches for GPU arithmetic (hardware.cudnn_benchmark, hardware.tf32,
// hardware.deterministic). They are set on every device; only CUDA kernels read them, except that
// deterministic also makes libtorch refuse CPU operations that have no deterministic implementation.
struct BackendSettings {
    bool cudnnBenchmark = true;  // cuDNN times its algorithms for each new input shape and keeps the fastest
    bool tf32 = true;  // fp32 matrix products and convolutions on TF32 tensor cores (Ampere and later)
    bool deterministic = false;  // the same bits run after run: deterministic algorithms, benchmark mode off
                                 // (TF32 rounds the same way every time and stays as asked)
};

// Applies `settings` and returns what is in effect on `device`, for the run's log: on CUDA "cuDNN benchmark,
// TF32" or "deterministic algorithms, TF32"; on the CPU "deterministic algorithms" or "".
std::string applyBackendSettings(const BackendSettings& settings, torch::Device device);

}  // namespace osprey
