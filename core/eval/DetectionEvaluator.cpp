#include "eval/DetectionEvaluator.h"

#include "data/transforms/DetectionTransform.h"
#include "distributed/Communicator.h"

#include <algorithm>

namespace osprey {

DetectionEvaluator::DetectionEvaluator(const DetectionDataset& dataset) {
    for (size_t c = 0; c < dataset.classNames().size(); ++c)
        m_gt.categories.push_back({static_cast<int64_t>(c) + 1, dataset.classNames()[c]});
    int64_t id = 1;
    for (size_t i = 0; i < dataset.size(); ++i) {
        CocoGroundTruth::Image image;
        image.id = dataset.imageId(i);
        image.fileName = dataset.itemName(i);
        m_gt.images.push_back(image);
        for (const auto& b : dataset.boxes(i)) {
            CocoGroundTruth::Annotation a;
            a.id = id++;
            a.imageId = image.id;
            a.categoryId = b.classId + 1;
            a.bbox = {b.x1, b.y1, b.x2 - b.x1, b.y2 - b.y1};
            a.area = a.bbox.w * a.bbox.h;
            a.iscrowd = b.crowd;
            m_gt.annotations.push_back(a);
        }
    }
}

void DetectionEvaluator::add(const std::vector<Detections>& detections, const std::vector<int64_t>& imageIds,
                             const std::vector<std::array<float, 4>>& inverse) {
    for (size_t i = 0; i < detections.size(); ++i) {
        const torch::Tensor boxes = detections[i].boxes.to(torch::kCPU, torch::kFloat32).contiguous();
        const torch::Tensor scores = detections[i].scores.to(torch::kCPU, torch::kFloat32).contiguous();
        const torch::Tensor labels = detections[i].labels.to(torch::kCPU, torch::kInt64).contiguous();
        const float* b = boxes.data_ptr<float>();
        const float* s = scores.data_ptr<float>();
        const int64_t* l = labels.data_ptr<int64_t>();
        for (int64_t k = 0; k < boxes.size(0); ++k) {
            const auto [x1, y1, x2, y2] = DetectionTransform::toOriginal(b + 4 * k, inverse.at(i));
            CocoDetection d;
            d.imageId = imageIds.at(i);
            d.categoryId = l[k] + 1;
            d.bbox = {x1, y1, x2 - x1, y2 - y1};
            d.score = s[k];
            m_results.push_back(d);
        }
    }
}

void DetectionEvaluator::gatherOver(const Communicator& world) {
    if (!world.distributed())
        return;
    constexpr size_t kFields = 7;
    std::vector<double> mine;
    mine.reserve(m_results.size() * kFields);
    for (const auto& d : m_results) {
        mine.insert(mine.end(), {static_cast<double>(d.imageId), static_cast<double>(d.categoryId), d.bbox.x,
                                 d.bbox.y, d.bbox.w, d.bbox.h, d.score});
    }
    m_results.clear();
    for (const auto& theirs : world.allGatherVariable(mine)) {
        for (size_t k = 0; k + kFields <= theirs.size(); k += kFields) {
            CocoDetection d;
            d.imageId = static_cast<int64_t>(theirs[k]);
            d.categoryId = static_cast<int64_t>(theirs[k + 1]);
            d.bbox = {theirs[k + 2], theirs[k + 3], theirs[k + 4], theirs[k + 5]};
            d.score = theirs[k + 6];
            m_results.push_back(d);
        }
    }
    // Image by image, as one process would have collected them.
    std::stable_sort(m_results.begin(), m_results.end(),
                     [](const CocoDetection& a, const CocoDetection& b) { return a.imageId < b.imageId; });
}

CocoMetrics DetectionEvaluator::evaluate(int threads, CocoMatches* matches) const {
    return CocoEvaluator(m_gt).evaluate(m_results, threads, matches);
}

}  // namespace osprey
