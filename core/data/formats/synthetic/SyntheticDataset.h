#pragma once

#include "data/formats/Dataset.h"

namespace osprey {

// Random images and labels for benchmarks: no files, deterministic per index, so that input decoding is not
// what a training benchmark measures.
class SyntheticDataset : public Dataset {
public:
    SyntheticDataset(size_t size, int numClasses, int imageSize, uint64_t seed = 0);

    size_t size() const override { return m_size; }
    int label(size_t index) const override;
    cv::Mat image(size_t index) const override;
    std::string itemName(size_t index) const override { return "synthetic#" + std::to_string(index); }

private:
    size_t m_size;
    int m_numClasses;
    int m_imageSize;
    uint64_t m_seed;
};

}  // namespace osprey
