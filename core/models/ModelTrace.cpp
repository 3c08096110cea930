#include "models/ModelTrace.h"

#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/passes/constant_propagation.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/frozen_conv_folding.h>
#include <torch/csrc/jit/passes/graph_rewrite_helper.h>

#include <utility>

namespace osprey {

namespace {

// Parameters that require gradients cannot become constants of a trace: switched off for its duration.
class FrozenParameters {
public:
    explicit FrozenParameters(torch::nn::Module& module) {
        for (auto& p : module.parameters())
            if (p.requires_grad()) {
                p.set_requires_grad(false);
                m_frozen.push_back(p);
            }
    }
    ~FrozenParameters() {
        for (auto& p : m_frozen)
            p.set_requires_grad(true);
    }
    FrozenParameters(const FrozenParameters&) = delete;
    FrozenParameters& operator=(const FrozenParameters&) = delete;

private:
    std::vector<torch::Tensor> m_frozen;
};

// Restores the module's training flag.
class EvalMode {
public:
    explicit EvalMode(torch::nn::Module& module) : m_module(module), m_training(module.is_training()) {
        module.eval();
    }
    ~EvalMode() { m_module.train(m_training); }
    EvalMode(const EvalMode&) = delete;
    EvalMode& operator=(const EvalMode&) = delete;

private:
    torch::nn::Module& m_module;
    bool m_training;
};

}  // namespace

TracedNetwork traceNetwork(torch::nn::Module& module,
                           const std::function<std::vector<torch::Tensor>(const torch::Tensor&)>& forward,
                           const torch::Tensor& example) {
    EvalMode evalMode(module);
    FrozenParameters frozen(module);
    torch::NoGradGuard noGrad;
    TracedNetwork out;
    auto traced = torch::jit::tracer::trace(
        {example},
        [&](torch::jit::Stack inputs) {
            out.outputs = forward(inputs.at(0).toTensor());
            torch::jit::Stack results;
            for (const auto& t : out.outputs)
                results.emplace_back(t);
            return results;
        },
        [](const torch::autograd::Variable&) { return std::string(); }, /*strict=*/false);
    out.graph = traced.first->graph;
    // The tracer records convolutions as aten::_convolution; the folding passes and the exporter read
    // aten::conv2d. Operations on constants alone (a BiFPN's normalised fusion weights) become constants.
    torch::jit::graph_rewrite_helper::replaceConvolutionWithAtenConv(out.graph);
    torch::jit::ConstantPropagation(out.graph);
    torch::jit::EliminateDeadCode(out.graph);
    return out;
}

void foldBatchNorms(torch::jit::Graph& graph) {
    // The graph's constants are the module's parameters themselves, which require gradients again after the
    // trace: the folded weights must not.
    torch::NoGradGuard noGrad;
    std::shared_ptr<torch::jit::Graph> g(&graph, [](torch::jit::Graph*) {});
    torch::jit::FoldFrozenConvBatchnorm(g);
    torch::jit::FoldFrozenConvAddOrSub(g);
    torch::jit::FoldFrozenConvMulOrDiv(g);
    torch::jit::EliminateDeadCode(g);
}

}  // namespace osprey
