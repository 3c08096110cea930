#include "infer/ProtoWire.h"

#include <google/protobuf/wire_format_lite.h>

#include <climits>

namespace osprey {

namespace {

using Wire = google::protobuf::internal::WireFormatLite;

}  // namespace

ProtoWire::ProtoWire(const std::string& bytes)
    : m_in(reinterpret_cast<const uint8_t*>(bytes.data()), static_cast<int>(bytes.size())),
      m_size(static_cast<int>(bytes.size())) {
    m_in.SetTotalBytesLimit(INT_MAX);
}

bool ProtoWire::readMessage(const Handler& handle) {
    const auto limit = m_in.PushLimit(m_size);
    const bool ok = readFields(handle);
    m_in.PopLimit(limit);
    return ok;
}

bool ProtoWire::readFields(const Handler& handle) {
    for (;;) {
        const uint32_t tag = m_in.ReadTag();
        if (tag == 0)  // the end of the message, or bytes that are not a tag
            return m_in.ConsumedEntireMessage() && m_in.BytesUntilLimit() == 0;
        const int number = Wire::GetTagFieldNumber(tag);
        if (number == 0)
            return false;
        bool used = false;
        if (!handle(number, Wire::GetTagWireType(tag), used))
            return false;
        if (!used && !Wire::SkipField(&m_in, tag))
            return false;
    }
}

bool ProtoWire::readNested(int type, const Handler& handle) {
    uint32_t length = 0;
    if (type != kBytes || !m_in.ReadVarint32(&length) || length > INT_MAX)
        return false;
    const auto limit = m_in.PushLimit(static_cast<int>(length));
    const bool ok = m_in.BytesUntilLimit() == static_cast<int>(length) && readFields(handle);
    m_in.PopLimit(limit);
    return ok;
}

bool ProtoWire::readString(int type, std::string& out) {
    return type == kBytes && Wire::ReadString(&m_in, &out);
}

bool ProtoWire::readVarint(int type, uint64_t& out) {
    return type == kVarint && m_in.ReadVarint64(&out);
}

bool ProtoWire::skipBytes(int type, uint64_t& length) {
    uint32_t size = 0;
    if (type != kBytes || !m_in.ReadVarint32(&size) || size > INT_MAX)
        return false;
    length = size;
    return m_in.Skip(static_cast<int>(size));
}

bool ProtoWire::countValues(int type, int valueType, uint64_t& count) {
    if (type == valueType) {  // one value, not packed (a string is never packed)
        ++count;
        uint64_t ignored = 0;
        switch (valueType) {
            case kVarint:
                return m_in.ReadVarint64(&ignored);
            case kFixed32:
                return m_in.Skip(4);
            case kFixed64:
                return m_in.Skip(8);
            default:
                return skipBytes(type, ignored);
        }
    }
    if (valueType == kBytes)
        return false;
    if (valueType == kVarint)
        return readPackedVarints(type, [&](uint64_t) { ++count; });
    uint64_t length = 0;
    const uint64_t width = valueType == kFixed32 ? 4 : 8;
    if (!skipBytes(type, length) || length % width != 0)
        return false;
    count += length / width;
    return true;
}

bool ProtoWire::readInt64s(int type, std::vector<int64_t>& out) {
    const auto append = [&](uint64_t value) { out.push_back(static_cast<int64_t>(value)); };
    if (type != kVarint)
        return readPackedVarints(type, append);
    uint64_t value = 0;
    if (!m_in.ReadVarint64(&value))
        return false;
    append(value);
    return true;
}

bool ProtoWire::readPackedVarints(int type, const std::function<void(uint64_t)>& each) {
    uint32_t length = 0;
    if (type != kBytes || !m_in.ReadVarint32(&length) || length > INT_MAX)
        return false;
    const auto limit = m_in.PushLimit(static_cast<int>(length));
    bool ok = m_in.BytesUntilLimit() == static_cast<int>(length);
    uint64_t value = 0;
    while (ok && m_in.BytesUntilLimit() > 0) {
        ok = m_in.ReadVarint64(&value);
        if (ok)
            each(value);
    }
    m_in.PopLimit(limit);
    return ok;
}

}  // namespace osprey
