#pragma once

#include <torch/types.h>

namespace osprey {

// Assigns each anchor the ground-truth box it overlaps most (torchvision's Matcher): IoU >= high matches;
// below `low` is background (kBelowLow); in between is ignored (kBetween). With low-quality matches, every
// ground-truth box also keeps the anchors that overlap it best, even under `high` (RetinaNet: 0.5 / 0.4 with
// low-quality matches). `forceBest` additionally gives each ground-truth box its single best anchor whatever
// else that anchor overlaps (SSD's matching).
class Matcher {
public:
    static constexpr int64_t kBelowLow = -1;
    static constexpr int64_t kBetween = -2;

    Matcher(double high, double low, bool allowLowQuality, bool forceBest = false)
        : m_high(high), m_low(low), m_lowQuality(allowLowQuality), m_forceBest(forceBest) {}

    // quality: [G, A] IoU of ground truth (rows) and anchors. Returns [A] int64: the matched ground-truth
    // index, or kBelowLow / kBetween. With G == 0 every anchor is kBelowLow.
    torch::Tensor operator()(const torch::Tensor& quality) const;

private:
    double m_high, m_low;
    bool m_lowQuality;
    bool m_forceBest;
};

}  // namespace osprey
