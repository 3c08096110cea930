// An ONNX file's header, Osprey metadata and structure check (osprey-infer, predict --onnx): read from bytes
// without libtorch, checked by checkOnnxModel before OpenCV would see them; what they refuse, they refuse
// with InputError. What passes must be what the runtime relies on.
#include "FuzzSupport.h"
#include "infer/ExportedModelInfo.h"
#include "infer/OnnxLimits.h"
#include "infer/OnnxModelCheck.h"
#include "infer/OnnxModelHeader.h"

namespace {

using namespace osprey;

// A tensor's data, as checked: exactly its shape's bytes, in one form.
void requireConsistent(const OnnxTensorHeader& t) {
    const OnnxElementType* type = onnxElementType(t.dataType);
    if (!type || t.segmented)
        __builtin_trap();
    uint64_t elements = 1;
    for (int64_t d : t.dims) {
        if (d < 0 || d > kMaxOnnxTensorElements)
            __builtin_trap();
        elements *= static_cast<uint64_t>(d);
    }
    const auto typed = t.typedValues.find(type->field);
    const uint64_t values = typed == t.typedValues.end() ? 0 : typed->second;
    const uint64_t held = t.hasRawData ? t.rawBytes : values * (type->bytes / type->valuesPerElement);
    if (!t.external && held != elements * static_cast<uint64_t>(type->bytes))
        __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // The file beside the model that a full-profile detector's external data may name (the seed
    // detector-full-external.onnx: 16 bytes of "fuzz.bin").
    fuzz::writeScratch("fuzz.bin", std::string(16, '\0'));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string path = (fuzz::scratch() / "fuzz.onnx").string();
    fuzz::refusedOnlyAsInputError([&] {
        const OnnxModelHeader header = readOnnxModelHeader(fuzz::text(data, size), path);
        const ExportedModelInfo info = readExportedModelInfo(header, path);
        // What the runtime indexes with: anchors for every level, an input of four dimensions.
        int64_t anchors = 0;
        for (int64_t count : info.decoder.levelSizes)
            anchors += count;
        if (info.task == TaskKind::Detection && info.profile == "opencv" &&
            static_cast<int64_t>(info.decoder.anchors.size()) != 4 * anchors)
            __builtin_trap();
        if (info.input.dims.size() != 4)
            __builtin_trap();
        checkOnnxModel(header, info, path);
        // What OpenCV is given sizes by: a batch it can hold, tensors whose data is their size.
        const int64_t size = info.preprocessing.inputSize;
        if (size < 1 || size > kMaxOnnxInputSize || info.input.dims[0] > largestOnnxBatch(size))
            __builtin_trap();
        for (const OnnxTensorHeader& t : header.tensors)
            requireConsistent(t);
    });
    return 0;
}
