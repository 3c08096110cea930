#include "inspect/DetectionSuspects.h"

#include <cmath>

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "eval/DetectionConfusion.h"
#include "inspect/SuspectedErrors.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Reason.h"
#include "util/Strings.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

constexpr double kNothingThere = 0.1;  // below: no box under a detection
constexpr double kMatch = 0.5;         // COCO's AP50 match

std::array<double, 4> corners(const CocoBox& b) {
    return {b.x, b.y, b.x + b.w, b.y + b.h};
}

std::string describe(const BoxFinding& f, const std::vector<std::string>& names) {
    switch (f.kind) {
        case BoxProblem::Missing:
            return formatText("possibly a missing box: '%s' found at score %.2f where no box is",
                              classNameOf(names, f.predicted).c_str(), f.detectionScore);
        case BoxProblem::Spurious:
            return formatText(
                "possibly a spurious box: nothing found near this '%s' box (best nearby score %.2f)",
                classNameOf(names, f.label).c_str(), 1 - f.score);
        case BoxProblem::Mislocated:
            return formatText(
                "possibly a mislocated box: '%s' found at score %.2f overlapping it by IoU %.2f",
                classNameOf(names, f.label).c_str(), f.detectionScore, f.iou);
        case BoxProblem::WrongClass:
            return formatText("possibly a wrong class: a '%s' box found as '%s' at score %.2f (IoU %.2f)",
                              classNameOf(names, f.label).c_str(), classNameOf(names, f.predicted).c_str(),
                              f.detectionScore, f.iou);
    }
    return {};
}

}  // namespace

const char* boxProblemName(BoxProblem kind) {
    switch (kind) {
        case BoxProblem::Missing:
            return "missing";
        case BoxProblem::Spurious:
            return "spurious";
        case BoxProblem::Mislocated:
            return "mislocated";
        case BoxProblem::WrongClass:
            return "class";
    }
    return "";
}

std::vector<BoxProblem> boxProblemsNamed(const std::string& name) {
    const std::vector<BoxProblem> all = {BoxProblem::Missing, BoxProblem::Spurious, BoxProblem::Mislocated,
                                         BoxProblem::WrongClass};
    if (name == "all")
        return all;
    for (const BoxProblem k : all) {
        if (name == boxProblemName(k))
            return {k};
    }
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "--kind takes missing, spurious, mislocated, class or all, got '{kind}'"),
        {{"kind", name}}));
}

std::vector<DetectionSuspect> rankDetectionSuspects(const DetectionRecords& r,
                                                    const std::vector<BoxProblem>& kinds) {
    auto wanted = [&kinds](BoxProblem k) { return std::find(kinds.begin(), kinds.end(), k) != kinds.end(); };
    const CocoGroundTruth& gt = r.groundTruth;
    // Category id -> class index (as the confusion matrix numbers them), and image id -> item.
    const std::map<int64_t, int> classOf = osprey::classIndex(gt);
    auto classIndex = [&classOf](int64_t category) {
        const auto it = classOf.find(category);
        return it == classOf.end() ? int64_t{-1} : int64_t{it->second};
    };
    std::map<int64_t, size_t> itemOfImage;
    for (size_t i = 0; i < gt.images.size(); ++i)
        itemOfImage[gt.images[i].id] = i;
    std::vector<std::vector<BoxFinding>> perItem(gt.images.size());
    std::vector<std::vector<size_t>> detectionsOf(gt.images.size());
    for (size_t d = 0; d < r.detections.size(); ++d) {
        const auto item = itemOfImage.find(r.detections[d].imageId);
        if (item != itemOfImage.end())
            detectionsOf[item->second].push_back(d);
    }

    for (size_t d = 0; d < r.detections.size(); ++d) {
        const uint8_t flags = r.matches.detectionFlags[d];
        if (flags != 0)  // true positives, crowd matches and detections COCO did not evaluate
            continue;
        const auto item = itemOfImage.find(r.detections[d].imageId);
        if (item == itemOfImage.end())
            continue;
        const CocoDetection& det = r.detections[d];
        const int64_t g = r.matches.bestOverlap[d];
        const double iou = r.matches.bestOverlapIoU[d];
        BoxFinding f;
        f.box = corners(det.bbox);
        f.predicted = classIndex(det.categoryId);
        f.detectionScore = det.score;
        f.iou = iou;
        if (g >= 0)
            f.label = classIndex(gt.annotations[static_cast<size_t>(g)].categoryId);
        if (g < 0 || iou < kNothingThere) {
            f.kind = BoxProblem::Missing;
            f.label = -1;
            f.score = det.score;
        } else if (iou >= kMatch && f.label != f.predicted) {
            f.kind = BoxProblem::WrongClass;
            f.score = det.score;
        } else if (iou < kMatch && f.label == f.predicted) {
            f.kind = BoxProblem::Mislocated;
            f.score = det.score * (1 - iou);
        } else {
            continue;  // a second detection of a box already found, or a partial overlap of another class
        }
        if (wanted(f.kind))
            perItem[item->second].push_back(f);
    }
    if (wanted(BoxProblem::Spurious)) {
        for (size_t a = 0; a < gt.annotations.size(); ++a) {
            const auto& box = gt.annotations[a];
            const auto item = itemOfImage.find(box.imageId);
            if (box.iscrowd || r.matches.annotationMatch[a] >= 0 || item == itemOfImage.end())
                continue;
            double nearby = 0;
            for (const size_t d : detectionsOf[item->second]) {
                if (cocoIoU(r.detections[d].bbox, box.bbox) >= kNothingThere)
                    nearby = std::max(nearby, r.detections[d].score);
            }
            BoxFinding f;
            f.kind = BoxProblem::Spurious;
            f.box = corners(box.bbox);
            f.label = classIndex(box.categoryId);
            f.score = 1 - nearby;
            perItem[item->second].push_back(f);
        }
    }
    const auto losses = r.records.f32.find("img_loss");
    std::vector<DetectionSuspect> out;
    for (size_t i = 0; i < perItem.size(); ++i) {
        if (perItem[i].empty())
            continue;
        DetectionSuspect s;
        s.item = static_cast<int64_t>(i);
        s.image = i < r.imageNames.size() ? r.imageNames[i] : gt.images[i].fileName;
        s.findings = std::move(perItem[i]);
        std::stable_sort(s.findings.begin(), s.findings.end(),
                         [](const BoxFinding& a, const BoxFinding& b) { return a.score > b.score; });
        s.score = s.findings.front().score;
        if (losses != r.records.f32.end() && i < losses->second.size())
            s.loss = losses->second[i];
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const DetectionSuspect& a, const DetectionSuspect& b) { return a.score > b.score; });
    return out;
}

std::string detectionSuspectsJson(const std::vector<DetectionSuspect>& suspects,
                                  const std::vector<std::string>& names) {
    nlohmann::json list = nlohmann::json::array();
    auto orNull = [&names](int64_t c) {
        return c >= 0 ? nlohmann::json(classNameOf(names, c)) : nlohmann::json();
    };
    for (const DetectionSuspect& s : suspects) {
        const BoxFinding& top = s.findings.front();
        nlohmann::json boxes = nlohmann::json::array();
        for (const BoxFinding& f : s.findings) {
            boxes.push_back({{"box", f.box},
                             {"kind", boxProblemName(f.kind)},
                             {"score", f.score},
                             {"label", orNull(f.label)},
                             {"predicted", orNull(f.predicted)},
                             {"detection_score", f.detectionScore},
                             {"iou", f.iou}});
        }
        list.push_back({{"image", s.image},
                        {"item", s.item},
                        {"score", s.score},
                        {"reason", describe(top, names)},
                        {"kind", boxProblemName(top.kind)},
                        {"label", orNull(top.label)},
                        {"predicted", orNull(top.predicted)},
                        {"loss", std::isfinite(s.loss) ? nlohmann::json(s.loss) : nlohmann::json()},
                        {"boxes", boxes}});
    }
    return jsonText(list, 2);
}

std::string detectionSuspectsText(const std::vector<DetectionSuspect>& suspects,
                                  const std::vector<std::string>& names, size_t ranked) {
    std::string out = formatText("%zu of %s pictures, the most suspicious annotation first:\n",
                                 suspects.size(), withThousands(static_cast<long long>(ranked)).c_str());
    for (size_t i = 0; i < suspects.size(); ++i) {
        const DetectionSuspect& s = suspects[i];
        out += formatText("%4zu  %.3f  %s", i + 1, s.score, s.image.c_str());
        out += std::isfinite(s.loss) ? formatText("  (loss %.3f)\n", s.loss) : std::string("\n");
        for (size_t k = 0; k < s.findings.size() && k < 3; ++k) {
            const BoxFinding& f = s.findings[k];
            out += formatText("      %s  [%.0f %.0f %.0f %.0f]\n", describe(f, names).c_str(), f.box[0],
                              f.box[1], f.box[2], f.box[3]);
        }
        if (s.findings.size() > 3)
            out += formatText("      ... and %zu more\n", s.findings.size() - 3);
    }
    return out;
}

}  // namespace osprey
