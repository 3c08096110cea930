#pragma once

#include <QPointer>
#include <QWidget>

#include "monitor/CurvePlot.h"
#include "store/RunCurves.h"
#include "util/TaskKind.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSlider;
class QSplitter;
class QCheckBox;

namespace osprey::ui {

class RunProcess;
class StoreWatcher;

// The live view of one run: loss (raw and smoothed, validation), learning rate, accuracy or mAP, throughput
// and data wait, against step, epoch or wall time; the process output when the workbench started it; a
// status line with epoch, ETA, device and world size (and why a failed run failed); Stop, Kill, Resume,
// Duplicate. A click on a chart asks for the checkpoint nearest that point (scrubRequested), which a panel
// beside the charts shows (setSidePanel: the monitor layer does not know what the panel is).
class MonitorView : public QWidget {
    Q_OBJECT
public:
    MonitorView(StoreWatcher* watcher, QWidget* parent = nullptr);
    ~MonitorView() override;

    // Shows the run with this id (0: none).
    void showRun(qint64 runId);
    // Shows the run that `process` will create in its folder as soon as it appears in the store.
    void followProcess(RunProcess* process);
    qint64 currentRun() const { return m_runId; }
    // A stop of `runId` was sent (to a process the workbench did not start, say): it reads as stopping until
    // its status changes.
    void markStopping(qint64 runId);

    CurvePlot* lossPlot() const { return m_loss; }
    CurvePlot* lrPlot() const { return m_lr; }
    CurvePlot* metricPlot() const { return m_metric; }
    CurvePlot* throughputPlot() const { return m_speed; }
    QString statusText() const;
    QString consoleText() const;
    void setAxis(CurveAxis axis);
    // Puts `panel` beside the charts, hidden until the first click on a chart.
    void setSidePanel(QWidget* panel);
    QWidget* sidePanel() const { return m_side; }
    // The run's fractional epoch (epochs done) at `x` on the current X axis, from the loss curve's rows;
    // -1 when the run has no rows yet.
    double epochAt(double x) const;

Q_SIGNALS:
    void stopRequested(qint64 runId);
    void killRequested(qint64 runId);
    void resumeRequested(qint64 runId);
    void duplicateRequested(qint64 runId);
    // The user clicked a chart at `epoch` (fractional, in epochs done) of `runId`.
    void scrubRequested(qint64 runId, double epoch);

private:
    void onRunsRead();
    void onCurvesChanged(qint64 runId);
    void redrawAll();
    void updateCurves(bool fromScratch);
    void updateStatus();
    void updateButtons();
    void attachConsole(RunProcess* process);

    StoreWatcher* m_watcher;
    qint64 m_runId = 0;
    qint64 m_stopAsked = 0;   // the run whose Stop button was pressed
    QString m_pendingRunDir;  // a launched run not yet in the store
    QPointer<RunProcess> m_process;
    CurveAxis m_axis = CurveAxis::Step;
    TaskKind m_task = TaskKind::Classification;
    int64_t m_totalEpochs = -1;  // of the shown run; -1: not read yet

    QComboBox* m_runCombo;
    QComboBox* m_axisCombo;
    QSlider* m_smoothing;
    QCheckBox* m_logLoss;
    QPushButton* m_stop;
    QPushButton* m_kill;
    QPushButton* m_resume;
    QPushButton* m_duplicate;
    CurvePlot* m_loss;
    CurvePlot* m_lr;
    CurvePlot* m_metric;
    CurvePlot* m_speed;
    QPlainTextEdit* m_console;
    QLabel* m_status;
    QSplitter* m_body;
    QWidget* m_side = nullptr;
};

}  // namespace osprey::ui
