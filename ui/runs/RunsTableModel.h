#pragma once

#include <QAbstractTableModel>
#include <QVector>

#include "store/RunStore.h"

namespace osprey::ui {

// The runs of the store as a table: name, status (marked where a loss became NaN or infinite), task, model,
// dataset, best metric, duration, started. Fed
// with whole snapshots (StoreWatcher::runsRead); applies them as row inserts, removals and changes so that
// selections and sorting survive the updates.
class RunsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Status, Task, Model, Dataset, BestMetric, Duration, Started, ColumnCount };
    // DivergedStepRole: the step at which a loss became NaN or infinite (RunRecord::divergence), or null.
    enum Role { RunIdRole = Qt::UserRole + 1, SortRole, DivergedStepRole };

    explicit RunsTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRuns(const QVector<RunRecord>& runs);
    const RunRecord& run(int row) const { return m_runs.at(row); }
    int rowOf(qint64 runId) const;

    // Seconds the run took, or has taken so far.
    static double durationSeconds(const RunRecord& run, double now);

private:
    QVector<RunRecord> m_runs;  // by id, ascending
};

}  // namespace osprey::ui
