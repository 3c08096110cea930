#include <sqlite3.h>
#include <unistd.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <vector>

#include "HeldRunFolderLock.h"
#include "TestSupport.h"
#include "store/RunStore.h"
#include "weights/Checkpoint.h"

using namespace osprey;
using namespace osprey::test;

namespace {

// Runs `sql` on the SQLite file at `path` (made by the test: another program's database).
int rawSql(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    int rc = sqlite3_open(path.toUtf8().constData(), &db);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return rc;
}

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What one osprey-cli process of a race ended with.
struct Ended {
    qint64 pid = 0;
    int exitCode = -1;
    QString output;
};

}  // namespace

// Issue 36, "one run, one writer": a run folder has one owner process at a time (an exclusive lock on
// RUN_DIR/.lock, held for the life of the process), and the run store keeps one metric row per run, name and
// step; the run store and a run's inspect.db are used only when they are Osprey's own. Each case here was
// found by trying, as an attacker would, what a second process or a planted file does to a run.
class TestRunOwnership : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    // `count` osprey-cli processes with `args`, started together; each one's exit and output.
    static std::vector<Ended> startTogether(const std::vector<QStringList>& args) {
        std::vector<std::unique_ptr<QProcess>> processes;
        for (const QStringList& a : args) {
            processes.push_back(std::make_unique<QProcess>());
            processes.back()->setProcessChannelMode(QProcess::MergedChannels);
        }
        for (size_t i = 0; i < args.size(); ++i)
            processes[i]->start(QStringLiteral(OSPREY_CLI_PATH), args[i]);
        std::vector<Ended> out;
        for (auto& p : processes) {
            Ended e;
            p->waitForStarted();
            e.pid = p->processId();
            p->waitForFinished(300000);
            e.exitCode = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
            e.output = QString::fromUtf8(p->readAll());
            out.push_back(e);
        }
        return out;
    }

    // Metric rows of the run in `runDir` stored more than once for one name and step.
    int duplicateRows(const QString& db, const QString& runDir) const {
        sqlite3* raw = nullptr;
        sqlite3_open_v2(db.toUtf8().constData(), &raw, SQLITE_OPEN_READONLY, nullptr);
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(
            raw,
            "SELECT COUNT(*) - COUNT(DISTINCT m.name || '@' || m.step) FROM metrics m JOIN runs r "
            "ON r.id = m.run_id WHERE r.run_dir = ?1",
            -1, &s, nullptr);
        const QByteArray dir = runDir.toUtf8();
        sqlite3_bind_text(s, 1, dir.constData(), static_cast<int>(dir.size()), SQLITE_TRANSIENT);
        const int duplicates = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int(s, 0) : -1;
        sqlite3_finalize(s);
        sqlite3_close(raw);
        return duplicates;
    }

    int runsIn(const QString& db, const QString& runDir) const {
        RunStore store(db.toStdString());
        int count = 0;
        for (const RunRecord& r : store.listRuns())
            count += r.runDir == runDir.toStdString();
        return count;
    }

    // Every checkpoint in the folder loads; the names of those that do not.
    static QStringList unloadableCheckpoints(const QString& runDir) {
        QStringList bad;
        for (const auto& entry : std::filesystem::directory_iterator(runDir.toStdString())) {
            if (entry.path().extension() != ".pt")
                continue;
            try {
                Checkpoint::load(entry.path().string());
            } catch (const std::exception& e) {
                bad << QString::fromStdString(entry.path().filename().string() + ": " + e.what());
            }
        }
        return bad;
    }

    // `eval --record` of the base run, on one thread as the runs here.
    QStringList recordBase() const { return {"eval", "--run", path("base"), "--record", "--threads", "1"}; }

    QStringList tinyTrain(const QString& db, const QString& runDir) const {
        return {"train", "--quiet", "--db", db, "--run-dir", runDir, "--config", path("tiny.yaml")};
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        writeTextFile(path("digits.yaml").toStdString(),
                      "name: owned\nseed: 3\nhardware: {threads: 1}\n"
                      "data: {dataset: digits, input_size: 20, workers: 1}\n"
                      "augment:\n  val: {resize_mode: resize}\n"
                      "model: {name: cifar_resnet20}\n"
                      "train: {epochs: 1, batch_size: 32, max_steps_per_epoch: 20, log_every: 1}\n");
        // The races' run: two classes of twenty 16-pixel pictures, one epoch of three steps, on one thread
        // (two threads spinning for a core that other processes of the race hold made it twenty times
        // slower).
        writeImageFolder(path("pictures/train").toStdString(), {"a", "b"}, 20, 16);
        writeTextFile(
            path("tiny.yaml").toStdString(),
            "name: tiny\nseed: 1\nhardware: {threads: 1}\n"
            "data: {dataset: folder, root: " +
                path("pictures").toStdString() +
                ", input_size: 16, workers: 1}\n"
                "augment:\n  train: {resize_mode: resize, hflip: 0.0}\n  val: {resize_mode: resize}\n"
                "model: {name: cifar_resnet20}\n"
                "train: {epochs: 1, batch_size: 12, log_every: 1}\n");
        const CliResult r = runCli({"train", "--quiet", "--db", path("runs.db"), "--run-dir", path("base"),
                                    "--config", path("digits.yaml")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    }

    // Two `train --resume R` of one run started together both trained: the store held 53 metric rows of 49
    // distinct (name, step). One of them owns the folder now; the other is refused, naming it.
    void testTwoResumesOfOneRunStartedTogether() {
        // Four more epochs: the owner holds the folder for seconds, long after the other has started.
        const QStringList resume{"train",    "--quiet",    "--db",          path("runs.db"),
                                 "--resume", path("base"), "train.epochs=5"};
        const std::vector<Ended> ended = startTogether({resume, resume});
        const int finished = (ended[0].exitCode == 0) + (ended[1].exitCode == 0);
        qInfo("exit codes %d and %d", ended[0].exitCode, ended[1].exitCode);
        QCOMPARE(duplicateRows(path("runs.db"), path("base")), 0);
        QVERIFY2(finished == 1, qPrintable(ended[0].output + "\n----\n" + ended[1].output));
        const Ended& owner = ended[0].exitCode == 0 ? ended[0] : ended[1];
        const Ended& refused = ended[0].exitCode == 0 ? ended[1] : ended[0];
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.output.contains("is in use by process " + QString::number(owner.pid) + " on "),
                 qPrintable(refused.output));
        QVERIFY(unloadableCheckpoints(path("base")).isEmpty());
    }

    // Two fresh trainings into one --run-dir started together both ran, and two runs owned one folder (0.3 s
    // apart the second was refused: the check for config.yaml came before config.yaml was written, unlocked).
    // Five pairs, each into a folder of its own: one run in each.
    void testTwoFreshRunsIntoOneFolderStartedTogether() {
        for (int pair = 1; pair <= 5; ++pair) {
            const QString folder = path(QString("shared-%1").arg(pair));
            const QStringList fresh = tinyTrain(path("runs.db"), folder);
            const std::vector<Ended> ended = startTogether({fresh, fresh});
            qInfo("pair %d: exit codes %d and %d", pair, ended[0].exitCode, ended[1].exitCode);
            QCOMPARE(runsIn(path("runs.db"), folder), 1);
            QVERIFY2((ended[0].exitCode == 0) + (ended[1].exitCode == 0) == 1,
                     qPrintable(ended[0].output + "\n----\n" + ended[1].output));
            QCOMPARE(ended[0].exitCode + ended[1].exitCode, 2);
        }
    }

    // A folder whose lock another process holds (here this test, as `osprey-cli` does: flock on
    // RUN_DIR/.lock with "pid host" in it) is refused by train, train --resume and eval --record, naming
    // the holder; after it lets go, the same commands run.
    void testAHeldFolderIsRefusedNamingItsHolder() {
        HeldRunFolderLock held(path("base"));
        QVERIFY(held.held());
        const QString named = "is in use by " + HeldRunFolderLock::holderText();
        const QByteArray inspectBefore = bytesOf(path("base/inspect.db"));

        const CliResult resumed =
            runCli({"train", "--quiet", "--db", path("runs.db"), "--resume", path("base"), "train.epochs=4"});
        QVERIFY2(resumed.exitCode == 2 && resumed.err.contains(named), qPrintable(resumed.err + resumed.out));
        const CliResult recorded = runCli(recordBase());
        QVERIFY2(recorded.exitCode == 2 && recorded.err.contains(named),
                 qPrintable(recorded.err + recorded.out));
        QCOMPARE(bytesOf(path("base/inspect.db")), inspectBefore);

        QVERIFY(QDir().mkpath(path("claimed")));
        HeldRunFolderLock other(path("claimed"));
        QVERIFY(other.held());
        const CliResult fresh = runCli(tinyTrain(path("runs.db"), path("claimed")));
        QVERIFY2(fresh.exitCode == 2 && fresh.err.contains(named), qPrintable(fresh.err + fresh.out));
        QVERIFY(!QFileInfo::exists(path("claimed/config.yaml")));
        QCOMPARE(runsIn(path("runs.db"), path("claimed")), 0);
        other.release();
        held.release();

        const CliResult after = runCli(recordBase());
        QVERIFY2(after.exitCode == 0, qPrintable(after.err + after.out));
    }

    // A symlink planted as a run folder's lock file is not followed (the owner writes its pid and host into
    // the lock file): the run is refused, naming it, and the file it points to is unchanged.
    void testALockFileThatIsASymlinkIsRefused() {
        writeTextFile(path("precious.txt").toStdString(), "keep me\n");
        QVERIFY(QDir().mkpath(path("planted")));
        QVERIFY(QFile::link(path("precious.txt"), path("planted/.lock")));
        const CliResult r = runCli(tinyTrain(path("runs.db"), path("planted")));
        QVERIFY2(r.exitCode == 2 && r.err.contains("planted/.lock"), qPrintable(r.err + r.out));
        QCOMPARE(bytesOf(path("precious.txt")), QByteArray("keep me\n"));
        QVERIFY(!QFileInfo::exists(path("planted/config.yaml")));
    }

    // `runs list --db` of an SQLite file that is not a run store exited 0 and added six Osprey tables to it;
    // a file with a `runs` table of its own was refused (exit 2) but its bytes had changed (the store's WAL
    // switch). Both are refused now, naming the file, and stay byte for byte as they were.
    void testForeignDatabasesGivenAsTheStoreStayUntouched() {
        const QString contacts = path("contacts.db");
        QCOMPARE(rawSql(contacts,
                        "CREATE TABLE contacts (name TEXT, phone TEXT);"
                        "INSERT INTO contacts VALUES ('Ada', '555-0100')"),
                 SQLITE_OK);
        const QString clash = path("clash.db");
        QCOMPARE(rawSql(clash, "CREATE TABLE runs (id INTEGER, what TEXT); INSERT INTO runs VALUES (1, 'x')"),
                 SQLITE_OK);
        for (const QString& file : {contacts, clash}) {
            const QByteArray before = bytesOf(file);
            for (const QStringList& args : {QStringList{"runs", "--db", file, "list"},
                                            QStringList{"runs", "--db", file, "list", "--json"},
                                            tinyTrain(file, path("into-foreign"))}) {
                const CliResult r = runCli(args);
                QVERIFY2(r.exitCode == 2 && r.err.contains(file) && r.err.contains("not an Osprey run store"),
                         qPrintable(args.join(' ') + ": exit " + QString::number(r.exitCode) + "\n" + r.err));
                QCOMPARE(bytesOf(file), before);
                QVERIFY(!QFileInfo::exists(file + "-wal") && !QFileInfo::exists(file + "-journal"));
            }
        }
        // A new file, and an empty one, become stores.
        QCOMPARE(runCli({"runs", "--db", path("fresh.db"), "list"}).exitCode, 0);
        writeTextFile(path("empty.db").toStdString(), "");
        const CliResult empty = runCli({"runs", "--db", path("empty.db"), "list", "--json"});
        QVERIFY2(empty.exitCode == 0 && empty.out.trimmed() == "[]", qPrintable(empty.err));
    }

    // A run's inspect.db that is a symlink to another SQLite file: `eval --record` exited 0 and the target
    // gained the inspect tables. A records file outside the run folder is refused, naming it, unchanged;
    // another program's database inside it too.
    void testInspectDbLeavingTheRunFolderIsRefused() {
        const QString elsewhere = path("elsewhere.db");
        QCOMPARE(rawSql(elsewhere, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')"),
                 SQLITE_OK);
        const QByteArray before = bytesOf(elsewhere);
        QVERIFY(QFile::remove(path("base/inspect.db")));
        QVERIFY(QFile::link(elsewhere, path("base/inspect.db")));
        const CliResult r = runCli(recordBase());
        QVERIFY2(r.exitCode == 2 && r.err.contains("inspect.db"), qPrintable(r.err + r.out));
        QCOMPARE(bytesOf(elsewhere), before);

        QVERIFY(QFile::remove(path("base/inspect.db")));
        QVERIFY(QFile::copy(elsewhere, path("base/inspect.db")));
        const CliResult foreign = runCli(recordBase());
        QVERIFY2(foreign.exitCode == 2 && foreign.err.contains("base/inspect.db"),
                 qPrintable(foreign.err + foreign.out));
        QCOMPARE(bytesOf(path("base/inspect.db")), before);
        QVERIFY(QFile::remove(path("base/inspect.db")));
        const CliResult fresh = runCli(recordBase());
        QVERIFY2(fresh.exitCode == 0, qPrintable(fresh.err + fresh.out));
    }

    // Issue 36's parallel-runs test: eight processes race for one run folder, twenty times (a new folder each
    // round). Each round exactly one owns it and trains (the others are refused: the folder is in use, or
    // already holds a run), the store has one run for the folder and no metric row twice, and every
    // checkpoint in it loads.
    void testEightProcessesRaceForOneFolderTwentyTimes() {
        constexpr int kRounds = 20, kProcesses = 8;
        const QString db = path("race.db");
        int lockRefusals = 0, heldRefusals = 0, namedTheOwner = 0, loaded = 0;
        for (int round = 1; round <= kRounds; ++round) {
            const QString runDir = path(QString("race-%1").arg(round));
            const std::vector<Ended> ended =
                startTogether(std::vector<QStringList>(kProcesses, tinyTrain(db, runDir)));
            std::vector<const Ended*> owners;
            for (const Ended& e : ended) {
                if (e.exitCode == 0) {
                    owners.push_back(&e);
                    continue;
                }
                QVERIFY2(
                    e.exitCode == 2,
                    qPrintable(QString("round %1: exit %2\n%3").arg(round).arg(e.exitCode).arg(e.output)));
                const bool inUse = e.output.contains("is in use by process");
                QVERIFY2(inUse || e.output.contains("already holds a run"), qPrintable(e.output));
                lockRefusals += inUse;
                heldRefusals += !inUse;
            }
            QVERIFY2(owners.size() == 1,
                     qPrintable(QString("round %1: %2 owners").arg(round).arg(owners.size())));
            // A refusal names the process that held the folder at that moment: the owner, or (rarely) another
            // of the racers in the instant it held the lock to find the owner's run already there.
            static const QRegularExpression holder("is in use by process (\\d+) on ");
            for (const Ended& e : ended) {
                const QRegularExpressionMatch named = holder.match(e.output);
                if (!named.hasMatch())
                    continue;
                const qint64 pid = named.captured(1).toLongLong();
                QVERIFY2(
                    std::any_of(ended.begin(), ended.end(), [pid](const Ended& o) { return o.pid == pid; }),
                    qPrintable(e.output));
                namedTheOwner += pid == owners[0]->pid;
            }
            QCOMPARE(runsIn(db, runDir), 1);
            QCOMPARE(duplicateRows(db, runDir), 0);
            const QStringList bad = unloadableCheckpoints(runDir);
            QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
            loaded += static_cast<int>(QDir(runDir).entryList({"*.pt"}, QDir::Files).size());
        }
        qInfo(
            "%d rounds of %d processes: one owner each; %d refused by the lock (%d of them naming the "
            "owner), "
            "%d by the run already there; %d checkpoints loaded, no duplicate metric rows",
            kRounds, kProcesses, lockRefusals, namedTheOwner, heldRefusals, loaded);
    }
};

QTEST_GUILESS_MAIN(TestRunOwnership)
#include "TestRunOwnership.moc"
