#pragma once

#include <QCoreApplication>
#include <QString>

#include "store/RunStore.h"

namespace osprey::ui {

// Why a run ended, in the workbench's language. Core records the reason in parts beside its English message
// (RunRecord::reason); the parts are worded here. A run without them (recorded by an older Osprey) or with a
// reason this version does not know shows its message as recorded.
class RunReasonText {
    Q_DECLARE_TR_FUNCTIONS(osprey::ui::RunReasonText)
public:
    static QString of(const RunRecord& run);
    static QString of(const Reason& reason, const std::string& message);
    // "Loss became NaN at step 12 (train/loss)".
    static QString divergence(const Divergence& divergence);
};

}  // namespace osprey::ui
