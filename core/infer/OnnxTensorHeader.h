#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace osprey {

class ProtoWire;

// What an ONNX TensorProto (an initializer, or a Constant node's value) says about its size, read without its
// data: its type, its shape and how many bytes or values each of its data fields really holds. What OpenCV
// would read past the end of, if the two did not agree.
struct OnnxTensorHeader {
    std::string name;
    std::string where;     // "initializer", or "node 'NAME'" for an attribute's tensor
    int32_t dataType = 0;  // TensorProto.DataType
    std::vector<int64_t> dims;
    bool hasRawData = false;
    uint64_t rawBytes = 0;
    std::map<int, uint64_t> typedValues;  // field number (float_data 4, int32_data 5, ...) -> values in it
    bool segmented = false;
    bool external = false;                            // data_location EXTERNAL, or external_data entries
    std::map<std::string, std::string> externalData;  // "location", "offset", "length", "checksum"
};

// How a TensorProto.DataType is stored: the bytes of one element in raw_data, the typed field that holds it
// otherwise, and how many values of that field make one element (two for complex numbers).
struct OnnxElementType {
    const char* name;
    int bytes;
    int field;
    int valuesPerElement;
};

// The storage of `dataType`; nullptr for an unknown type or STRING (never a weight of Osprey's).
const OnnxElementType* onnxElementType(int32_t dataType);

// Reads the TensorProto of the field being handled by `wire` (of wire type `type`) into `out`; false when
// it is malformed.
bool readOnnxTensorHeader(ProtoWire& wire, int type, OnnxTensorHeader& out);

}  // namespace osprey
