#include "data/formats/synthetic/SyntheticDataset.h"

#include <opencv2/core.hpp>

namespace osprey {

SyntheticDataset::SyntheticDataset(size_t size, int numClasses, int imageSize, uint64_t seed)
    : m_size(size), m_numClasses(numClasses), m_imageSize(imageSize), m_seed(seed) {
    std::vector<std::string> names;
    for (int i = 0; i < numClasses; ++i)
        names.push_back("class" + std::to_string(i));
    setClassNames(names);
}

int SyntheticDataset::label(size_t index) const {
    return static_cast<int>((index * 2654435761u + m_seed) % static_cast<uint64_t>(m_numClasses));
}

cv::Mat SyntheticDataset::image(size_t index) const {
    cv::Mat image(m_imageSize, m_imageSize, CV_8UC3);
    cv::RNG rng(m_seed * 1000003u + index + 1);
    rng.fill(image, cv::RNG::UNIFORM, 0, 256);
    return image;
}

}  // namespace osprey
