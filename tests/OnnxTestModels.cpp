#include "OnnxTestModels.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace osprey::test {

OnnxGraphBuilder::OnnxGraphBuilder(int inputSize, const std::string& producer, int64_t batch) {
    model.set_ir_version(8);
    model.set_producer_name(producer);
    model.set_producer_version("0.1.0");
    auto* opset = model.add_opset_import();
    opset->set_domain("");
    opset->set_version(13);
    graph = model.mutable_graph();
    graph->set_name("test");
    auto* input = graph->add_input();
    input->set_name("images");
    auto* tensor = input->mutable_type()->mutable_tensor_type();
    tensor->set_elem_type(onnx::TensorProto::FLOAT);
    if (batch < 0)
        tensor->mutable_shape()->add_dim()->set_dim_param("batch");
    else
        tensor->mutable_shape()->add_dim()->set_dim_value(batch);
    for (int64_t d : {int64_t{3}, int64_t{inputSize}, int64_t{inputSize}})
        tensor->mutable_shape()->add_dim()->set_dim_value(d);
}

void OnnxGraphBuilder::metadata(const std::string& key, const std::string& value) {
    auto* entry = model.add_metadata_props();
    entry->set_key(key);
    entry->set_value(value);
}

void OnnxGraphBuilder::initializer(const std::string& name, const std::vector<int64_t>& dims,
                                   const std::vector<float>& values) {
    auto* t = graph->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (int64_t d : dims)
        t->add_dims(d);
    for (float v : values)
        t->add_float_data(v);
}

void OnnxGraphBuilder::initializerInt64(const std::string& name, const std::vector<int64_t>& values) {
    auto* t = graph->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::INT64);
    t->add_dims(static_cast<int64_t>(values.size()));
    for (int64_t v : values)
        t->add_int64_data(v);
}

onnx::NodeProto* OnnxGraphBuilder::node(const std::string& op, const std::vector<std::string>& inputs,
                                        const std::vector<std::string>& outputs) {
    auto* n = graph->add_node();
    n->set_op_type(op);
    n->set_name(op + "_" + std::to_string(graph->node_size()));
    for (const auto& i : inputs)
        n->add_input(i);
    for (const auto& o : outputs)
        n->add_output(o);
    return n;
}

void OnnxGraphBuilder::output(const std::string& name, const std::vector<int64_t>& dims) {
    auto* out = graph->add_output();
    out->set_name(name);
    auto* tensor = out->mutable_type()->mutable_tensor_type();
    tensor->set_elem_type(onnx::TensorProto::FLOAT);
    for (int64_t d : dims)
        tensor->mutable_shape()->add_dim()->set_dim_value(d);
}

void OnnxGraphBuilder::save(const std::string& path) const {
    std::ofstream out(path, std::ios::binary);
    model.SerializeToOstream(&out);
}

void attribute(onnx::NodeProto* node, const std::string& name, int64_t value) {
    auto* a = node->add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(value);
}

void attribute(onnx::NodeProto* node, const std::string& name, const std::vector<int64_t>& values) {
    auto* a = node->add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INTS);
    for (int64_t v : values)
        a->add_ints(v);
}

void ospreyMetadata(OnnxGraphBuilder& b, const std::string& task, const std::vector<std::string>& classes,
                    const std::string& preprocessingJson, const std::string& profile) {
    b.metadata("osprey.format_version", "1");
    b.metadata("osprey.task", task);
    b.metadata("osprey.model", task == "detection" ? "test_detector" : "test_classifier");
    b.metadata("osprey.profile", profile);
    b.metadata("osprey.classes", nlohmann::json(classes).dump());
    b.metadata("osprey.preprocessing", preprocessingJson);
}

const std::vector<std::string> kClasses = {"cat", "dog", "bird"};
const std::vector<float> kGemmW = {1.5f, -2.0f, 0.5f, -1.0f, 0.25f, 2.0f, 0.75f, 1.0f, -1.25f};
const std::vector<float> kGemmB = {0.1f, -0.2f, 0.3f};
const char* const kClassifierPreprocessing =
    R"({"geometry":"resize_center_crop","input_size":16,"resize":20,"mean":[0.4,0.5,0.6],"std":[0.2,0.25,0.3]})";

OnnxGraphBuilder classifierModel(const std::string& producer, int64_t batch) {
    OnnxGraphBuilder b(kClassifierSize, producer, batch);
    b.initializer("W", {3, 3}, kGemmW);
    b.initializer("B", {3}, kGemmB);
    b.node("GlobalAveragePool", {"images"}, {"pooled"});
    attribute(b.node("Flatten", {"pooled"}, {"flat"}), "axis", int64_t{1});
    auto* gemm = b.node("Gemm", {"flat", "W", "B"}, {"logits"});
    attribute(gemm, "transB", int64_t{1});
    b.output("logits", {batch, 3});
    return b;
}

void constantOutput(OnnxGraphBuilder& b, const std::string& name, const std::vector<float>& values,
                    int64_t rows, int64_t columns) {
    const auto channels = static_cast<int64_t>(values.size());
    b.initializer(name + "_w", {channels, 3, 1, 1},
                  std::vector<float>(static_cast<size_t>(channels * 3), 0.0f));
    b.initializer(name + "_b", {channels}, values);
    auto* conv = b.node("Conv", {"pooled", name + "_w", name + "_b"}, {name + "_flat"});
    attribute(conv, "kernel_shape", std::vector<int64_t>{1, 1});
    attribute(conv, "strides", std::vector<int64_t>{1, 1});
    attribute(conv, "pads", std::vector<int64_t>{0, 0, 0, 0});
    attribute(conv, "group", int64_t{1});
    b.initializerInt64(name + "_shape", {1, rows, columns});
    b.node("Reshape", {name + "_flat", name + "_shape"}, {name});
    b.output(name, {1, rows, columns});
}

OnnxGraphBuilder detectorModel(int inputSize, const DetectorMetadata& meta, const std::vector<float>& logits,
                               const std::vector<float>& deltas, int64_t columns) {
    OnnxGraphBuilder b(inputSize);
    ospreyMetadata(b, "detection", meta.classes, meta.preprocessing.dump());
    b.metadata("osprey.postprocess", meta.postprocess.dump());
    b.metadata("osprey.decoder", meta.decoder.dump());
    const auto anchors = static_cast<int64_t>(deltas.size() / 4);
    b.node("GlobalAveragePool", {"images"}, {"pooled"});
    constantOutput(b, "cls_logits", logits, anchors, columns);
    constantOutput(b, "box_deltas", deltas, anchors, 4);
    return b;
}

DetectorMetadata twoAnchorMetadata() {
    DetectorMetadata meta;
    meta.classes = {"circle", "square"};
    meta.preprocessing = {{"geometry", "letterbox"},
                          {"input_size", 32},
                          {"resize", 32},
                          {"mean", {0.485, 0.456, 0.406}},
                          {"std", {0.229, 0.224, 0.225}}};
    meta.postprocess = {{"score_threshold", 0.05},
                        {"nms_threshold", 0.5},
                        {"candidates_per_level", 1000},
                        {"detections_per_image", 100}};
    const std::vector<float> anchors = {2, 2, 12, 12, 10, 8, 30, 28};
    meta.decoder = {{"scores", "sigmoid"},
                    {"coder_weights", {1, 1, 1, 1}},
                    {"clamp", std::log(1000.0 / 16.0)},
                    {"level_sizes", {2}},
                    {"anchors", base64(anchors.data(), anchors.size() * sizeof(float))}};
    return meta;
}

OnnxGraphBuilder twoAnchorDetector(const DetectorMetadata& meta) {
    return detectorModel(32, meta, {2.0f, -1.0f, -3.0f, 1.5f}, std::vector<float>(8, 0.1f), 2);
}

std::string base64(const void* data, size_t size) {
    static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const auto* p = static_cast<const unsigned char*>(data);
    std::string out;
    for (size_t i = 0; i < size; i += 3) {
        const uint32_t n = static_cast<uint32_t>(p[i]) << 16 | (i + 1 < size ? p[i + 1] << 8 : 0) |
                           (i + 2 < size ? p[i + 2] : 0);
        out += alphabet[n >> 18 & 63];
        out += alphabet[n >> 12 & 63];
        out += i + 1 < size ? alphabet[n >> 6 & 63] : '=';
        out += i + 2 < size ? alphabet[n & 63] : '=';
    }
    return out;
}

}  // namespace osprey::test
