#include "store/RunCurves.h"

#include <algorithm>
#include <cmath>

#include "common/QtConversions.h"

namespace osprey::ui {

void RunCurves::clear() {
    m_series.clear();
    m_rows = 0;
    m_firstWallTime = 0;
    m_lastEpoch = 0;
    m_lastStep = 0;
    m_epochEndStep.clear();
    m_divergence.reset();
}

void RunCurves::append(const QVector<MetricRow>& rows) {
    for (const auto& row : rows) {
        MetricSeries& s = m_series[qs(row.name)];
        s.step.push_back(static_cast<double>(row.step));
        s.epoch.push_back(static_cast<double>(row.epoch));
        s.wallTime.push_back(row.wallTime);
        s.value.push_back(row.value);
        if (m_rows == 0 || row.wallTime < m_firstWallTime)
            m_firstWallTime = row.wallTime;
        m_lastEpoch = std::max(m_lastEpoch, row.epoch);
        m_lastStep = std::max(m_lastStep, row.step);
        if (row.name == "train/epoch_seconds")
            m_epochEndStep.insert(row.epoch, row.step);
        if (!m_divergence && !std::isfinite(row.value) && isLossMetric(row.name))
            m_divergence = DivergencePoint{qs(row.name), s.size() - 1};
        ++m_rows;
    }
}

const MetricSeries* RunCurves::series(const QString& name) const {
    const auto it = m_series.find(name);
    return it == m_series.end() ? nullptr : &it.value();
}

QVector<double> RunCurves::xValues(const MetricSeries& series, CurveAxis axis) const {
    switch (axis) {
        case CurveAxis::Step:
            return series.step;
        case CurveAxis::Epoch: {
            QVector<double> epochs(series.step.size());
            for (qsizetype i = 0; i < epochs.size(); ++i) {
                epochs[i] = fractionalEpoch(static_cast<int64_t>(series.epoch[i]),
                                            static_cast<int64_t>(series.step[i]));
            }
            return epochs;
        }
        case CurveAxis::WallTime: {
            QVector<double> minutes(series.wallTime.size());
            for (qsizetype i = 0; i < minutes.size(); ++i)
                minutes[i] = (series.wallTime[i] - m_firstWallTime) / 60.0;
            return minutes;
        }
    }
    return series.step;
}

double RunCurves::fractionalEpoch(int64_t epoch, int64_t step) const {
    const auto previous = m_epochEndStep.find(epoch - 1);
    const int64_t start = previous != m_epochEndStep.end() ? previous.value() : 0;
    int64_t length = 0;
    if (const auto end = m_epochEndStep.find(epoch); end != m_epochEndStep.end()) {
        length = end.value() - start;
    } else if (previous != m_epochEndStep.end()) {
        // The epoch is still running: assume it is as long as the one before.
        const auto before = m_epochEndStep.find(epoch - 2);
        length = previous.value() - (before != m_epochEndStep.end() ? before.value() : 0);
    } else {
        length = std::max<int64_t>(m_lastStep - start, 1);  // first epoch, still running: spread over [0, 1]
    }
    if (length <= 0)
        return static_cast<double>(epoch);
    return static_cast<double>(epoch) + std::clamp(static_cast<double>(step - start) / length, 0.0, 1.0);
}

QVector<double> smoothed(const QVector<double>& values, double weight) {
    QVector<double> out(values.size());
    double last = 0;
    double debias = 0;
    for (qsizetype i = 0; i < values.size(); ++i) {
        const double v = values[i];
        if (!std::isfinite(v)) {
            out[i] = v;
            continue;
        }
        last = last * weight + (1 - weight) * v;
        debias = debias * weight + (1 - weight);
        out[i] = debias > 0 ? last / debias : v;
    }
    return out;
}

}  // namespace osprey::ui
