#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <filesystem>

#include "GuiTestSupport.h"
#include "HeldRunFolderLock.h"
#include "common/QtConversions.h"
#include "monitor/CurvePlot.h"
#include "runs/ConfigDiff.h"
#include "runs/ExportDialog.h"
#include "runs/RunsFilterModel.h"
#include "runs/RunsTableModel.h"
#include "runs/RunsView.h"
#include "runs/TensorBoardLauncher.h"
#include "store/StoreWatcher.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

using namespace osprey;
using namespace osprey::ui;

namespace {

RunRecord record(int64_t id, const std::string& name, const std::string& statusName, double best = -1) {
    const RunStatus status = findRunStatus(statusName).value();
    RunRecord r;
    r.id = id;
    r.name = name;
    r.status = status;
    r.task = TaskKind::Classification;
    r.model = id % 2 ? "resnet50" : "cifar_resnet20";
    r.dataset = "digits";
    r.started = 1000.0 + static_cast<double>(id);
    r.ended = status == RunStatus::Running ? 0 : r.started + 60.0 * static_cast<double>(id);
    if (best >= 0) {
        r.hasBestMetric = true;
        r.bestMetricName = "val/top1";
        r.bestMetric = best;
    }
    return r;
}

QVector<RunRecord> records(std::initializer_list<int64_t> ids) {
    QVector<RunRecord> out;
    for (int64_t id : ids)
        out << record(id, "run" + std::to_string(id), id % 3 ? "finished" : "failed",
                      90.0 + static_cast<double>(id % 5));
    return out;
}

}  // namespace

// Takes the http addresses QDesktopServices::openUrl is given, instead of a browser.
class UrlCatcher : public QObject {
    Q_OBJECT
public:
    explicit UrlCatcher(QList<QUrl>* urls) : m_urls(urls) {
        QDesktopServices::setUrlHandler(QStringLiteral("http"), this, "open");
    }
    ~UrlCatcher() override { QDesktopServices::unsetUrlHandler(QStringLiteral("http")); }
public Q_SLOTS:
    void open(const QUrl& url) { m_urls->append(url); }

private:
    QList<QUrl>* m_urls;
};

class TestRunsView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateWorkbench(m_dir); }

    // Snapshots applied as inserts, removals and changes; the model and its proxy stay consistent throughout.
    void testModelPassesTheItemModelTester() {
        RunsTableModel model;
        RunsFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.sort(RunsTableModel::BestMetric, Qt::DescendingOrder);

        model.setRuns(records({1, 2, 3}));
        QCOMPARE(model.rowCount(), 3);
        model.setRuns(records({2, 3, 4, 5}));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.run(0).id, int64_t{2});
        auto changed = records({2, 3, 4, 5});
        changed[1].name = "renamed";
        changed[2].status = RunStatus::Running;
        QSignalSpy dataChanged(&model, &QAbstractItemModel::dataChanged);
        model.setRuns(changed);
        QVERIFY(dataChanged.count() >= 2);
        QCOMPARE(model.data(model.index(1, RunsTableModel::Name)).toString(), QStringLiteral("renamed"));
        model.setRuns(records({5, 1, 9, 7}));  // unsorted input, old rows gone, new ones before and after
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.run(0).id, int64_t{1});
        QCOMPARE(model.run(3).id, int64_t{9});
        model.setRuns({});
        QCOMPARE(model.rowCount(), 0);
        model.setRuns(records({3, 4, 6, 8, 10, 12}));

        // Sorting by best metric is numeric, filtering by status and search text works.
        QCOMPARE(filter.rowCount(), 6);
        QVERIFY(filter.index(0, RunsTableModel::BestMetric).data(RunsTableModel::SortRole).toDouble() >=
                filter.index(5, RunsTableModel::BestMetric).data(RunsTableModel::SortRole).toDouble());
        filter.setStatusFilter(QStringLiteral("failed"));
        QCOMPARE(filter.rowCount(), 3);  // 3, 6, 12
        filter.setStatusFilter({});
        filter.setSearchText(QStringLiteral("RESNET50"));
        QCOMPARE(filter.rowCount(), 1);  // 3 is the only odd id
        filter.setSearchText({});
        QCOMPARE(model.headerData(RunsTableModel::Duration, Qt::Horizontal).toString(),
                 QStringLiteral("Duration"));
        QCOMPARE(RunsTableModel::durationSeconds(record(4, "x", "finished"), 0), 240.0);
    }

    void testConfigDiff() {
        const auto diff = diffConfigs(QStringLiteral("optim:\n  lr: 0.1\ntrain:\n  epochs: 5\n"),
                                      QStringLiteral("optim:\n  lr: 0.2\nseed: 0\n"));
        QCOMPARE(diff.size(), 2);
        QCOMPARE(diff[0].key, QStringLiteral("optim.lr"));
        QCOMPARE(diff[0].left, QStringLiteral("0.1"));
        QCOMPARE(diff[0].right, QStringLiteral("0.2"));
        QCOMPARE(diff[1].key, QStringLiteral("train.epochs"));
        QCOMPARE(diff[1].right, QStringLiteral("90"));
        // A stored config that does not load is one difference that says which side and why.
        const auto broken = diffConfigs(QStringLiteral("a: 1"), QStringLiteral(""));
        QCOMPARE(broken.size(), 1);
        QCOMPARE(broken[0].key, QStringLiteral("(experiment)"));
        QVERIFY2(broken[0].left.startsWith(QStringLiteral("left run:1: unknown key 'a'")),
                 qPrintable(broken[0].left));
    }

    // Runs written into the store by someone else appear; selecting two overlays their curves; rename, notes
    // and delete go through the store.
    // Issue 20: Export… on a run writes its checkpoint as ONNX from the dialog, driven as a user would; a
    // file name that is not .onnx is refused in the dialog, in words.
    void testExportDialogWritesOnnx() {
        const std::string runDir = ss(m_dir.filePath(QStringLiteral("export-run")));
        std::filesystem::create_directories(runDir);
        CheckpointMeta meta;
        meta.modelName = "cifar_resnet20";
        meta.numClasses = 3;
        meta.classNames = {"a", "b", "c"};
        meta.preprocessing.inputSize = 32;
        meta.preprocessing.resize = 32;
        Checkpoint::save(runDir + "/best.pt", meta, *modelFor(meta), nullptr);
        RunStore store(ss(test::storePathIn(m_dir)));
        RunRecord r = record(0, "exportable", "finished", 91.0);
        r.runDir = runDir;
        const int64_t id = store.createRun(r);

        StoreWatcher watcher(test::storePathIn(m_dir), 50);
        RunsView view(&watcher);
        QTRY_VERIFY(view.model()->rowOf(id) >= 0);
        view.selectRuns({id});
        auto* exportButton = view.findChild<QPushButton*>(QStringLiteral("exportRun"));
        QVERIFY(exportButton && exportButton->isEnabled());
        QTest::mouseClick(exportButton, Qt::LeftButton);
        ExportDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = view.findChild<ExportDialog*>()) != nullptr);
        auto* path = dialog->findChild<QLineEdit*>(QStringLiteral("exportPath"));
        auto* start = dialog->findChild<QPushButton*>(QStringLiteral("exportStart"));
        QCOMPARE(path->text(), QDir(qs(runDir)).filePath(QStringLiteral("model.onnx")));

        path->setText(m_dir.filePath(QStringLiteral("model.txt")));
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            !dialog->isExporting() && dialog->resultText().contains(QStringLiteral("must end in .onnx")),
            60000);

        const QString out = m_dir.filePath(QStringLiteral("exported.onnx"));
        path->setText(out);
        QTest::mouseClick(start, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            !dialog->isExporting() && dialog->resultText().startsWith(QStringLiteral("Wrote")), 120000);
        QVERIFY2(dialog->resultText().contains(QStringLiteral("outputs: logits")),
                 qPrintable(dialog->resultText()));
        QVERIFY(QFileInfo(out).size() > 100000);
        dialog->close();
        store.deleteRun(id);
    }

    void testViewOverStore() {
        RunStore store(ss(test::storePathIn(m_dir)));
        RunRecord a = record(0, "alpha", "finished", 97.0);
        a.configYaml = "optim:\n  lr: 0.1\n";
        RunRecord b = record(0, "beta", "failed", 95.0);
        b.configYaml = "optim:\n  lr: 0.3\n";
        const int64_t ida = store.createRun(a), idb = store.createRun(b);
        std::vector<MetricRow> rows;
        for (int i = 1; i <= 50; ++i)
            rows.push_back({i, 0, "train/loss", 2.0 / i, 1000.0 + i});
        store.insertMetrics(ida, rows);
        store.insertMetrics(idb, rows);

        StoreWatcher watcher(test::storePathIn(m_dir), 50);
        RunsView view(&watcher);
        QTRY_COMPARE(view.model()->rowCount(), 2);
        view.selectRuns({ida, idb});
        QCOMPARE(view.selectedRuns(), (QList<qint64>{ida, idb}));
        QTRY_COMPARE(view.overlayPlot()->curvePoints(QString::number(ida)), 50);
        QTRY_COMPARE(view.overlayPlot()->curvePoints(QString::number(idb)), 50);
        QCOMPARE(view.overlayPlot()->graphCount(), 2);

        // New rows of a selected run arrive in the overlay.
        store.insertMetrics(ida, {{51, 0, "train/loss", 0.01, 1051.0}});
        QTRY_COMPARE(view.overlayPlot()->curvePoints(QString::number(ida)), 51);

        watcher.modify([ida](RunStore& s) {
            s.rename(ida, "alpha-2");
            s.setNotes(ida, "baseline");
        });
        QTRY_COMPARE(qs(watcher.run(ida)->name), QStringLiteral("alpha-2"));
        // Issue 19: the overlay's legend follows a rename (before: the old name stayed).
        auto legendHas = [&view](const QString& text) {
            for (int i = 0; i < view.overlayPlot()->graphCount(); ++i) {
                if (view.overlayPlot()->graph(i)->name().contains(text))
                    return true;
            }
            return false;
        };
        QTRY_VERIFY(legendHas(QStringLiteral("alpha-2")));
        QCOMPARE(qs(watcher.run(ida)->notes), QStringLiteral("baseline"));
        watcher.modify([idb](RunStore& s) { s.deleteRun(idb); });
        QTRY_COMPARE(view.model()->rowCount(), 1);
        QVERIFY(store.metrics(idb).empty());
    }

    // Issue 18: the workbench survives a store that another program locks, or that is removed, while it is
    // open: it says why, keeps working, and reads the store that takes the removed one's place. Before, a
    // removed store went on being read through the deleted file, silently, and a new one was never seen.
    void testStoreLockedOrRemovedWhileOpen() {
        QTemporaryDir dir;
        const std::string path = ss(test::storePathIn(dir));
        int64_t alpha = 0;
        {
            RunStore store(path);
            alpha = store.createRun(record(0, "alpha", "finished", 97.0));
        }
        StoreWatcher watcher(test::storePathIn(dir), 50);
        RunsView view(&watcher);
        QSignalSpy failed(&watcher, &StoreWatcher::failed);
        QTRY_COMPARE(view.model()->rowCount(), 1);

        sqlite3* other = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &other), SQLITE_OK);
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        watcher.modify([alpha](RunStore& s) { s.rename(alpha, "renamed while locked"); });
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 30000);  // after the store's busy timeout (10 s)
        QVERIFY2(failed.last().at(0).toString().contains(QStringLiteral("is locked by another program")),
                 qPrintable(failed.last().at(0).toString()));
        QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(other);
        watcher.modify([alpha](RunStore& s) { s.rename(alpha, "alpha-2"); });  // works again
        QTRY_COMPARE(qs(watcher.run(alpha)->name), QStringLiteral("alpha-2"));

        for (const char* suffix : {"", "-wal", "-shm"})
            std::filesystem::remove(path + suffix);
        QTRY_VERIFY(failed.last().at(0).toString().contains(QStringLiteral("was removed")));
        {
            RunStore fresh(path);  // a training run makes a new store there
            fresh.createRun(record(0, "beta", "running", 0.0));
        }
        QTRY_COMPARE_WITH_TIMEOUT(view.model()->rowCount(), 1, 10000);
        QTRY_COMPARE(qs(watcher.runs().front().name), QStringLiteral("beta"));
    }

    // Issue 36: the workbench deletes a run (its rows, and on request its folder) only when no process owns
    // the folder: one that another process holds (a resume, an `eval --record` started from a terminal) is
    // kept with its row, and the message names the holder. Before, the folder was removed under it.
    void testARunFolderInUseIsNotDeleted() {
        const QString folder = m_dir.filePath(QStringLiteral("owned-run"));
        QVERIFY(QDir().mkpath(folder));
        QFile config(folder + QStringLiteral("/config.yaml"));
        QVERIFY(config.open(QIODevice::WriteOnly) && config.write("name: owned\n") > 0);
        config.close();
        RunStore store(ss(test::storePathIn(m_dir)));
        RunRecord r = record(0, "owned", "finished", 90.0);
        r.runDir = ss(folder);
        const int64_t id = store.createRun(r);
        StoreWatcher watcher(test::storePathIn(m_dir), 50);
        RunsView view(&watcher);
        QTRY_VERIFY(watcher.run(id).has_value());
        view.selectRuns({id});

        // Answers every message box the view opens: the question with "also delete the folders" ticked and
        // Delete, an information with OK; what they said is kept.
        QStringList said;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&said] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            said << box->text();
            if (box->checkBox())
                box->checkBox()->setChecked(true);
            for (QAbstractButton* button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::DestructiveRole ||
                    box->buttonRole(button) == QMessageBox::AcceptRole) {
                    button->click();
                    return;
                }
            }
        });
        answer.start();
        auto* remove = view.findChild<QPushButton*>(QStringLiteral("deleteRuns"));
        QVERIFY(remove && remove->isEnabled());
        {
            test::HeldRunFolderLock held(folder);
            QVERIFY(held.held());
            remove->click();
            QVERIFY2(QFileInfo::exists(folder + QStringLiteral("/config.yaml")),
                     "the folder in use was deleted");
            QTest::qWait(500);  // the store's changes go through the watcher's thread
            QVERIFY2(store.findRun(id).has_value(), "the run of the folder in use was deleted");
            QVERIFY2(said.join(QLatin1Char('\n')).contains(test::HeldRunFolderLock::holderText()),
                     qPrintable(said.join(QLatin1Char('\n'))));
        }
        said.clear();
        remove->click();
        QTRY_VERIFY(!QFileInfo::exists(folder));
        QTRY_VERIFY(!store.findRun(id).has_value());
        answer.stop();
    }

    // Runs > TensorBoard starts the `tensorboard` on the PATH on the selected runs' event folders and opens
    // the address it prints (here a stand-in script that records its arguments); with two runs,
    // --logdir_spec. Without one on the PATH, the command to type is shown instead.
    void testOpenInTensorBoard() {
        RunStore store(ss(test::storePathIn(m_dir)));
        QList<int64_t> ids;
        for (const char* name : {"first", "second"}) {
            RunRecord r = record(0, name, "finished", 90.0);
            r.runDir = ss(m_dir.filePath(QStringLiteral("tb-") + QLatin1String(name)));
            ids << store.createRun(r);
        }
        StoreWatcher watcher(test::storePathIn(m_dir), 50);
        RunsView view(&watcher);
        QTRY_VERIFY(watcher.run(ids[0]).has_value() && watcher.run(ids[1]).has_value());
        auto* button = view.findChild<QPushButton*>(QStringLiteral("openInTensorBoard"));
        QVERIFY(button);

        const QString bin = m_dir.filePath(QStringLiteral("bin"));
        const QString argsFile = m_dir.filePath(QStringLiteral("tensorboard-args.txt"));
        QVERIFY(QDir().mkpath(bin));
        QFile script(bin + QStringLiteral("/tensorboard"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(
            QStringLiteral("#!/bin/sh\nprintf '%s\\n' \"$@\" > '%1'\n"
                           "echo 'TensorBoard 2.21.0 at http://localhost:45123/ (Press CTRL+C to quit)' >&2\n"
                           "exec sleep 30\n")
                .arg(argsFile)
                .toUtf8());
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", bin.toUtf8() + ':' + path);

        QList<QUrl> opened;
        UrlCatcher catcher(&opened);
        view.selectRuns({ids[0]});
        QVERIFY(button->isEnabled());
        button->click();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 10000);
        QCOMPARE(opened.front(), QUrl(QStringLiteral("http://localhost:45123/")));
        auto arguments = [&argsFile] {
            QFile f(argsFile);
            return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))
                                               : QStringList();
        };
        QCOMPARE(arguments().mid(0, 4), QStringList({QStringLiteral("--logdir"),
                                                     m_dir.filePath(QStringLiteral("tb-first/tensorboard")),
                                                     QStringLiteral("--port"), QStringLiteral("0")}));

        QFile::remove(argsFile);
        view.selectRuns({ids[0], ids[1]});
        button->click();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, 10000);
        QCOMPARE(
            arguments().mid(0, 2),
            QStringList({QStringLiteral("--logdir_spec"),
                         QStringLiteral("first:") + m_dir.filePath(QStringLiteral("tb-first/tensorboard")) +
                             QStringLiteral(",second:") +
                             m_dir.filePath(QStringLiteral("tb-second/tensorboard"))}));

        // No tensorboard on the PATH: the command, to copy.
        const QString empty = m_dir.filePath(QStringLiteral("empty-bin"));
        QVERIFY(QDir().mkpath(empty));
        qputenv("PATH", empty.toUtf8());
        QVERIFY(TensorBoardLauncher::program().isEmpty());
        QString shown;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&shown] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            shown = box->informativeText();
            box->accept();
        });
        answer.start();
        view.selectRuns({ids[0]});
        button->click();
        qputenv("PATH", path);
        QTRY_VERIFY(!shown.isEmpty());
        QCOMPARE(shown, QStringLiteral("tensorboard --logdir ") +
                            m_dir.filePath(QStringLiteral("tb-first/tensorboard")));
        answer.stop();
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestRunsView)
#include "TestRunsView.moc"
