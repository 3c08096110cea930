#include "data/loader/DetectionSource.h"

#include "data/checks/BadImageTracker.h"

namespace osprey {

DetectionSource::DetectionSource(std::shared_ptr<const DetectionDataset> dataset,
                                 DetectionTransform transform, std::shared_ptr<BadImageTracker> badImages)
    : m_dataset(std::move(dataset)), m_transform(std::move(transform)), m_badImages(std::move(badImages)) {}

Batch DetectionSource::allocate(int64_t rows, bool pinMemory) const {
    const int64_t size = m_transform.options().size;
    Batch batch;
    batch.pixels = torch::empty({rows, size, size, 3},
                                torch::TensorOptions().pinned_memory(pinMemory).dtype(torch::kUInt8));
    batch.normalization = m_transform.normalization();
    const auto n = static_cast<size_t>(rows);
    batch.targets.resize(n);
    batch.imageIds.resize(n);
    batch.inverse.resize(n);
    if (m_transform.options().resize == DetectionTransform::Resize::Letterbox)
        batch.extents.resize(n);
    return batch;
}

bool DetectionSource::fill(Batch& batch, int64_t row, size_t item, uint64_t seed) {
    const cv::Mat image = m_dataset->image(item);
    if (image.empty()) {
        if (m_badImages)
            m_badImages->report(m_dataset->itemName(item), "cannot be decoded");
        return false;
    }
    std::mt19937_64 rng(seed);
    const size_t stride = static_cast<size_t>(batch.pixels.numel() / batch.pixels.size(0));
    const DetectionTransform::Result r =
        m_transform.applyPixels(image, m_dataset->boxes(item), rng,
                                batch.pixels.data_ptr<uint8_t>() + static_cast<size_t>(row) * stride);
    std::vector<float> boxes;
    std::vector<int64_t> labels;
    for (const auto& b : r.boxes) {
        if (b.crowd)
            continue;
        boxes.insert(boxes.end(), {b.x1, b.y1, b.x2, b.y2});
        labels.push_back(b.classId);
    }
    const auto k = static_cast<size_t>(row);
    batch.targets[k].boxes = torch::tensor(boxes, torch::kFloat32).view({-1, 4});
    batch.targets[k].labels = torch::tensor(labels, torch::kInt64);
    batch.imageIds[k] = m_dataset->imageId(item);
    batch.inverse[k] = {r.cropX, r.cropY, r.scaleX, r.scaleY};
    if (!batch.extents.empty())
        batch.extents[k] = {r.width, r.height};
    return true;
}

}  // namespace osprey
