#pragma once

#include <ATen/core/ivalue.h>

#include <string>
#include <unordered_map>
#include <vector>

#include "onnx/OnnxGraphBuilder.h"

namespace torch::jit {
struct Graph;
struct Node;
struct Value;
}  // namespace torch::jit

namespace osprey {

// Writes a traced network (models/ModelTrace) as ONNX nodes: each aten operation of Osprey's model zoo as
// the ONNX operations that compute it, in forms that OpenCV 4.6's importer reads as well as ONNX Runtime
// (docs/design/onnx-export.md): ReLU6 as 6 * HardSigmoid, group norm through InstanceNormalization, strided
// slices as 1x1 max pools, fully connected layers as Gemm with the weight untransposed. Shapes the network
// computes from its input's size are taken from the trace; with a dynamic batch, dimension 0 of every
// reshape copies the input's. An operation it does not know is an error naming it.
class TorchGraphConverter {
public:
    TorchGraphConverter(OnnxGraphBuilder& builder, bool dynamicBatch)
        : m_builder(builder), m_dynamicBatch(dynamicBatch) {}

    // The ONNX names of the graph's outputs, with its one input read from `inputName`.
    std::vector<std::string> convert(const torch::jit::Graph& graph, const std::string& inputName);

private:
    void convertNode(const torch::jit::Node* node);
    bool convertActivation(const torch::jit::Node* node, const std::string& kind);
    bool convertArithmetic(const torch::jit::Node* node, const std::string& kind);
    bool convertLayer(const torch::jit::Node* node, const std::string& kind);
    bool convertShape(const torch::jit::Node* node, const std::string& kind);
    void groupNorm(const torch::jit::Node* node);
    void resize(const torch::jit::Node* node, const std::string& mode);

    // The ONNX name of a tensor value (a constant becomes an initializer the first time it is used).
    std::string tensor(const torch::jit::Value* value);
    // A value known when exporting: a constant, a list of them, a size of a traced tensor.
    const c10::IValue& known(const torch::jit::Value* value) const;
    bool isKnown(const torch::jit::Value* value) const;
    int64_t knownInt(const torch::jit::Value* value) const { return known(value).toInt(); }
    std::vector<int64_t> knownInts(const torch::jit::Value* value) const;
    double knownDouble(const torch::jit::Value* value) const;
    // The traced shape of a tensor value.
    std::vector<int64_t> sizes(const torch::jit::Value* value) const;
    // A Reshape target for `value`'s traced shape: dimension 0 copied from the input when the batch is
    // dynamic.
    std::string reshapeTarget(const torch::jit::Value* value);
    void name(const torch::jit::Value* value, const std::string& onnxName) { m_names[value] = onnxName; }

    OnnxGraphBuilder& m_builder;
    bool m_dynamicBatch;
    std::unordered_map<const torch::jit::Value*, std::string> m_names;
    std::unordered_map<const torch::jit::Value*, c10::IValue> m_known;
    std::unordered_map<const torch::jit::Value*, std::vector<const torch::jit::Value*>> m_tensorLists;
};

}  // namespace osprey
