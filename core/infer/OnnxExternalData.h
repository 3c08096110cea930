#pragma once

#include <cstdint>
#include <string>

#include "infer/OnnxTensorHeader.h"

namespace osprey {

// The bytes an ONNX tensor's external data gives it, where a profile allows external data (checkOnnxModel):
// its location must name a regular file beside the model at `modelPath`, in the model's own folder once links
// are resolved (never an absolute path, "..", a subfolder or a link leading out), and its offset and length
// must lie within that file. Throws InputError naming the model, the tensor and the location otherwise.
uint64_t externalDataBytes(const OnnxTensorHeader& tensor, const std::string& modelPath);

}  // namespace osprey
