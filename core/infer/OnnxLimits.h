#pragma once

#include <cstdint>

namespace osprey {

// What an ONNX file Osprey exports can hold: the exporter writes within these limits, and the runtime
// (DeployedModel) refuses a file outside them before OpenCV reads it.

// Operator sets: 11 to ONNX 1.12's newest (Debian 12's libonnx); a newer libonnx does not widen them.
constexpr int64_t kOldestOnnxOpset = 11;
constexpr int64_t kNewestOnnxOpset = 17;
// IR versions: the exporter writes 8; opset imports exist since 3.
constexpr int64_t kOldestOnnxIrVersion = 3;
constexpr int64_t kNewestOnnxIrVersion = 8;
// The side of the square input, pixels (export --input-size, data.input_size).
constexpr int64_t kMaxOnnxInputSize = 4096;
// Values of the network's input at once, batch x 3 x size x size floats (16 MiB): a fixed batch of more is
// refused (224-pixel inputs: 27 images; 16: 5,461), but one image always runs (4096 pixels: 50 M values).
// The runtime predicts one picture at a time; a batch beyond it only multiplies the memory a file can ask
// for.
constexpr int64_t kMaxOnnxInputValues = int64_t{1} << 22;
// The largest fixed batch of `size`-pixel inputs.
constexpr int64_t largestOnnxBatch(int64_t size) {
    return kMaxOnnxInputValues / (3 * size * size) > 1 ? kMaxOnnxInputValues / (3 * size * size) : 1;
}
// What the network computes from its input (every layer's outputs, as OpenCV plans them before it allocates
// any), at most this many times the input's size: Osprey's exports measured 22 (MobileNetV3-Small) to 221
// (ResNeXt-50) times. A weight's values (a Pad's pads, a Reshape's shape) can ask for far more than the
// shapes the file declares.
constexpr int64_t kMaxOnnxComputedPerInput = 4096;
// Elements of any one tensor or declared shape: OpenCV counts them, and sizes each dimension, in 32-bit ints.
constexpr int64_t kMaxOnnxTensorElements = (int64_t{1} << 31) - 1;

}  // namespace osprey
