#include "train/LossScaler.h"

#include <ATen/ops/_amp_foreach_non_finite_check_and_unscale.h>
#include <ATen/ops/_amp_update_scale.h>

namespace osprey {

LossScaler::LossScaler(Options options) : m_options(options), m_scale(options.initialScale) {}

bool LossScaler::unscale(const std::vector<torch::Tensor>& parameters) {
    std::vector<torch::Tensor> finite;
    for (const auto& p : parameters) {
        if (p.grad().defined())
            finite.push_back(p.grad().isfinite().all());
    }
    // One synchronisation for all gradients, not one per tensor.
    if (!finite.empty() && !torch::stack(finite).all().item<bool>())
        return false;
    const double inverse = 1.0 / m_scale;
    torch::NoGradGuard noGrad;
    for (const auto& p : parameters) {
        if (p.grad().defined())
            p.grad().mul_(inverse);
    }
    return true;
}

bool LossScaler::unscaleAndUpdateFused(const std::vector<torch::Tensor>& grads) {
    const torch::Device device = grads.front().device();
    if (!m_deviceScale.defined() || m_deviceScale.device() != device) {
        const auto options = torch::TensorOptions().device(device);
        m_deviceScale = torch::full({1}, m_scale, options.dtype(torch::kFloat32));
        m_growthTracker = torch::full({1}, m_goodSteps, options.dtype(torch::kInt32));
    }
    torch::Tensor foundInf = torch::zeros({1}, torch::TensorOptions().device(device).dtype(torch::kFloat32));
    at::_amp_foreach_non_finite_check_and_unscale_(grads, foundInf, m_deviceScale.reciprocal());
    at::_amp_update_scale_(m_deviceScale, m_growthTracker, foundInf, m_options.growthFactor,
                           m_options.backoffFactor, m_options.growthInterval);
    // The one read back of the update: whether to step, and the new scale for the log and the checkpoint.
    const torch::Tensor host = torch::cat({foundInf.to(torch::kFloat64), m_deviceScale.to(torch::kFloat64),
                                           m_growthTracker.to(torch::kFloat64)})
                                   .cpu();
    const bool finite = host[0].item<double>() == 0;
    m_scale = host[1].item<double>();
    m_goodSteps = static_cast<int64_t>(host[2].item<double>());
    if (!finite)
        ++m_skipped;
    return finite;
}

bool LossScaler::step(torch::optim::Optimizer& optimizer, const std::vector<torch::Tensor>& parameters,
                      const std::function<void()>& beforeStep) {
    std::vector<torch::Tensor> grads;
    for (const auto& p : parameters) {
        if (p.grad().defined())
            grads.push_back(p.grad());
    }
    const bool fused = !grads.empty() && (m_options.kernels == Kernels::Fused ||
                                          (m_options.kernels == Kernels::Auto && grads.front().is_cuda()));
    bool finite = true;
    if (fused) {
        finite = unscaleAndUpdateFused(grads);
    } else {
        finite = unscale(parameters);
        update(finite);
    }
    if (finite) {
        if (beforeStep)
            beforeStep();
        optimizer.step();
    }
    optimizer.zero_grad();
    return finite;
}

void LossScaler::update(bool stepped) {
    if (!stepped) {
        ++m_skipped;
        m_goodSteps = 0;
        m_scale *= m_options.backoffFactor;
        return;
    }
    if (++m_goodSteps >= m_options.growthInterval) {
        m_goodSteps = 0;
        m_scale *= m_options.growthFactor;
    }
}

}  // namespace osprey
