#include "train/MarginRecorder.h"

#include <limits>

#include "distributed/Communicator.h"
#include "eval/ClassificationEvaluator.h"

namespace osprey {

MarginRecorder::MarginRecorder(int64_t items) : m_items(items) {}

void MarginRecorder::add(const std::vector<int64_t>& items, const torch::Tensor& logits,
                         const torch::Tensor& labels) {
    TORCH_CHECK(static_cast<int64_t>(items.size()) == logits.size(0), "margins need the item of each of the ",
                logits.size(0), " rows, got ", items.size());
    torch::NoGradGuard noGrad;
    const torch::Tensor z = logits.detach().to(torch::kFloat32);
    m_margins.push_back(assignedClassMargins(z, labels.to(z.device(), /*non_blocking=*/true)));
    m_visited.insert(m_visited.end(), items.begin(), items.end());
}

std::vector<float> MarginRecorder::takeEpoch(const Communicator& world, int root) {
    // (item, margin) pairs of this rank: the epoch's one copy from the device.
    std::vector<double> pairs;
    if (!m_margins.empty()) {
        const torch::Tensor margins = torch::cat(m_margins).to(torch::kCPU, torch::kFloat64).contiguous();
        const double* m = margins.data_ptr<double>();
        pairs.reserve(m_visited.size() * 2);
        for (size_t i = 0; i < m_visited.size(); ++i)
            pairs.insert(pairs.end(), {static_cast<double>(m_visited[i]), m[i]});
    }
    m_margins.clear();
    m_visited.clear();
    const std::vector<double> all = world.gatherVariable(pairs, root);
    if (world.rank() != root)
        return {};
    std::vector<double> sums(static_cast<size_t>(m_items), 0.0), counts(static_cast<size_t>(m_items), 0.0);
    for (size_t at = 0; at + 1 < all.size(); at += 2) {
        const auto item = static_cast<size_t>(all[at]);
        sums.at(item) += all[at + 1];
        counts[item] += 1;
    }
    std::vector<float> means(static_cast<size_t>(m_items), std::numeric_limits<float>::quiet_NaN());
    for (size_t i = 0; i < means.size(); ++i) {
        if (counts[i] > 0)
            means[i] = static_cast<float>(sums[i] / counts[i]);
    }
    return means;
}

}  // namespace osprey
