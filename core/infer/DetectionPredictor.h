#pragma once

#include <torch/types.h>
#include <opencv2/core.hpp>

#include <memory>
#include <string>
#include <vector>

#include "infer/ImagePredictor.h"
#include "models/FusedNetwork.h"
#include "weights/Checkpoint.h"

namespace osprey {

class DetectionModel;
class FusedDetector;

struct ImageDetections {
    std::string image;
    int width = 0, height = 0;
    std::vector<DetectedBox> boxes;  // best first
};

// A trained detector ready for images: weights, class names, the input geometry it was trained with, and its
// post-processing. Boxes come back in the pixels of the image given.
class DetectionPredictor : public ImagePredictor {
public:
    // The run's best.pt (else last.pt); `ema`: its averaged weights.
    // `inference`: fused (the default) or not, and the precision allowed.
    static DetectionPredictor fromRun(const std::string& runDir, torch::Device device = torch::kCPU,
                                      bool ema = false, const InferenceOptions& inference = {});
    // An Osprey detection checkpoint, or a torchvision-format file of detector `modelName`.
    static DetectionPredictor fromWeights(const std::string& modelName, const std::string& weightsPath,
                                          torch::Device device = torch::kCPU, bool ema = false,
                                          const InferenceOptions& inference = {});

    // Detections scoring at least `scoreThreshold`. Throws InputError when the image cannot be read.
    ImageDetections detect(const std::string& imagePath, double scoreThreshold);
    ImageDetections detect(const cv::Mat& bgr, double scoreThreshold);

    const CheckpointMeta& meta() const override { return m_meta; }
    std::vector<Reason> notes() const override;
    std::shared_ptr<DetectionModel> model() const { return m_model; }
    // The network detect() runs: what eval runs too.
    FusedDetector& network() { return *m_network; }
    // detect() at options.scoreThreshold.
    ImageOutcome predict(const cv::Mat& bgr, const PredictOptions& options) override;

private:
    DetectionPredictor(CheckpointMeta meta, std::shared_ptr<DetectionModel> model, torch::Device device,
                       const InferenceOptions& inference);

    CheckpointMeta m_meta;
    std::shared_ptr<DetectionModel> m_model;
    torch::Device m_device = torch::kCPU;
    std::shared_ptr<FusedDetector> m_network;
};

// The task an Osprey checkpoint holds, or the registered task of `modelName` for a foreign weight file.
TaskKind weightsTask(const std::string& modelName, const std::string& weightsPath);

}  // namespace osprey
