#include <sys/stat.h>
#include <unistd.h>

#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <cmath>
#include <filesystem>
#include <limits>
#include <map>

#include <nlohmann/json.hpp>

#include "eval/CocoEvaluator.h"
#include "eval/DetectionConfusion.h"
#include "eval/DetectorRecords.h"
#include "store/DetectionRecords.h"
#include "store/RecordStore.h"
#include "store/RunFolderLock.h"
#include "store/RunStore.h"
#include "store/StoreMetricSink.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/HostName.h"

using namespace osprey;

namespace {

// A store at `path` holding one finished run named "old" with one metric row.
void writeStoreWithOneRun(const std::string& path) {
    RunStore store(path);
    RunRecord r;
    r.name = "old";
    r.status = RunStatus::Finished;
    store.insertMetrics(store.createRun(r), {{1, 0, "train/loss", 0.5, 1.0}});
}

// Runs `sql` on the file at `path` past the store (to make an older schema, or damage); SQLite's result code.
int rawSql(const std::string& path, const char* sql) {
    sqlite3* db = nullptr;
    int rc = sqlite3_open(path.c_str(), &db);
    if (rc == SQLITE_OK)
        rc = sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
    sqlite3_close(db);
    return rc;
}

}  // namespace

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
            r.status = RunStatus::Running;
            r.task = TaskKind::Classification;
            r.model = "cifar_resnet20";
            r.runDir = "/tmp/run";
            r.configYaml = "name: digits\n";
            id = store.createRun(r);
            store.setBestMetric(id, "val/top1", 98.5);
            store.setBadImages(id, 2);
            store.addEvent(id, "warning", "skipping x.png");
            store.recordCheckpoint(id, "/tmp/run/last.pt", "last", 1, 70, 98.5);
            store.setStatus(id, RunStatus::Finished, "done");
        }
        RunStore reopened(path);
        const auto run = reopened.findRun(id);
        QVERIFY(run.has_value());
        QCOMPARE(run->name, std::string("digits"));
        QCOMPARE(run->status, RunStatus::Finished);
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
        r.status = RunStatus::Running;
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
        r.status = RunStatus::Running;
        r.pid = 999999999;  // no such process
        const int64_t id = store.createRun(r);
        QCOMPARE(store.findRun(id)->effectiveStatus(), RunStatus::Lost);
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
        r.status = RunStatus::Finished;
        const int64_t keep = store.createRun(r);
        const int64_t drop = store.createRun(r);
        std::vector<MetricRow> rows;
        for (int i = 0; i < 10; ++i)
            rows.push_back({i, 0, "train/loss", 1.0 / (i + 1), 100.0 + i});
        store.insertMetrics(keep, rows);
        store.insertMetrics(drop, rows);
        store.recordCheckpoint(drop, "/x/last.pt", "last", 0, 9, std::nan(""));
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

    // A nan metric (a diverged validation) was stored as NULL and read back as 0, which looks like a real
    // value (issue 18); it reads back as nan, infinities as themselves. Rows after a step can be dropped (a
    // resume trains those steps again).
    void testNonFiniteMetricsReadBackAndRowsAfterAStepGo() {
        QTemporaryDir dir;
        RunStore store(dir.path().toStdString() + "/runs.db");
        const int64_t run = store.createRun(RunRecord{});
        const double inf = std::numeric_limits<double>::infinity();
        store.insertMetrics(run, {{1, 0, "val/loss", std::nan(""), 1.0},
                                  {2, 0, "val/loss", inf, 2.0},
                                  {3, 0, "val/loss", 0.5, 3.0}});
        const auto rows = store.metrics(run);
        QVERIFY(std::isnan(rows[0].value));
        QCOMPARE(rows[1].value, inf);
        QCOMPARE(rows[2].value, 0.5);
        QVERIFY(std::isnan(store.metricsAfter(run, 0)[0].row.value));
        QCOMPARE(store.deleteMetricsAfter(run, 1), int64_t{2});
        QCOMPARE(store.metrics(run).size(), size_t{1});
    }

    // Another program holds the store's write lock (a sqlite3 shell inside a transaction): a training's
    // writes wait in memory, in order, and go in when it lets go; nothing is lost (issue 18: after 10 s the
    // run failed).
    void testWritesWaitOutAnotherProgramsLock() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        RunStore store(path);
        const int64_t run = store.createRun(RunRecord{});
        std::vector<std::string> news;
        store.waitOutLocks([&news](const std::string& n) { news.push_back(n); });

        sqlite3* other = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &other), SQLITE_OK);
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        store.insertMetrics(run, {{1, 0, "train/loss", 2.0, 1.0}});  // returns: the lock is held
        store.addEvent(run, "info", "epoch 1");
        store.setStatus(run, RunStatus::Finished, "done");
        QCOMPARE(news.size(), size_t{1});
        QVERIFY2(news[0].find("is locked by another program") != std::string::npos, news[0].c_str());
        QVERIFY(!store.flushWaitingWrites(std::chrono::milliseconds(300)));
        QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(other);

        QVERIFY(store.flushWaitingWrites(std::chrono::seconds(10)));
        QCOMPARE(news.size(), size_t{2});  // "free again"
        QCOMPARE(store.metrics(run).size(), size_t{1});
        QCOMPARE(store.events(run).size(), size_t{1});
        QCOMPARE(store.findRun(run)->status, RunStatus::Finished);
    }

    // Issue 18 fault 9: a store that can take no more pages was reported as "run store: cannot rollback - no
    // transaction is active" (SQLite had rolled back already; the second ROLLBACK's error replaced the
    // first). SQLite's page limit, set on every connection this process opens, gives the SQLITE_FULL a disk
    // without space gives.
    void testAFullDiskIsNamedAsSuch() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        int64_t run = 0;
        {
            RunStore store(path);
            run = store.createRun(RunRecord{});
            store.insertMetrics(run, {{1, 0, "train/loss", 2.0, 1.0}});
        }
        const int pages = static_cast<int>(std::filesystem::file_size(path) / 4096) + 2;
        static int s_maxPages = 0;
        s_maxPages = pages;
        using Entry = void (*)();
        const auto limitPages = +[](sqlite3* db, char**, const sqlite3_api_routines*) -> int {
            const std::string pragma = "PRAGMA max_page_count = " + std::to_string(s_maxPages);
            return sqlite3_exec(db, pragma.c_str(), nullptr, nullptr, nullptr);
        };
        QCOMPARE(sqlite3_auto_extension(reinterpret_cast<Entry>(limitPages)), SQLITE_OK);
        std::string message;
        {
            RunStore full(path);
            try {
                for (int64_t step = 2; step < 100000 && message.empty(); ++step)
                    full.insertMetrics(run, {{step, 0, "train/loss " + std::string(500, 'x'), 1.0, 1.0}});
            } catch (const RuntimeFailure& e) {
                message = e.what();
            }
        }
        sqlite3_reset_auto_extension();
        QVERIFY2(message.find("the disk under the run store '" + path + "' is full") == 0, message.c_str());
        QVERIFY2(message.find("--db FILE") != std::string::npos, message.c_str());

        // With space again the store is whole and takes rows: the failed transaction left nothing behind.
        RunStore store(path);
        store.insertMetrics(run, {{100001, 0, "train/loss", 0.5, 1.0}});
        const auto rows = store.metrics(run);
        QCOMPARE(rows.front().value, 2.0);
        QCOMPARE(rows.back().value, 0.5);
    }

    // Issue 17: one row per checkpoint file, rewritten in place when the file is, removed with it; the run
    // names the checkpoint it is used by (best, else last).
    void testCheckpointRowsFollowTheFiles() {
        QTemporaryDir dir;
        RunStore store(dir.path().toStdString() + "/runs.db");
        RunRecord r;
        r.name = "c";
        r.status = RunStatus::Running;
        const int64_t id = store.createRun(r);
        QVERIFY(store.findRun(id)->checkpoint.empty());
        store.recordCheckpoint(id, "/r/last.pt", "last", 1, 10, std::nan(""));
        QCOMPARE(store.findRun(id)->checkpoint, std::string("/r/last.pt"));
        store.recordCheckpoint(id, "/r/last.pt", "last", 2, 20, std::nan(""));
        store.recordCheckpoint(id, "/r/best.pt", "best", 2, 20, 0.5);
        store.recordCheckpoint(id, "/r/epoch-0002.pt", "periodic", 2, 20, std::nan(""));
        store.recordCheckpoint(id, "/r/last.pt", "last", 3, 30, std::nan(""));
        const auto rows = store.checkpoints(id);
        QCOMPARE(rows.size(), size_t{3});
        for (const auto& row : rows) {
            if (row.kind == "last")
                QCOMPARE(row.epoch, int64_t{3});
        }
        QCOMPARE(store.listRuns()[0].checkpoint, std::string("/r/best.pt"));
        store.removeCheckpoint(id, "/r/epoch-0002.pt");
        QCOMPARE(store.checkpoints(id).size(), size_t{2});
    }

    // A version-2 store, with a row for every write of last.pt, keeps one row per file.
    void testVersionTwoCheckpointRowsAreMerged() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        int64_t id = 0;
        {
            RunStore store(path);
            RunRecord r;
            r.name = "old";
            r.status = RunStatus::Finished;
            id = store.createRun(r);
        }
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        const std::string back =
            "DROP TABLE records; DROP INDEX checkpoints_by_file; DROP INDEX metrics_not_finite; ALTER TABLE "
            "runs DROP COLUMN reason; "
            "DELETE FROM schema_version WHERE version >= 3; "
            "INSERT INTO checkpoints (run_id, path, kind, epoch, step, created) VALUES "
            "(" +
            std::to_string(id) + ", '/r/last.pt', 'last', 1, 1, 1), (" + std::to_string(id) +
            ", '/r/last.pt', 'last', 2, 2, 2), (" + std::to_string(id) + ", '/r/best.pt', 'best', 1, 1, 1)";
        QCOMPARE(sqlite3_exec(db, back.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
        RunStore reopened(path);
        const auto rows = reopened.checkpoints(id);
        QCOMPARE(rows.size(), size_t{2});
        for (const auto& row : rows) {
            if (row.kind == "last")
                QCOMPARE(row.epoch, int64_t{2});
        }
        reopened.recordCheckpoint(id, "/r/last.pt", "last", 3, 3, std::nan(""));
        QCOMPARE(reopened.checkpoints(id).size(), size_t{2});
    }

    // Status and task are enums inside the program; a row whose text Osprey never writes (a hand-edited
    // store) reads as a failure that says what the store held, not as a run that seems to be going on.
    void testUnknownStatusReadsAsFailedSayingSo() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        RunStore store(path);
        RunRecord r;
        r.name = "detector";
        r.status = RunStatus::Running;
        r.task = TaskKind::Detection;
        const int64_t id = store.createRun(r);
        QCOMPARE(store.findRun(id)->task, TaskKind::Detection);
        store.setStatus(id, RunStatus::Stopped, "stopped after 2 epochs");
        QCOMPARE(store.findRun(id)->status, RunStatus::Stopped);
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "UPDATE runs SET status = 'exploded'", nullptr, nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(db);
        const RunRecord read = *store.findRun(id);
        QCOMPARE(read.status, RunStatus::Failed);
        QCOMPARE(read.message,
                 std::string("unknown status 'exploded' in the run store: stopped after 2 epochs"));
    }

    // A store made by the first schema opens and gains the second version's index.
    void testVersionOneStoreMigrates() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        writeStoreWithOneRun(path);
        // Back to version 1: drop what version 2 added.
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(db,
                         "DROP TABLE records; DROP INDEX metrics_by_run_row; DROP INDEX checkpoints_by_file; "
                         "DROP INDEX metrics_not_finite; ALTER TABLE runs DROP COLUMN reason; "
                         "DELETE FROM schema_version WHERE version >= 2",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        RunStore reopened(path);
        QCOMPARE(reopened.listRuns().size(), size_t{1});
        QCOMPARE(reopened.metricsAfter(reopened.listRuns()[0].id, 0).size(), size_t{1});
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(db,
                           "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('metrics_by_run_row', "
                           "'metrics_not_finite')",
                           -1, &stmt, nullptr);
        QCOMPARE(sqlite3_step(stmt), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(stmt, 0), 2);
        sqlite3_finalize(stmt);
        sqlite3_close(db);
        // The reason column is back too: a reason written reads back.
        RunStore again(path);
        const int64_t id = again.listRuns()[0].id;
        again.setStatus(id, RunStatus::Failed, "ended unexpectedly", Reason{"ended_unexpectedly", {}});
        QCOMPARE(again.findRun(id)->reason.id, std::string("ended_unexpectedly"));
    }

    // Issue 21: a version-4 store (before per-sample records) opens unchanged and gains the records index;
    // record rows follow a resume (rows after its step go) and go with their run.
    void testVersionFourStoreGainsRecordsAndDeleteRunDropsThem() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        writeStoreWithOneRun(path);
        QCOMPARE(rawSql(path, "DROP TABLE records; DELETE FROM schema_version WHERE version >= 5"),
                 SQLITE_OK);
        RunStore store(path);
        const int64_t old = store.listRuns().at(0).id;
        QCOMPARE(store.metrics(old).size(), size_t{1});
        RunRecord r;
        r.name = "new";
        const int64_t other = store.createRun(r);
        for (int64_t epoch = 0; epoch < 3; ++epoch)
            store.addRecord(old, {epoch, 10 * (epoch + 1), "val", "val", "model", 500, 0, 7000, 0});
        store.addRecord(old, {2, 30, "val", "val", "model", 500, 0, 7000, 0});  // the same validation again
        store.addRecord(other, {0, 10, "val", "val", "model", 500, 0, 7000, 0});
        auto rows = store.records(old);
        QCOMPARE(rows.size(), size_t{3});
        QCOMPARE(rows[2].epoch, int64_t{2});
        QCOMPARE(rows[2].bytes, int64_t{7000});
        QVERIFY(rows[2].created > 0);
        QCOMPARE(store.deleteRecordsAfter(old, 20), int64_t{1});  // a resume at step 20 drops epoch 2
        QCOMPARE(store.records(old).size(), size_t{2});
        store.deleteRun(old);
        QVERIFY(store.records(old).empty());
        QCOMPARE(store.records(other).size(), size_t{1});  // another run's records stay
    }

    // A run's inspect.db: arrays come back as written, a validation written again replaces the first, a
    // resume drops later ones, and an array whose length does not fit its split is refused naming the file.
    void testRecordStoreRoundTrip() {
        QTemporaryDir dir;
        const std::string path = RecordStore::pathIn(dir.path().toStdString());
        EpochRecords r;
        r.epoch = 1;
        r.step = 20;
        r.items = 3;
        r.summary = R"({"top1":50})";
        r.f32["margin"] = {1.5f, std::nanf(""), -2.0f};
        r.u16["pred"] = {2, EpochRecords::kNoClass, 0};
        {
            RecordStore store(path);
            store.writeSamples("val", {{0, "a/1.png", 2}, {1, "a/2.png", 2}, {2, "b/1.png", 0}});
            store.setMeta("task", "classification");
            r.step = 19;
            store.write(r);
            r.step = 20;
            store.write(r);  // epoch 1 again: replaces
            EpochRecords later = r;
            later.epoch = 2;
            later.step = 30;
            store.write(later);
        }
        RecordStore store(path);
        QCOMPARE(store.meta("format"), std::to_string(RecordStore::kFormat));
        QCOMPARE(store.meta("task"), std::string("classification"));
        QCOMPARE(store.samples("val").size(), size_t{3});
        QCOMPARE(store.samples("val")[2].name, std::string("b/1.png"));
        auto validations = store.validations();
        QCOMPARE(validations.size(), size_t{2});
        QCOMPARE(validations[0].step, int64_t{20});
        const EpochRecords back = store.read(validations[0].id);
        QCOMPARE(back.items, int64_t{3});
        QCOMPARE(back.summary, r.summary);
        QCOMPARE(back.u16.at("pred"), r.u16.at("pred"));
        QCOMPARE(back.f32.at("margin")[0], 1.5f);
        QVERIFY(std::isnan(back.f32.at("margin")[1]));
        QCOMPARE(store.deleteAfter(20), int64_t{1});
        QCOMPARE(store.validations().size(), size_t{1});

        QCOMPARE(rawSql(path, "UPDATE arrays SET data = x'0102' WHERE name = 'margin'"), SQLITE_OK);
        try {
            store.read(validations[0].id);
            QFAIL("a damaged array was read");
        } catch (const std::exception& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains("inspect.db") && message.contains("margin"), e.what());
        }
    }

    // A format-1 inspect.db (classifier records, written before detector records existed) opens, migrates to
    // the current format and reads back; a detector validation's ground truth comes back exactly, arrays of
    // other lengths than the split's too, and validations with equal ground truth share one row.
    void testRecordStoreMigratesFormat1AndKeepsGroundTruthOnce() {
        QTemporaryDir dir;
        const std::string path = RecordStore::pathIn(dir.path().toStdString());
        QCOMPARE(rawSql(path, R"sql(
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            INSERT INTO meta VALUES ('format', '1');
            CREATE TABLE samples (split TEXT NOT NULL, idx INTEGER NOT NULL, name TEXT NOT NULL, label INTEGER,
                width INTEGER, height INTEGER, PRIMARY KEY (split, idx)) WITHOUT ROWID;
            CREATE TABLE validations (id INTEGER PRIMARY KEY, epoch INTEGER NOT NULL, step INTEGER NOT NULL,
                split TEXT NOT NULL, source TEXT NOT NULL, model TEXT NOT NULL, items INTEGER NOT NULL,
                summary TEXT NOT NULL, created REAL NOT NULL, UNIQUE (epoch, split, source, model));
            CREATE TABLE arrays (validation_id INTEGER NOT NULL, name TEXT NOT NULL, dtype TEXT NOT NULL,
                data BLOB NOT NULL, PRIMARY KEY (validation_id, name)) WITHOUT ROWID;
            INSERT INTO validations VALUES (1, 0, 10, 'val', 'val', 'model', 2, '{}', 0);
            INSERT INTO arrays VALUES (1, 'pred', 'u16', x'01000000');
        )sql"),
                 SQLITE_OK);
        RecordStore store(path);
        QCOMPARE(store.meta("format"), std::to_string(RecordStore::kFormat));
        const EpochRecords old = store.read(1);
        QCOMPARE(old.u16.at("pred"), (std::vector<uint16_t>{1, 0}));
        QVERIFY(!old.groundTruth);

        auto gt = std::make_shared<CocoGroundTruth>();
        gt->categories = {{1, "circle"}, {2, "square"}};
        gt->images = {{7, "a.png", 0, 0}, {3, "b.png", 0, 0}};
        CocoGroundTruth::Annotation box;
        box.id = 1;
        box.imageId = 3;
        box.categoryId = 2;
        box.bbox = {1.25, 2.5, 10.125, 4.0f / 3.0f};
        box.area = box.bbox.w * box.bbox.h;
        box.iscrowd = true;
        gt->annotations.push_back(box);
        EpochRecords r;
        r.epoch = 1;
        r.step = 20;
        r.items = 2;
        r.detections = 3;
        r.groundTruth = gt;
        r.f32["det_score"] = {0.9f, 0.5f, 0.1f};
        r.f32["det_box"] = std::vector<float>(12, 1.0f);
        r.i32["gt_det"] = {-1};
        const int64_t first = store.write(r);
        r.epoch = 2;
        r.step = 30;
        const int64_t second = store.write(r);
        const EpochRecords back = store.read(second);
        QCOMPARE(back.detections, int64_t{3});
        QCOMPARE(back.f32.at("det_box").size(), size_t{12});
        QCOMPARE(back.i32.at("gt_det"), r.i32.at("gt_det"));
        QVERIFY(back.groundTruth);
        QCOMPARE(back.groundTruth->images[1].id, int64_t{3});
        QCOMPARE(back.groundTruth->images[1].fileName, std::string("b.png"));
        QCOMPARE(back.groundTruth->categories[1].name, std::string("square"));
        const auto& a = back.groundTruth->annotations.at(0);
        QCOMPARE(a.imageId, int64_t{3});
        QCOMPARE(a.categoryId, int64_t{2});
        QVERIFY(a.iscrowd);
        QCOMPARE(a.bbox.x, 1.25);
        QCOMPARE(a.bbox.h, static_cast<double>(4.0f / 3.0f));
        QVERIFY(store.read(first).groundTruth);
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        sqlite3_stmt* count = nullptr;
        QCOMPARE(sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM ground_truth", -1, &count, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_step(count), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(count, 0), 1);  // one distinct ground truth
        sqlite3_finalize(count);
        sqlite3_close(db);
    }

    // Issue 21: detector records of a hand-made evaluation (true positives, a wrong class, background false
    // positives, a crowd match, missed boxes; detections not in image order) written to inspect.db and
    // rebuilt by readDetectionRecords give the evaluation's own confusion matrices and per-class thresholds.
    void testDetectorRecordsRebuildAHandMadeMatching() {
        auto gt = std::make_shared<CocoGroundTruth>();
        gt->categories = {{1, "circle"}, {2, "square"}};
        gt->images = {{10, "a.png", 0, 0}, {20, "b.png", 0, 0}, {30, "c.png", 0, 0}};
        const auto annotation = [&gt](int64_t image, int64_t category, CocoBox box, bool crowd) {
            CocoGroundTruth::Annotation a;
            a.id = static_cast<int64_t>(gt->annotations.size()) + 1;
            a.imageId = image;
            a.categoryId = category;
            a.bbox = box;
            a.area = box.w * box.h;
            a.iscrowd = crowd;
            gt->annotations.push_back(a);
        };
        annotation(10, 1, {10, 10, 20, 20}, false);
        annotation(10, 2, {50, 50, 20, 20}, false);  // found only as a circle: wrong class
        annotation(20, 1, {0, 0, 30, 30}, false);
        annotation(20, 2, {60, 60, 30, 30}, true);  // crowd
        annotation(30, 2, {5, 5, 10, 10}, false);   // missed
        const std::vector<CocoDetection> detections = {
            {20, 1, {1, 1, 30, 30}, 0.9},  {10, 1, {10, 10, 20, 21}, 0.8}, {10, 1, {50, 50, 20, 20}, 0.7},
            {10, 2, {80, 0, 10, 10}, 0.6}, {20, 2, {61, 61, 29, 29}, 0.5}, {30, 1, {40, 40, 5, 5}, 0.3}};
        CocoMatches matches;
        const CocoMetrics metrics = CocoEvaluator(*gt).evaluate(detections, 1, &matches);
        QTemporaryDir dir;
        RecordStore store(RecordStore::pathIn(dir.path().toStdString()));
        const int64_t id = store.write(detectorRecords(metrics, 1.5, gt, detections, matches));
        const DetectionRecords r = readDetectionRecords(store, id);

        QCOMPARE(r.imageNames, (std::vector<std::string>{"a.png", "b.png", "c.png"}));
        QCOMPARE(r.detectionItems, (std::vector<int32_t>{0, 0, 0, 1, 1, 2}));
        QCOMPARE(r.records.u16.at("img_tp"), (std::vector<uint16_t>{1, 1, 0}));
        QCOMPARE(r.records.u16.at("img_fp"), (std::vector<uint16_t>{2, 0, 1}));
        QCOMPARE(r.records.u16.at("img_missed"), (std::vector<uint16_t>{1, 0, 1}));
        QCOMPARE(r.records.f32.at("img_max_fp"), (std::vector<float>{0.7f, 0.0f, 0.3f}));
        QCOMPARE(r.records.i32.at("gt_det"), (std::vector<int32_t>{0, -1, 3, -1, -1}));
        QCOMPARE(r.records.u16.at("det_flags")[4], uint16_t{CocoMatches::Ignored});
        QCOMPARE(r.records.i32.at("det_gt")[1], int32_t{1});  // the wrong-class box it overlaps
        QCOMPARE(r.records.f32.at("det_iou")[1], 1.0f);
        QCOMPARE(nlohmann::json::parse(r.records.summary).at("detections").get<int>(), 6);
        for (double threshold : {0.0, 0.65, 0.85}) {
            const DetectionConfusion stored =
                detectionConfusion(r.groundTruth, r.detections, r.matches, threshold);
            const DetectionConfusion direct = detectionConfusion(*gt, detections, matches, threshold);
            QCOMPARE(stored.cells, direct.cells);
            const auto a = classThresholds(r.groundTruth, r.detections, r.matches, threshold);
            const auto b = classThresholds(*gt, detections, matches, threshold);
            for (size_t k = 0; k < a.size(); ++k) {
                QCOMPARE(a[k].truePositives, b[k].truePositives);
                QCOMPARE(a[k].falsePositives, b[k].falsePositives);
                QCOMPARE(static_cast<float>(a[k].bestThreshold), static_cast<float>(b[k].bestThreshold));
            }
        }
        const DetectionConfusion atZero = detectionConfusion(r.groundTruth, r.detections, r.matches, 0.0);
        QCOMPARE(atZero.at(0, 0), int64_t{2});  // circles found
        QCOMPARE(atZero.at(1, 0), int64_t{1});  // a square called a circle
        QCOMPARE(atZero.at(2, 0), int64_t{1});  // background called a circle
        QCOMPARE(atZero.at(2, 1), int64_t{1});  // background called a square
        QCOMPARE(atZero.at(1, 2), int64_t{1});  // a square missed
    }

    // Issue 19: why a run ended travels in parts beside its English message, and a run whose loss curve
    // holds a nan (stored as NULL) or an infinite value reads as diverged at the first such step; a scale
    // that is infinite (train/loss_scale) or a finite curve is no divergence.
    void testReasonAndDivergenceRoundTrip() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        RunStore store(path);
        RunRecord r;
        r.name = "diverged";
        r.runDir = "/runs/diverged";
        const int64_t diverged = store.createRun(r);
        r.name = "fine";
        r.runDir = "/runs/fine";
        const int64_t fine = store.createRun(r);
        const double inf = std::numeric_limits<double>::infinity();
        store.insertMetrics(diverged, {{1, 0, "train/loss", 2.0, 1.0},
                                       {2, 0, "train/loss_scale", inf, 2.0},
                                       {3, 0, "val/loss", inf, 3.0},
                                       {4, 0, "train/loss", std::nan(""), 4.0}});
        store.insertMetrics(fine, {{1, 0, "train/loss", 2.0, 1.0}, {2, 0, "train/loss_scale", inf, 2.0}});
        const Reason reason{"loss_not_finite", {{"value", "nan"}, {"epoch", "1"}, {"step", "3"}}};
        store.setStatus(diverged, RunStatus::Failed, "the training loss became nan", reason);

        for (const RunRecord& run :
             {*store.findRun(diverged), *store.findRunByDir("/runs/diverged"), store.listRuns().front()}) {
            QCOMPARE(run.reason, reason);
            QCOMPARE(run.message, std::string("the training loss became nan"));
            QVERIFY(run.divergence.has_value());
            QCOMPARE(run.divergence->metric, std::string("val/loss"));
            QCOMPARE(run.divergence->step, int64_t{3});
            QVERIFY(std::isinf(run.divergence->value));
        }
        QVERIFY(!store.findRun(fine)->divergence);
        QVERIFY(store.findRun(fine)->reason.empty());
        QVERIFY(isLossMetric("train/loss_cls") && isLossMetric("train/epoch_loss") &&
                isLossMetric("val/loss"));
        QVERIFY(!isLossMetric("train/loss_scale") && !isLossMetric("val/top1"));
    }
    // Issue 36: a metric row is unique per run, name and step in the store itself. A second row for a step
    // (a resumed run logging it again) replaces the first: the latest value is the truth. Before, both
    // stayed, and two trainers of one run left 53 rows of 49 distinct (name, step).
    void testMetricRowsAreOnePerNameAndStep() {
        QTemporaryDir dir;
        RunStore store(dir.path().toStdString() + "/runs.db");
        RunRecord r;
        r.name = "again";
        const int64_t id = store.createRun(r);
        const int64_t other = store.createRun(r);
        store.insertMetrics(id, {{1, 0, "train/loss", 2.0, 1.0}, {2, 0, "train/loss", 1.5, 2.0}});
        store.insertMetrics(id, {{2, 0, "train/loss", 1.25, 3.0}, {2, 0, "val/top1", 50.0, 3.0}});
        store.insertMetrics(other, {{2, 0, "train/loss", 9.0, 3.0}});
        const auto rows = store.metrics(id);
        QCOMPARE(rows.size(), size_t{3});
        std::map<std::pair<std::string, int64_t>, double> values;
        for (const auto& m : rows)
            values[{m.name, m.step}] = m.value;
        QCOMPARE(values.size(), size_t{3});
        using Key = std::pair<std::string, int64_t>;
        QCOMPARE(values[Key("train/loss", 2)], 1.25);
        QCOMPARE(values[Key("train/loss", 1)], 2.0);
        QCOMPARE(store.metrics(other).size(), size_t{1});
        // The row of the step logged again is the newest: a live reader after the last row it read sees it.
        QCOMPARE(store.metricsAfter(id, 0).back().row.value, 50.0);
        QCOMPARE(store.metricsAfter(id, store.metricsAfter(id, 0).front().rowId).size(), size_t{2});
    }

    // Issue 36: a version-5 store holding the same (name, step) twice (two trainers of one run, or a resume
    // before issue 18) keeps the latest row of each, gains the constraint, and says how many rows went in
    // an event of each run that had them.
    void testDuplicateMetricRowsGoInTheMigrationSayingHowMany() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/runs.db";
        writeStoreWithOneRun(path);  // run 1: train/loss at step 1 = 0.5
        QCOMPARE(rawSql(path,
                        "DROP INDEX IF EXISTS metrics_by_step; "
                        "CREATE INDEX IF NOT EXISTS metrics_by_run ON metrics (run_id, name, step); "
                        "DELETE FROM schema_version WHERE version >= 6; "
                        "INSERT INTO runs (name, status) VALUES ('clean', 'finished'); "
                        "INSERT INTO metrics (run_id, step, epoch, name, value, wall_time) VALUES "
                        "(1, 1, 0, 'train/loss', 0.75, 2), (1, 1, 0, 'train/loss', 0.25, 3), "
                        "(1, 2, 0, 'train/loss', 0.5, 4), (1, 2, 0, 'train/loss', NULL, 5), "
                        "(2, 1, 0, 'train/loss', 0.5, 1)"),
                 SQLITE_OK);
        RunStore store(path);
        const auto rows = store.metrics(1);
        QCOMPARE(rows.size(), size_t{2});
        QCOMPARE(rows[0].step, int64_t{1});
        QCOMPARE(rows[0].value, 0.25);       // the latest of step 1
        QVERIFY(std::isnan(rows[1].value));  // the latest of step 2
        QCOMPARE(store.metrics(2).size(), size_t{1});
        const auto events = store.events(1);
        QCOMPARE(events.size(), size_t{1});
        QVERIFY2(events[0].message.find("removed 3 metric rows") != std::string::npos,
                 events[0].message.c_str());
        QVERIFY(store.events(2).empty());
        store.insertMetrics(1, {{1, 0, "train/loss", 0.125, 6}});
        QCOMPARE(store.metrics(1).size(), size_t{2});
        QCOMPARE(rawSql(path,
                        "INSERT INTO metrics (run_id, step, epoch, name, value, wall_time) VALUES "
                        "(1, 1, 0, 'train/loss', 1, 7)"),
                 SQLITE_CONSTRAINT);
    }

    // Issue 36: a file that is not a run store (another program's SQLite database: other tables, no
    // schema_version of ours) is refused before anything is written to it, naming it, and stays byte for byte
    // as it was; a new file and an empty one become stores.
    void testForeignDatabasesAreRefusedBeforeAnyWrite() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        const auto bytes = [](const std::string& file) {
            QFile f(QString::fromStdString(file));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const std::string contacts = root + "/contacts.db", clash = root + "/clash.db",
                          versioned = root + "/versioned.db";
        QCOMPARE(rawSql(contacts, "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')"),
                 SQLITE_OK);
        QCOMPARE(rawSql(clash, "CREATE TABLE runs (id INTEGER, what TEXT)"), SQLITE_OK);
        writeStoreWithOneRun(versioned);
        QCOMPARE(rawSql(versioned, "CREATE TABLE extra (x); PRAGMA journal_mode=DELETE"), SQLITE_OK);
        for (const std::string& file : {contacts, clash, versioned}) {
            const QByteArray before = bytes(file);
            try {
                RunStore store(file);
                QFAIL(qPrintable(QString::fromStdString(file) + " was opened as a run store"));
            } catch (const InputError& e) {
                const std::string message = e.what();
                QVERIFY2(message.find(file) != std::string::npos, e.what());
                QVERIFY2(message.find("not an Osprey run store") != std::string::npos, e.what());
            }
            QCOMPARE(bytes(file), before);
            QVERIFY(!QFileInfo::exists(QString::fromStdString(file + "-wal")));
            try {
                RecordStore records(file);
                QFAIL(qPrintable(QString::fromStdString(file) + " was opened as a run's records"));
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(file) != std::string::npos, e.what());
            }
            QCOMPARE(bytes(file), before);
        }
        // A run store is not a run's records, nor the other way round.
        const std::string records = RecordStore::pathIn(root);
        { RecordStore made(records); }
        QVERIFY_THROWS_EXCEPTION(InputError, RunStore store(records));
        writeStoreWithOneRun(root + "/store.db");
        QVERIFY_THROWS_EXCEPTION(InputError, RecordStore store(root + "/store.db"));
        QFile(QString::fromStdString(root + "/empty.db")).open(QIODevice::WriteOnly);
        { RunStore empty(root + "/empty.db"); }
        { RunStore created(root + "/new/runs.db"); }
        QCOMPARE(RunStore(root + "/empty.db").listRuns().size(), size_t{0});
    }

    // Issue 36: a run's inspect.db that is a symlink is resolved; one that leads out of the run folder is
    // refused, naming it, and its target is unchanged (eval --record wrote the inspect tables into it). One
    // that stays inside the folder is used.
    void testRecordsLeavingTheRunFolderAreRefused() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::filesystem::create_directories(root + "/run/sub");
        const std::string outside = root + "/outside.db";
        { RecordStore target(outside); }
        QFile f(QString::fromStdString(outside));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        std::filesystem::create_symlink(outside, RecordStore::pathIn(root + "/run"));
        for (auto access : {RecordStore::Access::ReadWrite, RecordStore::Access::ReadOnly}) {
            try {
                RecordStore records(RecordStore::pathIn(root + "/run"), access);
                records.setMeta("task", "classification");
                QFAIL("a records file outside the run folder was used");
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(root + "/run/inspect.db") != std::string::npos, e.what());
                QVERIFY2(std::string(e.what()).find("outside.db") != std::string::npos, e.what());
            }
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        // A dangling symlink out of the folder would create its target: refused as well.
        std::filesystem::remove(RecordStore::pathIn(root + "/run"));
        std::filesystem::create_symlink(root + "/nowhere.db", RecordStore::pathIn(root + "/run"));
        QVERIFY_THROWS_EXCEPTION(InputError, RecordStore records(RecordStore::pathIn(root + "/run")));
        QVERIFY(!std::filesystem::exists(root + "/nowhere.db"));
        // Inside the folder: fine.
        std::filesystem::remove(RecordStore::pathIn(root + "/run"));
        std::filesystem::create_symlink("sub/kept.db", RecordStore::pathIn(root + "/run"));
        {
            RecordStore records(RecordStore::pathIn(root + "/run"));
            records.setMeta("task", "classification");
        }
        QCOMPARE(RecordStore(RecordStore::pathIn(root + "/run"), RecordStore::Access::ReadOnly).meta("task"),
                 std::string("classification"));
        QVERIFY(std::filesystem::is_regular_file(root + "/run/sub/kept.db"));
    }

    // Issue 36: a run folder's owner. A second take of a held folder (another open of the lock file, as
    // another process makes) is refused naming the holder by pid and host; letting go frees it; the lock file
    // says who holds it. A symlink, a hard link or a FIFO planted as the lock file is refused, naming it, and
    // what it leads to is not written.
    void testRunFolderLockHasOneOwnerAndRefusesPlantedFiles() {
        QTemporaryDir dir;
        const std::string run = dir.path().toStdString() + "/run";
        std::filesystem::create_directories(run);
        const std::string holder = std::to_string(::getpid()) + " " + hostName();
        {
            RunFolderLock owner(run);
            QCOMPARE(readFile(RunFolderLock::pathIn(run)), holder + "\n");
            RunFolderLock::Holder named;
            QVERIFY(!RunFolderLock::tryTake(run, &named));
            QCOMPARE(named.pid, static_cast<int64_t>(::getpid()));
            QCOMPARE(named.host, hostName());
            try {
                RunFolderLock second(run);
                QFAIL("a held folder was taken twice");
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find("is in use by process " + std::to_string(::getpid()) +
                                                    " on " + hostName()) != std::string::npos,
                         e.what());
                QVERIFY2(std::string(e.what()).find(run) != std::string::npos, e.what());
            }
        }
        QVERIFY(RunFolderLock::tryTake(run) != nullptr);  // let go with its owner

        const std::string victim = dir.path().toStdString() + "/victim.txt";
        writeFileAtomically(victim, "precious\n");
        const auto refused = [&](const std::string& folder, const char* why) {
            try {
                RunFolderLock lock(folder);
                QFAIL(qPrintable(QString("a lock file that is ") + why + " was used"));
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(RunFolderLock::pathIn(folder)) != std::string::npos,
                         e.what());
            }
            QCOMPARE(readFile(victim), std::string("precious\n"));
        };
        std::filesystem::create_directories(run + "-link");
        std::filesystem::create_symlink(victim, RunFolderLock::pathIn(run + "-link"));
        refused(run + "-link", "a symlink");
        std::filesystem::create_directories(run + "-hard");
        std::filesystem::create_hard_link(victim, RunFolderLock::pathIn(run + "-hard"));
        refused(run + "-hard", "a hard link");
        std::filesystem::create_directories(run + "-fifo");
        QCOMPARE(::mkfifo(RunFolderLock::pathIn(run + "-fifo").c_str(), 0600), 0);
        refused(run + "-fifo", "a FIFO");
        QVERIFY_THROWS_EXCEPTION(InputError, RunFolderLock missing(run + "-missing"));
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "TestRunStore.moc"
