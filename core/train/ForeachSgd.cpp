#include "train/ForeachSgd.h"

#include <ATen/ATen.h>

#include "device/TorchCompat.h"
#include "train/OptimizerClosure.h"

namespace osprey {

torch::Tensor ForeachSgd::step(LossClosure closure) {
    const torch::Tensor loss = lossOfClosure(closure);
    torch::NoGradGuard noGrad;
    for (auto& group : param_groups()) {
        const auto& o = static_cast<const torch::optim::SGDOptions&>(group.options());
        std::vector<torch::Tensor> params, grads;
        for (const auto& p : group.params()) {
            if (!p.grad().defined())
                continue;
            TORCH_CHECK(!p.grad().is_sparse(), "ForeachSgd does not take sparse gradients");
            params.push_back(p);
            grads.push_back(p.grad());
        }
        if (params.empty())
            continue;
        if (o.weight_decay() != 0)
            grads = at::_foreach_add(grads, params, o.weight_decay());
        if (o.momentum() != 0) {
            // A parameter's first step starts its buffer as its gradient; the others decay theirs.
            std::vector<torch::Tensor> buffers(params.size()), decaying, gradsOfDecaying;
            for (size_t i = 0; i < params.size(); ++i) {
                auto* state =
                    static_cast<torch::optim::SGDParamState*>(compat::optimizerState(*this, params[i]));
                if (!state) {
                    auto fresh = std::make_unique<torch::optim::SGDParamState>();
                    fresh->momentum_buffer(torch::clone(grads[i]).detach());
                    buffers[i] = fresh->momentum_buffer();
                    compat::setOptimizerState(*this, params[i], std::move(fresh));
                    continue;
                }
                buffers[i] = state->momentum_buffer();
                decaying.push_back(buffers[i]);
                gradsOfDecaying.push_back(grads[i]);
            }
            if (!decaying.empty()) {
                at::_foreach_mul_(decaying, o.momentum());
                at::_foreach_add_(decaying, gradsOfDecaying, 1 - o.dampening());
            }
            grads = o.nesterov() ? at::_foreach_add(grads, buffers, o.momentum()) : buffers;
        }
        at::_foreach_add_(params, grads, -1 * o.lr());
    }
    return loss;
}

}  // namespace osprey
