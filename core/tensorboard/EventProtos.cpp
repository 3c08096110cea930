#include "tensorboard/EventProtos.h"

namespace osprey {

namespace {

// google/protobuf/struct.proto's Value, with the kinds of value a hyperparameter takes.
constexpr const char* kStructFile = R"pb(
    name: "google/protobuf/struct.proto"
    package: "google.protobuf"
    syntax: "proto3"
    message_type {
      name: "Value"
      field { name: "number_value" number: 2 label: LABEL_OPTIONAL type: TYPE_DOUBLE oneof_index: 0 }
      field { name: "string_value" number: 3 label: LABEL_OPTIONAL type: TYPE_STRING oneof_index: 0 }
      field { name: "bool_value" number: 4 label: LABEL_OPTIONAL type: TYPE_BOOL oneof_index: 0 }
      oneof_decl { name: "kind" }
    }
)pb";

// tensorflow/core/util/event.proto, summary.proto and tensor.proto (with tensor_shape.proto's shape).
constexpr const char* kEventFile = R"pb(
    name: "tensorflow/core/util/event.proto"
    package: "tensorflow"
    syntax: "proto3"
    message_type {
      name: "Event"
      field { name: "wall_time" number: 1 label: LABEL_OPTIONAL type: TYPE_DOUBLE }
      field { name: "step" number: 2 label: LABEL_OPTIONAL type: TYPE_INT64 }
      field { name: "file_version" number: 3 label: LABEL_OPTIONAL type: TYPE_STRING oneof_index: 0 }
      field {
        name: "summary"
        number: 5
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.Summary"
        oneof_index: 0
      }
      field {
        name: "session_log"
        number: 7
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.SessionLog"
        oneof_index: 0
      }
      oneof_decl { name: "what" }
    }
    message_type {
      name: "SessionLog"
      field { name: "status" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }  # enum: START = 1
      field { name: "checkpoint_path" number: 2 label: LABEL_OPTIONAL type: TYPE_STRING }
      field { name: "msg" number: 3 label: LABEL_OPTIONAL type: TYPE_STRING }
    }
    message_type {
      name: "Summary"
      field {
        name: "value"
        number: 1
        label: LABEL_REPEATED
        type: TYPE_MESSAGE
        type_name: ".tensorflow.Summary.Value"
      }
      nested_type {
        name: "Image"
        field { name: "height" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }
        field { name: "width" number: 2 label: LABEL_OPTIONAL type: TYPE_INT32 }
        field { name: "colorspace" number: 3 label: LABEL_OPTIONAL type: TYPE_INT32 }
        field { name: "encoded_image_string" number: 4 label: LABEL_OPTIONAL type: TYPE_BYTES }
      }
      nested_type {
        name: "Value"
        field { name: "tag" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
        field { name: "simple_value" number: 2 label: LABEL_OPTIONAL type: TYPE_FLOAT oneof_index: 0 }
        field {
          name: "image"
          number: 4
          label: LABEL_OPTIONAL
          type: TYPE_MESSAGE
          type_name: ".tensorflow.Summary.Image"
          oneof_index: 0
        }
        field {
          name: "tensor"
          number: 8
          label: LABEL_OPTIONAL
          type: TYPE_MESSAGE
          type_name: ".tensorflow.TensorProto"
          oneof_index: 0
        }
        field {
          name: "metadata"
          number: 9
          label: LABEL_OPTIONAL
          type: TYPE_MESSAGE
          type_name: ".tensorflow.SummaryMetadata"
        }
        oneof_decl { name: "value" }
      }
    }
    message_type {
      name: "SummaryMetadata"
      field {
        name: "plugin_data"
        number: 1
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.SummaryMetadata.PluginData"
      }
      nested_type {
        name: "PluginData"
        field { name: "plugin_name" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
        field { name: "content" number: 2 label: LABEL_OPTIONAL type: TYPE_BYTES }
      }
    }
    message_type {
      name: "TensorProto"
      field { name: "dtype" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }  # enum: DT_FLOAT = 1
      field {
        name: "tensor_shape"
        number: 2
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorflow.TensorShapeProto"
      }
    }
    message_type {
      name: "TensorShapeProto"
      field {
        name: "dim"
        number: 2
        label: LABEL_REPEATED
        type: TYPE_MESSAGE
        type_name: ".tensorflow.TensorShapeProto.Dim"
      }
      nested_type {
        name: "Dim"
        field { name: "size" number: 1 label: LABEL_OPTIONAL type: TYPE_INT64 }
      }
    }
)pb";

// tensorboard/plugins/hparams/plugin_data.proto: what a run's hparams summary holds.
constexpr const char* kHParamsFile = R"pb(
    name: "tensorboard/plugins/hparams/plugin_data.proto"
    package: "tensorboard.hparams"
    syntax: "proto3"
    dependency: "google/protobuf/struct.proto"
    message_type {
      name: "HParamsPluginData"
      field { name: "version" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }
      field {
        name: "session_start_info"
        number: 3
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorboard.hparams.SessionStartInfo"
        oneof_index: 0
      }
      field {
        name: "session_end_info"
        number: 4
        label: LABEL_OPTIONAL
        type: TYPE_MESSAGE
        type_name: ".tensorboard.hparams.SessionEndInfo"
        oneof_index: 0
      }
      oneof_decl { name: "data" }
    }
    message_type {
      name: "SessionStartInfo"
      field {
        name: "hparams"
        number: 1
        label: LABEL_REPEATED
        type: TYPE_MESSAGE
        type_name: ".tensorboard.hparams.SessionStartInfo.HparamsEntry"
      }
      field { name: "start_time_secs" number: 5 label: LABEL_OPTIONAL type: TYPE_DOUBLE }
      nested_type {
        name: "HparamsEntry"
        field { name: "key" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
        field {
          name: "value"
          number: 2
          label: LABEL_OPTIONAL
          type: TYPE_MESSAGE
          type_name: ".google.protobuf.Value"
        }
        options { map_entry: true }
      }
    }
    message_type {
      name: "SessionEndInfo"
      field { name: "status" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }  # enum: SUCCESS 1, FAILURE 2
      field { name: "end_time_secs" number: 2 label: LABEL_OPTIONAL type: TYPE_DOUBLE }
    }
)pb";

}  // namespace

const ProtoSchema& eventProtos() {
    static const ProtoSchema schema({kStructFile, kEventFile, kHParamsFile});
    return schema;
}

}  // namespace osprey
