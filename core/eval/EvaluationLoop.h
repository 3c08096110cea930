#pragma once

#include <torch/types.h>

#include <functional>

#include "device/Precision.h"
#include "eval/ClassificationEvaluator.h"
#include "eval/CocoEvaluator.h"
#include "models/detection/DetectionModel.h"

namespace osprey {

class ClassificationModel;
class Communicator;
class DataLoader;
class DetectionEvaluator;

// Where and how a model is evaluated: the device, the autocast precision of the run (validation during
// training and `osprey-cli eval` of its checkpoint must compute the same numbers), and the ranks whose shards
// are combined (a world of one outside mpirun).
struct EvaluationSetting {
    torch::Device device = torch::kCPU;
    Precision precision = Precision::Fp32;
    const Communicator* world = nullptr;  // null: this process alone
    // Detectors: each image's own loss too (DetectorEvaluation::imageLoss); the same on every rank.
    bool imageLosses = false;
};

// The one evaluation loop of a classifier: runs `model` (in eval mode, gradients off) over `loader` from its
// start and returns top-1, top-5, loss, per-class accuracy and the confusion matrix of the whole split. With
// `samples`, each item's values too (ClassifierSamples), gathered on rank 0 (the other ranks get none).
ClassificationResult evaluateClassifier(ClassificationModel& model, DataLoader& loader, int64_t numClasses,
                                        const EvaluationSetting& setting,
                                        ClassifierSamples* samples = nullptr);
// The same loop over any forward pass: logits for images on the device (`osprey-cli eval` runs the fused
// network predict runs, models/FusedClassifier).
using ClassifierForward = std::function<torch::Tensor(const torch::Tensor& images)>;
ClassificationResult evaluateClassifier(const ClassifierForward& forward, DataLoader& loader,
                                        int64_t numClasses, const EvaluationSetting& setting,
                                        ClassifierSamples* samples = nullptr);

struct DetectorEvaluation {
    CocoMetrics metrics;
    double loss = 0;  // the detector's training loss, mean over images
    int64_t images = 0;
    // With EvaluationSetting::imageLosses: each item's loss alone (DetectionModel::imageLosses), indexed by
    // the split's item, summed over every rank; NaN for an item no batch held.
    std::vector<float> imageLoss;
};

// The one evaluation loop of a detector: its loss and detections on every batch of `loader`, the detections
// collected by `evaluator` (whose results() then hold them in COCO's format) and scored as COCOeval does.
// With `matches`, how each of evaluator.results() fared at IoU 0.5 too (pass it on rank 0 alone: every rank
// holds every detection after the gather, and the matches are for the records).
DetectorEvaluation evaluateDetector(DetectionModel& model, DataLoader& loader, DetectionEvaluator& evaluator,
                                    const EvaluationSetting& setting, CocoMatches* matches = nullptr);
// The same loop over any pass giving a batch's losses and detections for images and targets on the device
// (`osprey-cli eval` runs the fused network predict runs, models/FusedDetector).
using DetectorPass = std::function<DetectionModel::LossAndDetections(
    const torch::Tensor& images, const std::vector<DetectionTarget>& targets, bool perImage)>;
DetectorEvaluation evaluateDetector(const DetectorPass& pass, DataLoader& loader,
                                    DetectionEvaluator& evaluator, const EvaluationSetting& setting,
                                    CocoMatches* matches = nullptr);

}  // namespace osprey
