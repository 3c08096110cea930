#include "device/TorchCompat.h"

#include <ATen/autocast_mode.h>

#if TORCH_VERSION_MAJOR < 2
#include <c10/util/string_utils.h>
#endif

namespace osprey::compat {

std::string torchVersion() {
    return TORCH_VERSION;
}

#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)

bool autocastEnabled(c10::DeviceType type) {
    return at::autocast::is_autocast_enabled(type);
}
void setAutocastEnabled(c10::DeviceType type, bool enabled) {
    at::autocast::set_autocast_enabled(type, enabled);
}
torch::ScalarType autocastType(c10::DeviceType type) {
    return at::autocast::get_autocast_dtype(type);
}
void setAutocastType(c10::DeviceType type, torch::ScalarType scalarType) {
    at::autocast::set_autocast_dtype(type, scalarType);
}

#else

bool autocastEnabled(c10::DeviceType type) {
    return type == c10::DeviceType::CUDA ? at::autocast::is_enabled() : at::autocast::is_cpu_enabled();
}
void setAutocastEnabled(c10::DeviceType type, bool enabled) {
    if (type == c10::DeviceType::CUDA)
        at::autocast::set_enabled(enabled);
    else
        at::autocast::set_cpu_enabled(enabled);
}
torch::ScalarType autocastType(c10::DeviceType type) {
    return type == c10::DeviceType::CUDA ? at::autocast::get_autocast_gpu_dtype()
                                         : at::autocast::get_autocast_cpu_dtype();
}
void setAutocastType(c10::DeviceType type, torch::ScalarType scalarType) {
    if (type == c10::DeviceType::CUDA)
        at::autocast::set_autocast_gpu_dtype(scalarType);
    else
        at::autocast::set_autocast_cpu_dtype(scalarType);
}

#endif

namespace {
auto stateKey(const torch::Tensor& parameter) {
#if TORCH_VERSION_MAJOR >= 2
    return static_cast<void*>(parameter.unsafeGetTensorImpl());
#else
    return c10::guts::to_string(parameter.unsafeGetTensorImpl());
#endif
}
}  // namespace

torch::optim::OptimizerParamState* optimizerState(torch::optim::Optimizer& optimizer,
                                                  const torch::Tensor& parameter) {
    auto& states = optimizer.state();
    const auto found = states.find(stateKey(parameter));
    return found == states.end() ? nullptr : found->second.get();
}

void setOptimizerState(torch::optim::Optimizer& optimizer, const torch::Tensor& parameter,
                       std::unique_ptr<torch::optim::OptimizerParamState> state) {
    optimizer.state()[stateKey(parameter)] = std::move(state);
}

}  // namespace osprey::compat
