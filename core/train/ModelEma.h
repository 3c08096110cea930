#pragma once

#include <torch/nn/module.h>

#include <memory>
#include <vector>

namespace osprey {

// An exponential moving average of a model's weights (the EfficientDet reference's `ema_weights`): after each
// optimizer update, ema = d * ema + (1 - d) * weights over every floating-point parameter and buffer, with
// d = min(decay, (1 + updates) / (10 + updates)) so that the average is not dominated by the random start.
// Integer buffers (batch-norm step counters) are copied.
class ModelEma {
public:
    // `average` is a second instance of the same architecture; it starts as a copy of `model`.
    ModelEma(std::shared_ptr<torch::nn::Module> average, const torch::nn::Module& model, double decay);

    void update(const torch::nn::Module& model, int64_t updates);
    double decayAt(int64_t updates) const;

    torch::nn::Module& model() { return *m_average; }
    std::shared_ptr<torch::nn::Module> modelPtr() { return m_average; }
    void to(torch::Device device);

private:
    std::shared_ptr<torch::nn::Module> m_average;
    double m_decay;
    std::vector<torch::Tensor> m_floating;  // the average's tensors, in state-dict order
    std::vector<torch::Tensor> m_integral;
    // The trained model's tensors, gathered once: updates are in place, so they stay the same tensors.
    const torch::nn::Module* m_source = nullptr;
    std::vector<torch::Tensor> m_sourceFloating, m_sourceIntegral;
    void collect();
};

}  // namespace osprey
