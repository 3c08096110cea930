#pragma once

#include <cstdint>
#include <memory>
#include <opencv2/core.hpp>
#include <string>
#include <vector>

#include "data/formats/SkippedFile.h"

namespace osprey {

// A labelled image collection for classification. Implementations must be safe to read from several loader
// threads at once.
class Dataset {
public:
    virtual ~Dataset() = default;

    virtual size_t size() const = 0;
    virtual int label(size_t index) const = 0;
    // The decoded 8-bit image (1, 3 or 4 channels, OpenCV's BGR order), or an empty Mat when it cannot be
    // read.
    virtual cv::Mat image(size_t index) const = 0;
    // A name for messages: the file path, or "digits.png#cell 123".
    virtual std::string itemName(size_t index) const = 0;
    // The file's bytes, for decoders that decode only what a crop needs; false when the dataset holds
    // decoded images (or the file cannot be read: image() then says so).
    virtual bool encodedBytes(size_t /*index*/, std::vector<uint8_t>& /*bytes*/) const { return false; }
    // The item's own image file, or empty for a picture held in memory (the digits sheet's cells, CIFAR
    // records).
    virtual std::string filePath(size_t /*index*/) const { return {}; }
    // Why image(index) came back empty, for the bad-image report.
    virtual std::string whyUnreadable(size_t /*index*/) const { return "cannot be decoded"; }

    const std::vector<std::string>& classNames() const { return m_classNames; }
    void setClassNames(std::vector<std::string> names) { m_classNames = std::move(names); }
    // What the reader found but could not use (SkippedFile): not among the items, counted with the unreadable
    // ones. A split made of another dataset's items carries them once (the training split).
    const SkippedFiles& skippedFiles() const { return m_skipped; }
    void setSkippedFiles(SkippedFiles skipped) { m_skipped = std::move(skipped); }

private:
    std::vector<std::string> m_classNames;
    SkippedFiles m_skipped;
};

// A view of some items of another dataset, in the given order (a train or validation split).
class SubsetDataset : public Dataset {
public:
    SubsetDataset(std::shared_ptr<const Dataset> base, std::vector<size_t> indices);

    size_t size() const override { return m_indices.size(); }
    int label(size_t index) const override { return m_base->label(m_indices.at(index)); }
    cv::Mat image(size_t index) const override { return m_base->image(m_indices.at(index)); }
    std::string itemName(size_t index) const override { return m_base->itemName(m_indices.at(index)); }
    std::string filePath(size_t index) const override { return m_base->filePath(m_indices.at(index)); }
    std::string whyUnreadable(size_t index) const override {
        return m_base->whyUnreadable(m_indices.at(index));
    }

private:
    std::shared_ptr<const Dataset> m_base;
    std::vector<size_t> m_indices;
};

// Splits every class of `labels` the same way: a `valFraction` share of each class (at least one item when
// the class has two or more) goes to validation. Deterministic for a seed; both index lists come back sorted.
void stratifiedSplit(const std::vector<int>& labels, double valFraction, uint64_t seed,
                     std::vector<size_t>& train, std::vector<size_t>& val);

}  // namespace osprey
