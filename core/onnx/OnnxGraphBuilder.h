#pragma once

#include <onnx/onnx_pb.h>
#include <torch/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// Adds nodes and constant tensors (initializers) to an ONNX graph, each value under a name of its own. Every
// attribute is written explicitly, defaults too: OpenCV's importer needs some (an InstanceNormalization's
// epsilon) and reads others differently from the standard (a Softmax's axis).
class OnnxGraphBuilder {
public:
    OnnxGraphBuilder(onnx::GraphProto& graph, int64_t opset) : m_graph(graph), m_opset(opset) {}

    int64_t opset() const { return m_opset; }
    // A name not used yet, made from `hint`.
    std::string fresh(const std::string& hint);

    // A constant float32 or int64 tensor (others are converted to float32); returns its name.
    std::string constant(const torch::Tensor& tensor, const std::string& hint = "c");
    std::string ints(const std::vector<int64_t>& values, const std::string& hint = "i");
    std::string floats(const std::vector<float>& values, const std::string& hint = "f");
    std::string scalar(float value, const std::string& hint = "s");  // a 0-d float
    // An empty float tensor: how opset 11 and 12 leave out an input that comes before one given.
    std::string empty(const std::string& hint = "empty");

    // A node of `op` from `inputs`; its outputs get fresh names from the op's name unless given.
    onnx::NodeProto& node(const std::string& op, const std::vector<std::string>& inputs, int outputs = 1);
    onnx::NodeProto& node(const std::string& op, const std::vector<std::string>& inputs,
                          const std::vector<std::string>& outputs);
    // The one output of a new node.
    std::string apply(const std::string& op, const std::vector<std::string>& inputs) {
        return node(op, inputs).output(0);
    }

    static void attribute(onnx::NodeProto& node, const std::string& name, int64_t value);
    static void attribute(onnx::NodeProto& node, const std::string& name, float value);
    static void attribute(onnx::NodeProto& node, const std::string& name, const std::string& value);
    static void attribute(onnx::NodeProto& node, const std::string& name, const std::vector<int64_t>& values);

private:
    onnx::GraphProto& m_graph;
    int64_t m_opset;
    int64_t m_next = 0;
};

}  // namespace osprey
