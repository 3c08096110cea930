#include "onnx/OnnxGraphBuilder.h"

#include <cstring>

namespace osprey {

std::string OnnxGraphBuilder::fresh(const std::string& hint) {
    return hint + "_" + std::to_string(m_next++);
}

std::string OnnxGraphBuilder::constant(const torch::Tensor& tensor, const std::string& hint) {
    const bool integer = tensor.scalar_type() == torch::kInt64 || tensor.scalar_type() == torch::kInt32;
    const torch::Tensor t =
        tensor.detach().to(torch::kCPU, integer ? torch::kInt64 : torch::kFloat32).contiguous();
    onnx::TensorProto* proto = m_graph.add_initializer();
    const std::string name = fresh(hint);
    proto->set_name(name);
    proto->set_data_type(integer ? onnx::TensorProto::INT64 : onnx::TensorProto::FLOAT);
    for (const int64_t d : t.sizes())
        proto->add_dims(d);
    // Raw little-endian bytes, as ONNX stores them (x86-64 and aarch64 are little-endian).
    proto->set_raw_data(std::string(static_cast<const char*>(t.data_ptr()), t.numel() * t.element_size()));
    return name;
}

std::string OnnxGraphBuilder::ints(const std::vector<int64_t>& values, const std::string& hint) {
    return constant(torch::tensor(values, torch::kInt64), hint);
}

std::string OnnxGraphBuilder::floats(const std::vector<float>& values, const std::string& hint) {
    return constant(torch::tensor(values, torch::kFloat32), hint);
}

std::string OnnxGraphBuilder::scalar(float value, const std::string& hint) {
    return constant(torch::tensor(value, torch::kFloat32), hint);
}

std::string OnnxGraphBuilder::empty(const std::string& hint) {
    return constant(torch::empty({0}, torch::kFloat32), hint);
}

onnx::NodeProto& OnnxGraphBuilder::node(const std::string& op, const std::vector<std::string>& inputs,
                                        int outputs) {
    std::vector<std::string> names;
    for (int i = 0; i < outputs; ++i)
        names.push_back(fresh(op));
    return node(op, inputs, names);
}

onnx::NodeProto& OnnxGraphBuilder::node(const std::string& op, const std::vector<std::string>& inputs,
                                        const std::vector<std::string>& outputs) {
    onnx::NodeProto* n = m_graph.add_node();
    n->set_op_type(op);
    n->set_name(fresh(op + "_node"));
    for (const auto& i : inputs)
        n->add_input(i);
    for (const auto& o : outputs)
        n->add_output(o);
    return *n;
}

void OnnxGraphBuilder::attribute(onnx::NodeProto& node, const std::string& name, int64_t value) {
    onnx::AttributeProto* a = node.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(value);
}

void OnnxGraphBuilder::attribute(onnx::NodeProto& node, const std::string& name, float value) {
    onnx::AttributeProto* a = node.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::FLOAT);
    a->set_f(value);
}

void OnnxGraphBuilder::attribute(onnx::NodeProto& node, const std::string& name, const std::string& value) {
    onnx::AttributeProto* a = node.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::STRING);
    a->set_s(value);
}

void OnnxGraphBuilder::attribute(onnx::NodeProto& node, const std::string& name,
                                 const std::vector<int64_t>& values) {
    onnx::AttributeProto* a = node.add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INTS);
    for (const int64_t v : values)
        a->add_ints(v);
}

}  // namespace osprey
