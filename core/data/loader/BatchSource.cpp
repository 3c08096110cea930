#include "data/loader/BatchSource.h"

#include <cstring>

namespace osprey {

namespace {

template <typename T>
void keepElements(std::vector<T>& values, const std::vector<uint8_t>& kept) {
    if (values.size() != kept.size())
        return;
    size_t to = 0;
    for (size_t from = 0; from < values.size(); ++from) {
        if (!kept[from])
            continue;
        if (to != from)
            values[to] = std::move(values[from]);
        ++to;
    }
    values.resize(to);
}

// Moves the kept rows of a contiguous tensor up and narrows it to them.
torch::Tensor keepTensorRows(const torch::Tensor& t, const std::vector<uint8_t>& kept, int64_t rows) {
    if (!t.defined() || t.size(0) != static_cast<int64_t>(kept.size()))
        return t;
    const size_t rowBytes =
        static_cast<size_t>(t.numel() / std::max<int64_t>(1, t.size(0))) * t.element_size();
    auto* base = static_cast<uint8_t*>(t.data_ptr());
    size_t to = 0;
    for (size_t from = 0; from < kept.size(); ++from) {
        if (!kept[from])
            continue;
        if (to != from)
            std::memmove(base + to * rowBytes, base + from * rowBytes, rowBytes);
        ++to;
    }
    return t.narrow(0, 0, rows);
}

}  // namespace

void keepRows(Batch& batch, const std::vector<uint8_t>& kept, const std::vector<size_t>& items) {
    int64_t rows = 0;
    batch.indices.clear();
    for (size_t k = 0; k < kept.size(); ++k) {
        if (kept[k]) {
            batch.indices.push_back(static_cast<int64_t>(items[k]));
            ++rows;
        }
    }
    if (rows == static_cast<int64_t>(kept.size()))
        return;
    batch.pixels = keepTensorRows(batch.pixels, kept, rows);
    batch.labels = keepTensorRows(batch.labels, kept, rows);
    keepElements(batch.extents, kept);
    keepElements(batch.targets, kept);
    keepElements(batch.imageIds, kept);
    keepElements(batch.inverse, kept);
    if (batch.encoded)
        keepElements(batch.encoded->rows, kept);
}

Batch BatchSource::produce(const std::vector<size_t>& items, const std::vector<uint64_t>& seeds,
                           bool pinMemory) {
    Batch batch = allocate(static_cast<int64_t>(items.size()), pinMemory);
    std::vector<uint8_t> kept(items.size(), 0);
    for (size_t k = 0; k < items.size(); ++k)
        kept[k] = fill(batch, static_cast<int64_t>(k), items[k], seeds[k]) ? 1 : 0;
    keepRows(batch, kept, items);
    return batch;
}

}  // namespace osprey
