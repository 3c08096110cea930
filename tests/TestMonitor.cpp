#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#include "GuiTestSupport.h"
#include "common/QtConversions.h"
#include "monitor/CurvePlot.h"
#include "monitor/MonitorView.h"
#include "runs/RunsTableModel.h"
#include "store/RunCurves.h"
#include "store/StoreWatcher.h"

using namespace osprey;
using namespace osprey::ui;

class TestMonitor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateWorkbench(m_dir); }

    // A run started from a terminal (another process) writes the store; the monitor shows its curves while
    // it trains (asserted: the run is long, and the test stops it once it has seen them) and how it ended.
    void testPicksUpRowsAnotherProcessWrites() {
        const QString store = QDir(m_dir.path()).filePath(QStringLiteral("outside.db"));
        StoreWatcher watcher(store, 100);
        MonitorView monitor(&watcher);
        monitor.resize(1200, 800);
        monitor.show();

        QProcess trainer;
        startTrainer(
            trainer, QStringLiteral("outside"),
            "name: outside\nseed: 3\n"
            "data: {dataset: synthetic, synthetic_size: 512, num_classes: 4, input_size: 16, workers: 1}\n"
            "augment: {train: {resize_mode: resize, hflip: 0.0}, val: {resize_mode: resize}}\n"
            "model: {name: cifar_resnet20}\n"
            "train: {epochs: 500, batch_size: 16, log_every: 2}\n",
            store);
        QVERIFY(trainer.waitForStarted());
        // While it trains: the run appears, its loss, LR and validation curves grow.
        QTRY_VERIFY_WITH_TIMEOUT(monitor.currentRun() != 0, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(monitor.lossPlot()->curvePoints(QStringLiteral("train/loss")) >= 3, 120000);
        QTRY_VERIFY_WITH_TIMEOUT(monitor.metricPlot()->curvePoints(QStringLiteral("val/top1")) >= 2, 120000);
        QCOMPARE(trainer.state(), QProcess::Running);  // seen live, not read back after the end
        QVERIFY(monitor.statusText().startsWith(QStringLiteral("running")));
        QVERIFY(monitor.lrPlot()->curvePoints(QStringLiteral("train/lr")) >= 3);
        QVERIFY(monitor.statusText().contains(QStringLiteral("/500")));
        QVERIFY(monitor.statusText().contains(QStringLiteral("world size 1")));

        // Stopped (SIGTERM, as the workbench's Stop): the step ends, the run is marked stopped, exit 0.
        trainer.terminate();
        QVERIFY(trainer.waitForFinished(120000));
        QCOMPARE(trainer.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(monitor.statusText().startsWith(QStringLiteral("stopped")), 10000);
        // Every loss row the trainer stored is on the plot.
        int64_t storedLoss = 0, storedTop1 = 0;
        for (const auto& row : RunStore(ss(store)).metrics(monitor.currentRun())) {
            storedLoss += row.name == "train/loss";
            storedTop1 += row.name == "val/top1";
        }
        QVERIFY(storedLoss >= 32);
        QTRY_COMPARE(monitor.lossPlot()->curvePoints(QStringLiteral("train/loss")), storedLoss);
        QTRY_COMPARE(monitor.metricPlot()->curvePoints(QStringLiteral("val/top1")), storedTop1);
        QVERIFY(monitor.throughputPlot()->curvePoints(QStringLiteral("train/img_per_s")) > 0);

        // The epoch axis puts the validation rows at the epoch ends.
        monitor.setAxis(CurveAxis::Epoch);
        QCOMPARE(monitor.metricPlot()->graph(0)->data()->at(0)->key, 1.0);
        QCOMPARE(monitor.metricPlot()->graph(0)->data()->at(1)->key, 2.0);
    }

    void testFailedRunShowsWhy() {
        const QString store = QDir(m_dir.path()).filePath(QStringLiteral("failed.db"));
        int64_t id = 0;
        {
            RunStore s(ss(store));
            RunRecord r;
            r.name = "broken";
            r.status = RunStatus::Running;
            id = s.createRun(r);
            s.setStatus(id, RunStatus::Failed, "data.root 'x' does not exist");
        }
        StoreWatcher watcher(store, 50);
        MonitorView monitor(&watcher);
        QTRY_COMPARE(monitor.currentRun(), id);
        QTRY_VERIFY(monitor.statusText().contains(QStringLiteral("data.root 'x' does not exist")));
        QVERIFY(monitor.statusText().startsWith(QStringLiteral("failed")));
    }

    // However often data arrives, the plot replots at most once per ~40 ms.
    void testReplotsAreCoalesced() {
        CurvePlot plot(QStringLiteral("t"));
        plot.resize(600, 400);
        plot.show();
        QVector<double> x, y;
        QElapsedTimer timer;
        timer.start();
        int updates = 0;
        while (timer.elapsed() < 1000) {
            x << x.size();
            y << std::sin(x.back() / 10.0);
            plot.setCurve(QStringLiteral("s"), QStringLiteral("s"), {Qt::blue}, x, y,
                          plot.curvePoints(QStringLiteral("s")));
            ++updates;
            QTest::qWait(2);
        }
        QTest::qWait(100);
        QCOMPARE(plot.curvePoints(QStringLiteral("s")), x.size());
        QVERIFY2(updates > 100, qPrintable(QString::number(updates)));
        QVERIFY2(plot.replotCount() <= 1100 / 40 + 2, qPrintable(QString::number(plot.replotCount())));
        QVERIFY(plot.replotCount() >= 5);
    }

    void testHoverLegendLogAndExport() {
        CurvePlot plot(QStringLiteral("t"));
        plot.resize(600, 400);
        plot.setAxisLabels(QStringLiteral("step"), QStringLiteral("loss"));
        plot.setCurve(QStringLiteral("a"), QStringLiteral("loss a"), {Qt::red}, {1, 2, 3}, {1.0, 0.5, 0.25});
        plot.show();
        QTest::qWait(100);
        plot.replot();
        const QPointF pixel = plot.graph(0)->coordsToPixels(2, 0.5);
        const QString hover = plot.hoverText(pixel);
        QVERIFY2(hover.contains(QStringLiteral("loss a")) && hover.contains(QStringLiteral("0.5")),
                 qPrintable(hover));
        QVERIFY(plot.hoverText(pixel + QPointF(200, 200)).isEmpty());
        QCOMPARE(plot.csv(), QStringLiteral("curve,x,y\nloss a,1,1\nloss a,2,0.5\nloss a,3,0.25\n"));
        const QString png = QDir(m_dir.path()).filePath(QStringLiteral("plot.png"));
        QVERIFY(plot.exportPng(png, 300, 200));
        QCOMPARE(QImage(png).size(), QSize(300, 200));
        plot.setLogScale(true);
        QCOMPARE(plot.yAxis->scaleType(), QCPAxis::stLogarithmic);
    }

    // Issue 21: a plain left click says where it was on the X axis (the checkpoint scrubber follows it); a
    // drag still pans the view and is no click; a click on the legend toggles its curve, nothing else.
    void testClickGivesAPointAndDragStillPans() {
        CurvePlot plot(QStringLiteral("t"));
        plot.resize(600, 400);
        plot.setCurve(QStringLiteral("a"), QStringLiteral("loss a"), {Qt::red}, {1, 2, 3, 4},
                      {1.0, 0.5, 0.3, 0.2});
        plot.show();
        QTest::qWait(100);
        plot.replot();
        QSignalSpy clicked(&plot, &CurvePlot::pointClicked);
        const int y = plot.axisRect()->bottom() - 10;
        QTest::mouseClick(&plot, Qt::LeftButton, {},
                          QPoint(static_cast<int>(std::lround(plot.xAxis->coordToPixel(3))), y));
        QCOMPARE(clicked.count(), 1);
        QVERIFY(std::abs(clicked.front().at(0).toDouble() - 3.0) < 0.05);

        const double lower = plot.xAxis->range().lower;
        const QPoint from(static_cast<int>(plot.xAxis->coordToPixel(2)), y);
        QTest::mousePress(&plot, Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(80, 0)),
                         plot.mapToGlobal(QPointF(from + QPoint(80, 0))), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&plot, &move);
        QTest::mouseRelease(&plot, Qt::LeftButton, {}, from + QPoint(80, 0));
        QCOMPARE(clicked.count(), 1);  // a drag is no click
        QVERIFY2(plot.xAxis->range().lower < lower - 0.1,
                 qPrintable(QString::number(plot.xAxis->range().lower)));

        const QPoint legend = plot.legend->outerRect().center();
        QTest::mouseClick(&plot, Qt::LeftButton, {}, legend);
        QCOMPARE(clicked.count(), 1);
    }

    // Issue 19: the data's extreme points are inside the plot, not on its border.
    void testPointsAreNotDrawnOnTheBorder() {
        CurvePlot plot(QStringLiteral("t"));
        plot.resize(600, 400);
        plot.setCurve(QStringLiteral("v"), QStringLiteral("val"), {Qt::red, Qt::SolidLine, 2, false, true},
                      {1, 2, 3}, {0.5, 0.7, 0.9});
        plot.show();
        QTest::qWait(100);  // the coalesced replot follows the data
        QVERIFY2(
            plot.xAxis->range().lower < 1 && plot.xAxis->range().upper > 3,
            qPrintable(
                QStringLiteral("x %1..%2").arg(plot.xAxis->range().lower).arg(plot.xAxis->range().upper)));
        QVERIFY2(
            plot.yAxis->range().lower < 0.5 && plot.yAxis->range().upper > 0.9,
            qPrintable(
                QStringLiteral("y %1..%2").arg(plot.yAxis->range().lower).arg(plot.yAxis->range().upper)));
    }

    // Issue 19: a running run's ETA counts down between the store's rows (before, it changed only when an
    // epoch ended), and every measured curve can be smoothed, not the training loss alone.
    void testEtaCountsDownAndEveryCurveSmooths() {
        const QString store = QDir(m_dir.path()).filePath(QStringLiteral("eta.db"));
        const double now = static_cast<double>(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
        int64_t id = 0;
        {
            RunStore s(ss(store));
            RunRecord r;
            r.name = "eta";
            r.status = RunStatus::Running;  // this process's pid: alive
            r.configYaml = "train:\n  epochs: 10\n";
            id = s.createRun(r);
            std::vector<MetricRow> rows;
            for (int step = 1; step <= 150; ++step) {
                const double wall = now - 90 + 0.5 * step;  // 2 steps a second, the last 15 s ago
                rows.push_back({step, step > 100 ? 1 : 0, "train/loss", 1.0 / step, wall});
                rows.push_back({step, step > 100 ? 1 : 0, "train/img_per_s", 60.0 + step % 7, wall});
            }
            rows.push_back({100, 0, "train/epoch_seconds", 50.0, now - 40});
            rows.push_back({100, 0, "val/loss", 0.9, now - 40});
            rows.push_back({100, 0, "val/top1", 60.0, now - 40});
            s.insertMetrics(id, rows);
        }
        StoreWatcher watcher(store, 50);
        MonitorView monitor(&watcher);
        QTRY_COMPARE(monitor.currentRun(), id);
        QTRY_VERIFY(monitor.statusText().contains(QStringLiteral("ETA")));
        const QString first = monitor.statusText();
        QTest::qWait(2200);
        const QString later = monitor.statusText();
        QVERIFY2(later.contains(QStringLiteral("ETA")) && later != first,
                 qPrintable(first + QStringLiteral(" | ") + later));

        QTRY_VERIFY(monitor.lossPlot()->curvePoints(QStringLiteral("train/loss#raw")) > 0);
        QVERIFY(monitor.lossPlot()->curvePoints(QStringLiteral("val/loss#raw")) > 0);
        QVERIFY(monitor.metricPlot()->curvePoints(QStringLiteral("val/top1#raw")) > 0);
        QVERIFY(monitor.throughputPlot()->curvePoints(QStringLiteral("train/img_per_s#raw")) > 0);
    }

    // Issue 19: a run whose loss became NaN is marked where it happened: on the loss plot a line labelled
    // "diverged" at that step, in the Runs list a status that says so with the step in its tooltip. The run
    // is a real one: the trainer stops at the first NaN loss, which must reach the store (as SQLite's NULL).
    void testDivergedRunIsMarkedOnThePlotAndInTheList() {
        const QString store = QDir(m_dir.path()).filePath(QStringLiteral("diverged.db"));
        QProcess trainer;
        startTrainer(
            trainer, QStringLiteral("diverges"),
            "name: diverges\nseed: 1\n"
            "data: {dataset: synthetic, synthetic_size: 256, num_classes: 4, input_size: 16, workers: 0}\n"
            "augment: {train: {resize_mode: resize, hflip: 0.0}, val: {resize_mode: resize}}\n"
            "model: {name: cifar_resnet20}\noptim: {lr: 1.0e+30}\n"
            "train: {epochs: 3, batch_size: 16, log_every: 1}\n",
            store);
        QVERIFY(trainer.waitForFinished(120000));
        const QString output = QString::fromUtf8(trainer.readAll());
        QVERIFY2(trainer.exitCode() == 1 && output.contains(QStringLiteral("the training loss became")) &&
                     output.contains(QStringLiteral("nan")),
                 qPrintable(output));
        int64_t id = 0, nanStep = -1;
        {
            RunStore s(ss(store));
            QCOMPARE(s.listRuns().size(), size_t{1});
            id = s.listRuns()[0].id;
            for (const auto& row : s.metrics(id)) {
                if (row.name == "train/loss" && std::isnan(row.value) && nanStep < 0)
                    nanStep = row.step;
            }
        }
        QVERIFY2(nanStep > 0, "the NaN loss is not in the store");

        StoreWatcher watcher(store, 50);
        MonitorView monitor(&watcher);
        monitor.resize(1200, 800);
        monitor.show();
        QTRY_COMPARE(monitor.currentRun(), id);
        QTRY_COMPARE(monitor.lossPlot()->markerLabels(), QStringList{QStringLiteral("diverged")});
        QCOMPARE(monitor.lossPlot()->markerX(QStringLiteral("diverged")), static_cast<double>(nanStep));

        RunsTableModel runs;
        runs.setRuns(watcher.runs());
        QCOMPARE(runs.rowCount(), 1);
        const QModelIndex status = runs.index(0, RunsTableModel::Status);
        QVERIFY2(runs.data(status).toString().contains(QStringLiteral("diverged")),
                 qPrintable(runs.data(status).toString()));
        QCOMPARE(runs.data(status, RunsTableModel::DivergedStepRole).toLongLong(), nanStep);
        const QString tip = runs.data(status, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Loss became NaN at step %1").arg(nanStep)), qPrintable(tip));
    }

    void testEpochAxisAndSmoothing() {
        RunCurves curves;
        curves.append({{5, 0, "train/loss", 1.0, 10},
                       {10, 0, "train/loss", 0.8, 11},
                       {10, 0, "train/epoch_seconds", 1, 11},
                       {10, 0, "val/top1", 50, 11},
                       {15, 1, "train/loss", 0.6, 12}});
        const auto* loss = curves.series(QStringLiteral("train/loss"));
        QVERIFY(loss);
        QCOMPARE(curves.xValues(*loss, CurveAxis::Epoch), (QVector<double>{0.5, 1.0, 1.5}));
        QCOMPARE(curves.xValues(*curves.series(QStringLiteral("val/top1")), CurveAxis::Epoch),
                 (QVector<double>{1.0}));
        QCOMPARE(curves.xValues(*loss, CurveAxis::WallTime), (QVector<double>{0.0, 1.0 / 60, 2.0 / 60}));
        const auto s = smoothed({1, 1, 1, 3}, 0.5);
        QCOMPARE(s[0], 1.0);  // debiased: the first value is itself
        QVERIFY(s[3] > 1.0 && s[3] < 3.0);
    }

private:
    // osprey-cli trains `experiment` (written to NAME.yaml) into the run folder NAME-run, recording in
    // `store`.
    void startTrainer(QProcess& trainer, const QString& name, const QByteArray& experiment,
                      const QString& store) {
        const QString config = QDir(m_dir.path()).filePath(name + QStringLiteral(".yaml"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(experiment);
        file.close();
        trainer.setProcessChannelMode(QProcess::MergedChannels);
        trainer.start(
            QStringLiteral(OSPREY_CLI_PATH),
            {QStringLiteral("train"), QStringLiteral("-c"), config, QStringLiteral("--db"), store,
             QStringLiteral("--run-dir"), QDir(m_dir.path()).filePath(name + QStringLiteral("-run")),
             QStringLiteral("--threads"), QStringLiteral("2")});
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestMonitor)
#include "TestMonitor.moc"
