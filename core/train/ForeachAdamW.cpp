#include "train/ForeachAdamW.h"

#include <ATen/ATen.h>

#include <cmath>
#include <map>

#include "device/TorchCompat.h"
#include "train/OptimizerClosure.h"

namespace osprey {

namespace {

// The parameters of one group that take the same step number (all of them, unless some had no gradient in
// earlier steps): their bias corrections are the same.
struct SameStep {
    std::vector<torch::Tensor> params, grads, averages, squares, maxSquares;
};

}  // namespace

torch::Tensor ForeachAdamW::step(LossClosure closure) {
    const torch::Tensor loss = lossOfClosure(closure);
    torch::NoGradGuard noGrad;
    for (auto& group : param_groups()) {
        const auto& o = static_cast<const torch::optim::AdamWOptions&>(group.options());
        std::vector<torch::Tensor> params;
        std::map<int64_t, SameStep> bySteps;
        for (const auto& p : group.params()) {
            if (!p.grad().defined())
                continue;
            TORCH_CHECK(!p.grad().is_sparse(), "ForeachAdamW does not take sparse gradients");
            auto* state = static_cast<torch::optim::AdamWParamState*>(compat::optimizerState(*this, p));
            if (!state) {
                auto fresh = std::make_unique<torch::optim::AdamWParamState>();
                fresh->step(0);
                fresh->exp_avg(torch::zeros_like(p, torch::MemoryFormat::Preserve));
                fresh->exp_avg_sq(torch::zeros_like(p, torch::MemoryFormat::Preserve));
                if (o.amsgrad())
                    fresh->max_exp_avg_sq(torch::zeros_like(p, torch::MemoryFormat::Preserve));
                compat::setOptimizerState(*this, p, std::move(fresh));
                state = static_cast<torch::optim::AdamWParamState*>(compat::optimizerState(*this, p));
            }
            state->step(state->step() + 1);
            SameStep& same = bySteps[state->step()];
            same.params.push_back(p);
            same.grads.push_back(p.grad());
            same.averages.push_back(state->exp_avg());
            same.squares.push_back(state->exp_avg_sq());
            if (o.amsgrad())
                same.maxSquares.push_back(state->max_exp_avg_sq());
            params.push_back(p);
        }
        if (params.empty())
            continue;
        if (o.weight_decay() != 0)
            at::_foreach_mul_(params, 1 - o.lr() * o.weight_decay());
        const auto [beta1, beta2] = o.betas();
        for (auto& [step, same] : bySteps) {
            const double correction1 = 1 - std::pow(beta1, static_cast<double>(step));
            const double correction2 = 1 - std::pow(beta2, static_cast<double>(step));
            at::_foreach_mul_(same.averages, beta1);
            at::_foreach_add_(same.averages, same.grads, 1 - beta1);
            at::_foreach_mul_(same.squares, beta2);
            at::_foreach_addcmul_(same.squares, same.grads, same.grads, 1 - beta2);
            std::vector<torch::Tensor> denominators;
            if (o.amsgrad()) {
                for (size_t i = 0; i < same.squares.size(); ++i)
                    torch::max_out(same.maxSquares[i], same.squares[i], same.maxSquares[i]);
                denominators = at::_foreach_sqrt(same.maxSquares);
            } else {
                denominators = at::_foreach_sqrt(same.squares);
            }
            at::_foreach_div_(denominators, std::sqrt(correction2));
            at::_foreach_add_(denominators, o.eps());
            at::_foreach_addcdiv_(same.params, same.averages, denominators, -(o.lr() / correction1));
        }
    }
    return loss;
}

}  // namespace osprey
