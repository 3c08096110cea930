#pragma once

#include <torch/types.h>

#include <memory>

#include "models/FusedNetwork.h"

namespace osprey {

class ClassificationModel;

// A classifier as predict, eval, bench infer and the workbench run it: its logits from the fused network
// (FusedNetwork), or from the module itself when fusing is off.
class FusedClassifier {
public:
    FusedClassifier(std::shared_ptr<ClassificationModel> model, InferenceOptions options,
                    torch::Device device);

    // Logits [N, classes] for images [N, 3, H, W] on the device.
    torch::Tensor forward(const torch::Tensor& images);

    const FusedNetwork& network() const { return m_network; }
    std::shared_ptr<ClassificationModel> model() const { return m_model; }

private:
    std::shared_ptr<ClassificationModel> m_model;
    FusedNetwork m_network;
};

}  // namespace osprey
