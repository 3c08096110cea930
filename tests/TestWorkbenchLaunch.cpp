#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "GuiTestSupport.h"
#include "HeldRunFolderLock.h"
#include "MainWindow.h"
#include "common/QtConversions.h"
#include "editor/ConfigFieldEditor.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "editor/ExperimentForm.h"
#include "launch/JobManager.h"
#include "launch/LaunchPanel.h"
#include "launch/RunController.h"
#include "launch/RunProcess.h"
#include "monitor/CurvePlot.h"
#include "monitor/MonitorView.h"
#include "runs/RunsTableModel.h"
#include "runs/RunsView.h"
#include "store/StoreWatcher.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

void setField(MainWindow& window, const char* key, const QString& text) {
    window.editor()->document()->setField(QString::fromLatin1(key), text);
}

// A copy: the watcher replaces its list on every read.
std::optional<RunRecord> currentRun(const MainWindow& window) {
    return window.watcher()->run(window.monitor()->currentRun());
}

QString statusOf(const MainWindow& window) {
    const auto run = currentRun(window);
    return run ? QString::fromLatin1(runStatusName(run->status)) : QString();
}

}  // namespace

class TestWorkbenchLaunch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateWorkbench(m_dir); }

    // The digits demo launched with the Launch button ends in a finished run whose curves the monitor shows.
    void testDigitsDemoFromTheGui() {
        MainWindow window(200);
        window.show();
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
        setField(window, "train.epochs", QStringLiteral("2"));
        QVERIFY(window.editor()->launchButton()->isEnabled());
        QTest::mouseClick(window.editor()->launchButton(), Qt::LeftButton);
        QCOMPARE(window.tabs()->currentWidget(), window.monitor());
        QCOMPARE(window.controller()->jobs()->running().size(), 1);

        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->currentRun() != 0, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(window) == QStringLiteral("finished"), 300000);
        const auto run = currentRun(window);
        QVERIFY(run->hasBestMetric);
        QVERIFY2(run->bestMetric > 80.0, qPrintable(QString::number(run->bestMetric)));
        QTRY_COMPARE(window.monitor()->metricPlot()->curvePoints(QStringLiteral("val/top1")), 2);
        QVERIFY(window.monitor()->lossPlot()->curvePoints(QStringLiteral("train/loss")) > 10);
        QVERIFY(window.monitor()->lrPlot()->curvePoints(QStringLiteral("train/lr")) > 10);
        QTRY_VERIFY(window.controller()->jobs()->running().isEmpty());
        QVERIFY(window.monitor()->consoleText().contains(QStringLiteral("val/top1")));
        QVERIFY(window.monitor()->statusText().contains(QStringLiteral("epoch 2/2")));
        const QDir runDir(qs(run->runDir));
        QVERIFY(runDir.exists(QStringLiteral("experiment.yaml")));
        QVERIFY(runDir.exists(QStringLiteral("config.yaml")));
        QVERIFY(runDir.exists(QStringLiteral("last.pt")));
        QVERIFY(runDir.absolutePath().startsWith(QDir(m_dir.path()).filePath(QStringLiteral("runs"))));
    }

    // Stop ends the run gracefully (stopped, checkpoint written); Resume continues it to the end.
    void testStopAndResume() {
        MainWindow window(200);
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
        setField(window, "train.epochs", QStringLiteral("4"));
        setField(window, "name", QStringLiteral("stop-resume"));
        QVERIFY(window.launchExperiment(true));
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->currentRun() != 0, 60000);
        const qint64 runId = window.monitor()->currentRun();
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->metricPlot()->curvePoints(QStringLiteral("val/top1")) >= 1,
                                 120000);
        QVERIFY(window.controller()->stop(runId));
        // Issue 19: between the request and the end of the process the run reads as stopping.
        QVERIFY2(window.monitor()->statusText().startsWith(QStringLiteral("stopping")),
                 qPrintable(window.monitor()->statusText()));
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->jobs()->running().isEmpty(), 60000);
        QCOMPARE(window.controller()->jobs()->processFor(qs(currentRun(window)->runDir))->exitCode(), 0);
        QTRY_COMPARE(statusOf(window), QStringLiteral("stopped"));
        QVERIFY(QFileInfo::exists(QDir(qs(currentRun(window)->runDir)).filePath(QStringLiteral("last.pt"))));

        QString error;
        const LaunchSpec local =
            window.editor()->launchPanel()->spec(QStringLiteral(OSPREY_CLI_PATH), test::storePathIn(m_dir));
        QVERIFY2(window.controller()->resume(runId, local, m_dir.path(), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(window) == QStringLiteral("finished"), 300000);
        QCOMPARE(window.monitor()->currentRun(), runId);
        QTRY_VERIFY(window.monitor()->statusText().contains(QStringLiteral("epoch 4/4")));
        QTRY_COMPARE(window.monitor()->metricPlot()->curvePoints(QStringLiteral("val/top1")), 4);
    }

    // Kill ends the process at once; the run reads as lost, its folder stays.
    void testKill() {
        MainWindow window(200);
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
        setField(window, "name", QStringLiteral("killed"));
        QVERIFY(window.launchExperiment(true));
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->currentRun() != 0, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->lossPlot()->curvePoints(QStringLiteral("train/loss")) >= 1,
                                 60000);
        QVERIFY(window.controller()->kill(window.monitor()->currentRun()));
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->jobs()->running().isEmpty(), 20000);
        QTRY_COMPARE(statusOf(window), QStringLiteral("lost"));
        QVERIFY(window.monitor()->statusText().contains(QStringLiteral("killed?")));
    }

    // Issue 19: a launch that fails at setup (a value the form accepts but the model refuses) is a run with
    // status failed, its reason and its log, in the Runs list and the Monitor, with "Edit and relaunch".
    // Before, its error showed under the previous run, it never reached the Runs list and its folder stayed
    // behind.
    void testFailedLaunchIsAFailedRun() {
        MainWindow window(100);
        window.show();
        window.editor()->newFromTemplate(QStringLiteral("shapes.yaml"));
        setField(window, "name", QStringLiteral("too-small"));
        setField(window, "model.name", QStringLiteral("ssd300_resnet34"));
        setField(window, "model.anchor_sizes", QStringLiteral("[]"));
        const QString experiment = window.editor()->yamlView()->toPlainText();
        QVERIFY(window.editor()->launchButton()->isEnabled());
        QTest::mouseClick(window.editor()->launchButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->jobs()->running().isEmpty(), 60000);

        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->currentRun() != 0, 10000);
        const auto run = currentRun(window);
        QCOMPARE(qs(run->name), QStringLiteral("too-small"));
        QCOMPARE(statusOf(window), QStringLiteral("failed"));
        QVERIFY2(qs(run->message).contains(QStringLiteral("at least 257 pixels")), run->message.c_str());
        QVERIFY2(window.monitor()->statusText().contains(QStringLiteral("at least 257 pixels")),
                 qPrintable(window.monitor()->statusText()));
        QVERIFY(QFileInfo(QDir(qs(run->runDir)).filePath(QStringLiteral("train.log"))).size() > 0);
        QTRY_VERIFY(window.runs()->model()->rowOf(run->id) >= 0);

        QPushButton* relaunch = nullptr;
        for (auto* button : window.monitor()->findChildren<QPushButton*>()) {
            if (button->text() == QStringLiteral("Edit and relaunch"))
                relaunch = button;
        }
        QVERIFY(relaunch);
        QTRY_VERIFY(relaunch->isVisible() && relaunch->isEnabled());
        QTest::mouseClick(relaunch, Qt::LeftButton);
        QCOMPARE(window.tabs()->currentWidget(), window.editor());
        QCOMPARE(window.editor()->yamlView()->toPlainText(), experiment);
    }

#ifdef OSPREY_TEST_MPI
    // The MPI launch runs mpirun with two ranks of osprey-cli; the run records world size 2.
    void testMpiLaunch() {
        MainWindow window(200);
        window.editor()->newFromTemplate(QStringLiteral("digits.yaml"));
        setField(window, "train.epochs", QStringLiteral("1"));
        setField(window, "name", QStringLiteral("mpi"));
        window.editor()->launchPanel()->setMode(LaunchSpec::Mode::Mpi);
        window.editor()->launchPanel()->setMpi(QStringLiteral("mpirun"), 2, QString(), QString(), QString());
        QVERIFY(window.editor()->launchPanel()->commandText().startsWith(QStringLiteral("mpirun ")));
        QVERIFY(window.launchExperiment(true));
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->currentRun() != 0, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(window) == QStringLiteral("finished"), 300000);
        QCOMPARE(currentRun(window)->worldSize, int64_t{2});
        QTRY_VERIFY(window.monitor()->statusText().contains(QStringLiteral("world size 2")));
    }
#endif

    // Issue 36: a launch into a run folder that another process owns (a run resumed from a terminal) is
    // refused before anything is written there, naming the holder; before, experiment.yaml was written into
    // the folder and a second trainer started in it.
    void testLaunchIntoAFolderInUseIsRefused() {
        MainWindow window(200);
        const QString folder = m_dir.filePath(QStringLiteral("runs/in-use"));
        QVERIFY(QDir().mkpath(folder));
        test::HeldRunFolderLock held(folder);
        QVERIFY(held.held());
        LaunchPlan plan;
        plan.configYaml = QStringLiteral("name: in-use\n");
        plan.runDir = folder;
        plan.workingDir = m_dir.path();
        plan.command = {QStringLiteral(OSPREY_CLI_PATH), QStringLiteral("models")};
        QString error;
        RunProcess* process = window.controller()->launch(plan, &error);
        if (process)
            QTRY_VERIFY_WITH_TIMEOUT(window.controller()->jobs()->running().isEmpty(), 60000);
        QVERIFY2(!process, "launched into a folder another process owns");
        QVERIFY2(error.contains(test::HeldRunFolderLock::holderText()), qPrintable(error));
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/experiment.yaml")));
        held.release();
        process = window.controller()->launch(plan, &error);
        QVERIFY2(process, qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->jobs()->running().isEmpty(), 60000);
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/experiment.yaml")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestWorkbenchLaunch)
#include "TestWorkbenchLaunch.moc"
