#include "records/ProtoSchema.h"

#include <google/protobuf/descriptor.pb.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/text_format.h>

#include <limits>
#include <stdexcept>

namespace osprey {

namespace pb = google::protobuf;

namespace {

// Collects what protobuf says about a file, for the logic_error.
struct TextErrors : pb::io::ErrorCollector {
    std::string text;
    void AddError(int line, pb::io::ColumnNumber column, const std::string& message) override {
        text += "line " + std::to_string(line + 1) + ":" + std::to_string(column + 1) + ": " + message + "; ";
    }
};

struct BuildErrors : pb::DescriptorPool::ErrorCollector {
    std::string text;
    void AddError(const std::string&, const std::string& element, const pb::Message*, ErrorLocation,
                  const std::string& message) override {
        text += element + ": " + message + "; ";
    }
};

}  // namespace

ProtoSchema::ProtoSchema(const std::vector<std::string_view>& files)
    : m_pool(std::make_unique<pb::DescriptorPool>()) {
    for (size_t i = 0; i < files.size(); ++i) {
        pb::FileDescriptorProto file;
        TextErrors textErrors;
        pb::TextFormat::Parser parser;
        parser.RecordErrorsTo(&textErrors);
        if (!parser.ParseFromString(std::string(files[i]), &file))
            throw std::logic_error("protobuf schema file " + std::to_string(i + 1) +
                                   " is not a FileDescriptorProto in text format: " + textErrors.text);
        BuildErrors buildErrors;
        if (!m_pool->BuildFileCollectingErrors(file, &buildErrors))
            throw std::logic_error("protobuf schema file '" + file.name() +
                                   "' does not build: " + buildErrors.text);
    }
    m_factory = std::make_unique<pb::DynamicMessageFactory>(m_pool.get());
}

// The factory's prototypes refer to the pool: it goes first.
ProtoSchema::~ProtoSchema() {
    m_factory.reset();
}

const pb::Descriptor& ProtoSchema::message(const std::string& fullName) const {
    const pb::Descriptor* descriptor = m_pool->FindMessageTypeByName(fullName);
    if (!descriptor)
        throw std::logic_error("the protobuf schema has no message type '" + fullName + "'");
    return *descriptor;
}

std::unique_ptr<pb::Message> ProtoSchema::newMessage(const std::string& fullName) const {
    return std::unique_ptr<pb::Message>(m_factory->GetPrototype(&message(fullName))->New());
}

bool ProtoSchema::parse(pb::Message& message, std::string_view bytes, int maxDepth) {
    message.Clear();
    if (bytes.size() > static_cast<size_t>(std::numeric_limits<int>::max()))
        return false;
    pb::io::CodedInputStream input(reinterpret_cast<const uint8_t*>(bytes.data()),
                                   static_cast<int>(bytes.size()));
    input.SetRecursionLimit(maxDepth);
    return message.MergePartialFromCodedStream(&input) && input.ConsumedEntireMessage() &&
           message.IsInitialized();
}

}  // namespace osprey
