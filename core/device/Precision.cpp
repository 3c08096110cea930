#include "device/Precision.h"

#include <ATen/autocast_mode.h>

#include "device/TorchCompat.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

Precision parsePrecision(const std::string& name, torch::Device device) {
    if (name == "fp32")
        return Precision::Fp32;
    if (name == "bf16")
        return Precision::Bf16;
    if (name == "fp16") {
        if (!device.is_cuda()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "hardware.precision fp16 needs a CUDA device (autocast on the CPU runs "
                                      "in bf16); use hardware.precision=bf16 or fp32 here")));
        }
        return Precision::Fp16;
    }
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "hardware.precision must be fp32, bf16 or fp16, got '{value}'"),
        {{"value", name}}));
}

torch::ScalarType inputType(Precision precision, torch::Device device) {
    if (!device.is_cuda() || precision == Precision::Fp32)
        return torch::kFloat32;
    return precision == Precision::Bf16 ? torch::kBFloat16 : torch::kFloat16;
}

std::string precisionName(Precision precision) {
    switch (precision) {
        case Precision::Fp32:
            return "fp32";
        case Precision::Bf16:
            return "bf16";
        case Precision::Fp16:
            return "fp16";
    }
    return "fp32";
}

AutocastScope::AutocastScope(Precision precision, torch::Device device) {
    if (precision == Precision::Fp32)
        return;
    m_active = true;
    m_deviceType = device.type();
    m_wasEnabled = compat::autocastEnabled(m_deviceType);
    m_previousType = compat::autocastType(m_deviceType);
    compat::setAutocastType(m_deviceType, precision == Precision::Bf16 ? torch::kBFloat16 : torch::kFloat16);
    compat::setAutocastEnabled(m_deviceType, true);
    at::autocast::increment_nesting();
}

AutocastScope::~AutocastScope() {
    if (!m_active)
        return;
    // Leaving the outermost scope drops the casted copies of the weights autocast kept for this pass.
    if (at::autocast::decrement_nesting() == 0)
        at::autocast::clear_cache();
    compat::setAutocastEnabled(m_deviceType, m_wasEnabled);
    compat::setAutocastType(m_deviceType, m_previousType);
}

}  // namespace osprey
