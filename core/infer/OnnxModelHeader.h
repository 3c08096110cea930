#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "infer/OnnxTensorHeader.h"

namespace osprey {

// What an ONNX file says about itself, read from its bytes without the weights' data (ONNX's ModelProto as
// protobuf wire format): who wrote it, its metadata_props and operator sets, the names and shapes of its
// graph's inputs and outputs, and the type, shape and data length of every tensor in it. OpenCV's importer
// exposes none of it, and trusts the last.
struct OnnxModelHeader {
    int64_t irVersion = 0;
    std::string producerName;
    std::string producerVersion;
    std::map<std::string, std::string> metadata;  // metadata_props
    std::map<std::string, int64_t> opsets;        // opset_import: domain ("" for ONNX's own) -> version
    struct Value {
        std::string name;
        int32_t elemType = 0;       // TensorProto.DataType of its tensor type; 0 when it has none
        std::vector<int64_t> dims;  // -1 for a symbolic dimension (a dim_param such as "batch")
    };
    std::vector<Value> inputs;  // graph inputs that are not initializers
    std::vector<Value> outputs;
    std::vector<OnnxTensorHeader> tensors;  // initializers and nodes' attribute tensors, in the file's order
    struct Node {
        std::string name;
        std::vector<std::string> inputs, outputs;  // "" for an input left out
        bool subgraph = false;  // a subgraph or sparse tensor attribute: what Osprey's exports never hold
    };
    std::vector<Node> nodes;         // in the file's order
    int64_t sparseInitializers = 0;  // never in Osprey's exports either
};

// The header of the ONNX model in `bytes`; `path` names it in messages. Throws InputError when the bytes are
// not an ONNX model (not protobuf, or no IR version and graph).
OnnxModelHeader readOnnxModelHeader(const std::string& bytes, const std::string& path);

}  // namespace osprey
