#pragma once

#include <torch/types.h>

#include <string>

namespace osprey {

enum class Precision { Fp32, Bf16, Fp16 };

// "fp32", "bf16", "fp16" (hardware.precision). Throws InputError for anything else, and for fp16 on a device
// without CUDA (CPU autocast runs only in bf16).
Precision parsePrecision(const std::string& name, torch::Device device);
std::string precisionName(Precision precision);
// The type a training step's input images are made in: the reduced type of autocast on a CUDA device (its
// first convolution would cast to it anyway), else fp32.
torch::ScalarType inputType(Precision precision, torch::Device device);

// Autocast for the forward pass while it lives: matrix products and convolutions in the reduced type, the
// rest (reductions, losses, normalisation statistics) in fp32; the weights stay fp32. Does nothing for fp32.
class AutocastScope {
public:
    AutocastScope(Precision precision, torch::Device device);
    ~AutocastScope();
    AutocastScope(const AutocastScope&) = delete;
    AutocastScope& operator=(const AutocastScope&) = delete;

private:
    bool m_active = false;
    c10::DeviceType m_deviceType = c10::DeviceType::CPU;
    bool m_wasEnabled = false;
    torch::ScalarType m_previousType = torch::kFloat32;
};

}  // namespace osprey
