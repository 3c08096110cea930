#pragma once

#include <torch/types.h>

#include <map>
#include <memory>
#include <vector>

#include "detection/DenseDetections.h"
#include "detection/DetectionTypes.h"
#include "models/FusedNetwork.h"
#include "models/detection/DetectionModel.h"

namespace osprey {

// A detector as predict, eval, bench infer and the workbench run it: its network fused (FusedNetwork) up to
// the dense class logits and box deltas of every anchor, decoded with the model's own decoding at that input
// size (decodeDense); detect() of the module itself when fusing is off.
class FusedDetector {
public:
    FusedDetector(std::shared_ptr<DetectionModel> model, InferenceOptions options, torch::Device device);

    // Detections per image of normalised images [N, 3, H, W] on the device, in their pixels.
    std::vector<Detections> detect(const torch::Tensor& images);
    // With the training loss against `targets` too, from the same outputs (eval).
    DetectionModel::LossAndDetections lossAndDetect(const torch::Tensor& images,
                                                    const std::vector<DetectionTarget>& targets,
                                                    bool perImage);

    const FusedNetwork& network() const { return m_network; }
    std::shared_ptr<DetectionModel> model() const { return m_model; }

private:
    // The fused network's outputs for `images`, with their decoding (fusing on).
    DenseRun fusedRun(const torch::Tensor& images);

    std::shared_ptr<DetectionModel> m_model;
    // The decoding of each input size, kept from the module's pass the trace recorded.
    std::shared_ptr<std::map<std::vector<int64_t>, DenseDecoding>> m_decodings;
    FusedNetwork m_network;
};

}  // namespace osprey
