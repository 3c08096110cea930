#include "data/transforms/DetectionTransform.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace osprey {

namespace {

double uniform(std::mt19937_64& rng, double lo, double hi) {
    return lo + (hi - lo) * (static_cast<double>(rng() >> 11) * 0x1.0p-53);
}

bool chance(std::mt19937_64& rng, double p) {
    return uniform(rng, 0, 1) < p;
}

// Brightness, contrast, saturation and hue, each with probability 1/2 (SSD's photometric distortion).
void distortColours(cv::Mat& bgr, std::mt19937_64& rng) {
    cv::Mat f;
    bgr.convertTo(f, CV_32FC3);
    if (chance(rng, 0.5))
        f += cv::Scalar::all(uniform(rng, -32, 32));
    if (chance(rng, 0.5))
        f *= uniform(rng, 0.5, 1.5);
    const bool saturation = chance(rng, 0.5), hue = chance(rng, 0.5);
    if (saturation || hue) {
        cv::Mat hsv;
        cv::Mat clipped;
        cv::min(cv::max(f, 0), 255, clipped);
        clipped.convertTo(clipped, CV_32FC3, 1.0 / 255);
        cv::cvtColor(clipped, hsv, cv::COLOR_BGR2HSV);  // H in [0, 360), S and V in [0, 1]
        std::vector<cv::Mat> ch;
        cv::split(hsv, ch);
        if (saturation) {
            ch[1] *= uniform(rng, 0.5, 1.5);
            cv::min(ch[1], 1.0, ch[1]);
        }
        if (hue)
            ch[0] += uniform(rng, -18, 18);
        cv::Mat wrapHigh = ch[0] >= 360, wrapLow = ch[0] < 0;
        cv::subtract(ch[0], 360, ch[0], wrapHigh);
        cv::add(ch[0], 360, ch[0], wrapLow);
        cv::merge(ch, hsv);
        cv::cvtColor(hsv, f, cv::COLOR_HSV2BGR);
        f *= 255;
    }
    f.convertTo(bgr, CV_8UC3);
}

}  // namespace

cv::Rect ssdRandomCrop(const cv::Size& image, const std::vector<BoxLabel>& boxes, std::mt19937_64& rng,
                       std::vector<BoxLabel>& kept) {
    static const double kMinIou[] = {-1, 0.1, 0.3, 0.5, 0.7, 0.9};
    const double minIou = kMinIou[rng() % 6];
    kept = boxes;
    const cv::Rect whole(0, 0, image.width, image.height);
    if (minIou < 0 || boxes.empty())
        return whole;
    for (int trial = 0; trial < 50; ++trial) {
        const double w = uniform(rng, 0.3, 1.0) * image.width, h = uniform(rng, 0.3, 1.0) * image.height;
        if (h / w < 0.5 || h / w > 2)
            continue;
        const double x = uniform(rng, 0, image.width - w), y = uniform(rng, 0, image.height - h);
        BoxLabel crop;
        crop.x1 = static_cast<float>(x), crop.y1 = static_cast<float>(y);
        crop.x2 = static_cast<float>(x + w), crop.y2 = static_cast<float>(y + h);
        std::vector<BoxLabel> inside;
        double best = 0;
        for (const auto& b : boxes) {
            const double cx = (b.x1 + b.x2) / 2, cy = (b.y1 + b.y2) / 2;
            if (cx <= x || cx >= x + w || cy <= y || cy >= y + h)
                continue;
            best = std::max(best, boxOverlap(crop, b));
            BoxLabel c = b;
            c.x1 = static_cast<float>(std::max(static_cast<double>(b.x1), x) - x);
            c.y1 = static_cast<float>(std::max(static_cast<double>(b.y1), y) - y);
            c.x2 = static_cast<float>(std::min(static_cast<double>(b.x2), x + w) - x);
            c.y2 = static_cast<float>(std::min(static_cast<double>(b.y2), y + h) - y);
            inside.push_back(c);
        }
        if (inside.empty() || best < minIou)
            continue;
        kept = std::move(inside);
        // The pixel crop covers the real one: from floor(x) to ceil(x + w). Shift the boxes by the
        // difference.
        const int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
        const cv::Rect r(x0, y0, static_cast<int>(std::ceil(x + w)) - x0,
                         static_cast<int>(std::ceil(y + h)) - y0);
        const float dx = static_cast<float>(x - x0), dy = static_cast<float>(y - y0);
        for (auto& b : kept) {
            b.x1 += dx, b.x2 += dx, b.y1 += dy, b.y2 += dy;
        }
        return r & whole;
    }
    return whole;
}

DetectionTransform DetectionTransform::forEvaluation(const Preprocessing& pre) {
    Options options;
    options.size = static_cast<int>(pre.inputSize);
    options.resize = pre.geometry == "letterbox" ? Resize::Letterbox : Resize::Stretch;
    options.train = false;
    options.mean = pre.mean;
    options.std = pre.std;
    return DetectionTransform(options);
}

DetectionTransform::Result DetectionTransform::apply(const cv::Mat& bgr, const std::vector<BoxLabel>& boxes,
                                                     std::mt19937_64& rng, float* destination) const {
    const size_t side = static_cast<size_t>(m_options.size);
    std::vector<uint8_t> pixels(side * side * 3);
    const Result r = applyPixels(bgr, boxes, rng, pixels.data());
    normalization().toPlanes(pixels.data(), m_options.size, r.width, r.height, destination);
    return r;
}

DetectionTransform::Result DetectionTransform::applyPixels(const cv::Mat& bgr,
                                                           const std::vector<BoxLabel>& boxes,
                                                           std::mt19937_64& rng, uint8_t* destination) const {
    const Options& o = m_options;
    Result r;
    cv::Mat image = bgr.channels() == 3 ? bgr : cv::Mat();
    if (bgr.channels() == 1)
        cv::cvtColor(bgr, image, cv::COLOR_GRAY2BGR);
    else if (bgr.channels() == 4)
        cv::cvtColor(bgr, image, cv::COLOR_BGRA2BGR);
    std::vector<BoxLabel> current = boxes;
    if (o.train && o.ssdCrop) {
        std::vector<BoxLabel> kept;
        const cv::Rect crop = ssdRandomCrop(image.size(), current, rng, kept);
        image = image(crop);
        current = std::move(kept);
        r.cropX = static_cast<float>(crop.x);
        r.cropY = static_cast<float>(crop.y);
    }
    if (o.train && o.photometric) {
        image = image.clone();
        distortColours(image, rng);
    }
    const bool flip = o.train && chance(rng, o.hflip);
    const int w = image.cols, h = image.rows;
    int outW = o.size, outH = o.size;
    if (o.resize == Resize::Letterbox) {
        const double scale = static_cast<double>(o.size) / std::max(w, h);
        outW = std::max(1, static_cast<int>(std::lround(w * scale)));
        outH = std::max(1, static_cast<int>(std::lround(h * scale)));
    }
    r.scaleX = static_cast<float>(outW) / static_cast<float>(w);
    r.scaleY = static_cast<float>(outH) / static_cast<float>(h);
    cv::Mat resized;
    cv::resize(image, resized, cv::Size(outW, outH), 0, 0, cv::INTER_LINEAR);
    if (flip)
        cv::flip(resized, resized, 1);
    for (auto b : current) {
        b.x1 *= r.scaleX, b.x2 *= r.scaleX, b.y1 *= r.scaleY, b.y2 *= r.scaleY;
        if (flip) {
            const float x1 = static_cast<float>(outW) - b.x2, x2 = static_cast<float>(outW) - b.x1;
            b.x1 = x1, b.x2 = x2;
        }
        if (b.x2 - b.x1 >= 1 && b.y2 - b.y1 >= 1)
            r.boxes.push_back(b);
    }
    // BGR -> RGB, interleaved; the letterbox padding is 0.
    r.width = outW;
    r.height = outH;
    const size_t side = static_cast<size_t>(o.size);
    if (outW < o.size || outH < o.size)
        std::fill(destination, destination + side * side * 3, uint8_t{0});
    for (int y = 0; y < outH; ++y) {
        const auto* row = resized.ptr<cv::Vec3b>(y);
        uint8_t* to = destination + static_cast<size_t>(y) * side * 3;
        for (int x = 0; x < outW; ++x) {
            to[3 * x] = row[x][2];
            to[3 * x + 1] = row[x][1];
            to[3 * x + 2] = row[x][0];
        }
    }
    if (flip) {
        // The flip was of the resized image only: record it as a mirrored crop offset for mapping back.
        r.scaleX = -r.scaleX;
        r.cropX += static_cast<float>(w);
    }
    return r;
}

}  // namespace osprey
