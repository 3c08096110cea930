#include <QTemporaryDir>
#include <QtTest>

#include "store/RunStore.h"
#include "store/StoreMetricSink.h"

using namespace osprey;

class TestRunStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void testRunRoundTrip() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/sub/runs.db";
        int64_t id = 0;
        {
            RunStore store(path);
            RunRecord r;
            r.name = "digits";
            r.status = "running";
            r.task = "classification";
            r.model = "cifar_resnet20";
            r.runDir = "/tmp/run";
            r.configYaml = "name: digits\n";
            id = store.createRun(r);
            store.setBestMetric(id, "val/top1", 98.5);
            store.setBadImages(id, 2);
            store.addEvent(id, "warning", "skipping x.png");
            store.addCheckpoint(id, "/tmp/run/last.pt", "last", 1, 70, 98.5);
            store.setStatus(id, "finished", "done");
        }
        RunStore reopened(path);
        const auto run = reopened.findRun(id);
        QVERIFY(run.has_value());
        QCOMPARE(run->name, std::string("digits"));
        QCOMPARE(run->status, std::string("finished"));
        QCOMPARE(run->bestMetric, 98.5);
        QCOMPARE(run->badImages, int64_t{2});
        QVERIFY(run->ended >= run->started);
        QCOMPARE(reopened.findRunByDir("/tmp/run")->id, id);
        QCOMPARE(reopened.events(id).size(), size_t{1});
        QCOMPARE(reopened.listRuns().size(), size_t{1});
    }

    void testMetricSinkBatchesAndFlushes() {
        QTemporaryDir dir;
        auto store = std::make_shared<RunStore>(dir.path().toStdString() + "/runs.db");
        RunRecord r;
        r.name = "m";
        r.status = "running";
        const int64_t id = store->createRun(r);
        {
            StoreMetricSink sink(store, id, std::chrono::hours(1), 100);
            for (int i = 0; i < 250; ++i)
                sink.put("train/loss", 1.0 / (i + 1), i, 0);
            QCOMPARE(store->metrics(id).size(), size_t{200});  // two full batches written, 50 waiting
        }
        const auto rows = store->metrics(id);
        QCOMPARE(rows.size(), size_t{250});  // the rest on destruction
        QCOMPARE(rows[9].step, int64_t{9});
        QCOMPARE(rows[9].value, 0.1);
    }

    void testKilledRunReadsAsLost() {
        QTemporaryDir dir;
        RunStore store(dir.path().toStdString() + "/runs.db");
        RunRecord r;
        r.name = "k";
        r.status = "running";
        r.pid = 999999999;  // no such process
        const int64_t id = store.createRun(r);
        QCOMPARE(store.findRun(id)->effectiveStatus(), std::string("lost"));
    }

    void testNotADatabaseIsAnError() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/junk.db";
        QFile f(QString::fromStdString(path));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        QVERIFY_THROWS_EXCEPTION(std::exception, RunStore store(path));
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "TestRunStore.moc"
