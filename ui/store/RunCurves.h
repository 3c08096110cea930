#pragma once

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

#include "store/RunStore.h"

namespace osprey::ui {

// One metric of one run as columns, in the order the trainer wrote it.
struct MetricSeries {
    QVector<double> step;
    QVector<double> epoch;
    QVector<double> wallTime;  // seconds since the epoch
    QVector<double> value;

    qsizetype size() const { return value.size(); }
    bool isEmpty() const { return value.isEmpty(); }
};

// What the X axis of a curve counts.
enum class CurveAxis { Step, Epoch, WallTime };

// The metrics of one run, by name ("train/loss", "val/top1", …), grown as rows arrive from the store.
class RunCurves {
public:
    void clear();
    void append(const QVector<MetricRow>& rows);

    const MetricSeries* series(const QString& name) const;
    QStringList names() const { return m_series.keys(); }
    qsizetype rowCount() const { return m_rows; }
    double firstWallTime() const { return m_firstWallTime; }
    int64_t lastEpoch() const { return m_lastEpoch; }
    int64_t lastStep() const { return m_lastStep; }
    // The first row at which a loss curve (isLossMetric) is NaN or infinite: the run diverged there.
    struct DivergencePoint {
        QString metric;
        qsizetype index = -1;  // in the metric's series
    };
    const std::optional<DivergencePoint>& divergence() const { return m_divergence; }

    // The X values of `series` on `axis`: steps, epochs (fractional: a row in the middle of epoch 2 sits at
    // 2.5; an end-of-epoch row at 3), or minutes since the run's first row.
    QVector<double> xValues(const MetricSeries& series, CurveAxis axis) const;
    double fractionalEpoch(int64_t epoch, int64_t step) const;

private:
    QHash<QString, MetricSeries> m_series;
    qsizetype m_rows = 0;
    double m_firstWallTime = 0;
    int64_t m_lastEpoch = 0;
    int64_t m_lastStep = 0;
    QMap<int64_t, int64_t> m_epochEndStep;  // 0-based epoch -> its last step (train/epoch_seconds rows)
    std::optional<DivergencePoint> m_divergence;
};

// An exponential moving average as TensorBoard's smoothing slider draws it (debiased at the start).
QVector<double> smoothed(const QVector<double>& values, double weight);

}  // namespace osprey::ui
