#pragma once

#include <torch/types.h>

#include <array>
#include <cmath>

namespace osprey {

// Encodes boxes relative to anchors as (dx, dy, dw, dh) scaled by `weights`, and decodes them back, as
// torchvision's BoxCoder: dx = wx * (cx - cx_a) / w_a, dw = ww * log(w / w_a). Decoding clamps dw and dh at
// log(1000 / 16) so that no box explodes. RetinaNet uses weights (1, 1, 1, 1); SSD (10, 10, 5, 5), which is
// MLPerf's scale_xy 0.1 and scale_wh 0.2.
class BoxCoder {
public:
    explicit BoxCoder(std::array<double, 4> weights = {1, 1, 1, 1}, double clamp = std::log(1000.0 / 16.0))
        : m_weights(weights), m_clamp(clamp) {}

    // boxes, anchors: [N, 4] (x1, y1, x2, y2). Returns [N, 4] deltas.
    torch::Tensor encode(const torch::Tensor& boxes, const torch::Tensor& anchors) const;
    // deltas: [N, 4]; anchors [N, 4]. Returns boxes.
    torch::Tensor decode(const torch::Tensor& deltas, const torch::Tensor& anchors) const;

    const std::array<double, 4>& weights() const { return m_weights; }
    double clamp() const { return m_clamp; }

private:
    std::array<double, 4> m_weights;
    double m_clamp;
};

}  // namespace osprey
