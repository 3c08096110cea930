#pragma once

#include <QCoreApplication>
#include <QString>

#include "store/RunStore.h"

namespace osprey::ui {

class RunCurves;

// Where a run stands, for the monitor's status line: status, epoch of total, ETA, device and world size; for
// a failed run, why.
struct RunProgress {
    Q_DECLARE_TR_FUNCTIONS(RunProgress)

public:
    RunStatus status = RunStatus::Running;
    int64_t epochsDone = 0;
    int64_t totalEpochs = 0;
    double etaSeconds = -1;  // unknown
    QString device;
    int64_t worldSize = 1;
    QString message;
    QString bestMetric;  // "val/top1 98.8"

    bool stopping = false;  // set by the caller: a stop was requested and the process still runs

    // `totalEpochs`: configuredEpochs of the run's config, read once per run by the caller; `now`: seconds
    // since the epoch. The ETA: the mean epoch time over what is left of the run, less the time since the
    // last logged step, so that it counts down between rows.
    static RunProgress of(const RunRecord& run, const RunCurves* curves, int64_t totalEpochs, double now);
    // train.epochs of a stored config; 0 when it does not load (an older or foreign row).
    static int64_t configuredEpochs(const std::string& configYaml);
    QString text() const;
    bool failed() const { return endedBadly(status); }
};

}  // namespace osprey::ui
