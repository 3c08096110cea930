#pragma once

#include <torch/nn/module.h>

namespace osprey {

// hardware.channels_last: every 4-d parameter and buffer of `module` (convolution weights) in NHWC memory
// order, in place (the tensors an optimizer holds stay the same tensors). Convolutions on tensor cores, and
// oneDNN's on the CPU, run without layout conversions then; the values are unchanged.
void useChannelsLast(torch::nn::Module& module);

}  // namespace osprey
