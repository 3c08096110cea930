#include "detection/BoxCoder.h"

namespace osprey {

torch::Tensor BoxCoder::encode(const torch::Tensor& boxes, const torch::Tensor& anchors) const {
    const torch::Tensor aw = anchors.select(1, 2) - anchors.select(1, 0);
    const torch::Tensor ah = anchors.select(1, 3) - anchors.select(1, 1);
    const torch::Tensor ax = anchors.select(1, 0) + 0.5 * aw;
    const torch::Tensor ay = anchors.select(1, 1) + 0.5 * ah;
    const torch::Tensor bw = boxes.select(1, 2) - boxes.select(1, 0);
    const torch::Tensor bh = boxes.select(1, 3) - boxes.select(1, 1);
    const torch::Tensor bx = boxes.select(1, 0) + 0.5 * bw;
    const torch::Tensor by = boxes.select(1, 1) + 0.5 * bh;
    return torch::stack({m_weights[0] * (bx - ax) / aw, m_weights[1] * (by - ay) / ah,
                         m_weights[2] * torch::log(bw / aw), m_weights[3] * torch::log(bh / ah)},
                        1);
}

torch::Tensor BoxCoder::decode(const torch::Tensor& deltas, const torch::Tensor& anchors) const {
    const torch::Tensor a = anchors.to(deltas.scalar_type());
    const torch::Tensor aw = a.select(1, 2) - a.select(1, 0);
    const torch::Tensor ah = a.select(1, 3) - a.select(1, 1);
    const torch::Tensor ax = a.select(1, 0) + 0.5 * aw;
    const torch::Tensor ay = a.select(1, 1) + 0.5 * ah;
    const torch::Tensor dx = deltas.select(1, 0) / m_weights[0];
    const torch::Tensor dy = deltas.select(1, 1) / m_weights[1];
    const torch::Tensor dw = (deltas.select(1, 2) / m_weights[2]).clamp_max(m_clamp);
    const torch::Tensor dh = (deltas.select(1, 3) / m_weights[3]).clamp_max(m_clamp);
    const torch::Tensor cx = dx * aw + ax, cy = dy * ah + ay;
    const torch::Tensor w = torch::exp(dw) * aw, h = torch::exp(dh) * ah;
    return torch::stack({cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h}, 1);
}

}  // namespace osprey
