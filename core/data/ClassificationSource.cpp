#include "data/ClassificationSource.h"

#include "data/BadImageTracker.h"
#include "data/ImageDecoder.h"
#include "data/JpegRegionDecoder.h"

namespace osprey {

ClassificationSource::ClassificationSource(std::shared_ptr<const Dataset> dataset,
                                           ClassificationTransform transform, bool cache,
                                           std::shared_ptr<BadImageTracker> badImages)
    : m_dataset(std::move(dataset)),
      m_transform(std::move(transform)),
      m_cache(cache),
      m_badImages(std::move(badImages)) {
    if (m_cache)
        m_cached.resize(m_dataset->size());
}

bool ClassificationSource::transformOne(size_t index, std::mt19937_64& rng, float* destination) {
    // Files are read once: JPEGs decode only the region the crop needs, other formats decode whole from the
    // same bytes. Datasets held in memory (and the RAM cache) hand over decoded images.
    std::vector<uint8_t> bytes;
    std::string error;
    cv::Mat image;
    if (!m_cache && m_dataset->encodedBytes(index, bytes)) {
        if (JpegRegionDecoder::isJpeg(bytes)) {
            if (!jpegIsComplete(bytes)) {
                error = "truncated JPEG (no end-of-image marker)";
            } else if (const auto problem = pixelCountProblem(bytes)) {
                error = *problem;
            } else if (m_transform.applyJpeg(bytes, rng, destination, &error)) {
                return true;
            }
        } else {
            image = decodeImageBytes(bytes, &error);
        }
    } else {
        image = loadImage(index);
        if (image.empty())
            error = m_dataset->whyUnreadable(index);
    }
    if (image.empty()) {
        if (m_badImages)
            m_badImages->report(m_dataset->itemName(index), error);
        return false;
    }
    m_transform.apply(image, rng, destination);
    return true;
}

cv::Mat ClassificationSource::loadImage(size_t index) {
    if (m_cache) {
        std::lock_guard<std::mutex> lock(m_cacheMutex);
        if (!m_cached[index].empty())
            return m_cached[index];
    }
    cv::Mat image = m_dataset->image(index);
    if (m_cache && !image.empty()) {
        std::lock_guard<std::mutex> lock(m_cacheMutex);
        m_cached[index] = image;
    }
    return image;
}

Batch ClassificationSource::produce(const std::vector<size_t>& items, const std::vector<uint64_t>& seeds,
                                    bool pinMemory) {
    const int64_t size = m_transform.options().size;
    const auto count = static_cast<int64_t>(items.size());
    Batch batch;
    const auto options = torch::TensorOptions().pinned_memory(pinMemory);
    batch.images = torch::empty({count, 3, size, size}, options.dtype(torch::kFloat32));
    batch.labels = torch::empty({count}, options.dtype(torch::kInt64));
    float* images = batch.images.data_ptr<float>();
    int64_t* labels = batch.labels.data_ptr<int64_t>();
    const size_t stride = static_cast<size_t>(3 * size * size);
    batch.indices.reserve(items.size());
    int64_t kept = 0;
    for (size_t k = 0; k < items.size(); ++k) {
        std::mt19937_64 rng(seeds[k]);
        if (!transformOne(items[k], rng, images + static_cast<size_t>(kept) * stride))
            continue;
        labels[kept] = m_dataset->label(items[k]);
        batch.indices.push_back(static_cast<int64_t>(items[k]));
        ++kept;
    }
    if (kept < count) {
        batch.images = batch.images.narrow(0, 0, kept);
        batch.labels = batch.labels.narrow(0, 0, kept);
    }
    return batch;
}

}  // namespace osprey
