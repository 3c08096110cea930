#include "ScreenshotTour.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTableView>

#include "MainWindow.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "editor/ExperimentForm.h"
#include "monitor/MonitorView.h"
#include "runs/RunsView.h"
#include "store/StoreWatcher.h"

using namespace osprey::ui;

ScreenshotTour::ScreenshotTour(MainWindow* window, QString folder, int epochs)
    : QObject(window), m_window(window), m_folder(std::move(folder)), m_epochs(epochs) {
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &ScreenshotTour::poll);
}

void ScreenshotTour::start() {
    QDir().mkpath(m_folder);
    ExperimentEditor* editor = m_window->editor();
    editor->newFromTemplate(QStringLiteral("digits.yaml"));
    editor->document()->setField(QStringLiteral("train.epochs"), QString::number(m_epochs));
    editor->form()->showGroup(QStringLiteral("Optimisation"));
    m_window->tabs()->setCurrentWidget(editor);
    QTimer::singleShot(500, this, [this] {
        grab(m_window, QStringLiteral("experiment.png"));
        for (const auto& run : m_window->watcher()->runs())
            m_runsBefore = std::max<qint64>(m_runsBefore, run.id);
        if (!m_window->launchExperiment(true)) {
            QApplication::exit(1);
            return;
        }
        m_timer.start();
    });
}

void ScreenshotTour::poll() {
    // The launched run: the first one newer than those the store held before.
    const auto run = m_window->watcher()->run(m_window->monitor()->currentRun());
    if (!run || run->id <= m_runsBefore || run->status == "running")
        return;
    m_timer.stop();
    QTimer::singleShot(1500, this, &ScreenshotTour::capture);  // the last rows and replots
}

void ScreenshotTour::capture() {
    grab(m_window, QStringLiteral("monitor.png"));
    m_window->tabs()->setCurrentWidget(m_window->runs());
    QList<qint64> all;  // every run of the store, overlaid
    for (const auto& run : m_window->watcher()->runs())
        all << run.id;
    m_window->runs()->selectRuns(all);
    QTimer::singleShot(1500, this, [this] {
        grab(m_window, QStringLiteral("runs.png"));
        QApplication::exit(0);
    });
}

void ScreenshotTour::grab(QWidget* view, const QString& name) {
    view->grab().save(QDir(m_folder).filePath(name));
}
