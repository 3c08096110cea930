#include <signal.h>
#include <sqlite3.h>

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <map>
#include <random>

#include "TestSupport.h"
#include "store/RunStore.h"
#include "weights/Checkpoint.h"

using namespace osprey;
using namespace osprey::test;

// Issue 18's chaos test: one training run is killed with SIGKILL twenty times, at moments drawn from a fixed
// seed: inside a checkpoint's write (half its bytes written; all written but not renamed), between a new
// best.pt and last.pt, inside a store transaction (util/FaultPoint: the process kills itself there), and at
// random times after a start. After every kill each checkpoint in the folder loads and the store passes
// SQLite's integrity check; every restart resumes (or, before the first checkpoint, starts again). In the end
// each metric row exists once and the per-epoch validation metrics equal those of a run never interrupted.
class TestChaos : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    // One start of the run (fresh or resumed) with OSPREY_KILL_AT=`killAt` when given, killed from outside
    // `killAfterMs` after it starts when that is positive. Returns the exit code, -9 when killed.
    int start(bool fresh, const QString& killAt, int killAfterMs, QString* output) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!killAt.isEmpty())
            env.insert("OSPREY_KILL_AT", killAt);
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::MergedChannels);
        const QStringList args =
            fresh ? QStringList{"train",       "--db",     path("runs.db"), "--run-dir",
                                path("chaos"), "--config", path("exp.yaml")}
                  : QStringList{"train", "--db", path("runs.db"), "--resume", path("chaos")};
        process.start(QStringLiteral(OSPREY_CLI_PATH), args);
        if (!process.waitForStarted())
            return -1000;
        if (killAfterMs > 0 && !process.waitForFinished(killAfterMs))
            ::kill(static_cast<pid_t>(process.processId()), SIGKILL);
        process.waitForFinished(300000);
        *output = QString::fromUtf8(process.readAll());
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -SIGKILL;
    }

    // Every checkpoint file in the run folder loads, and the store is whole.
    void checkNothingIsCorrupt(int round) {
        namespace fs = std::filesystem;
        for (const auto& entry : fs::directory_iterator(path("chaos").toStdString())) {
            if (entry.path().extension() != ".pt")
                continue;
            try {
                Checkpoint::load(entry.path().string());
            } catch (const std::exception& e) {
                QFAIL(qPrintable(QString("round %1: %2 is corrupt: %3")
                                     .arg(round)
                                     .arg(QString::fromStdString(entry.path().string()), e.what())));
            }
        }
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open_v2(path("runs.db").toUtf8().constData(), &db, SQLITE_OPEN_READONLY, nullptr),
                 SQLITE_OK);
        std::string verdict;
        sqlite3_exec(
            db, "PRAGMA integrity_check",
            [](void* out, int, char** values, char**) {
                *static_cast<std::string*>(out) += values[0] ? values[0] : "";
                return 0;
            },
            &verdict, nullptr);
        sqlite3_close(db);
        QVERIFY2(verdict == "ok", qPrintable(QString("round %1: store: %2").arg(round).arg(verdict.c_str())));
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeTextFile(path("exp.yaml").toStdString(),
                      "name: chaos\nseed: 5\n"
                      "data: {dataset: digits, input_size: 20, workers: 1}\n"
                      "augment:\n  train: {scale: [0.7, 1.0], hflip: 0.0}\n  val: {resize_mode: resize}\n"
                      "model: {name: cifar_resnet20}\n"
                      "train: {epochs: 16, batch_size: 32, max_steps_per_epoch: 30, log_every: 2}\n"
                      "schedule: {name: cosine, warmup_epochs: 0.5}\n");
    }

    void testTwentyKillsLoseNothing() {
        QElapsedTimer referenceTime;
        referenceTime.start();
        const CliResult reference = runCli({"train", "--db", path("runs.db"), "--run-dir", path("reference"),
                                            "--config", path("exp.yaml"), "--quiet"});
        QVERIFY2(reference.exitCode == 0, qPrintable(reference.err + reference.out));
        const auto expected =
            epochTop1AndLoss(path("runs.db").toStdString(), path("reference").toStdString());
        QCOMPARE(expected.size(), size_t{16});
        // The kills from outside come within the first eighth of an uninterrupted run's time on this machine:
        // a fixed number of milliseconds let a fast machine train several epochs between two kills, so that
        // the run ended before most kills landed.
        const int referenceMs = static_cast<int>(referenceTime.elapsed());

        // Twenty kills: four at each fault point (its Nth passage in that process) and four from outside.
        struct Kill {
            QString point;
            int afterMs = 0;
        };
        std::mt19937 rng(18);
        std::vector<Kill> kills;
        const std::map<QString, int> passages = {{"atomic-write-midway", 3},
                                                 {"atomic-write-unrenamed", 3},
                                                 {"best-before-last", 2},
                                                 {"store-uncommitted", 6}};
        for (const auto& [point, most] : passages) {
            for (int i = 0; i < 4; ++i)
                kills.push_back(
                    {point + ":" + QString::number(std::uniform_int_distribution<int>(1, most)(rng)), 0});
        }
        for (int i = 0; i < 4; ++i)
            kills.push_back({QString(), std::max(300, static_cast<int>(std::uniform_real_distribution<double>(
                                                                           0.02, 0.12)(rng) *
                                                                       referenceMs))});
        std::shuffle(kills.begin(), kills.end(), rng);

        bool fresh = true;
        int landed = 0;
        for (size_t round = 0; round < kills.size(); ++round) {
            QString out;
            const int code = start(fresh, kills[round].point, kills[round].afterMs, &out);
            const QString what = kills[round].point.isEmpty() ? QString("%1 ms").arg(kills[round].afterMs)
                                                              : kills[round].point;
            qInfo("round %zu (%s): %s", round + 1, qPrintable(what),
                  code == -SIGKILL ? "killed" : qPrintable("exit " + QString::number(code)));
            QVERIFY2(code == -SIGKILL || code == 0, qPrintable(QString("round %1 (%2) failed, exit %3:\n%4")
                                                                   .arg(round + 1)
                                                                   .arg(what)
                                                                   .arg(code)
                                                                   .arg(out.right(3000))));
            fresh = fresh && !std::filesystem::exists(path("chaos/config.yaml").toStdString());
            if (code == 0)
                break;  // the run ended before this round's kill point
            ++landed;
            checkNothingIsCorrupt(static_cast<int>(round + 1));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(landed >= 15,
                 qPrintable(QString("only %1 of the kills landed before the run ended").arg(landed)));

        QString out;
        QCOMPARE(start(fresh, QString(), 0, &out), 0);
        checkNothingIsCorrupt(21);

        RunStore store(path("runs.db").toStdString());
        const auto run = store.findRunByDir(path("chaos").toStdString());
        QVERIFY(run.has_value());
        QCOMPARE(run->status, RunStatus::Finished);
        using RowKey = std::pair<std::string, int64_t>;
        std::map<RowKey, int> seen, uninterrupted;
        for (const auto& m : store.metrics(run->id)) {
            const int before = seen[RowKey{m.name, m.step}]++;
            QVERIFY2(before == 0,
                     qPrintable(QString("%1 at step %2 stored twice").arg(m.name.c_str()).arg(m.step)));
        }
        for (const auto& m : store.metrics(store.findRunByDir(path("reference").toStdString())->id))
            ++uninterrupted[RowKey{m.name, m.step}];
        QCOMPARE(seen.size(), uninterrupted.size());  // every row the uninterrupted run stored, once

        const auto resumed = epochTop1AndLoss(path("runs.db").toStdString(), path("chaos").toStdString());
        QCOMPARE(resumed.size(), expected.size());
        for (const auto& [epoch, values] : expected) {
            const auto& r = resumed.at(epoch);
            qInfo("epoch %lld: uninterrupted top1 %.2f loss %.6f, killed %d times top1 %.2f loss %.6f",
                  static_cast<long long>(epoch + 1), values.first, values.second, landed, r.first, r.second);
            QVERIFY(std::abs(r.first - values.first) <= 0.21);  // at most one of 500 images differs
            QVERIFY(std::abs(r.second - values.second) <= 1e-4 * std::max(1.0, values.second));
        }
    }
};

QTEST_GUILESS_MAIN(TestChaos)
#include "TestChaos.moc"
