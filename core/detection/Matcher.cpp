#include "detection/Matcher.h"

namespace osprey {

torch::Tensor Matcher::operator()(const torch::Tensor& quality) const {
    const int64_t anchors = quality.size(1);
    if (quality.size(0) == 0)
        return torch::full({anchors}, kBelowLow, torch::TensorOptions(quality.device()).dtype(torch::kInt64));
    auto [values, matches] = quality.max(0);
    const torch::Tensor original = matches.clone();
    matches.masked_fill_(values < m_low, kBelowLow);
    matches.masked_fill_((values >= m_low).logical_and(values < m_high), kBetween);
    if (m_lowQuality) {
        // Anchors that tie for the best overlap of some ground-truth box keep their (best) match.
        const torch::Tensor bestPerGt = std::get<0>(quality.max(1));
        const torch::Tensor ties = torch::nonzero(quality == bestPerGt.unsqueeze(1));
        const torch::Tensor anchorsToUpdate = ties.select(1, 1);
        matches.index_put_({anchorsToUpdate}, original.index({anchorsToUpdate}));
    }
    if (m_forceBest) {
        const torch::Tensor bestAnchor = std::get<1>(quality.max(1));
        matches.index_put_({bestAnchor}, torch::arange(quality.size(0), matches.options()));
    }
    return matches;
}

}  // namespace osprey
