#include "data/ClassificationTransform.h"

#include <cmath>
#include <opencv2/imgproc.hpp>

#include "config/Config.h"
#include "util/Errors.h"

namespace osprey {

namespace {

cv::Mat resized(const cv::Mat& image, int width, int height) {
    if (image.cols == width && image.rows == height)
        return image;
    cv::Mat out;
    // Area averaging when shrinking (no aliasing, close to PIL's antialiased resize); bilinear when growing.
    const bool shrinking = width < image.cols && height < image.rows;
    cv::resize(image, out, cv::Size(width, height), 0, 0, shrinking ? cv::INTER_AREA : cv::INTER_LINEAR);
    return out;
}

std::array<float, 3> threeFloats(const FloatList& values, const char* key) {
    if (values.size() != 3) {
        throw InputError(std::string("key '") + key + "' must list 3 numbers (R, G, B), got " +
                         std::to_string(values.size()));
    }
    return {static_cast<float>(values[0]), static_cast<float>(values[1]), static_cast<float>(values[2])};
}

std::array<double, 2> twoFloats(const FloatList& values, const char* key) {
    if (values.size() != 2 || values[0] > values[1]) {
        throw InputError(std::string("key '") + key + "' must be a range [low, high] with low <= high");
    }
    return {values[0], values[1]};
}

}  // namespace

cv::Mat toRgb(const cv::Mat& image) {
    cv::Mat rgb;
    switch (image.channels()) {
        case 1:
            cv::cvtColor(image, rgb, cv::COLOR_GRAY2RGB);
            break;
        case 3:
            cv::cvtColor(image, rgb, cv::COLOR_BGR2RGB);
            break;
        case 4:
            cv::cvtColor(image, rgb, cv::COLOR_BGRA2RGB);
            break;
        default:
            throw RuntimeFailure("unsupported channel count " + std::to_string(image.channels()));
    }
    return rgb;
}

ClassificationTransform::ClassificationTransform(Options options) : m_options(options) {}

ClassificationTransform ClassificationTransform::fromConfig(const Config& config, bool train) {
    Options o;
    o.size = static_cast<int>(config.getInt("data.input_size"));
    o.mean = threeFloats(config.getFloatList("augment.mean"), "augment.mean");
    o.std = threeFloats(config.getFloatList("augment.std"), "augment.std");
    o.resizeShorter = static_cast<int>(config.getInt("augment.val.resize"));
    const std::string mode =
        config.getString(train ? "augment.train.resize_mode" : "augment.val.resize_mode");
    if (mode == "random_resized_crop") {
        o.geometry = Geometry::RandomResizedCrop;
    } else if (mode == "resize") {
        o.geometry = Geometry::Resize;
    } else {
        o.geometry = Geometry::ResizeCenterCrop;
    }
    if (train) {
        o.scale = twoFloats(config.getFloatList("augment.train.scale"), "augment.train.scale");
        o.ratio = twoFloats(config.getFloatList("augment.train.ratio"), "augment.train.ratio");
        o.hflip = config.getFloat("augment.train.hflip");
    }
    return ClassificationTransform(o);
}

cv::Mat ClassificationTransform::geometry(const cv::Mat& rgb, std::mt19937_64& rng) const {
    const int size = m_options.size;
    const int width = rgb.cols, height = rgb.rows;
    switch (m_options.geometry) {
        case Geometry::Resize:
            return resized(rgb, size, size);
        case Geometry::ResizeCenterCrop: {
            const int shorter = m_options.resizeShorter > 0 ? m_options.resizeShorter : size;
            const double factor = static_cast<double>(shorter) / std::min(width, height);
            const int w = std::max(size, static_cast<int>(std::lround(width * factor)));
            const int h = std::max(size, static_cast<int>(std::lround(height * factor)));
            cv::Mat scaled = resized(rgb, w, h);
            return scaled(cv::Rect((w - size) / 2, (h - size) / 2, size, size));
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
            return resized(rgb(cv::Rect(left, top, w, h)), size, size);
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
    return resized(rgb(cv::Rect((width - w) / 2, (height - h) / 2, w, h)), size, size);
}

void ClassificationTransform::apply(const cv::Mat& image, std::mt19937_64& rng, float* out) const {
    cv::Mat rgb = geometry(toRgb(image), rng);
    if (m_options.hflip > 0 && std::uniform_real_distribution<double>(0, 1)(rng) < m_options.hflip) {
        cv::Mat flipped;
        cv::flip(rgb, flipped, 1);
        rgb = flipped;
    }
    if (!rgb.isContinuous())
        rgb = rgb.clone();
    const int size = m_options.size;
    const size_t plane = static_cast<size_t>(size) * size;
    float scale[3], shift[3];
    for (int c = 0; c < 3; ++c) {
        scale[c] = 1.0f / (255.0f * m_options.std[c]);
        shift[c] = -m_options.mean[c] / m_options.std[c];
    }
    const uint8_t* pixels = rgb.ptr<uint8_t>();
    for (size_t i = 0; i < plane; ++i) {
        out[i] = pixels[3 * i] * scale[0] + shift[0];
        out[plane + i] = pixels[3 * i + 1] * scale[1] + shift[1];
        out[2 * plane + i] = pixels[3 * i + 2] * scale[2] + shift[2];
    }
}

}  // namespace osprey
