#include "infer/OnnxModelHeader.h"

#include <climits>
#include <set>

#include "infer/ProtoWire.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// Field numbers of onnx.proto (ONNX 1.12) that the header needs.
namespace field {
constexpr int kIrVersion = 1, kProducerName = 2, kProducerVersion = 3, kGraph = 7, kOpsetImport = 8,
              kMetadataProps = 14;
constexpr int kEntryKey = 1, kEntryValue = 2;       // StringStringEntryProto
constexpr int kOpsetDomain = 1, kOpsetVersion = 2;  // OperatorSetIdProto
constexpr int kGraphNode = 1, kGraphInitializer = 5, kGraphInput = 11, kGraphOutput = 12,
              kGraphSparseInitializer = 15;                                        // GraphProto
constexpr int kNodeInput = 1, kNodeOutput = 2, kNodeName = 3, kNodeAttribute = 5;  // NodeProto
constexpr int kAttributeTensor = 5, kAttributeGraph = 6, kAttributeTensors = 10, kAttributeGraphs = 11,
              kAttributeSparseTensor = 22, kAttributeSparseTensors = 23;  // AttributeProto
constexpr int kValueName = 1, kValueType = 2;                             // ValueInfoProto
constexpr int kTypeTensor = 1, kTensorElemType = 1, kTensorShape = 2, kShapeDim = 1, kDimValue = 1;
}  // namespace field

using Handler = ProtoWire::Handler;

// A handler that reads only `wanted` with `read`, leaving every other field to be skipped.
Handler only(int wanted, const std::function<bool(int type)>& read) {
    return [wanted, read](int f, int t, bool& used) {
        if (f != wanted)
            return true;
        used = true;
        return read(t);
    };
}

bool readDim(ProtoWire& wire, int type, std::vector<int64_t>& dims) {
    int64_t dim = -1;  // a dim_param, or no value at all
    const bool ok = wire.readNested(type, only(field::kDimValue, [&](int t) {
                                        uint64_t value = 0;
                                        if (!wire.readVarint(t, value))
                                            return false;
                                        dim = static_cast<int64_t>(value);
                                        return true;
                                    }));
    dims.push_back(dim);
    return ok;
}

// TypeProto -> tensor_type -> (elem_type, shape -> dim).
bool readType(ProtoWire& wire, int type, OnnxModelHeader::Value& value) {
    return wire.readNested(type, only(field::kTypeTensor, [&](int t) {
                               return wire.readNested(t, [&](int f, int t2, bool& used) {
                                   uint64_t elemType = 0;
                                   if (f == field::kTensorElemType) {
                                       used = true;
                                       const bool ok = wire.readVarint(t2, elemType);
                                       value.elemType = static_cast<int32_t>(elemType);
                                       return ok;
                                   }
                                   if (f != field::kTensorShape)
                                       return true;
                                   used = true;
                                   return wire.readNested(t2, only(field::kShapeDim, [&](int t3) {
                                                              return readDim(wire, t3, value.dims);
                                                          }));
                               });
                           }));
}

bool readValue(ProtoWire& wire, int type, OnnxModelHeader::Value& value) {
    return wire.readNested(type, [&](int f, int t, bool& used) {
        if (f == field::kValueName) {
            used = true;
            return wire.readString(t, value.name);
        }
        if (f == field::kValueType) {
            used = true;
            return readType(wire, t, value);
        }
        return true;
    });
}

// A node's inputs and outputs, its attribute tensors (a Constant's value) into `tensors`, a subgraph or
// sparse tensor noted.
bool readNode(ProtoWire& wire, int type, OnnxModelHeader& header) {
    OnnxModelHeader::Node node;
    std::vector<OnnxTensorHeader> tensors;
    const bool ok = wire.readNested(type, [&](int f, int t, bool& used) {
        used = true;
        switch (f) {
            case field::kNodeName:
                return wire.readString(t, node.name);
            case field::kNodeInput:
            case field::kNodeOutput:
                (f == field::kNodeInput ? node.inputs : node.outputs).emplace_back();
                return wire.readString(t, (f == field::kNodeInput ? node.inputs : node.outputs).back());
            case field::kNodeAttribute:
                return wire.readNested(t, [&](int f2, int t2, bool& used2) {
                    if (f2 == field::kAttributeTensor || f2 == field::kAttributeTensors) {
                        used2 = true;
                        tensors.emplace_back();
                        return readOnnxTensorHeader(wire, t2, tensors.back());
                    }
                    node.subgraph = node.subgraph || f2 == field::kAttributeGraph ||
                                    f2 == field::kAttributeGraphs || f2 == field::kAttributeSparseTensor ||
                                    f2 == field::kAttributeSparseTensors;
                    return true;
                });
            default:
                used = false;
                return true;
        }
    });
    for (auto& tensor : tensors) {
        tensor.where = "node '" + node.name + "'";
        header.tensors.push_back(std::move(tensor));
    }
    header.nodes.push_back(std::move(node));
    return ok;
}

bool readGraph(ProtoWire& wire, int type, OnnxModelHeader& header) {
    std::set<std::string> initializers;
    std::vector<OnnxModelHeader::Value> inputs;
    const bool ok = wire.readNested(type, [&](int f, int t, bool& used) {
        used = true;
        switch (f) {
            case field::kGraphInput:
            case field::kGraphOutput: {
                OnnxModelHeader::Value value;
                if (!readValue(wire, t, value))
                    return false;
                (f == field::kGraphInput ? inputs : header.outputs).push_back(std::move(value));
                return true;
            }
            case field::kGraphInitializer: {
                OnnxTensorHeader tensor;
                tensor.where = "initializer";
                const bool read = readOnnxTensorHeader(wire, t, tensor);
                initializers.insert(tensor.name);
                header.tensors.push_back(std::move(tensor));
                return read;
            }
            case field::kGraphNode:
                return readNode(wire, t, header);
            case field::kGraphSparseInitializer:
                ++header.sparseInitializers;
                used = false;
                return true;
            default:
                used = false;
                return true;
        }
    });
    // Before IR version 4 initializers were listed among the inputs too.
    for (auto& input : inputs) {
        if (!initializers.count(input.name))
            header.inputs.push_back(std::move(input));
    }
    return ok;
}

bool readEntry(ProtoWire& wire, int type, std::string& key, std::string& value) {
    return wire.readNested(type, [&](int f, int t, bool& used) {
        if (f != field::kEntryKey && f != field::kEntryValue)
            return true;
        used = true;
        return wire.readString(t, f == field::kEntryKey ? key : value);
    });
}

bool readOpset(ProtoWire& wire, int type, OnnxModelHeader& header) {
    std::string domain;
    uint64_t version = 0;
    const bool ok = wire.readNested(type, [&](int f, int t, bool& used) {
        if (f == field::kOpsetDomain) {
            used = true;
            return wire.readString(t, domain);
        }
        if (f == field::kOpsetVersion) {
            used = true;
            return wire.readVarint(t, version);
        }
        return true;
    });
    header.opsets[domain == "ai.onnx" ? "" : domain] = static_cast<int64_t>(version);
    return ok;
}

bool readModel(ProtoWire& wire, OnnxModelHeader& header, bool& hasGraph) {
    return wire.readMessage([&](int f, int t, bool& used) {
        used = true;
        uint64_t value = 0;
        switch (f) {
            case field::kIrVersion:
                if (!wire.readVarint(t, value))
                    return false;
                header.irVersion = static_cast<int64_t>(value);
                return true;
            case field::kProducerName:
                return wire.readString(t, header.producerName);
            case field::kProducerVersion:
                return wire.readString(t, header.producerVersion);
            case field::kGraph:
                hasGraph = true;
                return readGraph(wire, t, header);
            case field::kOpsetImport:
                return readOpset(wire, t, header);
            case field::kMetadataProps: {
                std::string key, text;
                const bool read = readEntry(wire, t, key, text);
                header.metadata[key] = text;
                return read;
            }
            default:
                used = false;
                return true;
        }
    });
}

}  // namespace

OnnxModelHeader readOnnxModelHeader(const std::string& bytes, const std::string& path) {
    OnnxModelHeader header;
    bool hasGraph = false;
    bool ok = bytes.size() < static_cast<size_t>(INT_MAX);
    if (ok) {
        ProtoWire wire(bytes);
        ok = readModel(wire, header, hasGraph);
    }
    if (!ok || !hasGraph || header.irVersion <= 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "'{path}' is not an ONNX model (it does not read as ONNX's ModelProto with "
                                  "an IR version and a graph)"),
            {{"path", path}}));
    }
    return header;
}

}  // namespace osprey
