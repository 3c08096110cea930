#include "device/TorchCompat.h"

#include <ATen/autocast_mode.h>

#include <sstream>
#include <type_traits>

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
// Up to libtorch 2.1 the map is keyed by the TensorImpl's address written to a stream (hex), from 2.2 by the
// address itself.
using StateKey = std::decay_t<decltype(std::declval<torch::optim::Optimizer&>().state())>::key_type;

template <typename Key>
Key keyOf(const torch::Tensor& parameter) {
    if constexpr (std::is_same_v<Key, std::string>) {
        std::ostringstream text;
        text << parameter.unsafeGetTensorImpl();
        return text.str();
    } else {
        return parameter.unsafeGetTensorImpl();
    }
}

StateKey stateKey(const torch::Tensor& parameter) {
    return keyOf<StateKey>(parameter);
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
