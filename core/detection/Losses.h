#pragma once

#include <torch/types.h>

namespace osprey {

// Sigmoid focal loss (Lin et al.), summed: BCE-with-logits scaled by (1 - p_t)^gamma and alpha_t, as
// torchvision.ops.sigmoid_focal_loss with reduction "sum".
torch::Tensor sigmoidFocalLoss(const torch::Tensor& logits, const torch::Tensor& targets, double alpha = 0.25,
                               double gamma = 2.0);

// Box regression loss, summed over all elements: L1 (beta 0) or smooth L1 with the given beta.
torch::Tensor boxRegressionLoss(const torch::Tensor& predicted, const torch::Tensor& target,
                                double smoothL1Beta);

}  // namespace osprey
