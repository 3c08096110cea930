// exportOnnx in a build without ONNX export (no libonnx-dev, or a pip wheel's libtorch whose protobuf headers
// shadow the system's): the same entry point, refusing with the reason.
#include "onnx/OnnxExporter.h"

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

int64_t newestOnnxOpset() {
    return kOldestOnnxOpset - 1;
}

OnnxExportSummary exportOnnx(const std::string&, const std::string&, bool, const OnnxExportOptions&,
                             const std::string&) {
#ifdef OSPREY_ONNX_OFF_FOR_LIBTORCH_PROTOBUF
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "this osprey-cli is built against a libtorch whose own protobuf headers (a pip wheel's) clash "
            "with those ONNX's library needs, so it cannot export ONNX models; the osprey-cli built "
            "against Debian's libtorch (./osprey.sh build) exports them, and the files run anywhere"),
        {}));
#else
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "this osprey-cli was built without ONNX's library (Debian's libonnx-dev): it cannot "
            "export ONNX models"),
        {}));
#endif
}

}  // namespace osprey
