#include "store/DetectionRecords.h"

#include "store/RecordStore.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

InputError notDetectorRecords(const RecordStore& store, int64_t id, const std::string& name) {
    return InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "validation {id} of '{path}' holds no detector records (array '{name}' is "
                              "missing or of the wrong length)"),
        {{"id", std::to_string(id)}, {"path", store.path()}, {"name", name}}));
}

template <typename T>
const std::vector<T>& arrayOf(const std::map<std::string, std::vector<T>>& arrays, const std::string& name,
                              size_t length, const RecordStore& store, int64_t id) {
    const auto found = arrays.find(name);
    if (found == arrays.end() || found->second.size() != length)
        throw notDetectorRecords(store, id, name);
    return found->second;
}

}  // namespace

DetectionRecords readDetectionRecords(const RecordStore& store, int64_t validationId) {
    DetectionRecords out;
    out.records = store.read(validationId);
    const EpochRecords& r = out.records;
    if (!r.groundTruth)
        throw notDetectorRecords(store, validationId, "ground_truth");
    out.groundTruth = *r.groundTruth;
    const CocoGroundTruth& gt = out.groundTruth;
    if (gt.images.size() != static_cast<size_t>(r.items))
        throw notDetectorRecords(store, validationId, "ground_truth");
    const auto count = static_cast<size_t>(r.detections);
    const auto& image = arrayOf(r.i32, "det_image", count, store, validationId);
    const auto& cls = arrayOf(r.u16, "det_class", count, store, validationId);
    const auto& flags = arrayOf(r.u16, "det_flags", count, store, validationId);
    const auto& score = arrayOf(r.f32, "det_score", count, store, validationId);
    const auto& box = arrayOf(r.f32, "det_box", 4 * count, store, validationId);
    const auto& overlap = arrayOf(r.i32, "det_gt", count, store, validationId);
    const auto& iou = arrayOf(r.f32, "det_iou", count, store, validationId);
    const auto& gtDet = arrayOf(r.i32, "gt_det", gt.annotations.size(), store, validationId);

    out.detections.resize(count);
    out.detectionItems = image;
    CocoMatches& m = out.matches;
    m.detectionFlags.resize(count);
    m.detectionMatch.assign(count, -1);
    m.bestOverlap.resize(count);
    m.bestOverlapIoU = iou;
    for (size_t k = 0; k < count; ++k) {
        const bool knownClass = cls[k] == EpochRecords::kNoClass || cls[k] < gt.categories.size();
        const bool knownBox = overlap[k] >= -1 && overlap[k] < static_cast<int64_t>(gt.annotations.size());
        if (image[k] < 0 || static_cast<size_t>(image[k]) >= gt.images.size() || !knownClass || !knownBox)
            throw notDetectorRecords(store, validationId, "det_image");
        CocoDetection& d = out.detections[k];
        d.imageId = gt.images[static_cast<size_t>(image[k])].id;
        d.categoryId = cls[k] == EpochRecords::kNoClass ? -1 : gt.categories[cls[k]].id;
        d.bbox = {box[4 * k], box[4 * k + 1], box[4 * k + 2], box[4 * k + 3]};
        d.score = score[k];
        m.detectionFlags[k] = static_cast<uint8_t>(flags[k]);
        if (flags[k] & (CocoMatches::TruePositive | CocoMatches::Ignored))
            m.detectionMatch[k] = overlap[k];
        m.bestOverlap[k] = overlap[k];
    }
    m.annotationMatch.resize(gtDet.size());
    for (size_t a = 0; a < gtDet.size(); ++a) {
        if (gtDet[a] < -1 || gtDet[a] >= static_cast<int64_t>(count))
            throw notDetectorRecords(store, validationId, "gt_det");
        m.annotationMatch[a] = gtDet[a];
    }
    out.imageNames.reserve(gt.images.size());
    for (const auto& i : gt.images)
        out.imageNames.push_back(i.fileName);
    return out;
}

}  // namespace osprey
