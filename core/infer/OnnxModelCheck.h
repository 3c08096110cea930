#pragma once

#include <string>

#include "infer/ExportedModelInfo.h"
#include "infer/OnnxModelHeader.h"

namespace osprey {

// An exported ONNX file checked against what Osprey exports (infer/OnnxLimits.h), before OpenCV reads it (its
// importer trusts every size in the file): the IR version and opset; no subgraphs or sparse tensors; every
// declared shape within 32-bit counts, the input's batch within what the metadata's input size allows; every
// tensor of a known type whose data is exactly its shape's size, in one form, and in the file itself
// (external data only where the profile allows it: a file beside the model, checked by OnnxExternalData).
// Throws InputError naming `path` and the tensor, dimension or opset at fault.
void checkOnnxModel(const OnnxModelHeader& header, const ExportedModelInfo& info, const std::string& path);

}  // namespace osprey
