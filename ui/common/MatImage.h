#pragma once

#include <QImage>

namespace cv {
class Mat;
}

namespace osprey::ui {

// An OpenCV image as core decodes it (8-bit, 1, 3 or 4 channels in BGR order) as an RGB QImage of its own.
QImage imageFromBgr(const cv::Mat& bgr);
// A QImage as the 8-bit BGR picture core decodes a file to (the inverse of imageFromBgr for its RGB images).
cv::Mat bgrFromImage(const QImage& image);

}  // namespace osprey::ui
