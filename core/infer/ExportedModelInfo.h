#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "data/transforms/Preprocessing.h"
#include "infer/DenseBoxDecoder.h"
#include "infer/OnnxModelHeader.h"
#include "util/TaskKind.h"

namespace osprey {

// What Osprey wrote into an exported ONNX model's metadata_props ("osprey.*", format version 1): the task,
// the model, the classes, the preprocessing the graph's input expects, and for a detector of the "opencv"
// profile how its dense outputs become boxes. Read without libtorch.
struct ExportedModelInfo {
    static constexpr int kFormatVersion = 1;

    std::string producerVersion;  // the exporting Osprey's version
    TaskKind task = TaskKind::Classification;
    std::string modelName;
    std::string profile = "opencv";  // or "full": a detector whose graph includes TopK and NMS
    std::vector<std::string> classNames;
    Preprocessing preprocessing;
    DensePostprocess postprocess;  // detectors of the opencv profile
    DenseDecoderSpec decoder;      // detectors of the opencv profile
    OnnxModelHeader::Value input;  // "images": [N, 3, H, W]
};

// The metadata in `header`. Throws InputError naming `path` for an ONNX model Osprey did not write, a format
// version this Osprey does not know, and metadata that is missing or does not read.
ExportedModelInfo readExportedModelInfo(const OnnxModelHeader& header, const std::string& path);

}  // namespace osprey
