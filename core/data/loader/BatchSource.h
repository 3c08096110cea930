#pragma once

#include <torch/types.h>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "data/decode/EncodedRows.h"
#include "data/transforms/PixelNormalization.h"
#include "detection/DetectionTypes.h"

namespace osprey {

struct Batch {
    // What the loader delivers: uint8 RGB pictures [B, S, S, 3] (NHWC), a quarter of the bytes of floats, and
    // how they become the model's input. modelInput() (data/transforms/ModelInput.h) makes `images` from them
    // on the training device; the DevicePrefetcher does it for every batch it hands out.
    torch::Tensor pixels;
    PixelNormalization normalization;
    // Detection with a letterbox: per row, the (width, height) of the top-left part that holds the picture;
    // the rest becomes 0 after normalisation. Empty: every row is whole.
    std::vector<std::array<int32_t, 2>> extents;
    // GPU decoding (data.decode): per row, the JPEG still to decode with its crop and flip; its pixels row is
    // then unused. Null, or rows without bytes: the row is in `pixels`.
    std::shared_ptr<EncodedRows> encoded;

    torch::Tensor images;  // float [B, 3, S, S], normalised (see above)
    torch::Tensor labels;  // int64 [B] (classification)
    int64_t number = 0;    // position in the epoch
    // The dataset item index of each row: a source leaves unreadable items out, so row k is not items[k].
    std::vector<int64_t> indices;
    // Detection: per image, its boxes, its dataset image id, and how to map input pixels back to the
    // original image: (cropX, cropY, scaleX, scaleY) with original x = cropX + x / scaleX.
    std::vector<DetectionTarget> targets;
    std::vector<int64_t> imageIds;
    std::vector<std::array<float, 4>> inverse;

    int64_t size() const {
        return pixels.defined() ? pixels.size(0) : (images.defined() ? images.size(0) : 0);
    }
};

// What the loader asks of a task: how many items there are, and how one item becomes one row of a Batch. The
// loader spreads the rows of a batch over its workers, so fill() runs on several threads at once, for
// different rows of the same batch.
class BatchSource {
public:
    virtual ~BatchSource() = default;
    virtual size_t size() const = 0;
    // A batch of `rows` rows to fill: pixels [rows, S, S, 3] (page-locked when asked, for an asynchronous
    // copy to a CUDA device), the per-row fields sized, the normalisation set.
    virtual Batch allocate(int64_t rows, bool pinMemory) const = 0;
    // Decodes and augments dataset item `item` into row `row`, drawing its randomness from a generator seeded
    // with `seed`. False when the item is unreadable (reported by the source); the row is then left out.
    virtual bool fill(Batch& batch, int64_t row, size_t item, uint64_t seed) = 0;
    // GPU decoding (data.decode): from now on, allocate() gives batches `encoded` rows, and fill() leaves the
    // JPEGs the GPU can decode encoded there, with their crop and flip drawn. False when this source cannot
    // (it then goes on decoding every row itself).
    virtual bool encodeRowsForGpu() { return false; }

    // The items of one batch on the calling thread: allocate, fill each row, leave out the unreadable ones.
    Batch produce(const std::vector<size_t>& items, const std::vector<uint64_t>& seeds, bool pinMemory);
};

// Leaves out the rows whose `kept` is 0, moving the later ones up (pixels, labels and every per-row field),
// and sets `indices` from `items` for the rows kept.
void keepRows(Batch& batch, const std::vector<uint8_t>& kept, const std::vector<size_t>& items);

}  // namespace osprey
