#pragma once

#include <torch/types.h>

#include <cstdint>

namespace osprey {

class ClassificationModel;
struct Batch;

// The loss of one classification batch: cross-entropy with label smoothing, on mixup-blended images when
// mixup_alpha > 0. The mixup draw depends only on (seed, step), so a resumed run draws the same.
class ClassificationStep {
public:
    ClassificationStep(double labelSmoothing, double mixupAlpha, uint64_t seed);

    struct Output {
        torch::Tensor loss;  // scalar, with graph
        torch::Tensor logits;
    };

    Output forward(ClassificationModel& model, const Batch& batch, torch::Device device, int64_t step) const;

private:
    torch::Tensor softCrossEntropy(const torch::Tensor& logits, const torch::Tensor& labels) const;

    double m_labelSmoothing;
    double m_mixupAlpha;
    uint64_t m_seed;
};

}  // namespace osprey
