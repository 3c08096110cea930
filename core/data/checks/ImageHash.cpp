#include "data/checks/ImageHash.h"

#include <algorithm>
#include <bitset>

#include <opencv2/imgproc.hpp>

namespace osprey {

namespace {

constexpr int kGrid = 64;   // the grey image the DCT runs on
constexpr int kBlock = 16;  // the low-frequency coefficients kept

}  // namespace

PerceptualHash perceptualHash(const cv::Mat& image) {
    CV_Assert(!image.empty() && image.depth() == CV_8U);
    cv::Mat grey;
    if (image.channels() == 1)
        grey = image;
    else if (image.channels() == 2)  // grey and alpha (a two-sample TIFF or PNG)
        cv::extractChannel(image, grey, 0);
    else
        cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    cv::Mat small, values, frequencies;
    cv::resize(grey, small, cv::Size(kGrid, kGrid), 0, 0, cv::INTER_AREA);
    small.convertTo(values, CV_32F);
    cv::dct(values, frequencies);
    std::vector<float> coefficients;
    coefficients.reserve(kBlock * kBlock - 1);
    for (int y = 0; y < kBlock; ++y)
        for (int x = 0; x < kBlock; ++x)
            if (x != 0 || y != 0)
                coefficients.push_back(frequencies.at<float>(y, x));
    std::vector<float> sorted = coefficients;
    std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
    const float median = sorted[sorted.size() / 2];
    PerceptualHash hash;
    for (size_t i = 0; i < coefficients.size(); ++i)
        if (coefficients[i] > median)
            hash.words[i / 64] |= uint64_t{1} << (i % 64);
    return hash;
}

int hammingDistance(const PerceptualHash& a, const PerceptualHash& b) {
    int distance = 0;
    for (size_t i = 0; i < a.words.size(); ++i)
        distance += static_cast<int>(std::bitset<64>(a.words[i] ^ b.words[i]).count());
    return distance;
}

uint64_t contentHash(const std::vector<uint8_t>& bytes) {
    return contentHash(bytes.data(), bytes.size());
}

uint64_t contentHash(const uint8_t* data, size_t size, uint64_t hash) {
    for (size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 1099511628211ULL;
    }
    return hash;
}

uint64_t contentHash(const cv::Mat& picture) {
    const int shape[3] = {picture.rows, picture.cols, picture.type()};
    uint64_t hash = contentHash(reinterpret_cast<const uint8_t*>(shape), sizeof(shape));
    const size_t rowBytes = picture.cols * picture.elemSize();
    for (int y = 0; y < picture.rows; ++y)
        hash = contentHash(picture.ptr<uint8_t>(y), rowBytes, hash);
    return hash;
}

}  // namespace osprey
