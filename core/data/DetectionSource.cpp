#include "data/DetectionSource.h"

#include "data/BadImageTracker.h"

namespace osprey {

DetectionSource::DetectionSource(std::shared_ptr<const DetectionDataset> dataset,
                                 DetectionTransform transform, std::shared_ptr<BadImageTracker> badImages)
    : m_dataset(std::move(dataset)), m_transform(std::move(transform)), m_badImages(std::move(badImages)) {}

Batch DetectionSource::produce(const std::vector<size_t>& items, const std::vector<uint64_t>& seeds,
                               bool pinMemory) {
    const int64_t size = m_transform.options().size;
    const auto count = static_cast<int64_t>(items.size());
    Batch batch;
    batch.images = torch::empty({count, 3, size, size},
                                torch::TensorOptions().pinned_memory(pinMemory).dtype(torch::kFloat32));
    float* images = batch.images.data_ptr<float>();
    const size_t stride = static_cast<size_t>(3 * size * size);
    int64_t kept = 0;
    for (size_t k = 0; k < items.size(); ++k) {
        const cv::Mat image = m_dataset->image(items[k]);
        if (image.empty()) {
            if (m_badImages)
                m_badImages->report(m_dataset->itemName(items[k]), "cannot be decoded");
            continue;
        }
        std::mt19937_64 rng(seeds[k]);
        const DetectionTransform::Result r = m_transform.apply(image, m_dataset->boxes(items[k]), rng,
                                                               images + static_cast<size_t>(kept) * stride);
        std::vector<float> boxes;
        std::vector<int64_t> labels;
        for (const auto& b : r.boxes) {
            if (b.crowd)
                continue;
            boxes.insert(boxes.end(), {b.x1, b.y1, b.x2, b.y2});
            labels.push_back(b.classId);
        }
        DetectionTarget target;
        target.boxes = torch::tensor(boxes, torch::kFloat32).view({-1, 4});
        target.labels = torch::tensor(labels, torch::kInt64);
        batch.targets.push_back(target);
        batch.imageIds.push_back(m_dataset->imageId(items[k]));
        batch.indices.push_back(static_cast<int64_t>(items[k]));
        batch.inverse.push_back({r.cropX, r.cropY, r.scaleX, r.scaleY});
        ++kept;
    }
    if (kept < count)
        batch.images = batch.images.narrow(0, 0, kept);
    return batch;
}

}  // namespace osprey
