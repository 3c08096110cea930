#pragma once

#include "data/formats/DetectionDataset.h"
#include "data/formats/shapes/ShapesGenerator.h"

namespace osprey {

// The built-in "shapes" detection demo as a dataset: images `first` .. `first + count - 1` of a seed, drawn
// when asked for (the boxes are computed once, up front). Needs no files.
class ShapesDetectionDataset : public DetectionDataset {
public:
    ShapesDetectionDataset(uint64_t seed, int64_t first, int64_t count,
                           ShapesGenerator::Options options = {});

    size_t size() const override { return m_boxes.size(); }
    cv::Mat image(size_t index) const override;
    const std::vector<BoxLabel>& boxes(size_t index) const override { return m_boxes.at(index); }
    std::string itemName(size_t index) const override;

private:
    ShapesGenerator m_generator;
    uint64_t m_seed;
    int64_t m_first;
    std::vector<std::vector<BoxLabel>> m_boxes;
};

}  // namespace osprey
