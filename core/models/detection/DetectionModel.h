#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <string>
#include <vector>

#include "detection/DetectionTypes.h"

namespace osprey {

// Base of every object detector: normalised images [N, 3, H, W] in; losses against targets when training,
// detections when evaluating.
class DetectionModel : public torch::nn::Module {
public:
    virtual DetectionLosses loss(const torch::Tensor& images,
                                 const std::vector<DetectionTarget>& targets) = 0;
    virtual std::vector<Detections> detect(const torch::Tensor& images) = 0;
    // Both from one forward pass (validation).
    struct LossAndDetections {
        DetectionLosses losses;
        std::vector<Detections> detections;
    };
    virtual LossAndDetections lossAndDetect(const torch::Tensor& images,
                                            const std::vector<DetectionTarget>& targets) {
        return {loss(images, targets), detect(images)};
    }
    virtual int64_t numClasses() const = 0;

    PostprocessOptions& postprocess() { return m_postprocess; }
    const PostprocessOptions& postprocess() const { return m_postprocess; }

private:
    PostprocessOptions m_postprocess;
};

}  // namespace osprey
