#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "infer/OnnxLimits.h"

namespace osprey {

// What `osprey-cli export --format onnx` writes.
struct OnnxExportOptions {
    // Detectors: "opencv" (fixed input, the heads' raw outputs, anchors in the metadata: what OpenCV 4.6's
    // dnn module loads) or "full" (decoding, TopK and NonMaxSuppression in the graph, for ONNX Runtime and
    // TensorRT; one image, opset 13 or newer). Classifiers have one form, written for either.
    std::string profile = "opencv";
    int64_t opset = 13;
    int64_t batch = 1;      // images per run; 0: any (a dynamic first dimension)
    int64_t inputSize = 0;  // input side in pixels; 0: the one the model was trained at
};

struct OnnxExportSummary {
    std::string path;
    std::string task;  // "classification" or "detection"
    std::string model;
    std::string profile;
    int64_t opset = 0;
    int64_t inputSize = 0;
    int64_t nodes = 0;
    int64_t bytes = 0;
    std::vector<std::string> outputs;
};

// The newest opset this build writes: its ONNX library's newest, at most kNewestOnnxOpset (what Osprey's
// runtime reads); the oldest is kOldestOnnxOpset.
int64_t newestOnnxOpset();

// Exports the weights at `weightsPath` (an Osprey checkpoint, or a torchvision-format file of `modelName`)
// as an ONNX model at `outPath`: batch norm folded into the convolutions, preprocessing, class names and
// thresholds in its metadata, checked by ONNX's checker and shape inference before it is written
// (atomically). `ema`: the checkpoint's averaged weights. Throws InputError for a bad file or an option the
// model cannot be written with.
OnnxExportSummary exportOnnx(const std::string& modelName, const std::string& weightsPath, bool ema,
                             const OnnxExportOptions& options, const std::string& outPath);

}  // namespace osprey
