#include "train/GradientClipping.h"

namespace osprey {

void clipGradNorm(const std::vector<torch::Tensor>& parameters, double maxNorm) {
    std::vector<torch::Tensor> grads, norms;
    for (const auto& p : parameters) {
        if (p.grad().defined()) {
            grads.push_back(p.grad().detach());
            norms.push_back(grads.back().norm(2));
        }
    }
    if (grads.empty())
        return;
    const torch::Tensor total = torch::stack(norms).norm(2);
    const torch::Tensor factor = (maxNorm / (total + 1e-6)).clamp_max(1.0);
    for (auto& g : grads)
        g.mul_(factor.to(g.scalar_type()));
}

}  // namespace osprey
