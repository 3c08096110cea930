#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace osprey {

// How a model's input is prepared at evaluation time; it travels with the weights (a checkpoint's metadata)
// and with an exported model (its "osprey.preprocessing" entry). ClassificationTransform::forEvaluation and
// DetectionTransform::forEvaluation turn it into the transform every predictor runs.
struct Preprocessing {
    // Classifiers: "resize_center_crop" or "resize"; detectors: "letterbox", else a stretch.
    std::string geometry = "resize_center_crop";
    int64_t inputSize = 224;
    int64_t resize = 256;  // shorter side before the center crop
    std::array<float, 3> mean = {0.485f, 0.456f, 0.406f};
    std::array<float, 3> std = {0.229f, 0.224f, 0.225f};
};

}  // namespace osprey
