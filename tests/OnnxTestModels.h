#pragma once

#include <onnx/onnx_pb.h>
#include <nlohmann/json.hpp>

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

// The tests' classifier: images [batch, 3, 16, 16] -> GlobalAveragePool -> Flatten -> Gemm(W, B, transB=1)
// -> logits [batch, 3], so that logits = W * (per-channel mean of the normalised input) + B. Without
// metadata: ospreyMetadata(b, "classification", kClasses, kClassifierPreprocessing) makes it an Osprey
// export.
constexpr int kClassifierSize = 16;
extern const std::vector<std::string> kClasses;
extern const std::vector<float> kGemmW;  // [3, 3]
extern const std::vector<float> kGemmB;  // [3]
extern const char* const kClassifierPreprocessing;
OnnxGraphBuilder classifierModel(const std::string& producer = "osprey", int64_t batch = 1);

// A float output `name` [1, rows, columns] whose values are `values` whatever the picture: a 1x1 convolution
// with zero weights of the input's channel means (the node "pooled", GlobalAveragePool of the input, which
// the caller adds once) plus a bias that holds the values, reshaped.
void constantOutput(OnnxGraphBuilder& b, const std::string& name, const std::vector<float>& values,
                    int64_t rows, int64_t columns);

// The "osprey.*" entries of a detector of the "opencv" profile, as JSON a test can change before writing.
struct DetectorMetadata {
    std::vector<std::string> classes;
    nlohmann::json preprocessing, postprocess, decoder;
};
// A dense detector [1, 3, inputSize, inputSize] whose outputs cls_logits [1, M, columns] and box_deltas
// [1, M, 4] are `logits` and `deltas` whatever the picture (constantOutput), with `meta` as its metadata.
OnnxGraphBuilder detectorModel(int inputSize, const DetectorMetadata& meta, const std::vector<float>& logits,
                               const std::vector<float>& deltas, int64_t columns);

// The smallest detector: two anchors of one level, sigmoid scores over two classes ("circle", "square"), a
// letterboxed 32-pixel input; the metadata as exported, and the model with `meta` (that or a changed one).
DetectorMetadata twoAnchorMetadata();
OnnxGraphBuilder twoAnchorDetector(const DetectorMetadata& meta);

}  // namespace osprey::test
