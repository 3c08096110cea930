#include "data/formats/shapes/ShapesDetectionDataset.h"

namespace osprey {

ShapesDetectionDataset::ShapesDetectionDataset(uint64_t seed, int64_t first, int64_t count,
                                               ShapesGenerator::Options options)
    : m_generator(options), m_seed(seed), m_first(first) {
    setClassNames(ShapesGenerator::classNames());
    m_boxes.reserve(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i)
        m_boxes.push_back(m_generator.generate(seed, first + i).objects);
}

cv::Mat ShapesDetectionDataset::image(size_t index) const {
    return m_generator.generate(m_seed, m_first + static_cast<int64_t>(index)).image;
}

std::string ShapesDetectionDataset::itemName(size_t index) const {
    return "shapes#" + std::to_string(m_first + static_cast<int64_t>(index));
}

}  // namespace osprey
