#pragma once

#include <torch/optim/optimizer.h>

namespace osprey {

// What an optimizer's step(closure) does first: the closure's loss, computed with gradients on (the step
// itself runs without), or an undefined tensor when there is no closure.
inline torch::Tensor lossOfClosure(const torch::optim::Optimizer::LossClosure& closure) {
    if (!closure)
        return {};
    at::AutoGradMode enableGrad(true);
    return closure();
}

}  // namespace osprey
