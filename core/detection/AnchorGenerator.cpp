#include "detection/AnchorGenerator.h"

#include <algorithm>
#include <cmath>

#include "util/Errors.h"

namespace osprey {

AnchorGenerator::AnchorGenerator(std::vector<std::vector<double>> sizes,
                                 std::vector<std::vector<double>> aspectRatios)
    : m_sizes(std::move(sizes)), m_ratios(std::move(aspectRatios)) {
    if (m_sizes.size() != m_ratios.size())
        throw std::invalid_argument("anchor sizes and aspect ratios need one entry per level");
}

AnchorGenerator AnchorGenerator::retinaNet(const std::vector<double>& baseSizes) {
    std::vector<std::vector<double>> sizes, ratios;
    for (double x : baseSizes) {
        // torchvision truncates the scaled sizes to integers.
        sizes.push_back(
            {x, std::trunc(x * std::pow(2.0, 1.0 / 3.0)), std::trunc(x * std::pow(2.0, 2.0 / 3.0))});
        ratios.push_back({0.5, 1.0, 2.0});
    }
    return AnchorGenerator(sizes, ratios);
}

int64_t AnchorGenerator::anchorsPerLocation(size_t level) const {
    return static_cast<int64_t>(m_sizes.at(level).size() * m_ratios.at(level).size());
}

torch::Tensor AnchorGenerator::baseAnchors(size_t level) const {
    const torch::Tensor scales = torch::tensor(m_sizes.at(level), torch::kFloat32);
    const torch::Tensor ratios = torch::tensor(m_ratios.at(level), torch::kFloat32);
    const torch::Tensor hRatios = torch::sqrt(ratios);
    const torch::Tensor wRatios = 1 / hRatios;
    const torch::Tensor ws = (wRatios.unsqueeze(1) * scales.unsqueeze(0)).reshape({-1});
    const torch::Tensor hs = (hRatios.unsqueeze(1) * scales.unsqueeze(0)).reshape({-1});
    return (torch::stack({-ws, -hs, ws, hs}, 1) / 2).round();
}

torch::Tensor AnchorGenerator::anchors(int64_t imageH, int64_t imageW,
                                       const std::vector<std::pair<int64_t, int64_t>>& featureSizes) const {
    if (featureSizes.size() != m_sizes.size()) {
        throw std::invalid_argument("the anchor generator has " + std::to_string(m_sizes.size()) +
                                    " levels but got " + std::to_string(featureSizes.size()) +
                                    " feature maps");
    }
    std::vector<torch::Tensor> all;
    for (size_t l = 0; l < featureSizes.size(); ++l) {
        const auto [fh, fw] = featureSizes[l];
        const int64_t strideH = imageH / fh, strideW = imageW / fw;
        const torch::Tensor sx =
            torch::arange(0, fw, torch::kInt64).to(torch::kFloat32) * static_cast<float>(strideW);
        const torch::Tensor sy =
            torch::arange(0, fh, torch::kInt64).to(torch::kFloat32) * static_cast<float>(strideH);
        const auto grid = torch::meshgrid({sy, sx}, "ij");
        const torch::Tensor y = grid[0].reshape({-1}), x = grid[1].reshape({-1});
        const torch::Tensor shifts = torch::stack({x, y, x, y}, 1);
        all.push_back((shifts.view({-1, 1, 4}) + baseAnchors(l).view({1, -1, 4})).reshape({-1, 4}));
    }
    return torch::cat(all);
}

std::vector<int64_t> ssd300BoxesPerLocation() {
    return {4, 6, 6, 6, 4, 4};
}

torch::Tensor ssd300DefaultBoxes() {
    return ssdDefaultBoxes({38, 19, 10, 5, 3, 1});
}

torch::Tensor ssdDefaultBoxes(const std::vector<int64_t>& featureSizes) {
    TORCH_CHECK(featureSizes.size() == 6, "SSD has 6 feature maps, got ", featureSizes.size());
    const double figure = 300;
    const int64_t designSizes[6] = {38, 19, 10, 5, 3, 1};
    const double designSteps[6] = {8, 16, 32, 64, 100, 300};
    const double scales[7] = {21, 45, 99, 153, 207, 261, 315};
    const std::vector<std::vector<double>> ratios = {{2}, {2, 3}, {2, 3}, {2, 3}, {2}, {2}};
    std::vector<float> boxes;
    for (int k = 0; k < 6; ++k) {
        // Centres on the map's cells, in fractions of the image: MLPerf's exactly at 300x300 (where its steps
        // are not quite image / cells), the same spacing stretched to the cells a map has at another size.
        const double fk = figure / designSteps[k] * static_cast<double>(featureSizes[k]) /
                          static_cast<double>(designSizes[k]);
        const double s1 = scales[k] / figure, s2 = scales[k + 1] / figure, s3 = std::sqrt(s1 * s2);
        std::vector<std::pair<double, double>> shapes = {{s1, s1}, {s3, s3}};
        for (double alpha : ratios[k]) {
            const double w = s1 * std::sqrt(alpha), h = s1 / std::sqrt(alpha);
            shapes.emplace_back(w, h);
            shapes.emplace_back(h, w);
        }
        for (int64_t i = 0; i < featureSizes[k]; ++i) {
            for (int64_t j = 0; j < featureSizes[k]; ++j) {
                const double cx = (j + 0.5) / fk, cy = (i + 0.5) / fk;
                for (const auto& [w, h] : shapes) {
                    // MLPerf clamps centre and size to [0, 1] before converting to corners.
                    const double ccx = std::clamp(cx, 0.0, 1.0), ccy = std::clamp(cy, 0.0, 1.0);
                    const double cw = std::clamp(w, 0.0, 1.0), ch = std::clamp(h, 0.0, 1.0);
                    boxes.insert(boxes.end(),
                                 {static_cast<float>(ccx - 0.5 * cw), static_cast<float>(ccy - 0.5 * ch),
                                  static_cast<float>(ccx + 0.5 * cw), static_cast<float>(ccy + 0.5 * ch)});
                }
            }
        }
    }
    return torch::tensor(boxes).view({-1, 4});
}

}  // namespace osprey
