#include "monitor/RunProgress.h"

#include <QCoreApplication>

#include <algorithm>

#include "common/QtConversions.h"
#include "config/Config.h"
#include "store/RunCurves.h"
#include "store/RunReasonText.h"

namespace osprey::ui {

int64_t RunProgress::configuredEpochs(const std::string& configYaml) {
    try {
        return Config::fromYaml(configYaml, "the run's config").getInt("train.epochs");
    } catch (const std::exception&) {
        return 0;
    }
}

RunProgress RunProgress::of(const RunRecord& run, const RunCurves* curves, int64_t totalEpochs, double now) {
    RunProgress p;
    p.status = run.status;
    p.device = qs(run.device);
    p.worldSize = run.worldSize;
    p.message = RunReasonText::of(run);
    if (run.hasBestMetric)
        p.bestMetric = qs(run.bestMetricName) + QLatin1Char(' ') + QString::number(run.bestMetric, 'g', 5);
    p.totalEpochs = totalEpochs;
    const MetricSeries* epochs = curves ? curves->series(QStringLiteral("train/epoch_seconds")) : nullptr;
    if (!epochs || epochs->isEmpty())
        return p;
    p.epochsDone = static_cast<int64_t>(epochs->epoch.back()) + 1;
    if (p.totalEpochs <= 0 || run.status != RunStatus::Running)
        return p;
    // An epoch's time from one epoch's end to the next, validation included (train/epoch_seconds counts
    // only the training steps); with one epoch done, that row's seconds.
    double perEpoch = epochs->value.back();
    if (epochs->size() >= 2) {
        const double span = epochs->wallTime.back() - epochs->wallTime.front();
        const double between = epochs->epoch.back() - epochs->epoch.front();
        if (span > 0 && between > 0)
            perEpoch = span / between;
    }
    // How far the running epoch is, from the steps logged since the last epoch ended (steps per epoch: the
    // step at which that epoch ended over the epochs done), and when that was logged.
    double fraction = 0;
    double lastWall = epochs->wallTime.back();
    const MetricSeries* loss = curves->series(QStringLiteral("train/loss"));
    const double endStep = epochs->step.back();
    if (loss && !loss->isEmpty() && endStep > 0) {
        const double stepsPerEpoch = endStep / static_cast<double>(p.epochsDone);
        fraction = std::clamp((loss->step.back() - endStep) / stepsPerEpoch, 0.0, 1.0);
        lastWall = std::max(lastWall, loss->wallTime.back());
    }
    const double remaining =
        static_cast<double>(std::max<int64_t>(p.totalEpochs - p.epochsDone, 0)) - fraction;
    // Counting down between rows: the time since the last row is already spent.
    p.etaSeconds = std::max(0.0, perEpoch * std::max(0.0, remaining) - std::max(0.0, now - lastWall));
    return p;
}

QString RunProgress::text() const {
    QStringList parts;
    // Stop was asked for and the trainer is finishing its step and writing its checkpoint.
    parts << (stopping && status == RunStatus::Running ? tr("stopping…") : statusWord(status));
    if (totalEpochs > 0) {
        parts << tr("epoch %1/%2").arg(epochsDone).arg(totalEpochs);
    }
    if (etaSeconds >= 0)
        parts << tr("ETA %1").arg(formatDuration(etaSeconds));
    if (!device.isEmpty())
        parts << tr("device %1").arg(device);
    parts << tr("world size %1").arg(worldSize);
    if (!bestMetric.isEmpty())
        parts << tr("best %1").arg(bestMetric);
    QString line = parts.join(QStringLiteral(" · "));
    if (failed() && !message.isEmpty())
        line += QStringLiteral(" — ") + message;
    return line;
}

}  // namespace osprey::ui
