#include "eval/DetectorRecords.h"

#include <c10/util/Exception.h>

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>
#include <numeric>
#include <unordered_map>

namespace osprey {

namespace {

uint16_t saturated(int64_t count) {
    return static_cast<uint16_t>(std::min<int64_t>(count, EpochRecords::kNoClass - 1));
}

}  // namespace

double boxIoU(const CocoBox& a, const CocoBox& b) {
    const double w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const double h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    if (w <= 0 || h <= 0)
        return 0.0;
    const double inter = w * h;
    const double unionArea = a.w * a.h + b.w * b.h - inter;
    return unionArea > 0 ? inter / unionArea : 0.0;
}

EpochRecords detectorRecords(const CocoMetrics& metrics, double loss,
                             std::shared_ptr<const CocoGroundTruth> groundTruth,
                             const std::vector<CocoDetection>& detections, const CocoMatches& matches,
                             const std::vector<float>& imageLoss) {
    TORCH_CHECK(groundTruth, "detector records need the ground truth");
    const CocoGroundTruth& gt = *groundTruth;
    const size_t count = detections.size();
    TORCH_CHECK(matches.detectionFlags.size() == count && matches.detectionMatch.size() == count &&
                    matches.bestOverlap.size() == count && matches.bestOverlapIoU.size() == count &&
                    matches.annotationMatch.size() == gt.annotations.size(),
                "the COCO matches do not belong to these ", count, " detections and ", gt.annotations.size(),
                " boxes");
    std::unordered_map<int64_t, int32_t> itemOf;
    for (size_t i = 0; i < gt.images.size(); ++i)
        itemOf.emplace(gt.images[i].id, static_cast<int32_t>(i));
    std::unordered_map<int64_t, uint16_t> classOf;
    for (size_t c = 0; c < gt.categories.size(); ++c)
        classOf.emplace(gt.categories[c].id, static_cast<uint16_t>(c));
    std::vector<int32_t> item(count);
    for (size_t d = 0; d < count; ++d) {
        const auto found = itemOf.find(detections[d].imageId);
        TORCH_CHECK(found != itemOf.end(), "a detection names image ", detections[d].imageId,
                    ", which the ground truth lacks");
        item[d] = found->second;
    }
    std::vector<size_t> order(count);
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return item[a] < item[b]; });
    std::vector<int32_t> position(count);
    for (size_t k = 0; k < count; ++k)
        position[order[k]] = static_cast<int32_t>(k);

    EpochRecords r;
    r.items = static_cast<int64_t>(gt.images.size());
    r.detections = static_cast<int64_t>(count);
    const auto items = static_cast<size_t>(r.items);
    std::vector<int64_t> tp(items, 0), fp(items, 0), missed(items, 0);
    std::vector<float>& maxFp = r.f32["img_max_fp"] = std::vector<float>(items, 0.0f);
    if (!imageLoss.empty()) {
        TORCH_CHECK(imageLoss.size() == items, "per-image losses for ", imageLoss.size(), " images, not ",
                    items);
        r.f32["img_loss"] = imageLoss;
    }
    std::vector<int32_t>& detImage = r.i32["det_image"] = std::vector<int32_t>(count);
    std::vector<uint16_t>& detClass = r.u16["det_class"] = std::vector<uint16_t>(count);
    std::vector<uint16_t>& detFlags = r.u16["det_flags"] = std::vector<uint16_t>(count);
    std::vector<float>& detScore = r.f32["det_score"] = std::vector<float>(count);
    std::vector<float>& detBox = r.f32["det_box"] = std::vector<float>(4 * count);
    std::vector<int32_t>& detGt = r.i32["det_gt"] = std::vector<int32_t>(count);
    std::vector<float>& detIou = r.f32["det_iou"] = std::vector<float>(count);
    for (size_t k = 0; k < count; ++k) {
        const size_t d = order[k];
        const CocoDetection& det = detections[d];
        const uint8_t flags = matches.detectionFlags[d];
        detImage[k] = item[d];
        const auto cls = classOf.find(det.categoryId);
        detClass[k] = cls == classOf.end() ? EpochRecords::kNoClass : cls->second;
        detFlags[k] = flags;
        detScore[k] = static_cast<float>(det.score);
        detBox[4 * k] = static_cast<float>(det.bbox.x);
        detBox[4 * k + 1] = static_cast<float>(det.bbox.y);
        detBox[4 * k + 2] = static_cast<float>(det.bbox.w);
        detBox[4 * k + 3] = static_cast<float>(det.bbox.h);
        const int64_t matched = matches.detectionMatch[d];
        if (matched >= 0) {
            detGt[k] = static_cast<int32_t>(matched);
            detIou[k] =
                static_cast<float>(boxIoU(det.bbox, gt.annotations[static_cast<size_t>(matched)].bbox));
        } else {
            detGt[k] = static_cast<int32_t>(matches.bestOverlap[d]);
            detIou[k] = matches.bestOverlapIoU[d];
        }
        if (flags & (CocoMatches::NotEvaluated | CocoMatches::Ignored))
            continue;
        const auto at = static_cast<size_t>(item[d]);
        if (flags & CocoMatches::TruePositive) {
            ++tp[at];
        } else {
            ++fp[at];
            maxFp[at] = std::max(maxFp[at], detScore[k]);
        }
    }
    std::vector<int32_t>& gtDet = r.i32["gt_det"] = std::vector<int32_t>(gt.annotations.size(), -1);
    for (size_t a = 0; a < gt.annotations.size(); ++a) {
        const CocoGroundTruth::Annotation& box = gt.annotations[a];
        const int64_t d = matches.annotationMatch[a];
        if (d >= 0)
            gtDet[a] = position[static_cast<size_t>(d)];
        else if (!box.iscrowd && !box.ignore) {
            const auto found = itemOf.find(box.imageId);
            if (found != itemOf.end())
                ++missed[static_cast<size_t>(found->second)];
        }
    }
    auto narrow = [](const std::vector<int64_t>& counts) {
        std::vector<uint16_t> out(counts.size());
        std::transform(counts.begin(), counts.end(), out.begin(), saturated);
        return out;
    };
    r.u16["img_tp"] = narrow(tp);
    r.u16["img_fp"] = narrow(fp);
    r.u16["img_missed"] = narrow(missed);
    r.recorded = r.items;

    nlohmann::ordered_json summary = nlohmann::ordered_json::parse(metrics.toJson(true));
    summary["loss"] = loss;
    summary["images"] = r.items;
    summary["annotations"] = gt.annotations.size();
    summary["detections"] = count;
    r.summary = summary.dump();
    r.groundTruth = std::move(groundTruth);
    return r;
}

}  // namespace osprey
