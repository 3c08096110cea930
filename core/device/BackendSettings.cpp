#include "device/BackendSettings.h"

#include <ATen/Context.h>

#include <cstdlib>

namespace osprey {

std::string applyBackendSettings(const BackendSettings& settings, torch::Device device) {
    at::Context& context = at::globalContext();
    if (settings.deterministic && device.is_cuda()) {
        // cuBLAS is only reproducible with a fixed workspace; it reads this before its first handle.
        setenv("CUBLAS_WORKSPACE_CONFIG", ":4096:8", /*overwrite=*/0);
    }
    context.setDeterministicAlgorithms(settings.deterministic, /*warn_only=*/false);
    context.setDeterministicCuDNN(settings.deterministic);
    context.setBenchmarkCuDNN(settings.cudnnBenchmark && !settings.deterministic);
    // TF32 rounds, but the same way every time: it stays as asked under deterministic.
    context.setAllowTF32CuBLAS(settings.tf32);
    context.setAllowTF32CuDNN(settings.tf32);

    std::string description = settings.deterministic ? "deterministic algorithms" : "";
    if (!device.is_cuda())
        return description;
    const auto add = [&description](const char* part) {
        description += (description.empty() ? "" : ", ") + std::string(part);
    };
    if (context.benchmarkCuDNN())
        add("cuDNN benchmark");
    if (settings.tf32)
        add("TF32");
    return description;
}

}  // namespace osprey
