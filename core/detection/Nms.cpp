#include "detection/Nms.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace osprey {

namespace {

// NMS over the rows `order` (already sorted by decreasing score) of contiguous CPU boxes.
template <typename T>
void suppress(const T* b, const std::vector<int64_t>& order, double threshold, std::vector<int64_t>& keep) {
    const size_t n = order.size();
    std::vector<T> areas(n);
    for (size_t i = 0; i < n; ++i) {
        const T* p = b + 4 * order[i];
        areas[i] = (p[2] - p[0]) * (p[3] - p[1]);
    }
    std::vector<uint8_t> suppressed(n, 0);
    for (size_t i = 0; i < n; ++i) {
        if (suppressed[i])
            continue;
        keep.push_back(order[i]);
        const T* p = b + 4 * order[i];
        for (size_t j = i + 1; j < n; ++j) {
            if (suppressed[j])
                continue;
            const T* q = b + 4 * order[j];
            const T w = std::max(T(0), std::min(p[2], q[2]) - std::max(p[0], q[0]));
            const T h = std::max(T(0), std::min(p[3], q[3]) - std::max(p[1], q[1]));
            const T inter = w * h;
            const T iou = inter / (areas[i] + areas[j] - inter);
            if (iou > threshold)
                suppressed[j] = 1;
        }
    }
}

std::vector<int64_t> byScore(const torch::Tensor& scores) {
    const torch::Tensor s = scores.to(torch::kCPU, torch::kFloat64).contiguous();
    const double* v = s.data_ptr<double>();
    std::vector<int64_t> order(static_cast<size_t>(s.numel()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [v](int64_t a, int64_t b) { return v[a] > v[b]; });
    return order;
}

std::vector<int64_t> run(const torch::Tensor& boxes, const std::vector<int64_t>& order, double threshold) {
    std::vector<int64_t> keep;
    const torch::Tensor b = boxes.to(torch::kCPU).contiguous();
    if (b.scalar_type() == torch::kFloat64)
        suppress(b.data_ptr<double>(), order, threshold, keep);
    else {
        const torch::Tensor f = b.to(torch::kFloat32);
        suppress(f.data_ptr<float>(), order, threshold, keep);
    }
    return keep;
}

torch::Tensor indices(const std::vector<int64_t>& keep, const torch::Device& device) {
    return torch::tensor(keep, torch::kInt64).to(device);
}

}  // namespace

torch::Tensor nms(const torch::Tensor& boxes, const torch::Tensor& scores, double iouThreshold) {
    if (boxes.size(0) == 0)
        return torch::empty({0}, torch::TensorOptions(boxes.device()).dtype(torch::kInt64));
    return indices(run(boxes, byScore(scores), iouThreshold), boxes.device());
}

torch::Tensor batchedNms(const torch::Tensor& boxes, const torch::Tensor& scores,
                         const torch::Tensor& classes, double iouThreshold) {
    if (boxes.size(0) == 0)
        return torch::empty({0}, torch::TensorOptions(boxes.device()).dtype(torch::kInt64));
    const std::vector<int64_t> order = byScore(scores);
    const torch::Tensor c = classes.to(torch::kCPU, torch::kInt64).contiguous();
    const int64_t* cls = c.data_ptr<int64_t>();
    // Split the score order by class; each class's NMS sees its boxes in the same relative order.
    std::vector<int64_t> classIds(cls, cls + c.numel());
    std::sort(classIds.begin(), classIds.end());
    classIds.erase(std::unique(classIds.begin(), classIds.end()), classIds.end());
    std::vector<uint8_t> kept(order.size(), 0);
    for (int64_t id : classIds) {
        std::vector<int64_t> sub;
        for (int64_t i : order) {
            if (cls[i] == id)
                sub.push_back(i);
        }
        for (int64_t i : run(boxes, sub, iouThreshold))
            kept[static_cast<size_t>(i)] = 1;
    }
    std::vector<int64_t> keep;
    for (int64_t i : order) {
        if (kept[static_cast<size_t>(i)])
            keep.push_back(i);
    }
    return indices(keep, boxes.device());
}

}  // namespace osprey
