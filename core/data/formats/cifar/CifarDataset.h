#pragma once

#include "data/formats/Dataset.h"

namespace osprey {

// CIFAR-10 or CIFAR-100 in the binary version (data_batch_1..5.bin and test_batch.bin, or train.bin and
// test.bin), held in memory. CIFAR-100 uses the 100 fine labels.
class CifarDataset : public Dataset {
public:
    enum class Variant { Cifar10, Cifar100 };

    // `root` is the folder holding the .bin files (or its parent holding cifar-10-batches-bin /
    // cifar-100-binary). Throws InputError naming the missing or malformed file.
    CifarDataset(const std::string& root, Variant variant, bool train);

    size_t size() const override { return m_labels.size(); }
    int label(size_t index) const override { return m_labels.at(index); }
    cv::Mat image(size_t index) const override;
    std::string itemName(size_t index) const override;

private:
    void readBatch(const std::string& path, int labelBytes);

    std::string m_name;
    std::vector<uint8_t> m_pixels;  // 3x32x32 planes (R, G, B) per image
    std::vector<int> m_labels;
};

}  // namespace osprey
