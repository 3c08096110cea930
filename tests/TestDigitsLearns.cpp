#include <QTemporaryDir>
#include <QtTest>

#include "config/Config.h"
#include "device/CpuFeatures.h"
#include "session/TrainingSession.h"
#include "store/RunStore.h"

using namespace osprey;

// The CI proof that training learns: the digits demo template, shortened to 4 epochs, must pass 95% top-1.
class TestDigitsLearns : public QObject {
    Q_OBJECT

private:
    double m_fp32Top1 = 0;

    static TrainSummary train(const QTemporaryDir& dir, const std::vector<std::string>& overrides) {
        TrainRequest request;
        request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        request.config.applyOverrides(overrides);
        request.runDir = dir.path().toStdString() + "/run";
        request.dbPath = dir.path().toStdString() + "/runs.db";
        request.quiet = true;
        return runTraining(request);
    }

private Q_SLOTS:
    void testShortDigitsRunReaches95Percent_data() {
        QTest::addColumn<QString>("precision");
        QTest::newRow("fp32") << QString("fp32");
        QTest::newRow("bf16") << QString("bf16");  // autocast: the same recipe in bf16 must learn as well
    }
    void testShortDigitsRunReaches95Percent() {
        QFETCH(QString, precision);
        if (precision == "bf16" && !cpuHasNativeBf16())
            QSKIP(
                "this CPU emulates bf16 (10x slower than fp32): testBf16LearnsLikeFp32 compares a shorter "
                "run");
        QTemporaryDir dir;
        const TrainSummary summary =
            train(dir, {"train.epochs=4", "hardware.precision=" + precision.toStdString()});
        qInfo("digits, 4 epochs, %s: val top-1 %.2f%% in %.1f s", qPrintable(precision),
              summary.metrics.at("val/top1"), summary.seconds);
        QCOMPARE(summary.status, RunStatus::Finished);
        QVERIFY2(summary.metrics.at("val/top1") >= 95.0, "the digits demo did not learn");
        if (precision == "fp32") {
            m_fp32Top1 = summary.metrics.at("val/top1");
        } else if (m_fp32Top1 > 0) {
            // 500 validation pictures: a point is 5 of them. bf16's rounding takes training down another
            // path, which lands a few pictures either way (on an AVX-512 BF16 EPYC: fp32 96.8%, bf16 97.4%).
            QVERIFY2(std::abs(summary.metrics.at("val/top1") - m_fp32Top1) <= 1.5,
                     "bf16 lands more than 1.5 points away from fp32");
        }

        const std::string dbPath = dir.path().toStdString() + "/runs.db";
        RunStore store(dbPath);
        const auto run = store.findRun(summary.runId);
        QCOMPARE(run->status, RunStatus::Finished);
        QVERIFY(run->hasBestMetric);
        int valRows = 0;
        for (const auto& m : store.metrics(summary.runId))
            valRows += m.name == "val/top1";
        QCOMPARE(valRows, 4);  // one validation per epoch
        for (const char* file : {"config.yaml", "last.pt", "best.pt", "train.log"}) {
            QVERIFY2(QFile::exists(dir.path() + "/run/" + file), file);
        }
    }

    // Where bf16 is emulated, the comparison on a shorter recipe, both precisions run here: 3 epochs of 20
    // steps (on an AVX2-only AMD EPYC: fp32 93.0% in 7 s, bf16 91.4% in 144 s).
    void testBf16LearnsLikeFp32() {
        if (cpuHasNativeBf16())
            QSKIP("this CPU multiplies bf16 natively: the bf16 row above compares the full recipe");
        std::map<std::string, double> top1;
        for (const std::string precision : {"fp32", "bf16"}) {
            QTemporaryDir dir;
            const TrainSummary summary = train(
                dir, {"train.epochs=3", "train.max_steps_per_epoch=20", "hardware.precision=" + precision});
            QCOMPARE(summary.status, RunStatus::Finished);
            top1[precision] = summary.metrics.at("val/top1");
            qInfo("digits, 3 epochs of 20 steps, %s: val top-1 %.2f%% in %.1f s", precision.c_str(),
                  top1[precision], summary.seconds);
        }
        QVERIFY2(top1["bf16"] >= 85.0, "bf16 did not learn");
        QVERIFY2(std::abs(top1["bf16"] - top1["fp32"]) <= 3.0,
                 "bf16 lands more than 3 points away from fp32");
    }
};

QTEST_GUILESS_MAIN(TestDigitsLearns)
#include "TestDigitsLearns.moc"
