#pragma once

#include <torch/types.h>

#include <vector>

namespace osprey {

// Scales the gradients down to a total L2 norm of at most `maxNorm`, as torch.nn.utils.clip_grad_norm_ does
// in Python: the factor stays on the device. (libtorch's C++ clip_grad_norm_ returns the norm as a double and
// branches on it, reading it back to the host every update.)
void clipGradNorm(const std::vector<torch::Tensor>& parameters, double maxNorm);

}  // namespace osprey
