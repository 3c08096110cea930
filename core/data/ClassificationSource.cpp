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

bool ClassificationSource::transformOne(size_t index, std::mt19937_64& rng, uint8_t* destination) {
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
            } else if (m_transform.applyJpegPixels(bytes, rng, destination, &error)) {
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
    m_transform.applyPixels(image, rng, destination);
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

Batch ClassificationSource::allocate(int64_t rows, bool pinMemory) const {
    const int64_t size = m_transform.options().size;
    const auto options = torch::TensorOptions().pinned_memory(pinMemory);
    Batch batch;
    batch.pixels = torch::empty({rows, size, size, 3}, options.dtype(torch::kUInt8));
    batch.labels = torch::empty({rows}, options.dtype(torch::kInt64));
    batch.normalization = m_transform.normalization();
    return batch;
}

bool ClassificationSource::fill(Batch& batch, int64_t row, size_t item, uint64_t seed) {
    std::mt19937_64 rng(seed);
    const size_t stride = static_cast<size_t>(batch.pixels.numel() / batch.pixels.size(0));
    if (!transformOne(item, rng, batch.pixels.data_ptr<uint8_t>() + static_cast<size_t>(row) * stride))
        return false;
    batch.labels.data_ptr<int64_t>()[row] = m_dataset->label(item);
    return true;
}

}  // namespace osprey
