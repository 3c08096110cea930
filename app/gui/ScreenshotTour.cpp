#include "ScreenshotTour.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTableView>

#include <QFileInfo>
#include <QListView>
#include <QListWidget>

#include <cstdio>

#include "MainWindow.h"
#include "common/QtConversions.h"
#include "data/ShapesGenerator.h"
#include "datasets/DatasetsView.h"
#include "datasets/ThumbnailModel.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "editor/ExperimentForm.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceView.h"
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
    if (!run || run->id <= m_runsBefore || run->status == osprey::RunStatus::Running)
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
        captureDatasets();
    });
}

void ScreenshotTour::captureDatasets() {
    DatasetsView* datasets = m_window->datasets();
    m_window->tabs()->setCurrentWidget(datasets);
    connect(
        datasets, &DatasetsView::opened, this,
        [this, datasets] {
            QTimer::singleShot(2500, this, [this, datasets] {
                datasets->thumbnailView()->setCurrentIndex(datasets->thumbnails()->index(0));
                QTimer::singleShot(500, this, [this] {
                    grab(m_window, QStringLiteral("datasets.png"));
                    captureInference();
                });
            });
        },
        Qt::SingleShotConnection);
    datasets->setSource(QStringLiteral("shapes"), QString());
    datasets->openFromForm();
}

void ScreenshotTour::captureInference() {
    // The newest detection run with a checkpoint (train one first: see docs/screenshots/README.md).
    QString runDir;
    for (const auto& run : m_window->watcher()->runs()) {
        const QString dir = qs(run.runDir);
        if (run.task == osprey::TaskKind::Detection && QFileInfo::exists(dir + QStringLiteral("/best.pt")))
            runDir = dir;
    }
    if (runDir.isEmpty()) {
        std::fprintf(stderr, "no detection run with best.pt in the store: inference.png not taken\n");
        QApplication::exit(0);
        return;
    }
    InferenceView* inference = m_window->inference();
    m_window->tabs()->setCurrentWidget(inference);
    const std::string images = QDir(m_folder).filePath(QStringLiteral(".shapes")).toStdString();
    // Pictures the detector never saw (another seed), twice its training size.
    osprey::ShapesGenerator(osprey::ShapesGenerator::Options::forSize(256)).writeCoco(images, "val", 7, 6, 0);
    connect(
        inference->session(), &InferenceSession::modelLoaded, this,
        [this, inference, images] {
            inference->addImages({qs(images) + QStringLiteral("/val")});
            inference->setScoreThreshold(0.3);
            m_timer.disconnect();
            connect(&m_timer, &QTimer::timeout, this, [this, inference, images] {
                if (inference->resultCount() < inference->imageList()->count())
                    return;
                m_timer.stop();
                inference->imageList()->setCurrentRow(1);
                QTimer::singleShot(800, this, [this, images] {
                    grab(m_window, QStringLiteral("inference.png"));
                    QDir(qs(images)).removeRecursively();
                    QApplication::exit(0);
                });
            });
            m_timer.start();
        },
        Qt::SingleShotConnection);
    inference->loadRun(runDir);
}

void ScreenshotTour::grab(QWidget* view, const QString& name) {
    view->grab().save(QDir(m_folder).filePath(name));
}
