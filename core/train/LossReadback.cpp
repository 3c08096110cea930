#include "train/LossReadback.h"

#include <c10/core/impl/VirtualGuardImpl.h>

#include <chrono>
#include <thread>

namespace osprey {

LossReadback::LossReadback(torch::Device device) : m_device(device) {
    if (m_device.is_cuda())
        m_copied.emplace(m_device.type());
}

void LossReadback::start(const TaskLoss& loss) {
    m_names.clear();
    std::vector<torch::Tensor> values = {loss.total.detach().reshape({})};
    for (const auto& [name, part] : loss.parts) {
        m_names.push_back(name);
        values.push_back(part.detach().reshape({}).to(loss.total.device()));
    }
    const torch::Tensor packed = torch::stack(values).to(torch::kFloat64);
    m_started = true;
    if (!m_copied) {
        m_host = packed.cpu();
        return;
    }
    if (!m_host.defined() || m_host.numel() != packed.numel()) {
        m_host =
            torch::empty({packed.numel()}, torch::TensorOptions().dtype(torch::kFloat64).pinned_memory(true));
    }
    m_host.copy_(packed, /*non_blocking=*/true);
    const c10::impl::VirtualGuardImpl guard(m_device.type());
    m_copied->record(guard.getStream(m_device));
}

StepLossValues LossReadback::finish() {
    if (m_copied) {
        // Polled rather than blocked on, so the wait leaves the core to the loader's threads.
        while (!m_copied->query())
            std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
    m_started = false;
    StepLossValues out;
    const double* values = m_host.data_ptr<double>();
    out.total = values[0];
    for (size_t k = 0; k < m_names.size(); ++k)
        out.parts[m_names[k]] = values[k + 1];
    return out;
}

}  // namespace osprey
