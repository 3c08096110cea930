#pragma once

#include <QCoreApplication>
#include <QString>

#include "infer/ClassThresholds.h"

namespace osprey::ui {

// A run's saved per-class thresholds in words, for the Evaluation and Inference views.
class ThresholdsText {
    Q_DECLARE_TR_FUNCTIONS(ThresholdsText)

public:
    // "F1-best per class, chosen at epoch 12" / "0.40 for every class, chosen at epoch 12"
    static QString describe(const ClassThresholds& thresholds);
};

}  // namespace osprey::ui
