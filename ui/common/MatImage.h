#pragma once

#include <QImage>

namespace cv {
class Mat;
}

namespace osprey::ui {

// An OpenCV image as core decodes it (8-bit, 1, 3 or 4 channels in BGR order) as an RGB QImage of its own.
QImage imageFromBgr(const cv::Mat& bgr);

}  // namespace osprey::ui
