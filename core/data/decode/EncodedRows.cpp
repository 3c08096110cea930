#include "data/decode/EncodedRows.h"

#include <algorithm>

#include "data/loader/BatchSource.h"

namespace osprey {

bool EncodedRows::anyEncoded() const {
    for (const EncodedRow& r : rows) {
        if (!r.bytes.empty())
            return true;
    }
    return false;
}

std::vector<uint8_t> decodeRowsOnCpu(Batch& batch, const std::vector<int64_t>& rows) {
    const auto count = static_cast<size_t>(batch.size());
    if (!batch.encoded || rows.empty())
        return std::vector<uint8_t>(count, 1);
    EncodedRows& encoded = *batch.encoded;
    const size_t stride = static_cast<size_t>(batch.pixels.numel()) / std::max<size_t>(1, count);
    std::vector<uint8_t> kept(count, 1);
    int64_t dropped = 0;
    for (int64_t row : rows) {
        EncodedRow& r = encoded.rows.at(static_cast<size_t>(row));
        if (r.bytes.empty())
            continue;
        uint8_t* out = batch.pixels.data_ptr<uint8_t>() + static_cast<size_t>(row) * stride;
        if (!encoded.decodeOnCpu || !encoded.decodeOnCpu(r.item, r.seed, out)) {
            kept[static_cast<size_t>(row)] = 0;
            ++dropped;
        }
        r.bytes = std::vector<uint8_t>();
    }
    if (dropped > 0) {
        std::vector<size_t> items(batch.indices.begin(), batch.indices.end());
        keepRows(batch, kept, items);
    }
    return kept;
}

void decodeAllRowsOnCpu(Batch& batch) {
    if (!batch.encoded)
        return;
    std::vector<int64_t> rows;
    for (size_t r = 0; r < batch.encoded->rows.size(); ++r) {
        if (!batch.encoded->rows[r].bytes.empty())
            rows.push_back(static_cast<int64_t>(r));
    }
    decodeRowsOnCpu(batch, rows);
}

}  // namespace osprey
