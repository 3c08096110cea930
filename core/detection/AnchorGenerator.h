#pragma once

#include <torch/types.h>

#include <vector>

namespace osprey {

// Anchors over a pyramid of feature maps as torchvision's AnchorGenerator lays them out: per level, a set of
// base anchors (every aspect ratio x every size, ratio-major, centred on 0 and rounded to whole pixels)
// shifted to every cell at the level's stride (image size // feature size); cells row-major, anchors of a
// cell together. RetinaNet: sizes {x, x 2^(1/3), x 2^(2/3)} for x = 32 ... 512 on P3-P7, ratios 0.5, 1, 2.
class AnchorGenerator {
public:
    AnchorGenerator(std::vector<std::vector<double>> sizes, std::vector<std::vector<double>> aspectRatios);

    // RetinaNet's and EfficientDet's: 3 scales x 3 ratios at octave base sizes `baseSizes` (one per level).
    static AnchorGenerator retinaNet(const std::vector<double>& baseSizes = {32, 64, 128, 256, 512});

    int64_t anchorsPerLocation(size_t level) const;
    // All anchors [sum(H_l * W_l * A_l), 4] for feature maps of the given sizes on an image of imageH x
    // imageW.
    torch::Tensor anchors(int64_t imageH, int64_t imageW,
                          const std::vector<std::pair<int64_t, int64_t>>& featureSizes) const;
    // The base anchors of one level, [A, 4].
    torch::Tensor baseAnchors(size_t level) const;

private:
    std::vector<std::vector<double>> m_sizes;
    std::vector<std::vector<double>> m_ratios;
};

// SSD300's 8,732 default boxes in the MLPerf layout: six feature maps 38, 19, 10, 5, 3, 1 with steps 8, 16,
// 32, 64, 100, 300 and scales 21 ... 315; per cell two squares (s_k and sqrt(s_k s_k+1)) plus a pair per
// aspect ratio ({2}, {2, 3}, {2, 3}, {2, 3}, {2}, {2}). Returned normalised to [0, 1] as (x1, y1, x2, y2).
torch::Tensor ssd300DefaultBoxes();
// The same default boxes for SSD's six feature maps of other sizes (an input other than 300x300): sizes and
// aspect ratios relative to the image as at 300, one set per cell of each map.
torch::Tensor ssdDefaultBoxes(const std::vector<int64_t>& featureSizes);
std::vector<int64_t> ssd300BoxesPerLocation();

}  // namespace osprey
