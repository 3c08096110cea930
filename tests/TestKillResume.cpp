#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <map>

#include <sqlite3.h>

#include "TestSupport.h"
#include "store/RunStore.h"

using namespace osprey;
using namespace osprey::test;

// A run interrupted mid-epoch (SIGKILL: no chance to save; SIGTERM: saves where it is) and resumed must give
// the same per-epoch validation metrics as a run that was never interrupted.
class TestKillResume : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<int64_t, std::pair<double, double>> m_reference;  // epoch -> (val/top1, val/loss)

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    QStringList trainArgs(const QString& runDir) const {
        return {"train", "--db", path("runs.db"), "--run-dir", runDir, "--config", path("exp.yaml")};
    }

    // Per-epoch validation metrics of the run in `runDir`; the last row of an epoch wins.
    // Starts training, waits until the first epoch is done and `delayMs` more, then sends `signal`.
    int interrupt(const QString& runDir, int signal, int delayMs, QString* output) {
        QProcess process;
        process.start(QStringLiteral(OSPREY_CLI_PATH), trainArgs(runDir));
        QString out;
        while (!out.contains("epoch 1/3") && process.waitForReadyRead(120000))
            out += process.readAllStandardOutput();
        if (!out.contains("epoch 1/3"))
            return -100;
        QTest::qWait(delayMs);
        ::kill(static_cast<pid_t>(process.processId()), signal);
        process.waitForFinished(120000);
        out += process.readAllStandardOutput();
        *output = out + process.readAllStandardError();
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -signal;
    }

    // Metric rows stored more than once for the same name and step (a resume must drop the rows of the steps
    // it trains again).
    int duplicateRows(const QString& runDir) const {
        RunStore store(path("runs.db").toStdString());
        std::map<std::pair<std::string, int64_t>, int> seen;
        int duplicates = 0;
        for (const auto& m : store.metrics(store.findRunByDir(runDir.toStdString())->id))
            duplicates += seen[{m.name, m.step}]++ > 0;
        return duplicates;
    }

    // TensorBoard's own reader (tests/tensorboard_check.py, tensorboard from the build's venv) finds in the
    // run's event files what the store holds: `live` while the run is in its second epoch, else all of it.
    static QString tensorBoardDisagrees(const QString& runDir, const QString& mode, bool resumed = false) {
        QStringList args{QStringLiteral(OSPREY_SOURCE_DIR "/tests/tensorboard_check.py"), runDir,
                         QFileInfo(runDir).dir().filePath(QStringLiteral("runs.db")), mode};
        if (resumed)
            args << QStringLiteral("--resumed");
        const CliResult r = runProgram(QStringLiteral(OSPREY_TB_PYTHON), args, 120000);
        if (r.exitCode == 0)
            return {};
        return QStringLiteral(
                   "TensorBoard's reader disagrees with the store (exit %1; the build's venv needs "
                   "tensorboard: ./osprey.sh test makes it): %2 %3")
            .arg(r.exitCode)
            .arg(r.out, r.err);
    }

    // Starts training in `runDir` and returns the process, for a test to interfere with the files.
    void startTraining(QProcess& process, const QString& runDir) {
        process.start(QStringLiteral(OSPREY_CLI_PATH), trainArgs(runDir));
        QVERIFY(process.waitForStarted());
    }

    // The process's output up to the first line that holds `text` (or all of it when it ends first).
    static QString outputUntil(QProcess& process, const QString& text) {
        QString out;
        while (!out.contains(text) && process.waitForReadyRead(120000))
            out += process.readAllStandardOutput();
        return out;
    }

    void compareWithReference(const QString& runDir) {
        const auto resumed = epochTop1AndLoss(path("runs.db").toStdString(), runDir.toStdString());
        QCOMPARE(resumed.size(), m_reference.size());
        for (const auto& [epoch, values] : m_reference) {
            const auto& r = resumed.at(epoch);
            qInfo("epoch %lld: reference top1 %.2f loss %.6f, resumed top1 %.2f loss %.6f",
                  static_cast<long long>(epoch + 1), values.first, values.second, r.first, r.second);
            QVERIFY(std::abs(r.first - values.first) <= 0.21);  // at most one of 500 images differs
            QVERIFY(std::abs(r.second - values.second) <= 1e-4 * std::max(1.0, values.second));
        }
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeTextFile(path("exp.yaml").toStdString(),
                      "name: resume\nseed: 3\n"
                      "data: {dataset: digits, input_size: 20, workers: 1}\n"
                      "augment:\n  train: {scale: [0.7, 1.0], hflip: 0.0}\n  val: {resize_mode: resize}\n"
                      "model: {name: cifar_resnet20}\n"
                      "train: {epochs: 3, batch_size: 32, max_steps_per_epoch: 60, mixup_alpha: 0.2}\n"
                      "schedule: {name: cosine, warmup_epochs: 0.5}\n");
        const CliResult r = runCli(trainArgs(path("reference")));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        m_reference = epochTop1AndLoss(path("runs.db").toStdString(), path("reference").toStdString());
        QCOMPARE(m_reference.size(), size_t{3});
    }

    void testSigkillMidEpochThenResume() {
        QString out;
        const int code = interrupt(path("killed"), SIGKILL, 700, &out);
        QCOMPARE(code, -SIGKILL);
        QVERIFY2(!out.contains("epoch 2/3"), "the kill came after epoch 2 ended, not in the middle of it");
        QCOMPARE(epochTop1AndLoss(path("runs.db").toStdString(), path("killed").toStdString()).size(),
                 size_t{1});
        const CliResult r = runCli({"train", "--db", path("runs.db"), "--resume", path("killed")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("resuming at epoch 2, batch 0"), qPrintable(r.out));
        compareWithReference(path("killed"));
        // The rows of the steps between the checkpoint and the kill were stored again (issue 18).
        QCOMPARE(duplicateRows(path("killed")), 0);
        // ... and TensorBoard shows each step once, as the store holds it (issue 37).
        const QString board = tensorBoardDisagrees(path("killed"), "final", true);
        QVERIFY2(board.isEmpty(), qPrintable(board));
    }

    // A live run's event files, read by TensorBoard's own reader while it trains its second epoch, hold every
    // row the store holds of the first (issue 37); once it ends, every row.
    void testTensorBoardShowsTheRunLive() {
        const QString run = path("live");
        QProcess process;
        process.start(QStringLiteral(OSPREY_CLI_PATH), trainArgs(run) << "train.epochs=6");
        QVERIFY(process.waitForStarted());
        QString out = outputUntil(process, "epoch 1/6");
        QVERIFY2(out.contains("epoch 1/6"), qPrintable(out));
        const QString live = tensorBoardDisagrees(run, "live");
        QVERIFY2(process.state() == QProcess::Running, "the run ended before its files were read");
        QVERIFY2(live.isEmpty(), qPrintable(live));
        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);
        const QString final = tensorBoardDisagrees(run, "final");
        QVERIFY2(final.isEmpty(), qPrintable(final));
    }

    // A new best is written to best.pt before last.pt follows: here last.pt cannot be written (a folder
    // stands where its temporary file goes), the run fails, and the best survives; the resume starts from it
    // and ends where an uninterrupted run does. Before, last.pt came first and the first best was lost.
    void testBestIsWrittenBeforeLastAndResumesTheRun() {
        const QString run = path("best-first");
        QVERIFY(QDir().mkpath(run));
        QProcess process;
        startTraining(process, run);
        QVERIFY(QDir().mkpath(run + "/last.pt.tmp." + QString::number(process.processId())));
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("last.pt.tmp"), "failed for another reason");
        QVERIFY(QFile::exists(run + "/best.pt"));
        QVERIFY(!QFile::exists(run + "/last.pt"));
        QVERIFY(QDir(run + "/last.pt.tmp." + QString::number(process.processId())).removeRecursively());
        const CliResult r = runCli({"train", "--db", path("runs.db"), "--resume", run});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("resuming from best.pt"), qPrintable(r.out));
        QVERIFY2(r.out.contains("resuming at epoch 2, batch 0"), qPrintable(r.out));
        compareWithReference(run);
        QCOMPARE(duplicateRows(run), 0);
    }

    // Another program holds the store's write lock for 15 s in the middle of training (the busy timeout was
    // 10 s, and then the run failed): training goes on, its rows wait in memory, and in the end the store
    // holds exactly what an undisturbed run's does (issue 18).
    void testTrainingOutlastsALockedStore() {
        const QString run = path("locked");
        QProcess process;
        startTraining(process, run);
        QString out = outputUntil(process, "epoch 1/3");
        sqlite3* other = nullptr;
        QCOMPARE(sqlite3_open(path("runs.db").toUtf8().constData(), &other), SQLITE_OK);
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        QTest::qWait(15000);
        QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(other);
        QVERIFY(process.waitForFinished(300000));
        out += process.readAllStandardOutput() + process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains("is locked by another program"), qPrintable(out));
        compareWithReference(run);
        QCOMPARE(duplicateRows(run), 0);
        RunStore store(path("runs.db").toStdString());
        const auto rows = [&](const QString& dir) {
            return store.metrics(store.findRunByDir(dir.toStdString())->id).size();
        };
        QCOMPARE(rows(run), rows(path("reference")));
        QCOMPARE(store.findRunByDir(run.toStdString())->status, RunStatus::Finished);
    }

    // Killed before its first checkpoint, a run folder was a dead end ("holds no last.pt"); --resume now
    // trains it again from the start, as if it had never run.
    void testKilledBeforeItsFirstCheckpointStartsAgain() {
        const QString run = path("early");
        QProcess process;
        startTraining(process, run);
        outputUntil(process, "model:");
        ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
        QVERIFY(process.waitForFinished(120000));
        QVERIFY(QFile::exists(run + "/config.yaml") && !QFile::exists(run + "/last.pt"));
        // Killed this early, the run may or may not have opened its event file: the resumed run adds a second
        // one only after a first (which one happens depends on the moment of the kill).
        const bool leftAnEventFile = !QDir(run + "/tensorboard")
                                          .entryList({QStringLiteral("events.out.tfevents.*")}, QDir::Files)
                                          .isEmpty();
        const CliResult r = runCli({"train", "--db", path("runs.db"), "--resume", run});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("training it again from the start"), qPrintable(r.out));
        compareWithReference(run);
        QCOMPARE(duplicateRows(run), 0);
        const QString board = tensorBoardDisagrees(run, "final", leftAnEventFile);
        QVERIFY2(board.isEmpty(), qPrintable(board));
    }

    void testSigtermStopsCleanlyMidEpochThenResume() {
        QString out;
        const int code = interrupt(path("stopped"), SIGTERM, 700, &out);
        QVERIFY2(code == 0, qPrintable(out));
        QVERIFY2(out.contains("stopped"), qPrintable(out));
        RunStore store(path("runs.db").toStdString());
        QCOMPARE(store.findRunByDir(path("stopped").toStdString())->status, RunStatus::Stopped);
        const CliResult r = runCli({"train", "--db", path("runs.db"), "--resume", path("stopped")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("resuming at epoch 2, batch "), qPrintable(r.out));
        QVERIFY2(!r.out.contains("resuming at epoch 2, batch 0\n"), "the stop did not land mid-epoch");
        compareWithReference(path("stopped"));
        QCOMPARE(store.findRunByDir(path("stopped").toStdString())->status, RunStatus::Finished);
        const QString board = tensorBoardDisagrees(path("stopped"), "final", true);
        QVERIFY2(board.isEmpty(), qPrintable(board));
    }
};

QTEST_GUILESS_MAIN(TestKillResume)
#include "TestKillResume.moc"
