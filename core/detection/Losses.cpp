#include "detection/Losses.h"

#include <torch/nn/functional/loss.h>

namespace osprey {

namespace F = torch::nn::functional;

torch::Tensor sigmoidFocalLoss(const torch::Tensor& logits, const torch::Tensor& targets, double alpha,
                               double gamma) {
    const torch::Tensor p = torch::sigmoid(logits);
    const torch::Tensor ce = F::binary_cross_entropy_with_logits(
        logits, targets, F::BinaryCrossEntropyWithLogitsFuncOptions().reduction(torch::kNone));
    const torch::Tensor pt = p * targets + (1 - p) * (1 - targets);
    torch::Tensor loss = ce * (1 - pt).pow(gamma);
    if (alpha >= 0)
        loss = (alpha * targets + (1 - alpha) * (1 - targets)) * loss;
    return loss.sum();
}

torch::Tensor boxRegressionLoss(const torch::Tensor& predicted, const torch::Tensor& target,
                                double smoothL1Beta) {
    if (smoothL1Beta <= 0)
        return F::l1_loss(predicted, target, F::L1LossFuncOptions().reduction(torch::kSum));
    return F::smooth_l1_loss(predicted, target,
                             F::SmoothL1LossFuncOptions().reduction(torch::kSum).beta(smoothL1Beta));
}

}  // namespace osprey
