#pragma once

#include <array>
#include <cstdint>
#include <opencv2/core.hpp>
#include <random>
#include <string>
#include <vector>

#include "data/transforms/PixelNormalization.h"
#include "data/transforms/Preprocessing.h"

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

    // The training or evaluation transform the experiment describes (defined in
    // ClassificationTransformConfig.cpp, in the data layer's library: this file is also built without the
    // config, for osprey-infer).
    static ClassificationTransform fromConfig(const Config& config, bool train);
    // The evaluation transform a model's preprocessing describes (a checkpoint's, or an exported model's).
    static ClassificationTransform forEvaluation(const Preprocessing& preprocessing);

    // Writes size x size RGB pixels (interleaved, 3 bytes each) to `out`: what the loader's batches carry
    // (normalised on the training device, data/transforms/ModelInput).
    void applyPixels(const cv::Mat& image, std::mt19937_64& rng, uint8_t* out) const;
    // The same from the bytes of a JPEG file, decoding only the region the crop needs (and at a reduced DCT
    // scale where that still leaves enough pixels). Draws the same random numbers as applyPixels(). False,
    // with the reason in `error`, when the JPEG is corrupt.
    bool applyJpegPixels(const std::vector<uint8_t>& bytes, std::mt19937_64& rng, uint8_t* out,
                         std::string* error) const;

    // The same, normalised into 3 x size x size floats (RGB planes): what a predictor feeds its model.
    void apply(const cv::Mat& image, std::mt19937_64& rng, float* out) const;
    bool applyJpeg(const std::vector<uint8_t>& bytes, std::mt19937_64& rng, float* out,
                   std::string* error) const;

    // The normalisation the float outputs apply (and the loader's batches are given on the device).
    PixelNormalization normalization() const;

    // The part of a width x height image that becomes the output (before resizing to size x size).
    cv::Rect sourceRegion(int width, int height, std::mt19937_64& rng) const;
    // Whether the output is mirrored: drawn after sourceRegion() (GPU decoding draws both on the loader's
    // worker, exactly as the CPU path does).
    bool drawFlip(std::mt19937_64& rng) const;

    const Options& options() const { return m_options; }

private:
    // Resizes the region to the output size, draws the flip, and writes interleaved RGB pixels.
    void finish(const cv::Mat& region, bool bgr, std::mt19937_64& rng, uint8_t* out,
                const cv::Rect2d* exact = nullptr) const;
    // Interleaved RGB pixels to normalised planes.
    void normalise(const std::vector<uint8_t>& pixels, float* out) const;

    Options m_options;
};

}  // namespace osprey
