#pragma once

#include <fuzzer/FuzzedDataProvider.h>
#include <onnx/onnx_pb.h>

namespace osprey::fuzz {

// Edits an attacker makes to an exported ONNX model, chosen by the fuzzer's bytes (structure-aware: the model
// stays a well-formed ModelProto, so every edit reaches the checks behind the protobuf parse): a tensor's
// dimensions, data length, data values, type or external data; a Constant node holding a copy of a tensor;
// the declared shapes and types of the graph's input and outputs; a metadata entry's JSON values (numbers of
// every range, names, removals) or its whole text; a detector's anchors; the opsets and IR version; a node or
// initializer removed. Up to eight edits, while the bytes last.
void applyOnnxEdits(FuzzedDataProvider& in, onnx::ModelProto& model);

}  // namespace osprey::fuzz
