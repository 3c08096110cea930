#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <string>
#include <vector>

#include "data/DetectionTarget.h"

namespace osprey {

// What a detector finds in one image, in the pixels of the network input, best first.
struct Detections {
    torch::Tensor boxes;   // float [k, 4]
    torch::Tensor scores;  // float [k]
    torch::Tensor labels;  // int64 [k]
};

struct DetectionLosses {
    torch::Tensor classification;
    torch::Tensor boxRegression;
    torch::Tensor total() const { return classification + boxRegression; }
};

// How raw outputs become detections.
struct PostprocessOptions {
    double scoreThreshold = 0.05;
    int64_t candidatesPerLevel = 1000;  // best-scoring candidates kept per feature level before NMS
    double nmsThreshold = 0.5;
    int64_t detectionsPerImage = 300;
};

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
