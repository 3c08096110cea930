#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

#include "TestSupport.h"

using namespace osprey;
using namespace osprey::test;

// A checkpoint written by osprey-cli built against one libtorch version (Debian's 1.13, a pip wheel's 2.x)
// resumes under the other: the epoch after the resume gives the metrics the writer's own uninterrupted run
// gave. OSPREY_PEER_CLI is the osprey-cli of the other build; OSPREY_CLI_PATH this build's.
class TestCrossVersionResume : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    const QString m_this = QStringLiteral(OSPREY_CLI_PATH);
    const QString m_peer = QStringLiteral(OSPREY_PEER_CLI);

    QString path(const QString& name) const { return m_dir.path() + "/" + name; }

    static QString version(const QString& cli) {
        QProcess p;
        p.start(cli, {"--version"});
        p.waitForFinished(60000);
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    }

    CliResult run(const QString& cli, const QStringList& arguments) const {
        QProcess p;
        p.start(cli, arguments);
        p.waitForFinished(600000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }

    // Validation metrics (val/top1, val/loss) per epoch of the run in `runDir`.
    // Two epochs with `writer`, then the epoch-1 checkpoint resumed by `resumer` in a folder of its own; the
    // resumed second epoch must give what the writer's second epoch gave.
    void writeThenResume(const QString& writer, const QString& resumer, const QString& name) {
        const QString full = path(name + "-full"), resumed = path(name + "-resumed");
        const CliResult trained = run(writer, {"train", "--db", path(name + "-writer.db"), "--run-dir", full,
                                               "--config", path("exp.yaml")});
        QVERIFY2(trained.exitCode == 0, qPrintable(trained.err + trained.out));
        const auto reference =
            test::epochTop1AndLoss(path(name + "-writer.db").toStdString(), full.toStdString());
        QCOMPARE(reference.size(), size_t{2});

        QVERIFY(QDir().mkpath(resumed));
        QVERIFY(QFile::copy(full + "/config.yaml", resumed + "/config.yaml"));
        QVERIFY2(QFile::copy(full + "/epoch-0001.pt", resumed + "/last.pt"),
                 "no epoch-1 checkpoint was kept");
        const CliResult r = run(resumer, {"train", "--db", path(name + "-resumer.db"), "--resume", resumed});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains("resuming at epoch 2, batch 0"), qPrintable(r.out));
        const auto after =
            test::epochTop1AndLoss(path(name + "-resumer.db").toStdString(), resumed.toStdString());
        QVERIFY2(after.count(1), "the resumed run recorded no second epoch");
        const auto& [refTop1, refLoss] = reference.at(1);
        const auto& [top1, loss] = after.at(1);
        qInfo(
            "%s: epoch 2 written and trained on: top1 %.2f loss %.6f; resumed by the other: top1 %.2f loss "
            "%.6f",
            qPrintable(name), refTop1, refLoss, top1, loss);
        // The two libtorch versions' CPU kernels round differently; an optimizer state lost or misplaced on
        // the way moves the loss by far more than this (the momentum of 40 steps).
        QVERIFY(std::abs(top1 - refTop1) <= 1.0);
        QVERIFY(std::abs(loss - refLoss) <= 2e-3 * std::max(1.0, refLoss));
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        if (!QFile::exists(m_peer))
            QSKIP(qPrintable("no osprey-cli of another libtorch at " + m_peer));
        const QString ours = version(m_this), theirs = version(m_peer);
        qInfo("this build: %s; peer: %s", qPrintable(ours), qPrintable(theirs));
        QVERIFY2(ours != theirs, "the peer osprey-cli is built against the same libtorch");
        writeTextFile(path("exp.yaml").toStdString(),
                      "name: crossversion\nseed: 5\n"
                      "data: {dataset: digits, input_size: 20, workers: 1}\n"
                      "augment:\n  train: {scale: [0.7, 1.0], hflip: 0.0}\n  val: {resize_mode: resize}\n"
                      "model: {name: cifar_resnet20}\n"
                      "optim: {name: sgd, lr: 0.1, momentum: 0.9}\n"
                      "train: {epochs: 2, batch_size: 32, max_steps_per_epoch: 40}\n"
                      "schedule: {name: cosine, warmup_epochs: 0.5}\n"
                      "checkpoint: {every: 1, keep: 2}\n"
                      "hardware: {threads: 2}\n");
    }

    void testPeerCheckpointResumesHere() { writeThenResume(m_peer, m_this, "peer-to-this"); }
    void testCheckpointFromHereResumesInPeer() { writeThenResume(m_this, m_peer, "this-to-peer"); }
};

QTEST_GUILESS_MAIN(TestCrossVersionResume)
#include "TestCrossVersionResume.moc"
