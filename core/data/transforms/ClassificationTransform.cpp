#include "data/transforms/ClassificationTransform.h"

#include <cmath>
#include <opencv2/imgproc.hpp>

#include "data/decode/JpegRegionDecoder.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

cv::Mat resized(const cv::Mat& image, int width, int height) {
    if (image.cols == width && image.rows == height)
        return image;
    cv::Mat out;
    // Area averaging when shrinking by more than half (it does not alias); bilinear otherwise, which is
    // several times faster and, above half size, as sharp.
    const bool strongShrink = width * 2 < image.cols || height * 2 < image.rows;
    cv::resize(image, out, cv::Size(width, height), 0, 0, strongShrink ? cv::INTER_AREA : cv::INTER_LINEAR);
    return out;
}

// `exact` (a part of `image` in fractions of a pixel) resized to width x height as resized() resizes a whole
// image: bilinear, with the same pixel-centre mapping, sampling across the fractional edges. Area averaging
// where it shrinks by more than half, on the whole pixels inside.
cv::Mat resizedExact(const cv::Mat& image, const cv::Rect2d& exact, int width, int height) {
    const double rx = exact.width / width, ry = exact.height / height;
    if (rx > 2 || ry > 2) {
        const cv::Rect inside =
            cv::Rect(cv::Point(static_cast<int>(std::ceil(exact.x)), static_cast<int>(std::ceil(exact.y))),
                     cv::Point(static_cast<int>(std::floor(exact.x + exact.width)),
                               static_cast<int>(std::floor(exact.y + exact.height)))) &
            cv::Rect(0, 0, image.cols, image.rows);
        return resized(inside.area() > 0 ? image(inside) : image, width, height);
    }
    // Output pixel (u, v) samples ((u + 0.5) rx - 0.5 + x, (v + 0.5) ry - 0.5 + y), as cv::resize maps.
    const cv::Matx23d toSource(rx, 0, exact.x + 0.5 * rx - 0.5, 0, ry, exact.y + 0.5 * ry - 0.5);
    cv::Mat out;
    cv::warpAffine(image, out, toSource, cv::Size(width, height), cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                   cv::BORDER_REPLICATE);
    return out;
}

}  // namespace

ClassificationTransform::ClassificationTransform(Options options) : m_options(options) {}

ClassificationTransform ClassificationTransform::forEvaluation(const Preprocessing& pre) {
    Options options;
    options.geometry = pre.geometry == "resize" ? Geometry::Resize : Geometry::ResizeCenterCrop;
    options.size = static_cast<int>(pre.inputSize);
    options.resizeShorter = static_cast<int>(pre.resize);
    options.mean = pre.mean;
    options.std = pre.std;
    return ClassificationTransform(options);
}

cv::Rect ClassificationTransform::sourceRegion(int width, int height, std::mt19937_64& rng) const {
    const int size = m_options.size;
    switch (m_options.geometry) {
        case Geometry::Resize:
            return cv::Rect(0, 0, width, height);
        case Geometry::ResizeCenterCrop: {
            // Resizing the shorter side to `resizeShorter` and cutting the centre size x size is the same as
            // cutting the centre size * shorter / resizeShorter square and resizing that.
            const int resize = m_options.resizeShorter > 0 ? m_options.resizeShorter : size;
            const int shorter = std::min(width, height);
            const int side = std::clamp(
                static_cast<int>(std::lround(static_cast<double>(size) * shorter / resize)), 1, shorter);
            return cv::Rect((width - side) / 2, (height - side) / 2, side, side);
        }
        case Geometry::RandomResizedCrop:
            break;
    }
    // torchvision's RandomResizedCrop.get_params: ten tries at a random area and aspect, then a center
    // fallback.
    const double area = static_cast<double>(width) * height;
    std::uniform_real_distribution<double> scaleDist(m_options.scale[0], m_options.scale[1]);
    std::uniform_real_distribution<double> logRatioDist(std::log(m_options.ratio[0]),
                                                        std::log(m_options.ratio[1]));
    for (int attempt = 0; attempt < 10; ++attempt) {
        const double targetArea = area * scaleDist(rng);
        const double aspect = std::exp(logRatioDist(rng));
        const int w = static_cast<int>(std::lround(std::sqrt(targetArea * aspect)));
        const int h = static_cast<int>(std::lround(std::sqrt(targetArea / aspect)));
        if (w > 0 && h > 0 && w <= width && h <= height) {
            const int top = std::uniform_int_distribution<int>(0, height - h)(rng);
            const int left = std::uniform_int_distribution<int>(0, width - w)(rng);
            return cv::Rect(left, top, w, h);
        }
    }
    const double inRatio = static_cast<double>(width) / height;
    int w = width, h = height;
    if (inRatio < m_options.ratio[0]) {
        h = static_cast<int>(std::lround(w / m_options.ratio[0]));
    } else if (inRatio > m_options.ratio[1]) {
        w = static_cast<int>(std::lround(h * m_options.ratio[1]));
    }
    w = std::clamp(w, 1, width);
    h = std::clamp(h, 1, height);
    return cv::Rect((width - w) / 2, (height - h) / 2, w, h);
}

bool ClassificationTransform::drawFlip(std::mt19937_64& rng) const {
    return m_options.hflip > 0 && std::uniform_real_distribution<double>(0, 1)(rng) < m_options.hflip;
}

void ClassificationTransform::applyPixels(const cv::Mat& image, std::mt19937_64& rng, uint8_t* out) const {
    const cv::Rect region = sourceRegion(image.cols, image.rows, rng);
    finish(image(region), /*bgr=*/true, rng, out);
}

bool ClassificationTransform::applyJpegPixels(const std::vector<uint8_t>& bytes, std::mt19937_64& rng,
                                              uint8_t* out, std::string* error) const {
    const auto choose = [&](int width, int height) { return sourceRegion(width, height, rng); };
    cv::Rect2d exact;
    const cv::Mat rgb =
        JpegRegionDecoder::decodeRegion(bytes, choose, m_options.size, m_options.size, error, &exact);
    if (rgb.empty())
        return false;
    finish(rgb, /*bgr=*/false, rng, out, &exact);
    return true;
}

PixelNormalization ClassificationTransform::normalization() const {
    return PixelNormalization::fromMeanStd(m_options.mean, m_options.std);
}

void ClassificationTransform::normalise(const std::vector<uint8_t>& pixels, float* out) const {
    normalization().toPlanes(pixels.data(), m_options.size, m_options.size, m_options.size, out);
}

void ClassificationTransform::apply(const cv::Mat& image, std::mt19937_64& rng, float* out) const {
    std::vector<uint8_t> pixels(static_cast<size_t>(m_options.size) * static_cast<size_t>(m_options.size) *
                                3);
    applyPixels(image, rng, pixels.data());
    normalise(pixels, out);
}

bool ClassificationTransform::applyJpeg(const std::vector<uint8_t>& bytes, std::mt19937_64& rng, float* out,
                                        std::string* error) const {
    std::vector<uint8_t> pixels(static_cast<size_t>(m_options.size) * static_cast<size_t>(m_options.size) *
                                3);
    if (!applyJpegPixels(bytes, rng, pixels.data(), error))
        return false;
    normalise(pixels, out);
    return true;
}

void ClassificationTransform::finish(const cv::Mat& region, bool bgr, std::mt19937_64& rng, uint8_t* out,
                                     const cv::Rect2d* exact) const {
    const int size = m_options.size;
    const bool whole = !exact || (exact->x == 0 && exact->y == 0 && exact->width == region.cols &&
                                  exact->height == region.rows);
    cv::Mat pixels = whole ? resized(region, size, size) : resizedExact(region, *exact, size, size);
    if (pixels.channels() == 1) {
        cv::cvtColor(pixels, pixels, cv::COLOR_GRAY2BGR);
    } else if (pixels.channels() == 4) {
        cv::cvtColor(pixels, pixels, bgr ? cv::COLOR_BGRA2BGR : cv::COLOR_RGBA2RGB);
    } else if (pixels.channels() != 3) {
        throw RuntimeFailure(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "unsupported channel count {count}"),
                             {{"count", std::to_string(pixels.channels())}}));
    }
    if (!pixels.isContinuous())
        pixels = pixels.clone();
    const bool flip = drawFlip(rng);

    // One pass: flip and channel order.
    const int red = bgr ? 2 : 0, blue = bgr ? 0 : 2;
    for (int y = 0; y < size; ++y) {
        const uint8_t* row = pixels.ptr<uint8_t>(y);
        uint8_t* to = out + static_cast<size_t>(y) * static_cast<size_t>(size) * 3;
        for (int x = 0; x < size; ++x) {
            const uint8_t* p = row + 3 * (flip ? size - 1 - x : x);
            to[3 * x] = p[red];
            to[3 * x + 1] = p[1];
            to[3 * x + 2] = p[blue];
        }
    }
}

}  // namespace osprey
