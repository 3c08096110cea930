#pragma once

#include <QString>

#include <string>

namespace osprey::ui {

// The words the experiment form shows for a config key: "Learning rate" for optim.lr, with its unit where it
// has one; the key itself goes into the tooltip. Core has no Qt, so the labels live here, each translated.
class FieldLabels {
public:
    // The translated label of `key`; the key itself where none is written (FieldLabels::missing() lists
    // those).
    static QString label(const std::string& key);
    // Schema keys without a label, for the test that keeps the table complete.
    static QStringList missing();
    // Rarely changed keys (loader prefetch, checkpoints kept, TF32, ...): the form shows them under "Show
    // advanced settings", or where the experiment sets them to other than their default.
    static bool isAdvanced(const std::string& key);
};

}  // namespace osprey::ui
