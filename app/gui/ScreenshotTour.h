#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include "util/TaskKind.h"

namespace osprey::ui {
class MainWindow;
}

// `osprey --screenshots DIR`: the Start page and each step of New Experiment, then trains the digits demo for
// a few epochs from the workbench, then saves a PNG of each main view into DIR and quits (the Inference view
// runs the newest detection run of the store on fresh shapes pictures). The README's screenshots are made
// this way under Xvfb.
class ScreenshotTour : public QObject {
    Q_OBJECT
public:
    ScreenshotTour(osprey::ui::MainWindow* window, QString folder, int epochs);
    void start();

private:
    void poll();
    void captureWizard();
    void captureTraining();
    void capture();
    void captureScrubber();
    void captureFailedLaunch();
    void showRuns();
    void captureDatasets();
    void captureDatasetHealth();
    void captureEvaluation();
    void captureSuspectedErrors(const QString& runDir);
    void captureDetectorEvaluation();
    void captureInference();
    // The newest run of `task` in the store whose folder holds `file`; empty when none.
    QString newestRun(osprey::TaskKind task, const QString& file) const;
    void grab(QWidget* view, const QString& name);

    osprey::ui::MainWindow* m_window;
    QString m_folder;
    QString m_wizardData;
    int m_epochs;
    qint64 m_runsBefore = 0;
    QTimer m_timer;
};
