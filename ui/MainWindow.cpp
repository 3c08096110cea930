#include "MainWindow.h"

#include <algorithm>

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

#include "SettingsDialog.h"
#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "datasets/DatasetsView.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "inference/InferenceView.h"
#include "inspect/CheckpointScrubber.h"
#include "inspect/EvaluationView.h"
#include "inspect/SuspectedErrorsView.h"
#include "launch/JobManager.h"
#include "launch/LaunchPanel.h"
#include "launch/RunController.h"
#include "launch/RunProcess.h"
#include "monitor/MonitorView.h"
#include "runs/RunsView.h"
#include "store/StoreWatcher.h"
#include "util/AtomicFile.h"
#include "welcome/WelcomeView.h"
#include "wizard/ExperimentDraft.h"
#include "wizard/NewExperimentWizard.h"

namespace osprey::ui {

namespace {
constexpr int kStopWaitMs = 120000;  // a graceful stop writes a checkpoint; big models take a while
}

MainWindow::MainWindow(int storeIntervalMs, QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Osprey"));
    m_watcher = new StoreWatcher(WorkbenchSettings::storePath(), storeIntervalMs, this);
    m_controller = new RunController(m_watcher, this);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_welcome = new WelcomeView(m_watcher, m_tabs);
    m_tabs->addTab(m_welcome, tr("Start"));
    m_editor = new ExperimentEditor(m_tabs);
    m_monitor = new MonitorView(m_watcher, m_tabs);
    m_runs = new RunsView(m_watcher, m_tabs);
    m_tabs->addTab(m_editor, tr("Experiment"));
    m_tabs->addTab(m_monitor, tr("Monitor"));
    m_datasets = new DatasetsView(m_tabs);
    m_inference = new InferenceView(m_watcher, m_tabs);
    m_evaluation = new EvaluationView(m_tabs);
    m_suspects = new SuspectedErrorsView(m_tabs);
    m_tabs->addTab(m_runs, tr("Runs"));
    m_tabs->addTab(m_datasets, tr("Datasets"));
    m_tabs->addTab(m_inference, tr("Inference"));
    m_tabs->addTab(m_evaluation, tr("Evaluation"));
    // Thresholds saved in the Evaluation view apply at once to the same run open in the Inference view.
    connect(m_evaluation, &EvaluationView::thresholdsSaved, this, [this](const QString& path) {
        m_inference->reloadSavedThresholds(QFileInfo(path).absolutePath());
    });
    m_tabs->addTab(m_suspects, tr("Suspected errors"));
    setCentralWidget(m_tabs);
    m_storeLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_storeLabel);
    buildMenus();
    connectWelcome();

    connect(m_editor, &ExperimentEditor::launchRequested, this, [this] { launchExperiment(); });
    connect(m_editor, &ExperimentEditor::titleChanged, this,
            [this](const QString& title) { setWindowTitle(tr("%1 — Osprey").arg(title)); });
    connect(m_monitor, &MonitorView::stopRequested, this, [this](qint64 runId) {
        if (m_controller->stop(runId))
            m_monitor->markStopping(runId);
        else
            statusBar()->showMessage(tr("Run #%1 has no process on this machine to stop.").arg(runId), 5000);
    });
    connect(m_monitor, &MonitorView::killRequested, this, [this](qint64 runId) {
        const auto answer =
            QMessageBox::question(this, tr("Kill run"),
                                  tr("Kill run #%1 now? It ends without writing a checkpoint; "
                                     "its last checkpoint stays as it was.")
                                      .arg(runId));
        if (answer == QMessageBox::Yes && !m_controller->kill(runId))
            statusBar()->showMessage(tr("Run #%1 has no process on this machine to kill.").arg(runId), 5000);
    });
    // The checkpoint scrubber beside the Monitor's charts (the monitor layer cannot know it): a click on a
    // chart shows the nearest checkpoint's predictions.
    m_scrubber = new CheckpointScrubber(m_watcher);
    m_monitor->setSidePanel(m_scrubber);
    connect(m_monitor, &MonitorView::scrubRequested, m_scrubber, &CheckpointScrubber::scrub);
    connect(m_monitor, &MonitorView::resumeRequested, this, &MainWindow::resumeRun);
    connect(m_monitor, &MonitorView::duplicateRequested, this, &MainWindow::duplicateRun);
    connect(m_runs, &RunsView::openInMonitor, this, [this](qint64 runId) {
        m_monitor->showRun(runId);
        m_tabs->setCurrentWidget(m_monitor);
    });
    connect(m_runs, &RunsView::openInInference, this, [this](qint64 runId) {
        if (const auto run = m_watcher->run(runId)) {
            m_inference->loadRun(qs(run->runDir));
            m_tabs->setCurrentWidget(m_inference);
        }
    });
    connect(m_runs, &RunsView::openInEvaluation, this, [this](qint64 runId) {
        if (const auto run = m_watcher->run(runId)) {
            m_evaluation->loadRun(qs(run->runDir));
            m_tabs->setCurrentWidget(m_evaluation);
        }
    });
    connect(m_runs, &RunsView::openInSuspectedErrors, this, [this](qint64 runId) {
        if (const auto run = m_watcher->run(runId)) {
            m_suspects->loadRun(qs(run->runDir));
            m_tabs->setCurrentWidget(m_suspects);
        }
    });
    connect(m_suspects, &SuspectedErrorsView::newExperimentRequested, this, &MainWindow::duplicateRunWithout);
    connect(m_datasets, &DatasetsView::experimentDatasetRequested, this,
            [this] { m_datasets->openConfig(m_editor->document()->config()); });
    connect(m_runs, &RunsView::duplicateRequested, this, &MainWindow::duplicateRun);
    connect(m_runs, &RunsView::resumeRequested, this, &MainWindow::resumeRun);
    connect(m_watcher, &StoreWatcher::runsRead, this, &MainWindow::updateStatusBar);
    connect(m_watcher, &StoreWatcher::failed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Run store: %1").arg(message), 10000);
    });
    connect(m_controller->jobs(), &JobManager::processFinished, this,
            [this](RunProcess* process, int exitCode) {
                statusBar()->showMessage(
                    exitCode == 0 ? tr("%1 ended.").arg(process->runDir())
                                  : tr("%1 ended with exit code %2.").arg(process->runDir()).arg(exitCode),
                    8000);
                updateStatusBar();
            });

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tabs->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
    if (!settings.contains(QStringLiteral("window/geometry")))
        resize(1360, 860);
    updateStatusBar();
}

MainWindow::~MainWindow() {
    // The views hand their runs back to the store watcher when they go: they must go first.
    delete m_tabs;
}

void MainWindow::connectWelcome() {
    connect(m_welcome, &WelcomeView::newExperimentRequested, this, &MainWindow::newExperiment);
    connect(m_welcome, &WelcomeView::demoRequested, this, [this] { tryDemo(); });
    connect(m_welcome, &WelcomeView::templateChosen, this, [this](const QString& fileName) {
        if (!m_editor->confirmDiscard())
            return;
        m_editor->newFromTemplate(fileName);
        m_tabs->setCurrentWidget(m_editor);
    });
    connect(m_welcome, &WelcomeView::experimentChosen, this, [this](const QString& path) {
        if (m_editor->confirmDiscard() && m_editor->openFile(path))
            m_tabs->setCurrentWidget(m_editor);
    });
    connect(m_welcome, &WelcomeView::runChosen, this, [this](qint64 runId) {
        m_monitor->showRun(runId);
        m_tabs->setCurrentWidget(m_monitor);
    });
}

NewExperimentWizard* MainWindow::newExperiment() {
    auto* wizard = new NewExperimentWizard(this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QDialog::accepted, this, [this, wizard] {
        const ExperimentDraft draft = wizard->draft();
        if (!m_editor->confirmDiscard())
            return;
        m_editor->newFromText(draft.yaml(), draft.name());
        m_tabs->setCurrentWidget(m_editor);
    });
    wizard->open();
    return wizard;
}

bool MainWindow::tryDemo() {
    if (!m_editor->confirmDiscard())
        return false;
    m_editor->newFromTemplate(QStringLiteral("digits.yaml"));
    m_tabs->setCurrentWidget(m_editor);
    return launchExperiment();
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New experiment…"), QKeySequence::New, this, &MainWindow::newExperiment);
    file->addMenu(m_editor->templatesMenu());
    file->addAction(tr("&Open experiment…"), QKeySequence::Open, this, [this] {
        m_tabs->setCurrentWidget(m_editor);
        m_editor->openWithDialog();
    });
    file->addMenu(m_editor->recentMenu());
    file->addAction(tr("&Save"), QKeySequence::Save, m_editor, &ExperimentEditor::save);
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, m_editor, &ExperimentEditor::saveAs);
    file->addSeparator();
    file->addAction(tr("Se&ttings…"), QKeySequence::Preferences, this, &MainWindow::showSettings);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(tr("&Launch"), QKeySequence(Qt::CTRL | Qt::Key_R), this, [this] { launchExperiment(); });
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Osprey"), this, [this] {
        QMessageBox::about(
            this, tr("About Osprey"),
            tr("<b>Osprey %1</b><br>A workbench for training, evaluating and running image classifiers "
               "and object detectors on a CPU, a GPU or many machines through OpenMPI.")
                .arg(QApplication::applicationVersion()));
    });
}

bool MainWindow::launchExperiment(bool quiet) {
    QString problem;
    if (!m_editor->document()->isValid()) {
        problem = m_editor->document()->problems().join(QLatin1Char('\n'));
    } else {
        problem = m_editor->launchProblemTexts().join(QLatin1Char('\n'));  // Run > Launch checks them too
    }
    LaunchPlan plan;
    if (problem.isEmpty())
        plan = m_editor->plan(&problem);
    RunProcess* process = nullptr;
    if (problem.isEmpty())
        process = m_controller->launch(plan, &problem);
    if (!process) {
        if (!quiet)
            QMessageBox::warning(this, tr("Launch"), problem);
        return false;
    }
    m_monitor->followProcess(process);
    m_tabs->setCurrentWidget(m_monitor);
    updateStatusBar();
    return true;
}

void MainWindow::resumeRun(qint64 runId) {
    QString error;
    const LaunchSpec spec =
        m_editor->launchPanel()->spec(WorkbenchSettings::cliPath(), WorkbenchSettings::storePath());
    RunProcess* process = m_controller->resume(runId, spec, WorkbenchSettings::dataFolder(), &error);
    if (!process) {
        QMessageBox::warning(this, tr("Resume"), error);
        return;
    }
    m_monitor->followProcess(process);
    m_tabs->setCurrentWidget(m_monitor);
}

bool MainWindow::duplicateRun(qint64 runId) {
    const auto run = m_watcher->run(runId);
    if (!run || !m_editor->editCopyOf(qs(run->configYaml), qs(run->name), qs(run->runDir)))
        return false;
    m_tabs->setCurrentWidget(m_editor);
    return true;
}

void MainWindow::duplicateRunWithout(const QString& runDir, const QString& excludeList) {
    // The run as the store has it where it is there; a run folder opened by hand, from its config.yaml.
    const QString dir = QFileInfo(runDir).canonicalFilePath();
    bool opened = false;
    const auto same = [&](const RunRecord& r) { return QFileInfo(qs(r.runDir)).canonicalFilePath() == dir; };
    const auto& runs = m_watcher->runs();
    if (const auto it = std::find_if(runs.begin(), runs.end(), same); it != runs.end()) {
        opened = duplicateRun(it->id);
    } else {
        // A run folder's config.yaml read as the CLI reads an experiment: a FIFO there would hang the window.
        const QString config = QDir(runDir).filePath(QStringLiteral("config.yaml"));
        std::string text;
        if (const auto problem = tryReadFile(ss(config), 16 << 20, text)) {
            QMessageBox::warning(this, tr("New experiment"),
                                 tr("%1 cannot be read: %2").arg(config, ErrorText::sentence(*problem)));
            return;
        }
        opened = m_editor->editCopyOf(qs(text), QFileInfo(runDir).fileName(), runDir);
    }
    if (!opened)
        return;
    m_editor->document()->setField(QStringLiteral("data.exclude_list"), excludeList);
    m_tabs->setCurrentWidget(m_editor);
}

void MainWindow::showSettings() {
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool languageChanged = dialog.languageChanged();
    dialog.apply();
    m_watcher->setStorePath(WorkbenchSettings::storePath());
    m_editor->launchPanel()->setDefaultMpirun(WorkbenchSettings::mpirun());
    m_editor->refreshCommand();
    updateStatusBar();
    if (languageChanged)
        QMessageBox::information(this, tr("Language"),
                                 tr("The new language applies when Osprey starts again."));
}

void MainWindow::updateStatusBar() {
    const auto running = m_controller->jobs()->running().size();
    m_storeLabel->setText(tr("Store: %1 · %n run(s) started here running", nullptr, static_cast<int>(running))
                              .arg(m_watcher->storePath()));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    const auto running = m_controller->jobs()->running();
    if (!running.isEmpty()) {
        const auto answer = QMessageBox::question(this, tr("Runs in progress"),
                                                  tr("%n run(s) started here are still training. Stop them "
                                                     "(each writes a checkpoint you can resume "
                                                     "from) and quit?",
                                                     nullptr, static_cast<int>(running.size())),
                                                  QMessageBox::Yes | QMessageBox::Cancel);
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
        statusBar()->showMessage(tr("Stopping runs…"));
        m_controller->jobs()->stopAllAndWait(kStopWaitMs);
    }
    if (!m_editor->confirmDiscard()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
    event->accept();
}

}  // namespace osprey::ui
