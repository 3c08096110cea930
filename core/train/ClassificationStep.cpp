#include "train/ClassificationStep.h"

#include <torch/nn/functional/loss.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "data/loader/DataLoader.h"
#include "models/ClassificationModel.h"

namespace osprey {

namespace F = torch::nn::functional;

ClassificationStep::ClassificationStep(double labelSmoothing, double mixupAlpha, uint64_t seed)
    : m_labelSmoothing(labelSmoothing), m_mixupAlpha(mixupAlpha), m_seed(seed) {}

torch::Tensor ClassificationStep::softCrossEntropy(const torch::Tensor& logits,
                                                   const torch::Tensor& labels) const {
    // In fp32 whatever precision the forward pass ran in.
    return F::cross_entropy(logits.to(torch::kFloat32), labels,
                            F::CrossEntropyFuncOptions().label_smoothing(m_labelSmoothing));
}

ClassificationStep::Output ClassificationStep::forward(ClassificationModel& model, const Batch& batch,
                                                       torch::Device device, int64_t step) const {
    torch::Tensor images = batch.images.to(device, /*non_blocking=*/true);
    torch::Tensor labels = batch.labels.to(device, /*non_blocking=*/true);
    Output out;
    if (m_mixupAlpha <= 0 || images.size(0) < 2) {
        out.logits = model.forward(images);
        out.loss = softCrossEntropy(out.logits, labels);
        return out;
    }
    std::mt19937_64 rng(m_seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(step) + 1);
    std::gamma_distribution<double> gamma(m_mixupAlpha, 1.0);
    const double a = gamma(rng), b = gamma(rng);
    const double lambda = a + b > 0 ? a / (a + b) : 1.0;
    std::vector<int64_t> order(static_cast<size_t>(images.size(0)));
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    const torch::Tensor permutation = torch::tensor(order, torch::kInt64).to(device, /*non_blocking=*/true);
    images = images * lambda + images.index_select(0, permutation) * (1.0 - lambda);
    out.logits = model.forward(images);
    out.loss = softCrossEntropy(out.logits, labels) * lambda +
               softCrossEntropy(out.logits, labels.index_select(0, permutation)) * (1.0 - lambda);
    return out;
}

}  // namespace osprey
