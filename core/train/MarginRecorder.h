#pragma once

#include <torch/types.h>

#include <cstdint>
#include <vector>

namespace osprey {

class Communicator;

// The training margins behind the area-under-the-margin ranking of suspected label errors (Pleiss et al.,
// 2020; inspect.train_margins): per step, the margin of each item of the batch, computed on the device from
// the logits the training step made anyway, so that no step waits for the host; per epoch, one copy to the
// host and each item's mean over its visits (a padded shard visits some items twice).
class MarginRecorder {
public:
    explicit MarginRecorder(int64_t items);  // the training split's item count

    // `items` names each row of `logits` (Batch::indices); `labels` are the assigned classes.
    void add(const std::vector<int64_t>& items, const torch::Tensor& logits, const torch::Tensor& labels);
    // The epoch's mean margin of every item (NaN where it was not seen) over every rank's visits, on rank
    // `root` (the others get none); the next epoch then starts afresh. Every rank must call it.
    std::vector<float> takeEpoch(const Communicator& world, int root = 0);
    int64_t items() const { return m_items; }

private:
    int64_t m_items;
    std::vector<torch::Tensor> m_margins;  // per step, on the device
    std::vector<int64_t> m_visited;        // the items of those margins, in order
};

}  // namespace osprey
