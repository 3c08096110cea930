#include "ScreenshotTour.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <QTableView>

#include <QFileInfo>
#include <QListView>
#include <QListWidget>
#include <QMouseEvent>
#include <QSlider>

#include <cstdio>

#include "MainWindow.h"
#include "common/QtConversions.h"
#include "data/formats/coco/CocoFormat.h"
#include "data/formats/folder/FolderFormat.h"
#include "data/formats/shapes/ShapesFormat.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "datasets/DatasetHealthPanel.h"
#include "datasets/DatasetsView.h"
#include "datasets/ThumbnailModel.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "editor/ExperimentForm.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceView.h"
#include "inspect/CheckpointScrubber.h"
#include "inspect/ConfusionModel.h"
#include "inspect/EvaluationView.h"
#include "inspect/SuspectedErrorsView.h"
#include "monitor/MonitorView.h"
#include "runs/RunsView.h"
#include "store/StoreWatcher.h"
#include "welcome/WelcomeView.h"
#include "wizard/DatasetPage.h"
#include "wizard/NewExperimentWizard.h"

using namespace osprey::ui;

ScreenshotTour::ScreenshotTour(MainWindow* window, QString folder, int epochs)
    : QObject(window), m_window(window), m_folder(std::move(folder)), m_epochs(epochs) {
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &ScreenshotTour::poll);
}

void ScreenshotTour::start() {
    QDir().mkpath(m_folder);
    m_window->tabs()->setCurrentWidget(m_window->welcome());
    QTimer::singleShot(800, this, [this] {
        grab(m_window, QStringLiteral("welcome.png"));
        captureWizard();
    });
}

void ScreenshotTour::captureWizard() {
    // A COCO folder of shapes pictures, as a user's own data would be.
    m_wizardData = QDir(m_folder).filePath(QStringLiteral("my-shapes"));
    const osprey::ShapesGenerator generator(osprey::ShapesGenerator::Options::forSize(128));
    generator.writeCoco(m_wizardData.toStdString(), "train", 3, 40, 0);
    generator.writeCoco(m_wizardData.toStdString(), "val", 3, 8, 40);
    NewExperimentWizard* wizard = m_window->newExperiment();
    wizard->resize(900, 660);
    connect(wizard->datasetPage(), &QWizardPage::completeChanged, this, [this, wizard] {
        if (!wizard->datasetPage()->isComplete())
            return;
        QTimer::singleShot(800, this, [this, wizard] {
            grab(wizard, QStringLiteral("new-experiment-1-data.png"));
            wizard->next();
            QTimer::singleShot(8000, this, [this, wizard] {  // the parameter counts, a step time
                grab(wizard, QStringLiteral("new-experiment-2-model.png"));
                wizard->accept();
                QTimer::singleShot(800, this, [this] {
                    grab(m_window, QStringLiteral("new-experiment-3-editor.png"));
                    QDir(m_wizardData).removeRecursively();
                    captureTraining();
                });
            });
        });
    });
    wizard->datasetPage()->setPath(m_wizardData);
}

void ScreenshotTour::captureTraining() {
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
    captureScrubber();
}

void ScreenshotTour::captureScrubber() {
    // The digits run just trained (its template keeps a snapshot per epoch): a click on its accuracy chart at
    // epoch 1, as a person would, then Compare with its newest checkpoint (where they differ is marked).
    MonitorView* monitor = m_window->monitor();
    CheckpointScrubber* scrubber = m_window->scrubber();
    const qint64 runId = monitor->currentRun();
    monitor->setAxis(CurveAxis::Epoch);
    QTimer::singleShot(500, this, [this, monitor, scrubber, runId] {
        connect(
            scrubber, &CheckpointScrubber::finished, this,
            [this, scrubber, runId] {
                connect(
                    scrubber, &CheckpointScrubber::finished, this,
                    [this] {
                        QTimer::singleShot(800, this, [this] {
                            grab(m_window, QStringLiteral("scrubber.png"));
                            m_window->scrubber()->hide();
                            m_window->monitor()->setAxis(CurveAxis::Step);
                            captureFailedLaunch();
                        });
                    },
                    Qt::SingleShotConnection);
                scrubber->compareWith(runId);
            },
            Qt::SingleShotConnection);
        CurvePlot* plot = monitor->metricPlot();
        const QPointF at(plot->xAxis->coordToPixel(1.0), plot->axisRect()->bottom() - 8);
        QMouseEvent press(QEvent::MouseButtonPress, at, plot->mapToGlobal(at), Qt::LeftButton, Qt::LeftButton,
                          Qt::NoModifier);
        QApplication::sendEvent(plot, &press);
        QMouseEvent release(QEvent::MouseButtonRelease, at, plot->mapToGlobal(at), Qt::LeftButton,
                            Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(plot, &release);
    });
}

void ScreenshotTour::captureFailedLaunch() {
    // A launch that fails at start (a folder dataset without class folders passes the checks before Launch,
    // then the trainer refuses it): a failed run with its reason in the Runs list.
    const QString empty = QDir(m_folder).filePath(QStringLiteral(".no-classes"));
    QDir().mkpath(empty);
    ExperimentEditor* editor = m_window->editor();
    editor->newFromTemplate(QStringLiteral("digits.yaml"));
    editor->document()->setField(QStringLiteral("name"), QStringLiteral("my-photos"));
    editor->document()->setField(QStringLiteral("data.dataset"), QString::fromLatin1(osprey::kFolderFormat));
    editor->document()->setField(QStringLiteral("data.root"), empty);
    qint64 before = 0;
    for (const auto& run : m_window->watcher()->runs())
        before = std::max<qint64>(before, run.id);
    if (!m_window->launchExperiment(true)) {
        showRuns();
        return;
    }
    auto* wait = new QTimer(this);
    wait->start(500);
    connect(wait, &QTimer::timeout, this, [this, wait, before, empty] {
        for (const auto& run : m_window->watcher()->runs()) {
            if (run.id > before && run.status == osprey::RunStatus::Failed) {
                wait->deleteLater();
                QDir(empty).removeRecursively();
                showRuns();
                return;
            }
        }
    });
}

void ScreenshotTour::showRuns() {
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
                    captureDatasetHealth();
                });
            });
        },
        Qt::SingleShotConnection);
    datasets->setSource(QString::fromLatin1(osprey::kShapesFormat), QString());
    datasets->openFromForm();
}

void ScreenshotTour::captureDatasetHealth() {
    // A COCO export whose validation split overlaps its training split by 12 pictures (pictures 288-299 of
    // one seed written into both), checked as a person would: "Check all images", the Health page, a leak.
    const QString root = QDir(m_folder).filePath(QStringLiteral(".overlapping"));
    const osprey::ShapesGenerator generator(osprey::ShapesGenerator::Options::forSize(256));
    generator.writeCoco(ss(root), "train", 11, 300, 0);
    generator.writeCoco(ss(root), "val", 11, 60, 288);
    DatasetsView* datasets = m_window->datasets();
    connect(
        datasets, &DatasetsView::opened, this,
        [this, datasets] {
            connect(
                datasets, &DatasetsView::checkFinished, this,
                [this, datasets] {
                    datasets->pages()->setCurrentWidget(datasets->health());
                    datasets->health()->pairTable()->selectRow(3);
                    QTimer::singleShot(1000, this, [this, datasets] {
                        grab(m_window, QStringLiteral("dataset-health.png"));
                        datasets->pages()->setCurrentIndex(0);
                        QDir(QDir(m_folder).filePath(QStringLiteral(".overlapping"))).removeRecursively();
                        captureEvaluation();
                    });
                },
                Qt::SingleShotConnection);
            datasets->checkImages();
        },
        Qt::SingleShotConnection);
    datasets->setSource(QString::fromLatin1(osprey::kCocoFormat), root);
    datasets->openFromForm();
}

void ScreenshotTour::captureEvaluation() {
    // The digits run trained above: its confusion matrix, and the pictures of its most frequent mistake.
    const QString runDir = newestRun(osprey::TaskKind::Classification, QStringLiteral("inspect.db"));
    EvaluationView* evaluation = m_window->evaluation();
    if (runDir.isEmpty()) {
        std::fprintf(stderr, "no classifier run with records in the store: evaluation.png not taken\n");
        captureInference();
        return;
    }
    m_window->tabs()->setCurrentWidget(evaluation);
    connect(
        evaluation, &EvaluationView::loaded, this,
        [this, evaluation, runDir] {
            const ConfusionModel* m = evaluation->matrix();
            int truth = 0, predicted = 0;
            for (int t = 0; t < m->rowCount(); ++t) {
                for (int p = 0; p < m->columnCount(); ++p) {
                    if (t != p && m->count(t, p) > (truth == predicted ? 0 : m->count(truth, predicted))) {
                        truth = t;
                        predicted = p;
                    }
                }
            }
            evaluation->matrixView()->setCurrentIndex(m->index(truth, predicted));
            evaluation->showCell(truth, predicted);
            QTimer::singleShot(1500, this, [this, runDir] {
                grab(m_window, QStringLiteral("evaluation.png"));
                captureSuspectedErrors(runDir);
            });
        },
        Qt::SingleShotConnection);
    evaluation->loadRun(runDir);
}

void ScreenshotTour::captureSuspectedErrors(const QString& runDir) {
    // The run the Evaluation view showed, its pictures ranked, two marked Exclude and one Relabel.
    SuspectedErrorsView* suspects = m_window->suspectedErrors();
    m_window->tabs()->setCurrentWidget(suspects);
    connect(
        suspects, &SuspectedErrorsView::loaded, this,
        [this, suspects] {
            QListView* gallery = suspects->galleryView();
            const auto mark = [&](const QList<int>& rows, osprey::ErrorMarks::Mark how) {
                gallery->clearSelection();
                for (int row : rows) {
                    if (row < suspects->model()->rowCount())
                        gallery->selectionModel()->select(suspects->model()->index(row, 0),
                                                          QItemSelectionModel::Select);
                }
                suspects->markSelected(how);
            };
            mark({1, 3}, osprey::ErrorMarks::Mark::Exclude);
            suspects->classBox()->setCurrentIndex(suspects->classBox()->count() > 1 ? 1 : 0);
            mark({0}, osprey::ErrorMarks::Mark::Relabel);
            gallery->clearSelection();
            gallery->selectionModel()->select(suspects->model()->index(4, 0), QItemSelectionModel::Select);
            QTimer::singleShot(2500, this, [this] {
                grab(m_window, QStringLiteral("suspected-errors.png"));
                captureDetectorEvaluation();
            });
        },
        Qt::SingleShotConnection);
    suspects->loadRun(runDir);
}

void ScreenshotTour::captureDetectorEvaluation() {
    // The newest detection run with records: its matrix with the background row and column at the F1-best
    // threshold's neighbourhood (0.3), and the pictures of its largest off-diagonal cell.
    const QString runDir = newestRun(osprey::TaskKind::Detection, QStringLiteral("inspect.db"));
    if (runDir.isEmpty()) {
        std::fprintf(stderr,
                     "no detection run with records in the store: evaluation-detector.png not taken\n");
        captureInference();
        return;
    }
    EvaluationView* evaluation = m_window->evaluation();
    m_window->tabs()->setCurrentWidget(evaluation);
    connect(
        evaluation, &EvaluationView::loaded, this,
        [this, evaluation] {
            evaluation->thresholdSlider()->setValue(30);  // per cent
            const ConfusionModel* m = evaluation->matrix();
            int truth = 0, predicted = 0, most = 0;
            for (int t = 0; t < m->rowCount(); ++t) {
                for (int p = 0; p < m->columnCount(); ++p) {
                    if (t != p && m->count(t, p) > most) {
                        most = m->count(t, p);
                        truth = t;
                        predicted = p;
                    }
                }
            }
            evaluation->matrixView()->setCurrentIndex(m->index(truth, predicted));
            evaluation->showCell(truth, predicted);
            QTimer::singleShot(2000, this, [this] {
                grab(m_window, QStringLiteral("evaluation-detector.png"));
                captureInference();
            });
        },
        Qt::SingleShotConnection);
    evaluation->loadRun(runDir);
}

void ScreenshotTour::captureInference() {
    // The newest detection run with a checkpoint (train one first: see docs/screenshots/README.md).
    const QString runDir = newestRun(osprey::TaskKind::Detection, QStringLiteral("best.pt"));
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

QString ScreenshotTour::newestRun(osprey::TaskKind task, const QString& file) const {
    QString newest;
    for (const auto& run : m_window->watcher()->runs()) {
        const QString dir = qs(run.runDir);
        if (run.task == task && QFileInfo::exists(dir + QLatin1Char('/') + file))
            newest = dir;
    }
    return newest;
}

void ScreenshotTour::grab(QWidget* view, const QString& name) {
    view->grab().save(QDir(m_folder).filePath(name));
}
