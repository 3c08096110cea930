#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <string>
#include <vector>

#include "detection/DenseDetections.h"
#include "detection/DetectionTypes.h"

namespace osprey {

// Base of every object detector: normalised images [N, 3, H, W] in; losses against targets when training,
// detections when evaluating.
class DetectionModel : public torch::nn::Module {
public:
    virtual DetectionLosses loss(const torch::Tensor& images,
                                 const std::vector<DetectionTarget>& targets) = 0;
    virtual std::vector<Detections> detect(const torch::Tensor& images) = 0;
    // Both from one forward pass (validation); with `perImage`, each image's loss alone too.
    struct LossAndDetections {
        DetectionLosses losses;
        std::vector<Detections> detections;
        std::vector<float> imageLosses;  // [N] with perImage, else empty
    };
    virtual LossAndDetections lossAndDetect(const torch::Tensor& images,
                                            const std::vector<DetectionTarget>& targets, bool perImage) {
        return {loss(images, targets), detect(images),
                perImage ? imageLosses(runDense(images), targets) : std::vector<float>{}};
    }
    virtual int64_t numClasses() const = 0;
    // The backbone's first stage (ClassificationModel::earlyFeatures of it), for `data check --run`.
    virtual torch::Tensor earlyFeatures(torch::Tensor images) = 0;
    // The network alone, its outputs for every anchor at once, with how they decode at this input size: what
    // an exported model computes and the fused inference path runs; decodeDense() of it equals detect().
    virtual DenseRun runDense(const torch::Tensor& images) = 0;
    // The training loss of such outputs (runDense's, or the fused network's of models/FusedDetector, which
    // `osprey-cli eval` reports): loss() of the module's own pass when `run` is runDense's.
    virtual DetectionLosses denseLoss(const DenseRun& run, const std::vector<DetectionTarget>& targets) = 0;

    // Each image's total loss as if it were a batch of its own (the outputs of `run` narrowed to it, against
    // its targets): what the per-image records keep, since a batch's loss is normalised over the whole batch.
    std::vector<float> imageLosses(const DenseRun& run, const std::vector<DetectionTarget>& targets);

    PostprocessOptions& postprocess() { return m_postprocess; }
    const PostprocessOptions& postprocess() const { return m_postprocess; }

private:
    PostprocessOptions m_postprocess;
};

// A detector whose network gives raw `Outputs` that both its loss and its detections are made from: the
// DetectionModel entry points are written here once, each running the network once (lossAndDetect too).
template <typename Outputs>
class DetectorOf : public DetectionModel {
public:
    virtual Outputs run(const torch::Tensor& images) = 0;
    virtual DetectionLosses loss(const Outputs& outputs,
                                 const std::vector<DetectionTarget>& targets) const = 0;
    // Detections in the pixels of an imageH x imageW input.
    virtual std::vector<Detections> detect(const Outputs& outputs, int64_t imageH, int64_t imageW) const = 0;
    // The outputs as one dense tensor pair, with their decoding; fromDense() is its inverse.
    virtual DenseRun dense(const Outputs& outputs) const = 0;
    virtual Outputs fromDense(const DenseRun& run) const = 0;

    DetectionLosses loss(const torch::Tensor& images, const std::vector<DetectionTarget>& targets) final {
        return loss(run(images), targets);
    }
    std::vector<Detections> detect(const torch::Tensor& images) final {
        return detect(run(images), images.size(2), images.size(3));
    }
    DenseRun runDense(const torch::Tensor& images) final { return dense(run(images)); }
    DetectionLosses denseLoss(const DenseRun& run, const std::vector<DetectionTarget>& targets) final {
        return loss(fromDense(run), targets);
    }
    LossAndDetections lossAndDetect(const torch::Tensor& images, const std::vector<DetectionTarget>& targets,
                                    bool perImage) final {
        const Outputs outputs = run(images);
        return {loss(outputs, targets), detect(outputs, images.size(2), images.size(3)),
                perImage ? imageLosses(dense(outputs), targets) : std::vector<float>{}};
    }
};

}  // namespace osprey
