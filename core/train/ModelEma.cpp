#include "train/ModelEma.h"

#include <algorithm>

#include "weights/StateDict.h"

namespace osprey {

namespace {

void split(const StateDict& sd, std::vector<torch::Tensor>& floating, std::vector<torch::Tensor>& integral) {
    floating.clear();
    integral.clear();
    for (const auto& t : sd)
        (t.tensor.is_floating_point() ? floating : integral).push_back(t.tensor);
}

}  // namespace

ModelEma::ModelEma(std::shared_ptr<torch::nn::Module> average, const torch::nn::Module& model, double decay)
    : m_average(std::move(average)), m_decay(decay) {
    torch::NoGradGuard noGrad;
    const StateDict source = stateDictOf(model);
    const StateDict target = stateDictOf(*m_average);
    for (size_t i = 0; i < source.size() && i < target.size(); ++i)
        target[i].tensor.copy_(source[i].tensor);
    for (auto& p : m_average->parameters())
        p.set_requires_grad(false);
    m_average->eval();
    collect();
}

void ModelEma::collect() {
    split(stateDictOf(*m_average), m_floating, m_integral);
}

void ModelEma::to(torch::Device device) {
    m_average->to(device);
    collect();
}

double ModelEma::decayAt(int64_t updates) const {
    return std::min(m_decay, (1.0 + static_cast<double>(updates)) / (10.0 + static_cast<double>(updates)));
}

void ModelEma::update(const torch::nn::Module& model, int64_t updates) {
    torch::NoGradGuard noGrad;
    if (m_source != &model) {
        split(stateDictOf(model), m_sourceFloating, m_sourceIntegral);
        m_source = &model;
    }
    const double d = decayAt(updates);
    at::_foreach_mul_(m_floating, d);
    at::_foreach_add_(m_floating, m_sourceFloating, 1.0 - d);
    for (size_t i = 0; i < m_sourceIntegral.size() && i < m_integral.size(); ++i)
        m_integral[i].copy_(m_sourceIntegral[i]);
}

}  // namespace osprey
