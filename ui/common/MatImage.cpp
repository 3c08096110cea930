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

cv::Mat bgrFromImage(const QImage& image) {
    if (image.isNull())
        return {};
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    const cv::Mat view(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
                       static_cast<size_t>(rgb.bytesPerLine()));
    cv::Mat bgr;
    cv::cvtColor(view, bgr, cv::COLOR_RGB2BGR);
    return bgr;
}

}  // namespace osprey::ui
