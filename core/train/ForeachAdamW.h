#pragma once

#include <torch/optim/adamw.h>

namespace osprey {

// libtorch's AdamW (decoupled weight decay, bias correction, optional AMSGrad) with the update of all
// parameters of a group in a few multi-tensor (foreach) operations instead of about ten kernels per
// parameter. The same arithmetic in the same order as torch::optim::AdamW and the same state
// (AdamWParamState), so checkpoints and resumes are unchanged.
class ForeachAdamW : public torch::optim::AdamW {
public:
    using torch::optim::AdamW::AdamW;
    torch::Tensor step(LossClosure closure = nullptr) override;
};

}  // namespace osprey
