#include "device/DeviceSelection.h"

#include <ATen/Parallel.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <torch/cuda.h>

#include <sched.h>

#include <thread>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
InputError notADevice(const std::string& name) {
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "hardware.device '{device}' is not a device; use auto, cpu, cuda or cuda:N"),
        {{"device", name}}));
}

DeviceChoice resolveDevice(const std::string& name, int localRank) {
    DeviceChoice choice;
    const bool cuda = torch::cuda::is_available();
    // The ranks on one machine take its GPUs in turn.
    const int ownGpu = cuda ? localRank % static_cast<int>(torch::cuda::device_count()) : 0;
    if (name == "auto") {
        if (cuda) {
            choice.device = torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(ownGpu));
            choice.description = "cuda:" + std::to_string(ownGpu) + " (auto: CUDA is available)";
        } else {
            choice.description = "cpu (auto: this libtorch has no usable CUDA device)";
        }
        return choice;
    }
    if (name == "cpu") {
        choice.description = "cpu";
        return choice;
    }
    if (name == "cuda" || name.rfind("cuda:", 0) == 0) {
        int index = ownGpu;
        if (name.size() > 5) {
            try {
                size_t used = 0;
                index = std::stoi(name.substr(5), &used);
                if (used != name.size() - 5 || index < 0)
                    throw std::invalid_argument(name);
            } catch (const std::exception&) {
                throw notADevice(name);
            }
        }
        if (!cuda)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "hardware.device is '{device}' but this libtorch has no usable CUDA device"),
                {{"device", name}}));
        if (index >= static_cast<int>(torch::cuda::device_count())) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "hardware.device is '{device}' but only {count} CUDA device(s) exist"),
                {{"device", name}, {"count", std::to_string(torch::cuda::device_count())}}));
        }
        choice.device = torch::Device(torch::kCUDA, static_cast<c10::DeviceIndex>(index));
        choice.description = "cuda:" + std::to_string(index);
        return choice;
    }
    throw notADevice(name);
}
}  // namespace

DeviceChoice selectDevice(const std::string& name, int localRank) {
    DeviceChoice choice = resolveDevice(name, localRank);
    // The process's current GPU becomes this one: what libtorch, cuDNN, cuBLAS and NCCL create without naming
    // a device (handles, the communicator, default streams) lands on the rank's own GPU, not on GPU 0.
    if (choice.device.is_cuda())
        c10::impl::getDeviceGuardImpl(choice.device.type())->setDevice(choice.device);
    return choice;
}

int configureThreads(int threads, int ranksOnMachine) {
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // A launcher that binds each rank to its own cores (mpirun's default for two ranks) has shared them out
    // already; otherwise the ranks on this machine share its cores.
    int available = cores;
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        available = std::max(1, CPU_COUNT(&set));
    const int share = available < cores ? available : std::max(1, cores / std::max(1, ranksOnMachine));
    const int count = threads > 0 ? threads : share;
    at::set_num_threads(count);
    return count;
}

}  // namespace osprey
