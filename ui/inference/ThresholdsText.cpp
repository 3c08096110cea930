#include "inference/ThresholdsText.h"

namespace osprey::ui {

QString ThresholdsText::describe(const ClassThresholds& t) {
    if (t.source == "fixed" && !t.thresholds.empty())
        return tr("%1 for every class, chosen at epoch %2").arg(t.thresholds.front(), 0, 'f', 2).arg(t.epoch);
    return tr("F1-best per class, chosen at epoch %1").arg(t.epoch);
}

}  // namespace osprey::ui
