#include "common/MatImage.h"

#include <opencv2/imgproc.hpp>

namespace osprey::ui {

QImage imageFromBgr(const cv::Mat& bgr) {
    if (bgr.empty())
        return {};
    const int code = bgr.channels() == 1   ? cv::COLOR_GRAY2RGB
                     : bgr.channels() == 4 ? cv::COLOR_BGRA2RGB
                                           : cv::COLOR_BGR2RGB;
    cv::Mat rgb;
    cv::cvtColor(bgr, rgb, code);
    return QImage(rgb.data, rgb.cols, rgb.rows, static_cast<qsizetype>(rgb.step), QImage::Format_RGB888)
        .copy();
}

}  // namespace osprey::ui
