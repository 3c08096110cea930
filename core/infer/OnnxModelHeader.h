#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace osprey {

// What an ONNX file says about itself, read from its bytes without the graph's nodes and weights (ONNX's
// ModelProto as protobuf wire format): who wrote it, its metadata_props, and the names and shapes of its
// graph's inputs and outputs. OpenCV's importer does not expose any of it.
struct OnnxModelHeader {
    int64_t irVersion = 0;
    std::string producerName;
    std::string producerVersion;
    std::map<std::string, std::string> metadata;  // metadata_props
    struct Value {
        std::string name;
        std::vector<int64_t> dims;  // -1 for a symbolic dimension (a dim_param such as "batch")
    };
    std::vector<Value> inputs;  // graph inputs that are not initializers
    std::vector<Value> outputs;
};

// The header of the ONNX model in `bytes`; `path` names it in messages. Throws InputError when the bytes are
// not an ONNX model (not protobuf, or no IR version and graph).
OnnxModelHeader readOnnxModelHeader(const std::string& bytes, const std::string& path);

}  // namespace osprey
