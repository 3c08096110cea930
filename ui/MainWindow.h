#pragma once

#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace osprey::ui {

class CheckpointScrubber;
class DatasetsView;
class EvaluationView;
class ExperimentEditor;
class InferenceView;
class MonitorView;
class RunController;
class RunsView;
class StoreWatcher;
class SuspectedErrorsView;
class NewExperimentWizard;
class WelcomeView;

// The workbench window: Experiment, Monitor, Runs, Datasets and Inference tabs over one store watcher and one
// run controller. Geometry, state and the last tab are remembered.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `storeIntervalMs`: how often the store is read (tests read faster).
    explicit MainWindow(int storeIntervalMs = 500, QWidget* parent = nullptr);
    ~MainWindow() override;

    WelcomeView* welcome() const { return m_welcome; }
    ExperimentEditor* editor() const { return m_editor; }
    MonitorView* monitor() const { return m_monitor; }
    RunsView* runs() const { return m_runs; }
    DatasetsView* datasets() const { return m_datasets; }
    InferenceView* inference() const { return m_inference; }
    EvaluationView* evaluation() const { return m_evaluation; }
    SuspectedErrorsView* suspectedErrors() const { return m_suspects; }
    CheckpointScrubber* scrubber() const { return m_scrubber; }
    RunController* controller() const { return m_controller; }
    StoreWatcher* watcher() const { return m_watcher; }
    QTabWidget* tabs() const { return m_tabs; }

    // Launches the experiment in the editor; false (with a message box unless `quiet`) when it cannot.
    bool launchExperiment(bool quiet = false);
    // New Experiment, dataset first: a window-modal wizard; Finish opens its experiment in the editor.
    NewExperimentWizard* newExperiment();
    // The digits demo, launched at once.
    bool tryDemo();
    void showSettings();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    void connectWelcome();
    void resumeRun(qint64 runId);
    bool duplicateRun(qint64 runId);
    // "New experiment without these" (Suspected errors): the run's config as a new experiment with
    // data.exclude_list set to `excludeList`.
    void duplicateRunWithout(const QString& runDir, const QString& excludeList);
    void updateStatusBar();

    StoreWatcher* m_watcher;
    RunController* m_controller;
    QTabWidget* m_tabs;
    WelcomeView* m_welcome;
    ExperimentEditor* m_editor;
    MonitorView* m_monitor;
    RunsView* m_runs;
    DatasetsView* m_datasets;
    InferenceView* m_inference;
    EvaluationView* m_evaluation;
    SuspectedErrorsView* m_suspects;
    CheckpointScrubber* m_scrubber;
    QLabel* m_storeLabel;
};

}  // namespace osprey::ui
