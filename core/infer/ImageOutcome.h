#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "util/TaskKind.h"

namespace osprey {

// What a model says about a picture, whichever runs it (libtorch, or OpenCV for an exported ONNX model), and
// how that is drawn. Built without libtorch (osprey_base), for osprey-infer too.

struct ClassPrediction {
    int64_t classId = 0;
    std::string label;
    double score = 0;  // softmax probability; negative: none (not drawn)
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
    // Detectors: per class id, the smallest score listed for that class (a run's thresholds.json); a class
    // beyond the list takes scoreThreshold. Empty: scoreThreshold for every class.
    std::vector<double> classThresholds = {};
};

// The lowest score any class needs under `options`: what a detector must be asked for.
double lowestScoreListed(const PredictOptions& options);
// Whether a detection of class `classId` scoring `score` is listed under `options`.
bool scoreListed(const PredictOptions& options, int64_t classId, double score);

// What a trained model says about one picture: a classifier's best classes (and its logits when asked), or a
// detector's boxes in the picture's own pixels.
struct ImageOutcome {
    TaskKind task = TaskKind::Classification;
    int width = 0, height = 0;
    std::vector<ClassPrediction> top;
    std::vector<float> logits;
    std::vector<DetectedBox> boxes;  // best first
};

// A detector's box (x1, y1, x2, y2 in network-input pixels) in the pixels of the width x height picture it
// was found in, given the transform's mapping back (cropX, cropY, scaleX, scaleY:
// DetectionTransform::Result), clipped to the picture (a letterbox's padding lies outside it) and labelled
// with its class's name.
DetectedBox detectedBoxInPicture(const float* inputBox, const std::array<float, 4>& inverse, int width,
                                 int height, int64_t classId, double score,
                                 const std::vector<std::string>& classNames);

// Draws an outcome onto the picture it came from: a detector's boxes with their labels and scores, a
// classifier's classes and scores in the top-left corner; a colour per class.
void drawOutcome(cv::Mat& bgr, const ImageOutcome& outcome);

// Draws each box with its label and score onto `bgr`.
void drawDetections(cv::Mat& bgr, const std::vector<DetectedBox>& boxes);

}  // namespace osprey
