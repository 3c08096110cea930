#include "train/LossScaler.h"

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

bool LossScaler::step(torch::optim::Optimizer& optimizer, const std::vector<torch::Tensor>& parameters,
                      const std::function<void()>& beforeStep) {
    const bool finite = unscale(parameters);
    if (finite) {
        if (beforeStep)
            beforeStep();
        optimizer.step();
    }
    optimizer.zero_grad();
    update(finite);
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
