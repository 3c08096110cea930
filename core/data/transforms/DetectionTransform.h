#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <random>
#include <utility>
#include <vector>

#include "data/formats/BoxLabel.h"
#include "data/transforms/PixelNormalization.h"
#include "data/transforms/Preprocessing.h"

namespace osprey {

// Box-aware preprocessing and augmentation for detectors. Training may apply SSD's random IoU crop, a
// horizontal flip and photometric distortion (brightness, contrast, saturation, hue); every image is then
// resized to size x size — stretched, or keeping its aspect ratio and padded at the right and bottom
// ("letterbox") — and normalised into float CHW RGB. Boxes follow every step; boxes whose centre leaves a
// crop are dropped.
class DetectionTransform {
public:
    enum class Resize { Stretch, Letterbox };
    struct Options {
        int size = 512;
        Resize resize = Resize::Stretch;
        bool train = false;
        double hflip = 0.5;
        bool ssdCrop = false;
        bool photometric = false;
        std::array<float, 3> mean = {0.485f, 0.456f, 0.406f};
        std::array<float, 3> std = {0.229f, 0.224f, 0.225f};
    };

    struct Result {
        std::vector<BoxLabel> boxes;  // in network-input pixels
        // Network-input pixels per original pixel, after any crop at (cropX, cropY) of the original:
        // original x = cropX + input x / scaleX (a flip makes scaleX negative and moves cropX to the right).
        float scaleX = 1, scaleY = 1;
        float cropX = 0, cropY = 0;
        // The part of the size x size input that holds the picture, from the top-left corner (a letterbox
        // pads the rest, which a model sees as 0, the mean colour).
        int width = 0, height = 0;
    };

    // A box (x1, y1, x2, y2) in network-input pixels back in original pixels, given the mapping
    // (cropX, cropY, scaleX, scaleY) of a Result; corners stay ordered after a flip.
    static std::array<float, 4> toOriginal(const float* box, const std::array<float, 4>& inverse) {
        const auto [cropX, cropY, scaleX, scaleY] = inverse;
        float x1 = cropX + box[0] / scaleX, x2 = cropX + box[2] / scaleX;
        if (x1 > x2)
            std::swap(x1, x2);
        return {x1, cropY + box[1] / scaleY, x2, cropY + box[3] / scaleY};
    }

    explicit DetectionTransform(Options options) : m_options(options) {}
    // The evaluation transform a model's preprocessing describes (a checkpoint's, or an exported model's):
    // letterbox where it says so, else stretch; no augmentation.
    static DetectionTransform forEvaluation(const Preprocessing& preprocessing);

    // Writes size x size interleaved RGB pixels to `destination` (the letterbox padding 0): what the loader's
    // batches carry, normalised on the training device (data/transforms/ModelInput).
    Result applyPixels(const cv::Mat& bgr, const std::vector<BoxLabel>& boxes, std::mt19937_64& rng,
                       uint8_t* destination) const;
    // The same, normalised into 3 x size x size floats (the padding 0): what a predictor feeds its model.
    Result apply(const cv::Mat& bgr, const std::vector<BoxLabel>& boxes, std::mt19937_64& rng,
                 float* destination) const;

    PixelNormalization normalization() const {
        return PixelNormalization::fromMeanStd(m_options.mean, m_options.std);
    }

    const Options& options() const { return m_options; }

private:
    Options m_options;
};

// SSD's random IoU crop (Liu et al.; MLPerf SSD): picks a minimum IoU from {none, 0.1, 0.3, 0.5, 0.7, 0.9},
// then tries up to 50 crops of 0.3-1 of each side with aspect ratio 0.5-2 until one overlaps some box by at
// least that IoU while holding at least one box centre. Returns the crop (the whole image for "none" or when
// no trial fits) and the boxes whose centres lie inside it, clipped and shifted.
cv::Rect ssdRandomCrop(const cv::Size& image, const std::vector<BoxLabel>& boxes, std::mt19937_64& rng,
                       std::vector<BoxLabel>& kept);

}  // namespace osprey
