#pragma once

#include <array>
#include <opencv2/core.hpp>
#include <random>
#include <string>

namespace osprey {

class Config;

// The per-image preprocessing of one split: geometry (random-resized crop, or resize and center crop, or
// plain resize), an optional horizontal flip, then scaling to 0..1 and mean/std normalisation into CHW
// floats.
class ClassificationTransform {
public:
    enum class Geometry { RandomResizedCrop, ResizeCenterCrop, Resize };

    struct Options {
        Geometry geometry = Geometry::ResizeCenterCrop;
        int size = 224;           // output side
        int resizeShorter = 256;  // ResizeCenterCrop: shorter side before the crop (0: size)
        std::array<double, 2> scale = {0.08, 1.0};
        std::array<double, 2> ratio = {3.0 / 4.0, 4.0 / 3.0};
        double hflip = 0.0;
        std::array<float, 3> mean = {0.485f, 0.456f, 0.406f};
        std::array<float, 3> std = {0.229f, 0.224f, 0.225f};
    };

    explicit ClassificationTransform(Options options);

    // The training or evaluation transform the experiment describes.
    static ClassificationTransform fromConfig(const Config& config, bool train);

    // Writes 3 x size x size floats (RGB planes) to `out`.
    void apply(const cv::Mat& image, std::mt19937_64& rng, float* out) const;

    const Options& options() const { return m_options; }

private:
    cv::Mat geometry(const cv::Mat& rgb, std::mt19937_64& rng) const;

    Options m_options;
};

// An image in RGB order with 3 channels, whatever it came as (grey, BGR, BGRA).
cv::Mat toRgb(const cv::Mat& image);

}  // namespace osprey
