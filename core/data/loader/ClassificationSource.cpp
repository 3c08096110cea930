#include "data/loader/ClassificationSource.h"

#include "data/checks/BadImageTracker.h"
#include "data/decode/ImageDecoder.h"
#include "data/decode/JpegFrameInfo.h"
#include "data/decode/JpegRegionDecoder.h"

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

bool ClassificationSource::transformOne(size_t index, uint64_t seed, uint8_t* destination,
                                        EncodedRow* gpuRow) const {
    // Files are read once: JPEGs decode only the region the crop needs, other formats decode whole from the
    // same bytes. Datasets held in memory (and the RAM cache) hand over decoded images.
    std::mt19937_64 rng(seed);
    std::vector<uint8_t> bytes;
    std::string error;
    cv::Mat image;
    if (!m_cache && m_dataset->encodedBytes(index, bytes)) {
        if (JpegRegionDecoder::isJpeg(bytes)) {
            if (!jpegIsComplete(bytes)) {
                error = "truncated JPEG (no end-of-image marker)";
            } else if (const auto problem = pixelCountProblem(bytes)) {
                error = *problem;
            } else if (gpuRow && JpegRoute::of(bytes.data(), bytes.size()).gpu) {
                if (keepForGpu(bytes, rng, *gpuRow, &error)) {
                    gpuRow->item = index;
                    gpuRow->seed = seed;
                    return true;
                }
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

bool ClassificationSource::keepForGpu(std::vector<uint8_t>& bytes, std::mt19937_64& rng, EncodedRow& row,
                                      std::string* error) const {
    const auto info = JpegFrameInfo::read(bytes.data(), bytes.size());
    if (!info)
        return false;
    // As JpegRegionDecoder::decodeRegion picks the region: from the frame header's size, cut to the picture.
    const cv::Rect region =
        m_transform.sourceRegion(info->width, info->height, rng) & cv::Rect(0, 0, info->width, info->height);
    if (region.width <= 0 || region.height <= 0) {
        *error = "crop region outside the image";
        return false;
    }
    row.x = region.x;
    row.y = region.y;
    row.width = region.width;
    row.height = region.height;
    row.flip = m_transform.drawFlip(rng);
    row.bytes = std::move(bytes);
    return true;
}

bool ClassificationSource::encodeRowsForGpu() {
    if (m_cache)
        return false;
    m_gpuRows = true;
    return true;
}

cv::Mat ClassificationSource::loadImage(size_t index) const {
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
    if (m_gpuRows) {
        batch.encoded = std::make_shared<EncodedRows>();
        batch.encoded->rows.resize(static_cast<size_t>(rows));
        // The batch is decoded while the loader, which owns this source, still runs.
        batch.encoded->decodeOnCpu = [this](size_t item, uint64_t seed, uint8_t* out) {
            return transformOne(item, seed, out);
        };
    }
    return batch;
}

bool ClassificationSource::fill(Batch& batch, int64_t row, size_t item, uint64_t seed) {
    const size_t stride = static_cast<size_t>(batch.pixels.numel() / batch.pixels.size(0));
    EncodedRow* gpuRow = batch.encoded ? &batch.encoded->rows.at(static_cast<size_t>(row)) : nullptr;
    if (!transformOne(item, seed, batch.pixels.data_ptr<uint8_t>() + static_cast<size_t>(row) * stride,
                      gpuRow))
        return false;
    batch.labels.data_ptr<int64_t>()[row] = m_dataset->label(item);
    return true;
}

}  // namespace osprey
