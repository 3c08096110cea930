#pragma once

#include <opencv2/core.hpp>

#include <functional>
#include <string>
#include <vector>

#include "infer/ImageOutcome.h"

namespace osprey::app {

// What `osprey-cli predict` and osprey-infer print and draw for a list of pictures, written once for both.
struct PredictionRequest {
    std::vector<std::string> images;
    PredictOptions options;
    bool json = false;   // a JSON array on stdout instead of lines of text
    std::string outDir;  // where drawn copies go; empty: none
};

// Runs `predict` on each picture of `request` and reports: text or JSON on stdout, drawn copies under outDir.
// A picture that cannot be read is reported on stderr (and in the JSON) and counted; returns that count.
int reportPredictions(const PredictionRequest& request,
                      const std::function<ImageOutcome(const cv::Mat&)>& predict);

}  // namespace osprey::app
