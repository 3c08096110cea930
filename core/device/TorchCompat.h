#pragma once

// The one place where Osprey's code differs between the libtorch versions it builds against: Debian 12's
// libtorch 1.13 (CPU only) and the libtorch 2.x inside PyPI's torch wheel (CUDA, NCCL). Everything else is
// written once, against what both versions offer; a difference found elsewhere belongs here.

#include <torch/optim/optimizer.h>
#include <torch/types.h>
#include <torch/version.h>

#include <memory>
#include <string>
#include <type_traits>
#include <utility>

namespace c10d {
class ProcessGroup;
class Backend;
}  // namespace c10d

namespace osprey::compat {

// "1.13.0", "2.11.0": the libtorch this program was built against.
std::string torchVersion();

// Autocast per device type: 1.13 has one function set for the CPU and one for CUDA, 2.4+ one API taking the
// device type (the old names are deprecated there and warn at run time).
bool autocastEnabled(c10::DeviceType type);
void setAutocastEnabled(c10::DeviceType type, bool enabled);
torch::ScalarType autocastType(c10::DeviceType type);
void setAutocastType(c10::DeviceType type, torch::ScalarType scalarType);

// The optimizer's state of one parameter, or nullptr before its first step. The state map is keyed by the
// parameter's TensorImpl: as a hex string of its address up to 2.1, as the address itself from 2.2.
torch::optim::OptimizerParamState* optimizerState(torch::optim::Optimizer& optimizer,
                                                  const torch::Tensor& parameter);
void setOptimizerState(torch::optim::Optimizer& optimizer, const torch::Tensor& parameter,
                       std::unique_ptr<torch::optim::OptimizerParamState> state);

// What a c10d process group's collectives are called on: in 2.x the NCCL and Gloo groups are Backends
// (a ProcessGroup dispatches to them), in 1.13 they are ProcessGroups themselves.
#if TORCH_VERSION_MAJOR >= 2
using C10dCollectives = c10d::Backend;
#else
using C10dCollectives = c10d::ProcessGroup;
#endif

namespace detail {
template <typename T, typename = void>
struct HasShutdown : std::false_type {};
template <typename T>
struct HasShutdown<T,
                   std::void_t<decltype(std::declval<T&>().shutdown()), decltype(std::declval<T&>().abort())>>
    : std::true_type {};
}  // namespace detail

// 2.x wants an NCCL group shut down before it is destroyed (else it warns and may hang at exit): gracefully
// when the run ends well, at once (abort) when it ends by a failure, since a graceful shutdown waits for
// collectives a failed peer will never join. 1.13's groups have neither and clean up in their destructors.
template <typename Group>
void closeGroup(Group& group, bool failing) {
    if constexpr (detail::HasShutdown<Group>::value) {
        if (failing)
            group.abort();
        else
            group.shutdown();
    }
}

}  // namespace osprey::compat
