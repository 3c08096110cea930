#pragma once

#include <onnx/onnx_pb.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace osprey::test {

// Small ONNX models written with ONNX's own protobuf classes, as Osprey's exporter writes them (IR 8,
// opset 13, producer "osprey", the "osprey.*" metadata), for the tests of the ONNX runtime.
struct OnnxGraphBuilder {
    onnx::ModelProto model;
    onnx::GraphProto* graph = nullptr;

    // batch: the input's first dimension; -1 writes the dim_param "batch" (a dynamic batch).
    explicit OnnxGraphBuilder(int inputSize, const std::string& producer = "osprey", int64_t batch = 1);
    void metadata(const std::string& key, const std::string& value);
    void initializer(const std::string& name, const std::vector<int64_t>& dims,
                     const std::vector<float>& values);
    void initializerInt64(const std::string& name, const std::vector<int64_t>& values);
    onnx::NodeProto* node(const std::string& op, const std::vector<std::string>& inputs,
                          const std::vector<std::string>& outputs);
    void output(const std::string& name, const std::vector<int64_t>& dims);
    void save(const std::string& path) const;
};

void attribute(onnx::NodeProto* node, const std::string& name, int64_t value);
void attribute(onnx::NodeProto* node, const std::string& name, const std::vector<int64_t>& values);

// The metadata every exported model has, for `task` with these classes and preprocessing JSON.
void ospreyMetadata(OnnxGraphBuilder& b, const std::string& task, const std::vector<std::string>& classes,
                    const std::string& preprocessingJson, const std::string& profile = "opencv");

// Standard base64 with padding.
std::string base64(const void* data, size_t size);

}  // namespace osprey::test
