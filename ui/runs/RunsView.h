#pragma once

#include <QSet>
#include <QWidget>

#include <optional>

#include "store/RunStore.h"

class QComboBox;
class QLineEdit;
class QPushButton;
class QTableView;

namespace osprey::ui {

class CurvePlot;
class RunsFilterModel;
class RunsTableModel;
class StoreWatcher;
class TensorBoardLauncher;

// Every run in the store — started here or from the command line — as a sortable, filterable table; the
// selected runs' curves overlaid on one chart; config diff of two runs; rename, notes, delete, open folder,
// open in TensorBoard.
class RunsView : public QWidget {
    Q_OBJECT
public:
    RunsView(StoreWatcher* watcher, QWidget* parent = nullptr);
    ~RunsView() override;

    RunsTableModel* model() const { return m_model; }
    RunsFilterModel* filterModel() const { return m_filter; }
    QTableView* table() const { return m_table; }
    CurvePlot* overlayPlot() const { return m_overlay; }
    QList<qint64> selectedRuns() const;
    void selectRuns(const QList<qint64>& runIds);
    void setOverlayMetric(const QString& metric);

Q_SIGNALS:
    void openInMonitor(qint64 runId);
    void openInInference(qint64 runId);
    void openInEvaluation(qint64 runId);
    void openInSuspectedErrors(qint64 runId);
    void duplicateRequested(qint64 runId);
    void resumeRequested(qint64 runId);

private:
    void onSelectionChanged();
    void redrawOverlay();
    void showConfigDiff();
    void renameRun();
    void editNotes();
    void deleteRuns();
    void openFolder();
    void openInTensorBoard();
    void updateButtons();
    std::optional<RunRecord> singleSelectedRun() const;

    StoreWatcher* m_watcher;
    RunsTableModel* m_model;
    RunsFilterModel* m_filter;
    QTableView* m_table;
    QLineEdit* m_search;
    QComboBox* m_status;
    QComboBox* m_metric;
    QPushButton* m_diff;
    QPushButton* m_rename;
    QPushButton* m_notes;
    QPushButton* m_delete;
    QPushButton* m_folder;
    QPushButton* m_tensorboard;
    QPushButton* m_infer;
    QPushButton* m_evaluate;
    QPushButton* m_suspects;
    QPushButton* m_export;
    CurvePlot* m_overlay;
    TensorBoardLauncher* m_tensorboardLauncher;
    QSet<qint64> m_held;  // runs whose curves the overlay holds
};

}  // namespace osprey::ui
