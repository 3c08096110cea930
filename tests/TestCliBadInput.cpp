#include <sys/stat.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>

#include "TestSupport.h"
#include "util/Reason.h"

using namespace osprey::test;

// Every kind of bad input gets a clear message naming what is wrong, exit code 2 (or, for single unreadable
// images, a skip that is counted), no crash, and no run left marked "running".
class TestCliBadInput : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    void expectUsageError(const QStringList& args, const QString& mustMention) {
        const CliResult r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable("exit " + QString::number(r.exitCode) + "\n" + r.err + r.out));
        QVERIFY2(r.err.contains(mustMention), qPrintable("stderr lacks '" + mustMention + "':\n" + r.err));
        QVERIFY2(!r.err.contains("terminate called"), qPrintable(r.err));
    }

    void expectNoRunningRun() {
        const CliResult r = runCli({"runs", "--db", m_db, "list", "--json"});
        QCOMPARE(r.exitCode, 0);
        for (const auto& run : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
            QVERIFY2(run.toObject()["status"].toString() != "running", qPrintable(r.out));
        }
    }

    QStringList train(const QString& config, const QStringList& extra = {}) const {
        return QStringList{"train", "--quiet", "--db", m_db, "--config", config} + extra;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_db = path("runs.db");
        writeSmallExperiment(path("folder.yaml").toStdString(),
                             "data: {dataset: folder, input_size: 16, workers: 1}\n");
    }

    void cleanup() { expectNoRunningRun(); }

    // Paths that are not experiment files (issue 18): a folder trained the defaults, /dev/zero and a FIFO
    // were read without end, a symlink loop gave the file system's raw error.
    void testConfigPathsThatAreNotFiles() {
        expectUsageError(train(m_dir.path()), "it is a folder, not a file");
        expectUsageError(train("/dev/zero"), "not a regular file");
        const QString fifo = path("pipe.yaml");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        expectUsageError(train(fifo), "not a regular file");
        const QString loop = path("loop.yaml");
        QVERIFY(QFile::link(loop, loop));
        expectUsageError(train(loop), "Too many levels of symbolic links");
        expectUsageError(train(path("missing.yaml")),
                         "cannot read config file '" + path("missing.yaml") + "': no such file");
        QCOMPARE(runCli({"models", "--verbose"}).exitCode, 0);
    }

    // A class folder named in Latin-1 (not UTF-8) broke every JSON Osprey writes with it: the checkpoint
    // after epoch 1 failed, and `runs list --json` failed from then on for every run (issue 18). The name is
    // now written with U+FFFD for the bad byte and its real bytes beside it; training, the store and the
    // files keep working.
    void testClassNamesThatAreNotUtf8() {
        const std::string root = path("latin1").toStdString();
        writeImageFolder(root + "/train", {"cafe", "tea"}, 8);
        writeImageFolder(root + "/val", {"cafe", "tea"}, 2);
        for (const char* split : {"/train/", "/val/"})
            std::filesystem::rename(root + split + "cafe", root + split + "caf\xe9");
        CliResult r = runCli(train(path("folder.yaml"), {"data.root=" + path("latin1"), "train.epochs=1",
                                                         "--run-dir", path("latin1-run")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({"runs", "--db", m_db, "list", "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({"predict", "--run", path("latin1-run"), "--json", "--top-k", "2",
                    path("latin1/val/tea/img000.png")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QString("caf") + QChar(0xFFFD)), qPrintable(r.out));
        QVERIFY2(r.out.contains("\"label_bytes\": \"636166e9\""), qPrintable(r.out));  // the real name
        r = runCli({"eval", "--run", path("latin1-run"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The run's records keep the name's bytes too (issue 21): inspect and data check read them back.
        r = runCli({"inspect", "confusion", "--run", path("latin1-run"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("636166e9"), qPrintable(r.out));
        r = runCli({"inspect", "errors", "--run", path("latin1-run"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("image_bytes"), qPrintable(r.out));
        r = runCli({"data", "check", "--data", "folder", "--root", path("latin1"), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // QTemporaryDir cannot remove names that are not UTF-8 (Qt reads them with U+FFFD).
        std::filesystem::remove_all(root);
    }

    void testMissingDatasetFolder() {
        expectUsageError(train(path("folder.yaml"), {"data.root=" + path("no-such-folder")}),
                         "no-such-folder");
    }

    void testEmptyClassFolder() {
        writeImageFolder(path("emptyclass/train").toStdString(), {"a", "b"}, 5);
        std::filesystem::create_directories(path("emptyclass/train/c").toStdString());
        expectUsageError(train(path("folder.yaml"), {"data.root=" + path("emptyclass")}),
                         "emptyclass/train/c");
    }

    void testTruncatedJpegIsSkippedAndCounted() {
        writeImageFolder(path("cut/train").toStdString(), {"a", "b"}, 80);
        writeTruncatedJpeg(path("cut/train/a/broken.jpg").toStdString());
        const CliResult r =
            runCli(train(path("folder.yaml"), {"data.root=" + path("cut"), "data.val_fraction=0.1",
                                               "--run-dir", path("cut-run")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains("broken.jpg"), qPrintable(r.err));
        QVERIFY2(r.out.contains("skipped 1 unreadable"), qPrintable(r.out));
        const CliResult show = runCli({"runs", "--db", m_db, "show", path("cut-run"), "--json"});
        QCOMPARE(QJsonDocument::fromJson(show.out.toUtf8()).object()["bad_images"].toInt(), 1);
    }

    void testTextFileNamedPngIsSkippedAndCounted() {
        writeImageFolder(path("fake/train").toStdString(), {"a", "b"}, 80);
        writeTextFile(path("fake/train/b/notes.png").toStdString(), "shopping list\n");
        const CliResult r =
            runCli(train(path("folder.yaml"), {"data.root=" + path("fake"), "data.val_fraction=0.1"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.err.contains("notes.png"), qPrintable(r.err));
        QVERIFY2(r.out.contains("skipped 1 unreadable"), qPrintable(r.out));
    }

    void testManyBadImagesFailTheRunWithNames() {
        writeImageFolder(path("many/train").toStdString(), {"a", "b"}, 20);
        for (int i = 0; i < 5; ++i) {
            writeTextFile(path("many/train/a/bad%1.png").arg(i).toStdString(), "x");
        }
        expectUsageError(train(path("folder.yaml"), {"data.root=" + path("many")}), "bad");
    }

    void testYamlKeyTypo() {
        writeTextFile(path("typo.yaml").toStdString(), "optim:\n  lerning_rate: 0.1\ntrain:\n  epochs: 1\n");
        expectUsageError(train(path("typo.yaml")), "typo.yaml:2: unknown key 'optim.lerning_rate'");
        writeTextFile(path("typo2.yaml").toStdString(), "trian:\n  epochs: 1\n");
        expectUsageError(train(path("typo2.yaml")), "did you mean");
    }

    void testWrongType() {
        writeTextFile(path("type.yaml").toStdString(), "train:\n  batch_size: large\n");
        expectUsageError(train(path("type.yaml")), "key 'train.batch_size' must be an integer");
    }

    void testNegativeLearningRate() {
        expectUsageError(train(path("folder.yaml"), {"optim.lr=-0.1"}),
                         "key 'optim.lr' must be a number > 0, got -0.1");
    }

    void testFileThatIsNotACheckpoint() {
        writeImageFolder(path("img").toStdString(), {"x"}, 1);
        const QString image = path("img/x/img000.png");
        expectUsageError({"predict", "--weights", path("folder.yaml"), image}, "is not a weight file");
        expectUsageError({"eval", "--config", path("folder.yaml"), "--weights", image},
                         "is not a weight file");
        // a run folder whose last.pt is garbage cannot be resumed, and says why
        std::filesystem::create_directories(path("fake-run").toStdString());
        writeTextFile(path("fake-run/config.yaml").toStdString(), "name: x\n");
        writeTextFile(path("fake-run/last.pt").toStdString(), "not a checkpoint");
        expectUsageError({"train", "--quiet", "--db", m_db, "--resume", path("fake-run")},
                         "not an Osprey checkpoint");
    }

    void testBrokenWeightFiles() {
        writeTextFile(path("notes.pth").toStdString(), "not weights");
        expectUsageError({"predict", "--model", "resnet18", "--weights", path("notes.pth"), path("x.png")},
                         "notes.pth");
        // A zip archive cut short, as an interrupted download leaves it.
        QFile zip(path("cut.pth"));
        QVERIFY(zip.open(QIODevice::WriteOnly));
        zip.write(QByteArray("PK\x03\x04", 4) + QByteArray(200, 'x'));
        zip.close();
        expectUsageError({"weights", "inspect", path("cut.pth")}, "cut.pth");
        writeImageFolder(path("good/train").toStdString(), {"a", "b"}, 5);
        expectUsageError(
            train(path("folder.yaml"), {"data.root=" + path("good"), "model.weights=" + path("cut.pth")}),
            "cut.pth");
        expectUsageError({"weights", "inspect", path("missing.safetensors")}, "missing.safetensors");
    }

    void testExistingRunFolderIsNeverOverwritten() {
        writeImageFolder(path("reuse/train").toStdString(), {"a", "b"}, 20);
        const QStringList args =
            train(path("folder.yaml"), {"data.root=" + path("reuse"), "--run-dir", path("reuse-run")});
        QCOMPARE(runCli(args).exitCode, 0);
        const auto contents = [this] {
            QFile f(path("reuse-run/last.pt"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray before = contents();
        QVERIFY(!before.isEmpty());
        expectUsageError(args, "already holds a run");
        QCOMPARE(contents(), before);
    }

    // Issue 18 fault 10: one exit code per kind of mistake, in every command: 2 for what the user gave
    // (usage, a file, a folder to write into), 1 for a failure while running. `shapes --out` into a file
    // ended with the file system's raw words and exit 1; `runs show` with a mistyped --db created that store
    // and its folders before saying there was no such run.
    void testExitCodesSayWhoseFaultItIs() {
        writeTextFile(path("plain.txt").toStdString(), "text");
        expectUsageError({"shapes", "--out", path("plain.txt/sub")}, "cannot create image folder '");
        expectUsageError({"runs", "--db", path("typo/runs.db"), "show", "1"}, "there is no run store '");
        QVERIFY(!QFileInfo::exists(path("typo")));
        const CliResult list = runCli({"runs", "--db", path("typo/runs.db"), "list", "--json"});
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.out.trimmed(), QString("[]"));
        QVERIFY(!QFileInfo::exists(path("typo")));
        writeImageFolder(path("pics/x").toStdString(), {"a"}, 1);
        expectUsageError({"predict", "--model", "resnet18", "--weights", path("plain.txt"), "--out",
                          path("plain.txt/drawn"), path("pics/x/a/img000.png")},
                         "plain.txt");
        expectUsageError({"launch", "--np", "0", "--", "train"}, "-np must be at least 1");
        expectUsageError({"bench", "train", "-m", "resnet1"}, "unknown model 'resnet1'");
        expectUsageError({"coco-eval", "--gt", path("plain.txt"), "--dt", path("plain.txt")}, "plain.txt");
        expectUsageError({"weights", "inspect", path("pics")}, "pics");

        // A run that fails while running: 1, with the reason, and its row says failed.
        const CliResult diverged = runCli({"train", "--quiet", "--db", m_db, "-c",
                                           QString(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml"),
                                           "optim.lr=1e12", "train.epochs=1", "--run-dir", path("diverged")});
        QVERIFY2(diverged.exitCode == 1, qPrintable(diverged.err));
        QVERIFY2(diverged.err.contains("the training loss became nan"), qPrintable(diverged.err));
    }

    void testMissingConfigFileAndBadUsage() {
        expectUsageError(train(path("nope.yaml")), "nope.yaml");
        expectUsageError({"train", "--no-such-flag"}, "no-such-flag");
        expectUsageError({"eval"}, "--run");
    }

    // Launched by the workbench (OSPREY_ERROR_REASON=1), osprey-cli follows its error line with the error's
    // parts, which the workbench words in its language; on a terminal it does not.
    void testErrorReasonLineForTheWorkbench() {
        const QStringList args = train(path("nope.yaml"));
        const CliResult plain = runCli(args);
        QCOMPARE(plain.exitCode, 2);
        QVERIFY2(!plain.err.contains("reason:"), qPrintable(plain.err));
        qputenv("OSPREY_ERROR_REASON", "1");
        const CliResult launched = runCli(args);
        qunsetenv("OSPREY_ERROR_REASON");
        QCOMPARE(launched.exitCode, 2);
        const QStringList lines = launched.err.split('\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() >= 2 && lines[lines.size() - 2].startsWith("error: cannot read config file '"),
                 qPrintable(launched.err));
        QVERIFY2(lines.last().startsWith("reason: "), qPrintable(launched.err));
        const osprey::Reason reason = osprey::Reason::fromJson(lines.last().mid(8).toStdString());
        QCOMPARE(QString::fromStdString(reason.id), QString("cannot read config file '{path}': {cause}"));
        QCOMPARE(QString::fromStdString(reason.english()), lines[lines.size() - 2].mid(7));
    }
};

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "TestCliBadInput.moc"
