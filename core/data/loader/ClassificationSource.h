#pragma once

#include <memory>
#include <mutex>
#include <random>

#include "data/formats/Dataset.h"
#include "data/loader/BatchSource.h"
#include "data/transforms/ClassificationTransform.h"

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
    // Not with data.cache: the cache holds decoded pictures.
    bool encodeRowsForGpu() override;

    const Dataset& dataset() const { return *m_dataset; }

private:
    cv::Mat loadImage(size_t index) const;
    // Decodes and transforms one image into `destination`; false (and reported) when it is unreadable. With
    // `gpuRow`, a JPEG the GPU can decode is left encoded there instead, with its crop and flip.
    bool transformOne(size_t index, uint64_t seed, uint8_t* destination, EncodedRow* gpuRow = nullptr) const;
    // The crop and flip of a JPEG left for the GPU, drawn as the CPU path draws them.
    bool keepForGpu(std::vector<uint8_t>& bytes, std::mt19937_64& rng, EncodedRow& row,
                    std::string* error) const;

    std::shared_ptr<const Dataset> m_dataset;
    ClassificationTransform m_transform;
    bool m_cache;
    bool m_gpuRows = false;
    std::shared_ptr<BadImageTracker> m_badImages;
    // Filled as the workers decode (const methods fill it: a batch's CPU fallback runs through a const
    // source).
    mutable std::mutex m_cacheMutex;
    mutable std::vector<cv::Mat> m_cached;
};

}  // namespace osprey
