#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QListView>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "datasets/ThumbnailModel.h"
#include "inspect/CheckpointScrubber.h"
#include "inspect/ConfusionModel.h"
#include "inspect/EvaluationView.h"
#include "inspect/RunRecords.h"
#include "monitor/MonitorView.h"
#include "store/StoreWatcher.h"

using namespace osprey;
using namespace osprey::ui;

// The workbench's views of a run's records (issue 21), driven as a person would: a classifier trained by
// osprey-cli, its Evaluation view, a click on a cell of the confusion matrix.
class TestInspectViews : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_run;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // What the run's recorded validation of `epoch` predicted for each picture of the scrubber's panel.
    QVector<int> recordedPredictions(const ScrubberModel& panel, int epoch) const {
        const RunRecords records(m_run.toStdString());
        const EpochRecords e = records.store().read(records.pick("val", {"val"}, epoch).id);
        QHash<QString, int> indexOf;
        for (const RecordedSample& s : records.samples("val"))
            indexOf.insert(QString::fromStdString(s.name), static_cast<int>(s.index));
        QVector<int> predicted;
        for (const ScrubberModel::Picture& picture : panel.pictures())
            predicted << static_cast<int>(e.predicted(static_cast<size_t>(indexOf.value(picture.name, -1))));
        return predicted;
    }
    static QVector<int> shownPredictions(const ScrubberModel& panel, int column) {
        QVector<int> predicted;
        for (int row = 0; row < panel.rowCount(); ++row)
            predicted << panel.data(panel.index(row, column), ScrubberModel::PredictedRole).toInt();
        return predicted;
    }
    static QString canonical(const QString& file) { return QFileInfo(file).canonicalFilePath(); }

private Q_SLOTS:
    void initTestCase() {
        test::isolateWorkbench(m_dir);
        const QStringList classes = {QStringLiteral("circle"), QStringLiteral("square"),
                                     QStringLiteral("plain")};
        test::writeImageFolder(path(QStringLiteral("shapes/train")).toStdString(), classes, 30);
        test::writeImageFolder(path(QStringLiteral("shapes/val")).toStdString(), classes, 8);
        test::writeSmallExperiment(path(QStringLiteral("exp.yaml")).toStdString(),
                                   "data: {dataset: folder, input_size: 16, workers: 1, root: " +
                                       path(QStringLiteral("shapes")).toStdString() + "}\n");
        m_run = path(QStringLiteral("run"));
        const test::CliResult r =
            test::runCli({QStringLiteral("train"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                          test::storePathIn(m_dir), QStringLiteral("--run-dir"), m_run, QStringLiteral("-c"),
                          path(QStringLiteral("exp.yaml")), QStringLiteral("train.epochs=3"),
                          QStringLiteral("checkpoint.snapshot_every=1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    }

    // The matrix holds every validation picture once; clicking a cell shows exactly its pictures; the
    // per-class table agrees with the matrix; an epoch can be picked.
    void testEvaluationViewMatrixAndGallery() {
        EvaluationView view;
        view.resize(1200, 800);
        view.show();
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        view.loadRun(m_run);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        ConfusionModel* matrix = view.matrix();
        QCOMPARE(matrix->rowCount(), 3);
        qint64 total = 0;
        for (int t = 0; t < 3; ++t)
            for (int p = 0; p < 3; ++p)
                total += matrix->count(t, p);
        QCOMPARE(total, qint64{24});
        QCOMPARE(view.classTable()->rowCount(), 3);
        QCOMPARE(view.classTable()->item(0, 4)->text(), QStringLiteral("8"));

        // Click the mistake with the most pictures, or the first class's right answers when there is none.
        int truth = 0, predicted = 0;
        for (int t = 0; t < 3; ++t) {
            for (int p = 0; p < 3; ++p) {
                const qint64 best = truth == predicted ? 0 : matrix->count(truth, predicted);
                if (t != p && matrix->count(t, p) > best) {
                    truth = t;
                    predicted = p;
                }
            }
        }
        QSignalSpy shown(&view, &EvaluationView::cellShown);
        const QRect cell = view.matrixView()->visualRect(matrix->index(truth, predicted));
        QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.front().at(2).toInt(), static_cast<int>(matrix->count(truth, predicted)));
        QCOMPARE(view.gallery()->rowCount(), static_cast<int>(matrix->count(truth, predicted)));
        // Each thumbnail is a picture of the row's class (its tooltip names the class folder).
        const QString className = matrix->headerData(truth, Qt::Vertical).toString();
        for (int row = 0; row < view.gallery()->rowCount(); ++row) {
            const QString tip = view.gallery()->data(view.gallery()->index(row), Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QStringLiteral("/") + className + QStringLiteral("/")), qPrintable(tip));
        }
        QTRY_COMPARE_WITH_TIMEOUT(view.gallery()->readyCount(), view.gallery()->rowCount(), 20000);

        // Epoch 1 of 3.
        loaded.clear();
        view.loadRun(m_run, 1);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(view.gallery()->rowCount(), 0);  // nothing clicked yet
    }

    // The checkpoint scrubber (issue 21): a click on the Monitor's accuracy chart at epoch 2 runs the weights
    // snapshot of epoch 2 on 8 validation pictures, and they predict what that epoch's validation recorded;
    // compare puts epoch 1's snapshot beside it, disagreements marked; a click far from any checkpoint says
    // so.
    void testScrubberShowsTheClickedEpochsSnapshot() {
        MainWindow window(100);
        window.resize(1400, 900);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(!window.watcher()->runs().isEmpty(), 10000);
        const qint64 runId = window.watcher()->runs().back().id;
        MonitorView* monitor = window.monitor();
        window.tabs()->setCurrentWidget(monitor);
        monitor->showRun(runId);
        monitor->setAxis(CurveAxis::Epoch);
        CurvePlot* plot = monitor->metricPlot();
        QTRY_VERIFY_WITH_TIMEOUT(plot->hasCurve(QStringLiteral("val/top1#raw")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(plot->xAxis->range().contains(3.0) && plot->replotCount() > 0, 10000);
        QVERIFY(!window.scrubber()->isVisible());  // until a chart is clicked

        CheckpointScrubber* scrubber = window.scrubber();
        QAbstractItemModelTester tester(scrubber->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(scrubber, &CheckpointScrubber::finished);
        const QPoint at(static_cast<int>(std::lround(plot->xAxis->coordToPixel(2.0))),
                        plot->axisRect()->bottom() - 8);
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QVERIFY(scrubber->isVisible());
        QVERIFY(finished.wait(60000));
        QVERIFY2(scrubber->errorText().isEmpty(), qPrintable(scrubber->errorText()));
        QCOMPARE(scrubber->shownCheckpoints().size(), 1);
        QCOMPARE(canonical(scrubber->shownCheckpoints().front()),
                 canonical(m_run + QStringLiteral("/snapshots/epoch-0002.pt")));
        QVERIFY2(scrubber->titleText().contains(QStringLiteral("epoch-0002.pt")),
                 qPrintable(scrubber->titleText()));
        const ScrubberModel& panel = *scrubber->model();
        QCOMPARE(panel.rowCount(), 8);
        QCOMPARE(panel.columnCount(), 2);
        QVERIFY(panel.complete());
        QCOMPARE(shownPredictions(panel, 1), recordedPredictions(panel, 2));
        // Evenly spaced over the 24 validation pictures: 3 of each class.
        QSet<QString> names;
        for (const auto& picture : panel.pictures())
            names << picture.name;
        QCOMPARE(names.size(), 8);

        // Compare with epoch 1's snapshot.
        finished.clear();
        scrubber->compareWith(runId);
        QVERIFY(finished.wait(60000));
        const int one = [&] {
            for (int i = 0; i < scrubber->compareCheckpointCombo()->count(); ++i)
                if (scrubber->compareCheckpointCombo()->itemData(i).toString().endsWith(
                        QStringLiteral("snapshots/epoch-0001.pt")))
                    return i;
            return -1;
        }();
        QVERIFY(one >= 0);
        finished.clear();
        scrubber->compareWith(runId, one);
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel.columnCount(), 3);
        QCOMPARE(canonical(scrubber->shownCheckpoints().at(1)),
                 canonical(m_run + QStringLiteral("/snapshots/epoch-0001.pt")));
        QCOMPARE(shownPredictions(panel, 1), recordedPredictions(panel, 2));
        QCOMPARE(shownPredictions(panel, 2), recordedPredictions(panel, 1));
        for (int row = 0; row < panel.rowCount(); ++row) {
            QCOMPARE(panel.data(panel.index(row, 2), ScrubberModel::DiffersRole).toBool(),
                     shownPredictions(panel, 1)[row] != shownPredictions(panel, 2)[row]);
        }

        // Epoch 9 of a 3-epoch run: the nearest checkpoint is shown, and the panel says it is not near.
        finished.clear();
        scrubber->scrub(runId, 9.0);
        QVERIFY(finished.wait(60000));
        QVERIFY2(scrubber->titleText().contains(QStringLiteral("No checkpoint near epoch 9")),
                 qPrintable(scrubber->titleText()));
        QVERIFY(scrubber->shownCheckpoints().front().endsWith(QStringLiteral("epoch-0003.pt")));
    }

    // A validation picture deleted after training: the matrix stays as recorded, the gallery leaves that
    // picture out (never another in its place) and says so. It changes the run's data, so it comes after the
    // test above.
    void testPictureDeletedSinceTraining() {
        EvaluationView view;
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        QVERIFY(QFile::remove(path(QStringLiteral("shapes/val/circle/img000.png"))));
        view.loadRun(m_run);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        qint64 circles = 0, shown = 0;
        QSignalSpy cell(&view, &EvaluationView::cellShown);
        for (int p = 0; p < 3; ++p) {
            circles += view.matrix()->count(0, p);
            view.showCell(0, p);
            shown += view.gallery()->rowCount();
            for (int row = 0; row < view.gallery()->rowCount(); ++row) {
                const QString tip =
                    view.gallery()->data(view.gallery()->index(row), Qt::ToolTipRole).toString();
                QVERIFY2(tip.contains(QStringLiteral("/circle/")), qPrintable(tip));
            }
        }
        QCOMPARE(circles, qint64{8});  // as recorded
        QCOMPARE(shown, qint64{7});    // the deleted one is not shown
        QCOMPARE(cell.count(), 3);
    }

    // A folder without records says why instead of showing an empty matrix.
    void testRunWithoutRecords() {
        EvaluationView view;
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        view.loadRun(path(QStringLiteral("shapes")));
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().contains(QStringLiteral("inspect.db")), qPrintable(view.errorText()));
        QCOMPARE(view.matrix()->rowCount(), 0);
    }
};

QTEST_MAIN(TestInspectViews)
#include "TestInspectViews.moc"
