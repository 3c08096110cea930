#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "eval/DetectionConfusion.h"
#include "infer/ClassThresholds.h"

namespace osprey {

// The thresholds a detector run saves (RUN_DIR/thresholds.json), chosen from one recorded validation.

// Each class's F1-best threshold (classThresholds); a class the validation never found (no true positive)
// keeps `fallback`.
ClassThresholds f1BestThresholds(const std::vector<ClassThreshold>& perClass,
                                 const std::vector<std::string>& classNames, int64_t epoch, double fallback);

// `threshold` for every class.
ClassThresholds fixedThresholds(const std::vector<std::string>& classNames, int64_t epoch, double threshold);

}  // namespace osprey
