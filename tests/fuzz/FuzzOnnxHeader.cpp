// An ONNX file's header and Osprey metadata (osprey-infer, predict --onnx): read from bytes without libtorch;
// what it refuses, it refuses with InputError.
#include "FuzzSupport.h"
#include "infer/ExportedModelInfo.h"
#include "infer/OnnxModelHeader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace osprey;
    fuzz::refusedOnlyAsInputError([&] {
        const OnnxModelHeader header = readOnnxModelHeader(fuzz::text(data, size), "fuzz.onnx");
        const ExportedModelInfo info = readExportedModelInfo(header, "fuzz.onnx");
        // What the runtime indexes with: anchors for every level, an input of four dimensions.
        int64_t anchors = 0;
        for (int64_t count : info.decoder.levelSizes)
            anchors += count;
        if (info.task == TaskKind::Detection && info.profile == "opencv" &&
            static_cast<int64_t>(info.decoder.anchors.size()) != 4 * anchors)
            __builtin_trap();
        if (info.input.dims.size() != 4)
            __builtin_trap();
    });
    return 0;
}
