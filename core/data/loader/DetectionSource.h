#pragma once

#include <memory>

#include "data/formats/DetectionDataset.h"
#include "data/loader/BatchSource.h"
#include "data/transforms/DetectionTransform.h"

namespace osprey {

class BadImageTracker;

// Detection batches: images through a DetectionTransform, their boxes as targets in input pixels (crowd
// regions left out: they are not objects to learn), the dataset's image ids and the mapping back to original
// pixels. Unreadable images are skipped and reported.
class DetectionSource : public BatchSource {
public:
    DetectionSource(std::shared_ptr<const DetectionDataset> dataset, DetectionTransform transform,
                    std::shared_ptr<BadImageTracker> badImages);

    size_t size() const override { return m_dataset->size(); }
    Batch allocate(int64_t rows, bool pinMemory) const override;
    bool fill(Batch& batch, int64_t row, size_t item, uint64_t seed) override;

    const DetectionDataset& dataset() const { return *m_dataset; }

private:
    std::shared_ptr<const DetectionDataset> m_dataset;
    DetectionTransform m_transform;
    std::shared_ptr<BadImageTracker> m_badImages;
};

}  // namespace osprey
