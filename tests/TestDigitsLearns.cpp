#include <QTemporaryDir>
#include <QtTest>

#include "config/Config.h"
#include "store/RunStore.h"
#include "train/TrainingSession.h"

using namespace osprey;

// The CI proof that training learns: the digits demo template, shortened to 4 epochs, must pass 95% top-1.
class TestDigitsLearns : public QObject {
    Q_OBJECT

private:
    double m_fp32Top1 = 0;

private Q_SLOTS:
    void testShortDigitsRunReaches95Percent_data() {
        QTest::addColumn<QString>("precision");
        QTest::newRow("fp32") << QString("fp32");
        QTest::newRow("bf16") << QString("bf16");  // autocast: the same recipe in bf16 must learn as well
    }
    void testShortDigitsRunReaches95Percent() {
        QFETCH(QString, precision);
        QTemporaryDir dir;
        TrainRequest request;
        request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        request.config.applyOverrides({"train.epochs=4", "hardware.precision=" + precision.toStdString()});
        request.runDir = dir.path().toStdString() + "/run";
        request.dbPath = dir.path().toStdString() + "/runs.db";
        request.quiet = true;
        const TrainSummary summary = runTraining(request);
        qInfo("digits, 4 epochs, %s: val top-1 %.2f%% in %.1f s", qPrintable(precision),
              summary.metrics.at("val/top1"), summary.seconds);
        QCOMPARE(summary.status, std::string("finished"));
        QVERIFY2(summary.metrics.at("val/top1") >= 95.0, "the digits demo did not learn");
        if (precision == "fp32") {
            m_fp32Top1 = summary.metrics.at("val/top1");
        } else if (m_fp32Top1 > 0) {
            QVERIFY2(std::abs(summary.metrics.at("val/top1") - m_fp32Top1) <= 0.5,
                     "bf16 lands more than half a point away from fp32");
        }

        RunStore store(request.dbPath);
        const auto run = store.findRun(summary.runId);
        QCOMPARE(run->status, std::string("finished"));
        QVERIFY(run->hasBestMetric);
        int valRows = 0;
        for (const auto& m : store.metrics(summary.runId))
            valRows += m.name == "val/top1";
        QCOMPARE(valRows, 4);  // one validation per epoch
        for (const char* file : {"config.yaml", "last.pt", "best.pt", "train.log"}) {
            QVERIFY2(QFile::exists(dir.path() + "/run/" + file), file);
        }
    }
};

QTEST_GUILESS_MAIN(TestDigitsLearns)
#include "TestDigitsLearns.moc"
