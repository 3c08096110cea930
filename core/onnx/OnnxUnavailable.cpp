// exportOnnx in a build without ONNX's library (libonnx-dev): the same entry point, refusing with the reason.
#include "onnx/OnnxExporter.h"

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

int64_t newestOnnxOpset() {
    return kOldestOnnxOpset - 1;
}

OnnxExportSummary exportOnnx(const std::string&, const std::string&, bool, const OnnxExportOptions&,
                             const std::string&) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "this osprey-cli was built without ONNX's library (Debian's libonnx-dev): it cannot "
            "export ONNX models"),
        {}));
}

}  // namespace osprey
