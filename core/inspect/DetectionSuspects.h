#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "store/DetectionRecords.h"

namespace osprey {

// What may be wrong with a detection picture's annotation, judged from a recorded validation:
//   missing    a detection with no box under it (best IoU < 0.1): perhaps an object nobody boxed;
//   spurious   a box no detection comes near (IoU >= 0.1): perhaps a box around nothing;
//   mislocated a detection of the box's class that overlaps it only partly (0.1 <= IoU < 0.5);
//   class      a detection on a box (IoU >= 0.5) that names another class: perhaps a wrong label.
enum class BoxProblem { Missing, Spurious, Mislocated, WrongClass };
const char* boxProblemName(BoxProblem kind);  // "missing", "spurious", "mislocated", "class"
// The kinds `name` stands for: one of the names above, or "all" for every kind; throws InputError otherwise.
std::vector<BoxProblem> boxProblemsNamed(const std::string& name);

struct BoxFinding {
    BoxProblem kind = BoxProblem::Missing;
    double score = 0;  // missing/class: the detection's score; spurious: 1 - the best nearby
                       // score; mislocated: score * (1 - IoU)
    std::array<double, 4>
        box{};               // x1, y1, x2, y2 in the picture's pixels (the detection's; spurious: the box's)
    int64_t label = -1;      // the box's class index (missing: none)
    int64_t predicted = -1;  // the detection's class index (spurious: none)
    double detectionScore = 0, iou = 0;
};

// One picture's findings, ranked by the best of them.
struct DetectionSuspect {
    int64_t item = 0;
    std::string image;
    double score = 0;
    std::vector<BoxFinding> findings;  // best first
    double loss =
        std::numeric_limits<double>::quiet_NaN();  // the picture's own loss (img_loss), when recorded
};

// Every picture with at least one finding of `kinds`, most suspicious first.
std::vector<DetectionSuspect> rankDetectionSuspects(const DetectionRecords& records,
                                                    const std::vector<BoxProblem>& kinds);

// As JSON: per picture {image, item, score, reason, kind, label, predicted, loss (null when not recorded),
// boxes: [{box, kind, score, label, predicted, detection_score, iou}]}; and as text.
std::string detectionSuspectsJson(const std::vector<DetectionSuspect>& suspects,
                                  const std::vector<std::string>& classNames);
std::string detectionSuspectsText(const std::vector<DetectionSuspect>& suspects,
                                  const std::vector<std::string>& classNames, size_t ranked);

}  // namespace osprey
