#pragma once

#include <memory>
#include <mutex>
#include <random>

#include "data/BatchSource.h"
#include "data/ClassificationTransform.h"
#include "data/Dataset.h"

namespace osprey {

class BadImageTracker;

// Classification batches: images through a ClassificationTransform (JPEGs decoding only the region the crop
// needs), labels from the dataset; optionally decoded images kept in memory after the first epoch.
class ClassificationSource : public BatchSource {
public:
    ClassificationSource(std::shared_ptr<const Dataset> dataset, ClassificationTransform transform,
                         bool cache, std::shared_ptr<BadImageTracker> badImages);

    size_t size() const override { return m_dataset->size(); }
    Batch allocate(int64_t rows, bool pinMemory) const override;
    bool fill(Batch& batch, int64_t row, size_t item, uint64_t seed) override;

    const Dataset& dataset() const { return *m_dataset; }

private:
    cv::Mat loadImage(size_t index);
    // Decodes and transforms one image into `destination`; false (and reported) when it is unreadable.
    bool transformOne(size_t index, std::mt19937_64& rng, uint8_t* destination);

    std::shared_ptr<const Dataset> m_dataset;
    ClassificationTransform m_transform;
    bool m_cache;
    std::shared_ptr<BadImageTracker> m_badImages;
    std::mutex m_cacheMutex;
    std::vector<cv::Mat> m_cached;
};

}  // namespace osprey
