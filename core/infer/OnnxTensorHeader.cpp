#include "infer/OnnxTensorHeader.h"

#include "infer/ProtoWire.h"

namespace osprey {

namespace {

// Field numbers of TensorProto and StringStringEntryProto (onnx.proto, ONNX 1.12).
namespace tensorField {
constexpr int kDims = 1, kDataType = 2, kSegment = 3, kFloatData = 4, kInt32Data = 5, kStringData = 6,
              kInt64Data = 7, kName = 8, kRawData = 9, kDoubleData = 10, kUint64Data = 11, kExternalData = 13,
              kDataLocation = 14;
constexpr int kEntryKey = 1, kEntryValue = 2;
}  // namespace tensorField

constexpr int kExternalLocation = 1;  // TensorProto.DataLocation.EXTERNAL

// The wire type of each typed data field's values.
int valueWireType(int number) {
    switch (number) {
        case tensorField::kFloatData:
            return ProtoWire::kFixed32;
        case tensorField::kDoubleData:
            return ProtoWire::kFixed64;
        case tensorField::kStringData:
            return ProtoWire::kBytes;
        default:
            return ProtoWire::kVarint;
    }
}

bool readExternalEntry(ProtoWire& wire, int type, OnnxTensorHeader& out) {
    std::string key, value;
    const bool ok = wire.readNested(type, [&](int f, int t, bool& used) {
        if (f != tensorField::kEntryKey && f != tensorField::kEntryValue)
            return true;
        used = true;
        return wire.readString(t, f == tensorField::kEntryKey ? key : value);
    });
    out.externalData[key] = value;
    out.external = true;
    return ok;
}

}  // namespace

const OnnxElementType* onnxElementType(int32_t dataType) {
    using F = OnnxElementType;
    static const F kTypes[] = {
        {"undefined", 0, 0, 0},
        {"float", 4, tensorField::kFloatData, 1},
        {"uint8", 1, tensorField::kInt32Data, 1},
        {"int8", 1, tensorField::kInt32Data, 1},
        {"uint16", 2, tensorField::kInt32Data, 1},
        {"int16", 2, tensorField::kInt32Data, 1},
        {"int32", 4, tensorField::kInt32Data, 1},
        {"int64", 8, tensorField::kInt64Data, 1},
        {"string", 0, tensorField::kStringData, 1},
        {"bool", 1, tensorField::kInt32Data, 1},
        {"float16", 2, tensorField::kInt32Data, 1},
        {"double", 8, tensorField::kDoubleData, 1},
        {"uint32", 4, tensorField::kUint64Data, 1},
        {"uint64", 8, tensorField::kUint64Data, 1},
        {"complex64", 8, tensorField::kFloatData, 2},
        {"complex128", 16, tensorField::kDoubleData, 2},
        {"bfloat16", 2, tensorField::kInt32Data, 1},
    };
    if (dataType <= 0 || dataType >= static_cast<int32_t>(std::size(kTypes)) || kTypes[dataType].bytes == 0)
        return nullptr;
    return &kTypes[dataType];
}

bool readOnnxTensorHeader(ProtoWire& wire, int type, OnnxTensorHeader& out) {
    return wire.readNested(type, [&](int f, int t, bool& used) {
        used = true;
        uint64_t value = 0;
        switch (f) {
            case tensorField::kDims:
                return wire.readInt64s(t, out.dims);
            case tensorField::kDataType:
                if (!wire.readVarint(t, value))
                    return false;
                out.dataType = static_cast<int32_t>(value);
                return true;
            case tensorField::kSegment:
                out.segmented = true;
                return wire.skipBytes(t, value);
            case tensorField::kFloatData:
            case tensorField::kInt32Data:
            case tensorField::kStringData:
            case tensorField::kInt64Data:
            case tensorField::kDoubleData:
            case tensorField::kUint64Data:
                return wire.countValues(t, valueWireType(f), out.typedValues[f]);
            case tensorField::kName:
                return wire.readString(t, out.name);
            case tensorField::kRawData:
                out.hasRawData = true;
                return wire.skipBytes(t, out.rawBytes);
            case tensorField::kExternalData:
                return readExternalEntry(wire, t, out);
            case tensorField::kDataLocation:
                if (!wire.readVarint(t, value))
                    return false;
                out.external = out.external || value == kExternalLocation;
                return true;
            default:
                used = false;
                return true;
        }
    });
}

}  // namespace osprey
