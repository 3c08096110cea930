#include "inspect/ThresholdChoice.h"

namespace osprey {

ClassThresholds f1BestThresholds(const std::vector<ClassThreshold>& perClass,
                                 const std::vector<std::string>& classNames, int64_t epoch, double fallback) {
    ClassThresholds t;
    t.source = "f1";
    t.epoch = epoch;
    for (size_t k = 0; k < perClass.size() && k < classNames.size(); ++k) {
        t.classes.push_back(classNames[k]);
        t.thresholds.push_back(perClass[k].bestF1 > 0 ? perClass[k].bestThreshold : fallback);
    }
    return t;
}

ClassThresholds fixedThresholds(const std::vector<std::string>& classNames, int64_t epoch, double threshold) {
    ClassThresholds t;
    t.source = "fixed";
    t.epoch = epoch;
    t.classes = classNames;
    t.thresholds.assign(classNames.size(), threshold);
    return t;
}

}  // namespace osprey
