#pragma once

#include <google/protobuf/io/coded_stream.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace osprey {

// Protobuf's wire format read field by field without generated classes: how the ONNX runtime reads what an
// ONNX file says about itself (it links no ONNX library). Every length is checked against the bytes that
// remain before anything is read, and large byte fields (a tensor's raw data) are passed over, never copied.
class ProtoWire {
public:
    enum Type { kVarint = 0, kFixed64 = 1, kBytes = 2, kFixed32 = 5 };
    // Called for each field of the message being read: reads the fields it wants (and sets `used`), returns
    // false on a malformed one; the fields it leaves are skipped.
    using Handler = std::function<bool(int field, int type, bool& used)>;

    // `bytes` (shorter than 2 GiB: the caller checks) must outlive the reader.
    explicit ProtoWire(const std::string& bytes);

    // The whole input as one message; false when it is not a well-formed one.
    bool readMessage(const Handler& handle);
    // A length-delimited submessage of the field being handled.
    bool readNested(int type, const Handler& handle);
    bool readString(int type, std::string& out);
    bool readVarint(int type, uint64_t& out);
    // A length-delimited field passed over; `length` is its size in bytes.
    bool skipBytes(int type, uint64_t& length);
    // A repeated scalar field of `valueType` (packed, or one value): adds the number of values it holds.
    bool countValues(int type, int valueType, uint64_t& count);
    // A repeated int64 field (packed, or one value): its values appended.
    bool readInt64s(int type, std::vector<int64_t>& out);

private:
    bool readFields(const Handler& handle);
    // A packed run of varints, `each` called with every value.
    bool readPackedVarints(int type, const std::function<void(uint64_t)>& each);

    google::protobuf::io::CodedInputStream m_in;
    int m_size;
};

}  // namespace osprey
