#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <functional>
#include <memory>
#include <vector>

namespace torch::jit {
struct Graph;
}

namespace osprey {

// A network's forward pass as libtorch's tracer records it: a TorchScript graph of aten operations, each
// value with its dtype and shape at the example input, the parameters and buffers as constants. What the
// ONNX exporter writes out and the fused inference path runs. The graph holds one input (the images) and
// one output per tensor `forward` returns; anything computed but not returned (a detector's anchors) is
// left out.
struct TracedNetwork {
    std::shared_ptr<torch::jit::Graph> graph;
    std::vector<torch::Tensor> outputs;  // what forward returned for the example, for checks
};

// Traces `forward` on `example` for `module` in evaluation mode, without gradients. The module's parameters
// are made constants for the trace (requires_grad off, restored afterwards).
TracedNetwork traceNetwork(torch::nn::Module& module,
                           const std::function<std::vector<torch::Tensor>(const torch::Tensor&)>& forward,
                           const torch::Tensor& example);

// Folds each batch norm that follows a convolution into the convolution's weight and bias (and constant
// adds, subtractions, multiplications and divisions after a convolution likewise): the graph computes the
// same function with fewer operations. libtorch's frozen-graph passes.
void foldBatchNorms(torch::jit::Graph& graph);

}  // namespace osprey
