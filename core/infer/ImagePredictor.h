#pragma once

#include <opencv2/core.hpp>

#include <vector>

#include "infer/ImageOutcome.h"
#include "util/Reason.h"
#include "weights/Checkpoint.h"

namespace osprey {

// A trained model of any task, ready for pictures: what `osprey-cli predict` and the workbench's inference
// view hold (the task's entry in the session layer's task registry opens the right one for a weight file).
class ImagePredictor {
public:
    virtual ~ImagePredictor() = default;

    // The model's checkpoint metadata: task, model name, classes, preprocessing.
    virtual const CheckpointMeta& meta() const = 0;
    // What the model sees in `bgr` (8-bit BGR, as OpenCV decodes it).
    virtual ImageOutcome predict(const cv::Mat& bgr, const PredictOptions& options) = 0;
    // What the user should know about how it runs (bf16 switched off on this CPU, a shape left unfused).
    virtual std::vector<Reason> notes() const { return {}; }
};

}  // namespace osprey
