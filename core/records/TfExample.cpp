#include "records/TfExample.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>

#include "records/ProtoSchema.h"
#include "records/RecordFault.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace pb = google::protobuf;

namespace {

// TensorFlow's tensorflow/core/example/feature.proto and example.proto (the messages tf.Example needs), as
// the FileDescriptorProtos protoc makes of them, with one change that leaves the wire bytes as they are:
// Features.feature, map<string, Feature> there, is here the repeated entry message a map is on the wire, with
// a bytes key. A proto3 map's string key is checked as UTF-8 and libprotobuf logs each bad one to stderr (a
// hostile file would flood the log); TensorFlow's own parser takes any bytes. Duplicate keys: the last one
// stands, as in a map (parse); entries are written in key order (serialize).
constexpr std::string_view kFeatureProto = R"pb(
    name: "tensorflow/core/example/feature.proto"
    package: "tensorflow"
    syntax: "proto3"
    message_type {
      name: "BytesList"
      field { name: "value" number: 1 label: LABEL_REPEATED type: TYPE_BYTES }
    }
    message_type {
      name: "FloatList"
      field {
        name: "value"
        number: 1
        label: LABEL_REPEATED
        type: TYPE_FLOAT
        options { packed: true }
      }
    }
    message_type {
      name: "Int64List"
      field {
        name: "value"
        number: 1
        label: LABEL_REPEATED
        type: TYPE_INT64
        options { packed: true }
      }
    }
    message_type {
      name: "Feature"
      field {
        name: "bytes_list"
        number: 1
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.BytesList"
        oneof_index: 0
      }
      field {
        name: "float_list"
        number: 2
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.FloatList"
        oneof_index: 0
      }
      field {
        name: "int64_list"
        number: 3
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.Int64List"
        oneof_index: 0
      }
      oneof_decl { name: "kind" }
    }
    message_type {
      name: "Features"
      field {
        name: "feature"
        number: 1
        label: LABEL_REPEATED
        type: TYPE_MESSAGE
        type_name: ".tensorflow.Features.FeatureEntry"
      }
      nested_type {
        name: "FeatureEntry"
        field { name: "key" number: 1 label: LABEL_OPTIONAL type: TYPE_BYTES }
        field {
          name: "value"
          number: 2
          label: LABEL_OPTIONAL
          type: TYPE_MESSAGE
          type_name: ".tensorflow.Feature"
        }
      }
    }
)pb";

constexpr std::string_view kExampleProto = R"pb(
    name: "tensorflow/core/example/example.proto"
    package: "tensorflow"
    syntax: "proto3"
    dependency: "tensorflow/core/example/feature.proto"
    message_type {
      name: "Example"
      field {
        name: "features"
        number: 1
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.Features"
      }
    }
)pb";

// The fields the conversion walks, looked up once.
struct Fields {
    const pb::FieldDescriptor* features;  // Example.features
    const pb::FieldDescriptor* feature;   // Features.feature (the map's entries)
    const pb::FieldDescriptor* key;       // FeatureEntry.key
    const pb::FieldDescriptor* value;     // FeatureEntry.value
    const pb::OneofDescriptor* kind;      // Feature.kind
    const pb::FieldDescriptor* lists[3];  // Feature.bytes_list, float_list, int64_list

    explicit Fields(const ProtoSchema& s)
        : features(s.message("tensorflow.Example").FindFieldByName("features")),
          feature(s.message("tensorflow.Features").FindFieldByName("feature")),
          key(feature->message_type()->FindFieldByName("key")),
          value(feature->message_type()->FindFieldByName("value")),
          kind(s.message("tensorflow.Feature").FindOneofByName("kind")),
          lists{s.message("tensorflow.Feature").FindFieldByName("bytes_list"),
                s.message("tensorflow.Feature").FindFieldByName("float_list"),
                s.message("tensorflow.Feature").FindFieldByName("int64_list")} {}
};

const Fields& fields() {
    static const Fields f(TfExample::schema());
    return f;
}

[[noreturn]] void refuse(const std::string& file, uint64_t offset, Reason cause) {
    const Reason fault = RecordFault::badPayload(file, offset, cause);
    throw InputError(fault);
}

// The values of one BytesList/FloatList/Int64List into `out`, moved out of `list` where they are strings.
void takeValues(pb::Message& list, TfFeature& out) {
    const pb::Reflection& r = *list.GetReflection();
    const pb::FieldDescriptor* values = list.GetDescriptor()->field(0);
    switch (out.kind) {
        case TfFeature::Kind::Bytes: {
// The deprecated accessor is the one that lets the strings be moved out, not copied (an image each).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
            auto* strings = r.MutableRepeatedPtrField<std::string>(&list, values);
#pragma GCC diagnostic pop
            out.bytes.resize(static_cast<size_t>(strings->size()));
            for (int i = 0; i < strings->size(); ++i)
                out.bytes[static_cast<size_t>(i)].swap(*strings->Mutable(i));
            break;
        }
        case TfFeature::Kind::Float: {
            const auto floats = r.GetRepeatedFieldRef<float>(list, values);
            out.floats.assign(floats.begin(), floats.end());
            break;
        }
        case TfFeature::Kind::Int64: {
            const auto ints = r.GetRepeatedFieldRef<int64_t>(list, values);
            out.ints.assign(ints.begin(), ints.end());
            break;
        }
        case TfFeature::Kind::None:
            break;
    }
}

}  // namespace

const ProtoSchema& TfExample::schema() {
    static const ProtoSchema s({kFeatureProto, kExampleProto});
    return s;
}

TfExample TfExample::parse(std::string_view payload, const std::string& file, uint64_t offset,
                           const TfExampleLimits& limits) {
    if (payload.size() > limits.maxPayloadBytes)
        refuse(file, offset,
               Reason::sentence(
                   OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                         "a tf.Example of {size} bytes is more than the {limit} MiB "
                                         "one may have"),
                   {{"size", std::to_string(payload.size())},
                    {"limit", std::to_string(limits.maxPayloadBytes >> 20)}}));
    const Fields& f = fields();
    const auto example = schema().newMessage("tensorflow.Example");
    if (!ProtoSchema::parse(*example, payload))
        refuse(file, offset,
               Reason::sentence(OSPREY_TRANSLATE_NOOP(
                   "osprey::Errors", "it is not a tf.Example (its bytes are not that protobuf message)")));
    TfExample out;
    const pb::Reflection& er = *example->GetReflection();
    if (!er.HasField(*example, f.features))
        return out;
    pb::Message& features = *er.MutableMessage(example.get(), f.features);
    const pb::Reflection& fr = *features.GetReflection();
    const int count = fr.FieldSize(features, f.feature);
    if (static_cast<size_t>(count) > limits.maxFeatures)
        refuse(file, offset,
               Reason::sentence(
                   OSPREY_TRANSLATE_NOOP(
                       "osprey::Errors",
                       "its tf.Example has {count} features, more than the {limit} one may have"),
                   {{"count", std::to_string(count)}, {"limit", std::to_string(limits.maxFeatures)}}));
    uint64_t values = 0;
    for (int i = 0; i < count; ++i) {
        pb::Message& entry = *fr.MutableRepeatedMessage(&features, f.feature, i);
        const pb::Reflection& entryR = *entry.GetReflection();
        pb::Message& feature = *entryR.MutableMessage(&entry, f.value);
        const pb::Reflection& featureR = *feature.GetReflection();
        TfFeature parsed;
        if (const pb::FieldDescriptor* which = featureR.GetOneofFieldDescriptor(feature, f.kind)) {
            parsed.kind = which == f.lists[0]   ? TfFeature::Kind::Bytes
                          : which == f.lists[1] ? TfFeature::Kind::Float
                                                : TfFeature::Kind::Int64;
            takeValues(*featureR.MutableMessage(&feature, which), parsed);
        }
        values += parsed.size();
        if (values > limits.maxValues)
            refuse(file, offset,
                   Reason::sentence(
                       OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                             "its tf.Example has more than the {limit} values one may "
                                             "have"),
                       {{"limit", std::to_string(limits.maxValues)}}));
        // A key given twice: the last one stands, as in protobuf's own maps.
        out.m_features[entryR.GetString(entry, f.key)] = std::move(parsed);
    }
    return out;
}

std::string TfExample::serialize() const {
    const Fields& f = fields();
    const auto example = schema().newMessage("tensorflow.Example");
    const pb::Reflection& er = *example->GetReflection();
    pb::Message& features = *er.MutableMessage(example.get(), f.features);
    const pb::Reflection& fr = *features.GetReflection();
    for (const auto& [name, value] : m_features) {
        pb::Message& entry = *fr.AddMessage(&features, f.feature);
        const pb::Reflection& entryR = *entry.GetReflection();
        entryR.SetString(&entry, f.key, name);
        pb::Message& feature = *entryR.MutableMessage(&entry, f.value);
        if (value.kind == TfFeature::Kind::None)
            continue;
        const pb::FieldDescriptor* which = f.lists[static_cast<int>(value.kind) - 1];
        pb::Message& list = *feature.GetReflection()->MutableMessage(&feature, which);
        const pb::Reflection& lr = *list.GetReflection();
        const pb::FieldDescriptor* values = list.GetDescriptor()->field(0);
        for (const std::string& v : value.bytes)
            if (value.kind == TfFeature::Kind::Bytes)
                lr.AddString(&list, values, v);
        for (const float v : value.floats)
            if (value.kind == TfFeature::Kind::Float)
                lr.AddFloat(&list, values, v);
        for (const int64_t v : value.ints)
            if (value.kind == TfFeature::Kind::Int64)
                lr.AddInt64(&list, values, v);
    }
    std::string bytes;
    {
        pb::io::StringOutputStream stream(&bytes);
        pb::io::CodedOutputStream coded(&stream);
        example->ByteSizeLong();  // caches the sizes SerializeWithCachedSizes writes
        example->SerializeWithCachedSizes(&coded);
    }
    return bytes;
}

const TfFeature* TfExample::find(const std::string& name) const {
    const auto it = m_features.find(name);
    return it == m_features.end() ? nullptr : &it->second;
}

}  // namespace osprey
