#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace osprey {

struct Batch;

// One row of a batch that the GPU decodes (data.decode): the JPEG file's bytes, and the crop and flip the
// loader's worker drew for it from the row's seed, the same draws the CPU path makes
// (ClassificationTransform::sourceRegion, then the flip).
struct EncodedRow {
    std::vector<uint8_t> bytes;                   // empty: the CPU decoded this row into Batch::pixels
    int32_t x = 0, y = 0, width = 0, height = 0;  // the crop, in the full picture's pixels
    bool flip = false;
    size_t item = 0;  // the dataset item and its seed, for decoding it on the CPU after all
    uint64_t seed = 0;
};

// The rows of a batch that are still encoded, and how the source decodes one of them on the CPU instead (when
// nvJPEG refuses or fails on it): writes the row's size x size RGB pixels to `out`, drawing the same random
// numbers; false, reported by the source as unreadable, when it cannot.
struct EncodedRows {
    std::vector<EncodedRow> rows;  // one per batch row
    std::function<bool(size_t item, uint64_t seed, uint8_t* out)> decodeOnCpu;

    bool anyEncoded() const;
};

// Decodes the listed rows of `batch` on the CPU into its pixels, as the workers would have, and leaves out
// the ones that turn out unreadable (labels, indices and every per-row field follow). Returns, per row as it
// was before, 1 when it is still in the batch. The rows decoded are no longer encoded.
std::vector<uint8_t> decodeRowsOnCpu(Batch& batch, const std::vector<int64_t>& rows);

// Every still-encoded row of `batch` decoded on the CPU (a batch meant for the GPU that reaches a CPU
// device).
void decodeAllRowsOnCpu(Batch& batch);

}  // namespace osprey
