#pragma once

#include <opencv2/core.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "weights/Checkpoint.h"

namespace osprey {

struct ClassPrediction {
    int64_t classId = 0;
    std::string label;
    double score = 0;  // softmax probability
};

struct DetectedBox {
    float x1 = 0, y1 = 0, x2 = 0, y2 = 0;  // original-image pixels
    int64_t classId = 0;
    std::string label;
    double score = 0;
};

// What to ask a trained model about a picture.
struct PredictOptions {
    int64_t topK = 5;              // classifiers: how many classes to list
    bool logits = false;           // classifiers: also the raw output vector
    double scoreThreshold = 0.25;  // detectors: the smallest score listed
};

// What a trained model says about one picture: a classifier's best classes (and its logits when asked), or a
// detector's boxes in the picture's own pixels.
struct ImageOutcome {
    TaskKind task = TaskKind::Classification;
    int width = 0, height = 0;
    std::vector<ClassPrediction> top;
    std::vector<float> logits;
    std::vector<DetectedBox> boxes;  // best first
};

// A trained model of any task, ready for pictures: what `osprey-cli predict` and the workbench's inference
// view hold (the task's entry in the session layer's task registry opens the right one for a weight file).
class ImagePredictor {
public:
    virtual ~ImagePredictor() = default;

    // The model's checkpoint metadata: task, model name, classes, preprocessing.
    virtual const CheckpointMeta& meta() const = 0;
    // What the model sees in `bgr` (8-bit BGR, as OpenCV decodes it).
    virtual ImageOutcome predict(const cv::Mat& bgr, const PredictOptions& options) = 0;
};

// Draws an outcome onto the picture it came from: a detector's boxes with their labels and scores, a
// classifier's classes and scores in the top-left corner; a colour per class.
void drawOutcome(cv::Mat& bgr, const ImageOutcome& outcome);

// Draws each box with its label and score onto `bgr`.
void drawDetections(cv::Mat& bgr, const std::vector<DetectedBox>& boxes);

}  // namespace osprey
