#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <cmath>

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

    // The workbench's edits and its incremental metric reads.
    void testRenameNotesDeleteAndMetricsAfter() {
        QTemporaryDir dir;
        RunStore store(dir.path().toStdString() + "/runs.db");
        RunRecord r;
        r.name = "a";
        r.status = "finished";
        const int64_t keep = store.createRun(r);
        const int64_t drop = store.createRun(r);
        std::vector<MetricRow> rows;
        for (int i = 0; i < 10; ++i)
            rows.push_back({i, 0, "train/loss", 1.0 / (i + 1), 100.0 + i});
        store.insertMetrics(keep, rows);
        store.insertMetrics(drop, rows);
        store.addCheckpoint(drop, "/x/last.pt", "last", 0, 9, std::nan(""));
        store.addEvent(drop, "info", "x");

        store.rename(keep, "renamed");
        store.setNotes(keep, "lr too high?");
        QCOMPARE(store.findRun(keep)->name, std::string("renamed"));
        QCOMPARE(store.findRun(keep)->notes, std::string("lr too high?"));

        const auto first = store.metricsAfter(keep, 0, 4);
        QCOMPARE(first.size(), size_t{4});
        QCOMPARE(first[3].row.step, int64_t{3});
        const auto rest = store.metricsAfter(keep, first.back().rowId);
        QCOMPARE(rest.size(), size_t{6});
        QCOMPARE(rest.front().row.step, int64_t{4});
        QVERIFY(store.metricsAfter(keep, rest.back().rowId).empty());
        QCOMPARE(store.checkpoints(drop).size(), size_t{1});
        QVERIFY(!store.checkpoints(drop)[0].hasMetric);

        store.deleteRun(drop);
        QVERIFY(!store.findRun(drop).has_value());
        QVERIFY(store.metrics(drop).empty());
        QVERIFY(store.checkpoints(drop).empty());
        QVERIFY(store.events(drop).empty());
        QCOMPARE(store.metrics(keep).size(), size_t{10});  // the other run is untouched
    }

    // A store made by the first schema opens and gains the second version's index.
    void testVersionOneStoreMigrates() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        {
            RunStore store(path);
            RunRecord r;
            r.name = "old";
            r.status = "finished";
            store.insertMetrics(store.createRun(r), {{1, 0, "train/loss", 0.5, 1.0}});
        }
        // Back to version 1: drop what version 2 added.
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(db, "DROP INDEX metrics_by_run_row; DELETE FROM schema_version WHERE version = 2",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        RunStore reopened(path);
        QCOMPARE(reopened.listRuns().size(), size_t{1});
        QCOMPARE(reopened.metricsAfter(reopened.listRuns()[0].id, 0).size(), size_t{1});
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'metrics_by_run_row'", -1,
                           &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 1);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "TestRunStore.moc"
