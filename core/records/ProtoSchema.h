#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/message.h>

namespace osprey {

// Protobuf message types made at run time, without protoc: each .proto file is given as its
// FileDescriptorProto in protobuf's text format (what `protoc --descriptor_set_out` would hold, written by
// hand from the .proto), built into a descriptor pool of its own, and its messages are libprotobuf's
// DynamicMessages, which parse and serialize exactly as generated classes do. Used for tf.Example
// (TfExample) and TensorBoard's event files; a schema is immutable once built and may be shared by threads.
//
// Include only from code compiled without libtorch's include folders: a pip wheel's libtorch ships protobuf
// headers of its own that would shadow Debian's (see osprey_records in core/CMakeLists.txt).
class ProtoSchema {
public:
    // `files`: FileDescriptorProtos in text format, each after the files it imports. A file that does not
    // parse or build is a programming error: std::logic_error naming the file and protobuf's complaint.
    explicit ProtoSchema(const std::vector<std::string_view>& files);
    ~ProtoSchema();
    ProtoSchema(const ProtoSchema&) = delete;
    ProtoSchema& operator=(const ProtoSchema&) = delete;

    // The message type `fullName` ("tensorflow.Example"); std::logic_error when the schema has none.
    const google::protobuf::Descriptor& message(const std::string& fullName) const;
    // A new, empty message of type `fullName`. It must not outlive this schema (its factory owns the type).
    std::unique_ptr<google::protobuf::Message> newMessage(const std::string& fullName) const;
    // Parses `bytes` into `message` (cleared first) with nesting limited to `maxDepth` levels (unknown
    // groups included); false when the bytes are not a message of its type or go deeper.
    static bool parse(google::protobuf::Message& message, std::string_view bytes, int maxDepth = 32);

    const google::protobuf::DescriptorPool& pool() const { return *m_pool; }

private:
    std::unique_ptr<google::protobuf::DescriptorPool> m_pool;
    std::unique_ptr<google::protobuf::DynamicMessageFactory> m_factory;
};

}  // namespace osprey
