#include "infer/OnnxModelHeader.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/wire_format_lite.h>

#include <climits>
#include <functional>
#include <set>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using google::protobuf::io::CodedInputStream;
using Wire = google::protobuf::internal::WireFormatLite;

// Field numbers of onnx.proto (ONNX 1.12) that the header needs.
namespace field {
constexpr int kIrVersion = 1, kProducerName = 2, kProducerVersion = 3, kGraph = 7, kMetadataProps = 14;
constexpr int kEntryKey = 1, kEntryValue = 2;                              // StringStringEntryProto
constexpr int kGraphInitializer = 5, kGraphInput = 11, kGraphOutput = 12;  // GraphProto
constexpr int kValueName = 1, kValueType = 2;                              // ValueInfoProto
constexpr int kInitializerName = 8;                                        // TensorProto
constexpr int kTypeTensor = 1, kTensorShape = 2, kShapeDim = 1, kDimValue = 1, kDimParam = 2;
}  // namespace field

// Calls `handle(field, wireType)` for each field of the message being read (up to the stream's current
// limit); the handler reads the fields it wants and returns false on a malformed one, and fields it leaves
// are skipped. False when the bytes are not a well-formed message.
using FieldHandler = std::function<bool(int field, Wire::WireType type, bool& used)>;

bool readFields(CodedInputStream& in, const FieldHandler& handle) {
    for (;;) {
        const uint32_t tag = in.ReadTag();
        if (tag == 0)  // the end of the message, or bytes that are not a tag
            return in.ConsumedEntireMessage() && in.BytesUntilLimit() == 0;
        const int number = Wire::GetTagFieldNumber(tag);
        if (number == 0)
            return false;
        bool used = false;
        if (!handle(number, Wire::GetTagWireType(tag), used))
            return false;
        if (!used && !Wire::SkipField(&in, tag))
            return false;
    }
}

bool readString(CodedInputStream& in, Wire::WireType type, std::string& out) {
    return type == Wire::WIRETYPE_LENGTH_DELIMITED && Wire::ReadString(&in, &out);
}

// A length-delimited submessage, its fields read by `handle`.
bool readMessage(CodedInputStream& in, Wire::WireType type, const FieldHandler& handle) {
    uint32_t length = 0;
    if (type != Wire::WIRETYPE_LENGTH_DELIMITED || !in.ReadVarint32(&length))
        return false;
    const auto limit = in.PushLimit(static_cast<int>(length));
    const bool ok = in.BytesUntilLimit() == static_cast<int>(length) && readFields(in, handle);
    in.PopLimit(limit);
    return ok;
}

bool readDims(CodedInputStream& in, Wire::WireType type, std::vector<int64_t>& dims) {
    // TypeProto -> tensor_type -> shape -> dim (dim_value or dim_param).
    return readMessage(in, type, [&](int f, Wire::WireType t, bool& used) {
        if (f != field::kTypeTensor)
            return true;
        used = true;
        return readMessage(in, t, [&](int f2, Wire::WireType t2, bool& used2) {
            if (f2 != field::kTensorShape)
                return true;
            used2 = true;
            return readMessage(in, t2, [&](int f3, Wire::WireType t3, bool& used3) {
                if (f3 != field::kShapeDim)
                    return true;
                used3 = true;
                int64_t dim = -1;
                const bool ok = readMessage(in, t3, [&](int f4, Wire::WireType t4, bool& used4) {
                    if (f4 != field::kDimValue)
                        return true;
                    used4 = true;
                    uint64_t value = 0;
                    if (t4 != Wire::WIRETYPE_VARINT || !in.ReadVarint64(&value))
                        return false;
                    dim = static_cast<int64_t>(value);
                    return true;
                });
                dims.push_back(dim);
                return ok;
            });
        });
    });
}

bool readValue(CodedInputStream& in, Wire::WireType type, OnnxModelHeader::Value& value) {
    return readMessage(in, type, [&](int f, Wire::WireType t, bool& used) {
        if (f == field::kValueName) {
            used = true;
            return readString(in, t, value.name);
        }
        if (f == field::kValueType) {
            used = true;
            return readDims(in, t, value.dims);
        }
        return true;
    });
}

bool readGraph(CodedInputStream& in, Wire::WireType type, OnnxModelHeader& header) {
    std::set<std::string> initializers;
    std::vector<OnnxModelHeader::Value> inputs;
    const bool ok = readMessage(in, type, [&](int f, Wire::WireType t, bool& used) {
        if (f == field::kGraphInput || f == field::kGraphOutput) {
            used = true;
            OnnxModelHeader::Value value;
            if (!readValue(in, t, value))
                return false;
            (f == field::kGraphInput ? inputs : header.outputs).push_back(std::move(value));
            return true;
        }
        if (f == field::kGraphInitializer) {
            // Only its name: before IR version 4 initializers were listed among the inputs too.
            used = true;
            std::string name;
            const bool read = readMessage(in, t, [&](int f2, Wire::WireType t2, bool& used2) {
                if (f2 != field::kInitializerName)
                    return true;
                used2 = true;
                return readString(in, t2, name);
            });
            initializers.insert(name);
            return read;
        }
        return true;
    });
    for (auto& input : inputs) {
        if (!initializers.count(input.name))
            header.inputs.push_back(std::move(input));
    }
    return ok;
}

}  // namespace

OnnxModelHeader readOnnxModelHeader(const std::string& bytes, const std::string& path) {
    OnnxModelHeader header;
    bool hasGraph = false;
    bool ok = bytes.size() < static_cast<size_t>(INT_MAX);
    if (ok) {
        CodedInputStream in(reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size()));
        in.SetTotalBytesLimit(INT_MAX);
        in.SetRecursionLimit(16);
        const auto limit = in.PushLimit(static_cast<int>(bytes.size()));
        ok = readFields(in, [&](int f, Wire::WireType t, bool& used) {
            switch (f) {
                case field::kIrVersion: {
                    used = true;
                    uint64_t v = 0;
                    if (t != Wire::WIRETYPE_VARINT || !in.ReadVarint64(&v))
                        return false;
                    header.irVersion = static_cast<int64_t>(v);
                    return true;
                }
                case field::kProducerName:
                    used = true;
                    return readString(in, t, header.producerName);
                case field::kProducerVersion:
                    used = true;
                    return readString(in, t, header.producerVersion);
                case field::kGraph:
                    used = hasGraph = true;
                    return readGraph(in, t, header);
                case field::kMetadataProps: {
                    used = true;
                    std::string key, value;
                    const bool read = readMessage(in, t, [&](int f2, Wire::WireType t2, bool& used2) {
                        if (f2 == field::kEntryKey || f2 == field::kEntryValue) {
                            used2 = true;
                            return readString(in, t2, f2 == field::kEntryKey ? key : value);
                        }
                        return true;
                    });
                    header.metadata[key] = value;
                    return read;
                }
                default:
                    return true;
            }
        });
        in.PopLimit(limit);
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
