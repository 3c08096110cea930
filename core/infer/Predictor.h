#pragma once

#include <memory>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include <torch/types.h>

#include "infer/ImagePredictor.h"
#include "models/FusedNetwork.h"
#include "weights/Checkpoint.h"

namespace osprey {

class ClassificationModel;
class FusedClassifier;

struct ImagePrediction {
    std::string image;
    std::vector<ClassPrediction> top;
    std::vector<float> logits;  // filled when asked for
};

// A trained classifier ready for images: weights, class names and the preprocessing they were trained with.
class Predictor : public ImagePredictor {
public:
    // The run's best.pt (or last.pt when there is no best yet); `ema`: its averaged weights.
    // `inference`: fused (the default) or not, and the precision allowed.
    static Predictor fromRun(const std::string& runDir, torch::Device device = torch::kCPU, bool ema = false,
                             const InferenceOptions& inference = {});
    // An Osprey checkpoint (whose model must be `modelName` when that is given), or a PyTorch .pth/.pt or
    // .safetensors file of model `modelName`, used with torchvision's ImageNet preprocessing.
    static Predictor fromWeights(const std::string& modelName, const std::string& weightsPath,
                                 torch::Device device = torch::kCPU, bool ema = false,
                                 const InferenceOptions& inference = {});

    // Throws InputError when the image cannot be read.
    ImagePrediction predict(const std::string& imagePath, int64_t topK, bool withLogits = false);
    ImagePrediction predict(const cv::Mat& image, int64_t topK, bool withLogits = false);

    // predict() with options.topK and options.logits.
    ImageOutcome predict(const cv::Mat& image, const PredictOptions& options) override;

    const CheckpointMeta& meta() const override { return m_meta; }
    std::vector<Reason> notes() const override;
    std::shared_ptr<ClassificationModel> model() const { return m_model; }
    // The network predict() runs: what eval runs too.
    FusedClassifier& network() { return *m_network; }

private:
    Predictor(CheckpointMeta meta, std::shared_ptr<ClassificationModel> model, torch::Device device,
              const InferenceOptions& inference);

    CheckpointMeta m_meta;
    std::shared_ptr<ClassificationModel> m_model;
    torch::Device m_device = torch::kCPU;
    std::shared_ptr<FusedClassifier> m_network;
};

// Where a run keeps the checkpoint to use: best.pt, else last.pt. Throws InputError when it has neither.
std::string runCheckpointPath(const std::string& runDir);
// The epochs done by the weights runCheckpointPath picks: the validation that matches what predict --run and
// the Inference view load (saved thresholds are chosen on it).
int64_t runCheckpointEpoch(const std::string& runDir);

}  // namespace osprey
