#include "infer/ImageOutcome.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstdio>

#include "data/transforms/DetectionTransform.h"
#include "infer/ClassColour.h"

namespace osprey {

double lowestScoreListed(const PredictOptions& options) {
    double lowest = options.scoreThreshold;
    for (const double t : options.classThresholds)
        lowest = std::min(lowest, t);
    return lowest;
}

bool scoreListed(const PredictOptions& options, int64_t classId, double score) {
    if (classId >= 0 && static_cast<size_t>(classId) < options.classThresholds.size())
        return score >= options.classThresholds[static_cast<size_t>(classId)];
    return score >= options.scoreThreshold;
}

namespace {

struct TextStyle {
    int thickness = 1;
    double fontScale = 0.3;
};

// Lines and letters that read at the picture's size.
TextStyle styleFor(const cv::Mat& bgr) {
    const int side = std::min(bgr.cols, bgr.rows);
    return {std::max(1, side / 300), std::max(0.3, side / 800.0)};
}

cv::Scalar colourOf(int64_t classId) {
    const Rgb c = classColour(classId);
    return cv::Scalar(c.b, c.g, c.r);
}

// `text` in white on a bar of `colour` whose top-left corner is `corner`; returns the bar's height.
int drawLabel(cv::Mat& bgr, const std::string& text, cv::Point corner, const cv::Scalar& colour,
              const TextStyle& style) {
    int baseline = 0;
    const cv::Size size = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, style.fontScale, 1, &baseline);
    cv::rectangle(bgr, cv::Rect(corner.x, corner.y, size.width + 4, size.height + baseline + 2), colour,
                  cv::FILLED);
    cv::putText(bgr, text, cv::Point(corner.x + 2, corner.y + size.height), cv::FONT_HERSHEY_SIMPLEX,
                style.fontScale, cv::Scalar(255, 255, 255), 1, cv::LINE_AA);
    return size.height + baseline + 2;
}

std::string labelWithScore(const std::string& label, double score) {
    if (score < 0)  // no score to show
        return label;
    char text[160];
    std::snprintf(text, sizeof text, "%s %.2f", label.c_str(), score);
    return text;
}

void drawClasses(cv::Mat& bgr, const std::vector<ClassPrediction>& top) {
    const TextStyle style = styleFor(bgr);
    int y = 0;
    for (const ClassPrediction& c : top)
        y += drawLabel(bgr, labelWithScore(c.label, c.score), cv::Point(0, y), colourOf(c.classId), style);
}

}  // namespace

DetectedBox detectedBoxInPicture(const float* inputBox, const std::array<float, 4>& inverse, int width,
                                 int height, int64_t classId, double score,
                                 const std::vector<std::string>& classNames) {
    const auto [x1, y1, x2, y2] = DetectionTransform::toOriginal(inputBox, inverse);
    const auto w = static_cast<float>(width), h = static_cast<float>(height);
    DetectedBox box;
    box.x1 = std::clamp(x1, 0.0f, w);
    box.y1 = std::clamp(y1, 0.0f, h);
    box.x2 = std::clamp(x2, 0.0f, w);
    box.y2 = std::clamp(y2, 0.0f, h);
    box.classId = classId;
    box.label = classId >= 0 && classId < static_cast<int64_t>(classNames.size())
                    ? classNames[static_cast<size_t>(classId)]
                    : "class " + std::to_string(classId);
    box.score = score;
    return box;
}

void drawDetections(cv::Mat& bgr, const std::vector<DetectedBox>& boxes) {
    const TextStyle style = styleFor(bgr);
    for (const auto& box : boxes) {
        const cv::Scalar colour = colourOf(box.classId);
        const cv::Point p1(cvRound(box.x1), cvRound(box.y1)), p2(cvRound(box.x2), cvRound(box.y2));
        cv::rectangle(bgr, p1, p2, colour, style.thickness, cv::LINE_AA);
        const std::string text = labelWithScore(box.label, box.score);
        int baseline = 0;
        const cv::Size size = cv::getTextSize(text, cv::FONT_HERSHEY_SIMPLEX, style.fontScale, 1, &baseline);
        // The label sits above the box, or inside it at the top edge of the image.
        const int above = p1.y - size.height - baseline - 2;
        drawLabel(bgr, text, cv::Point(p1.x, above >= 0 ? above : p1.y), colour, style);
    }
}

void drawOutcome(cv::Mat& bgr, const ImageOutcome& outcome) {
    drawDetections(bgr, outcome.boxes);
    drawClasses(bgr, outcome.top);
}

}  // namespace osprey
