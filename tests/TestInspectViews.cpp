#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListView>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <unordered_map>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "TestSupport.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "data/formats/DatasetFactory.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ThumbnailModel.h"
#include "editor/ExperimentDocument.h"
#include "editor/ExperimentEditor.h"
#include "eval/DetectionConfusion.h"
#include "infer/Predictor.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceView.h"
#include "inspect/CheckpointScrubber.h"
#include "inspect/ConfusionModel.h"
#include "inspect/DetectorEvaluation.h"
#include "inspect/EvaluationView.h"
#include "inspect/RunRecords.h"
#include "inspect/SuspectedErrorsView.h"
#include "inspect/SuspectsModel.h"
#include "monitor/CurvePlot.h"
#include "monitor/MonitorView.h"
#include "runs/RunsTableModel.h"
#include "runs/RunsView.h"
#include "store/StoreWatcher.h"
#include "weights/Checkpoint.h"

using namespace osprey;
using namespace osprey::ui;

// The workbench's views of a run's records (issue 21), driven as a person would: a classifier trained by
// osprey-cli (with training margins), its Evaluation view, a click on a cell of the confusion matrix; its
// Suspected errors gallery, marks and the new experiment without the excluded pictures; the journey's
// detector in the gallery with its findings drawn.
class TestInspectViews : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_run;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // `osprey-cli inspect errors` of the run: every ranked picture's name, best first.
    static QStringList cliRanking(const QString& run, const QString& split) {
        const test::CliResult r =
            test::runCli({QStringLiteral("inspect"), QStringLiteral("errors"), QStringLiteral("--run"), run,
                          QStringLiteral("--split"), split, QStringLiteral("--top"), QStringLiteral("0"),
                          QStringLiteral("--json")});
        if (r.exitCode != 0)
            qWarning() << r.err;
        QStringList names;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).array())
            names << v.toObject().value(QStringLiteral("image")).toString();
        return names;
    }

    static QStringList galleryNames(const SuspectedErrorsView& view) {
        QStringList names;
        for (int row = 0; row < view.model()->rowCount(); ++row)
            names << view.model()->index(row, 0).data(SuspectsModel::NameRole).toString();
        return names;
    }

    // The names a marks file lists, comments left out; its first line must be a '#' comment.
    static QStringList listedIn(const QString& file) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {QStringLiteral("<unreadable %1>").arg(file)};
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (lines.isEmpty() || !lines.front().startsWith(QLatin1Char('#')))
            return {QStringLiteral("<no header in %1>").arg(file)};
        QStringList names;
        for (const QString& line : lines) {
            if (!line.startsWith(QLatin1Char('#')))
                names << line;
        }
        names.sort();
        return names;
    }

    // Clicks the gallery's rows, the first alone and the others with Ctrl (a person's multiple selection).
    static void selectRows(SuspectedErrorsView& view, const QList<int>& rows) {
        bool first = true;
        for (int row : rows) {
            // A view just shown lays itself out on the next events: click where the picture is then.
            QCoreApplication::processEvents();
            view.galleryView()->scrollTo(view.model()->index(row, 0));
            const QRect r = view.galleryView()->visualRect(view.model()->index(row, 0));
            QVERIFY(view.galleryView()->viewport()->rect().contains(r.center()));
            QTest::mouseClick(view.galleryView()->viewport(), Qt::LeftButton,
                              first ? Qt::KeyboardModifiers() : Qt::ControlModifier, r.center());
            first = false;
        }
    }

    static bool loadInto(SuspectedErrorsView& view, const QString& run, const QString& split = QString()) {
        QSignalSpy loaded(&view, &SuspectedErrorsView::loaded);
        view.loadRun(run, split);
        return loaded.wait(60000) && view.errorText().isEmpty();
    }
    // What the run's recorded validation of `epoch` predicted for each picture of the scrubber's panel.
    QVector<int> recordedPredictions(const ScrubberModel& panel, int epoch) const {
        const RunRecords records(m_run.toStdString());
        const EpochRecords e = records.store().read(records.pick("val", {"val"}, epoch).id);
        QHash<QString, int> indexOf;
        for (const RecordedSample& s : records.samples("val"))
            indexOf.insert(QString::fromStdString(s.name), static_cast<int>(s.index));
        QVector<int> predicted;
        for (const ScrubberModel::Picture& picture : panel.pictures())
            predicted << static_cast<int>(e.predicted(static_cast<size_t>(indexOf.value(picture.name, -1))));
        return predicted;
    }
    static QVector<int> shownPredictions(const ScrubberModel& panel, int column) {
        QVector<int> predicted;
        for (int row = 0; row < panel.rowCount(); ++row)
            predicted << panel.data(panel.index(row, column), ScrubberModel::PredictedRole).toInt();
        return predicted;
    }
    static QString canonical(const QString& file) { return QFileInfo(file).canonicalFilePath(); }

private Q_SLOTS:
    void initTestCase() {
        test::isolateWorkbench(m_dir);
        const QStringList classes = {QStringLiteral("circle"), QStringLiteral("square"),
                                     QStringLiteral("plain")};
        test::writeImageFolder(path(QStringLiteral("shapes/train")).toStdString(), classes, 30);
        test::writeImageFolder(path(QStringLiteral("shapes/val")).toStdString(), classes, 8);
        test::writeSmallExperiment(path(QStringLiteral("exp.yaml")).toStdString(),
                                   "data: {dataset: folder, input_size: 16, workers: 1, root: " +
                                       path(QStringLiteral("shapes")).toStdString() + "}\n");
        m_run = path(QStringLiteral("run"));
        const test::CliResult r = test::runCli(
            {QStringLiteral("train"), QStringLiteral("--quiet"), QStringLiteral("--db"),
             test::storePathIn(m_dir), QStringLiteral("--run-dir"), m_run, QStringLiteral("-c"),
             path(QStringLiteral("exp.yaml")), QStringLiteral("train.epochs=3"),
             QStringLiteral("inspect.train_margins=true"), QStringLiteral("checkpoint.snapshot_every=1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    }

    // The matrix holds every validation picture once; clicking a cell shows exactly its pictures; the
    // per-class table agrees with the matrix; an epoch can be picked.
    void testEvaluationViewMatrixAndGallery() {
        EvaluationView view;
        view.resize(1200, 800);
        view.show();
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        view.loadRun(m_run);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        ConfusionModel* matrix = view.matrix();
        QCOMPARE(matrix->rowCount(), 3);
        qint64 total = 0;
        for (int t = 0; t < 3; ++t)
            for (int p = 0; p < 3; ++p)
                total += matrix->count(t, p);
        QCOMPARE(total, qint64{24});
        QCOMPARE(view.classTable()->rowCount(), 3);
        QCOMPARE(view.classTable()->item(0, 4)->text(), QStringLiteral("8"));

        // Click the mistake with the most pictures, or the first class's right answers when there is none.
        int truth = 0, predicted = 0;
        for (int t = 0; t < 3; ++t) {
            for (int p = 0; p < 3; ++p) {
                const qint64 best = truth == predicted ? 0 : matrix->count(truth, predicted);
                if (t != p && matrix->count(t, p) > best) {
                    truth = t;
                    predicted = p;
                }
            }
        }
        QSignalSpy shown(&view, &EvaluationView::cellShown);
        const QRect cell = view.matrixView()->visualRect(matrix->index(truth, predicted));
        QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.front().at(2).toInt(), static_cast<int>(matrix->count(truth, predicted)));
        QCOMPARE(view.gallery()->rowCount(), static_cast<int>(matrix->count(truth, predicted)));
        // Each thumbnail is a picture of the row's class (its tooltip names the class folder).
        const QString className = matrix->headerData(truth, Qt::Vertical).toString();
        for (int row = 0; row < view.gallery()->rowCount(); ++row) {
            const QString tip = view.gallery()->data(view.gallery()->index(row), Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QStringLiteral("/") + className + QStringLiteral("/")), qPrintable(tip));
        }
        QTRY_COMPARE_WITH_TIMEOUT(view.gallery()->readyCount(), view.gallery()->rowCount(), 20000);

        // Epoch 1 of 3.
        loaded.clear();
        view.loadRun(m_run, 1);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(view.gallery()->rowCount(), 0);  // nothing clicked yet
    }

    // The ranking in the gallery is the one `osprey-cli inspect errors` gives: the training pictures by the
    // area under the margin (recorded), and, picked in the split box, the validation by mistakenness. A long
    // ranking is shown a page at a time.
    void testSuspectedErrorsRankedInOrder() {
        SuspectedErrorsView view;
        view.resize(1200, 800);
        view.show();
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(loadInto(view, m_run), qPrintable(view.errorText()));
        QCOMPARE(view.split(), QStringLiteral("train"));
        const QStringList train = cliRanking(m_run, QStringLiteral("train"));
        // Every training picture seen in an epoch has a margin (a batch dropped at an epoch's end can leave
        // one out of both).
        QVERIFY2(train.size() >= 85 && train.size() <= 90, qPrintable(QString::number(train.size())));
        QCOMPARE(view.rankedCount(), train.size());
        QCOMPARE(galleryNames(view), train);
        QCOMPARE(view.model()->index(4, 0).data(SuspectsModel::RankRole).toInt(), 5);
        QVERIFY(view.model()
                    ->index(0, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Area under the margin")));
        QVERIFY(!view.moreButton()->isEnabled());                              // fewer than one page
        QTRY_VERIFY_WITH_TIMEOUT(view.thumbnails()->readyCount() > 0, 30000);  // made for what is on screen

        const int val = view.splitBox()->findData(QStringLiteral("val"));
        QVERIFY(val >= 0);
        QSignalSpy loaded(&view, &SuspectedErrorsView::loaded);
        view.splitBox()->setCurrentIndex(val);
        Q_EMIT view.splitBox()->activated(val);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(view.split(), QStringLiteral("val"));
        QCOMPARE(galleryNames(view), cliRanking(m_run, QStringLiteral("val")));
        // Predictions are recorded for a validation: each caption names one.
        QVERIFY(view.model()->index(0, 0).data().toString().contains(QLatin1Char('\n')));

        // A page at a time: 10 shown, then 20.
        view.setPageSize(10);
        QCOMPARE(view.model()->rowCount(), 10);
        QVERIFY(view.moreButton()->isEnabled());
        QTest::mouseClick(view.moreButton(), Qt::LeftButton);
        QCOMPARE(view.model()->rowCount(), 20);
        QCOMPARE(galleryNames(view), cliRanking(m_run, QStringLiteral("val")).mid(0, 20));
    }

    // Two pictures marked Exclude and one Relabel land, exactly, in RUN_DIR/inspect/exclude.txt and
    // relabel.txt; the marks show on the thumbnails and come back when the run is opened again; Clear takes
    // one away in the file too.
    void testMarksSavedAndRestored() {
        QDir(m_run + QStringLiteral("/inspect")).removeRecursively();
        SuspectedErrorsView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY2(loadInto(view, m_run), qPrintable(view.errorText()));
        const QStringList names = galleryNames(view);
        selectRows(view, {0, 2});
        QTest::mouseClick(view.excludeButton(), Qt::LeftButton);
        const QString label = view.model()->index(1, 0).data(Qt::ToolTipRole).toString();
        int other = 0;  // a class other than the picture's own
        while (label.contains(QStringLiteral("labelled ") + view.classBox()->itemText(other)))
            ++other;
        view.classBox()->setCurrentIndex(other);
        selectRows(view, {1});
        QTest::mouseClick(view.relabelButton(), Qt::LeftButton);

        const QString excludeFile = m_run + QStringLiteral("/inspect/exclude.txt");
        const QString relabelFile = m_run + QStringLiteral("/inspect/relabel.txt");
        QStringList excluded = {names[0], names[2]};
        excluded.sort();
        QCOMPARE(listedIn(excludeFile), excluded);
        QCOMPARE(listedIn(relabelFile),
                 QStringList{names[1] + QLatin1Char('\t') + view.classBox()->itemText(other)});
        const auto markOf = [](const SuspectedErrorsView& v, int row) {
            return static_cast<ErrorMarks::Mark>(
                v.model()->index(row, 0).data(SuspectsModel::MarkRole).toInt());
        };
        QCOMPARE(markOf(view, 0), ErrorMarks::Mark::Exclude);
        QCOMPARE(markOf(view, 1), ErrorMarks::Mark::Relabel);
        QCOMPARE(markOf(view, 3), ErrorMarks::Mark::None);
        QVERIFY(view.model()->index(0, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!view.model()->index(3, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(view.newExperimentButton()->isEnabled());

        SuspectedErrorsView again;
        again.resize(1200, 800);
        again.show();
        QVERIFY2(loadInto(again, m_run), qPrintable(again.errorText()));
        QCOMPARE(galleryNames(again), names);
        QCOMPARE(markOf(again, 0), ErrorMarks::Mark::Exclude);
        QCOMPARE(markOf(again, 1), ErrorMarks::Mark::Relabel);
        QCOMPARE(markOf(again, 2), ErrorMarks::Mark::Exclude);
        QCOMPARE(markOf(again, 3), ErrorMarks::Mark::None);
        QCOMPARE(qs(again.marks().newClass(ss(names[1]))), view.classBox()->itemText(other));
        selectRows(again, {2});
        QTest::mouseClick(again.clearButton(), Qt::LeftButton);
        QCOMPARE(listedIn(excludeFile), QStringList{names[0]});
        QCOMPARE(markOf(again, 2), ErrorMarks::Mark::None);

        // A marks file broken by hand: the view says so and lets nothing be marked, so the user's lists are
        // never rewritten with fewer names.
        QFile relabel(relabelFile);
        QVERIFY(relabel.open(QIODevice::Append));
        relabel.write("a line without a tab\n");
        relabel.close();
        const QByteArray before = [&] {
            QFile f(excludeFile);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        SuspectedErrorsView broken;
        broken.resize(1200, 800);
        broken.show();
        QSignalSpy brokenLoaded(&broken, &SuspectedErrorsView::loaded);
        broken.loadRun(m_run);
        QVERIFY(brokenLoaded.wait(60000));
        QVERIFY(!broken.excludeButton()->isEnabled());
        QVERIFY(!broken.clearButton()->isEnabled());
        QVERIFY(!broken.newExperimentButton()->isEnabled());
        QFile after(excludeFile);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
        // Repaired, the run opens with its marks again (the broken line removed).
        QVERIFY(relabel.open(QIODevice::ReadOnly));
        QByteArray text = relabel.readAll();
        relabel.close();
        text.replace("a line without a tab\n", "");
        QVERIFY(relabel.open(QIODevice::WriteOnly | QIODevice::Truncate));
        relabel.write(text);
        relabel.close();
    }

    // "New experiment without these", from the Runs tab's Suspected errors button: the editor holds the run's
    // experiment with data.exclude_list set to the saved exclude.txt, and that experiment's datasets leave
    // exactly the two excluded pictures out.
    void testNewExperimentWithoutThese() {
        QDir(m_run + QStringLiteral("/inspect")).removeRecursively();
        MainWindow window(50);
        window.resize(1360, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE_WITH_TIMEOUT(window.runs()->model()->rowCount(), 1, 10000);
        window.tabs()->setCurrentWidget(window.runs());
        window.runs()->selectRuns({window.watcher()->runs().front().id});
        auto* open = window.runs()->findChild<QPushButton*>(QStringLiteral("suspectedErrors"));
        QVERIFY(open && open->isEnabled());
        SuspectedErrorsView* view = window.suspectedErrors();
        QSignalSpy loaded(view, &SuspectedErrorsView::loaded);
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(window.tabs()->currentWidget(), view);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view->errorText().isEmpty(), qPrintable(view->errorText()));
        const QStringList names = galleryNames(*view);
        selectRows(*view, {0, 1});
        QTest::mouseClick(view->excludeButton(), Qt::LeftButton);
        QTest::mouseClick(view->newExperimentButton(), Qt::LeftButton);

        QCOMPARE(window.tabs()->currentWidget(), window.editor());
        const Config config = window.editor()->document()->config();
        // A frozen copy beside the run's marks: later marks do not change this experiment's data.
        const QString list = qs(config.getString("data.exclude_list"));
        QCOMPARE(QFileInfo(list).absolutePath(),
                 QFileInfo(m_run + QStringLiteral("/inspect")).absoluteFilePath());
        QVERIFY2(QFileInfo(list).fileName().startsWith(QStringLiteral("exclude-")), qPrintable(list));
        QStringList excluded = {names[0], names[1]};
        excluded.sort();
        QCOMPARE(listedIn(list), excluded);
        window.tabs()->setCurrentWidget(view);
        selectRows(*view, {2});
        QTest::mouseClick(view->excludeButton(), Qt::LeftButton);
        QCOMPARE(listedIn(m_run + QStringLiteral("/inspect/exclude.txt")).size(), 3);
        QCOMPARE(listedIn(list), excluded);
        const DatasetSplits splits = buildDatasets(config);
        QCOMPARE(splits.train->size(), size_t{88});
        for (size_t i = 0; i < splits.train->size(); ++i)
            QVERIFY2(!excluded.contains(qs(splits.train->itemName(i))), splits.train->itemName(i).c_str());
        QCOMPARE(splits.val->size(), size_t{24});
    }

    // A run whose own config already left pictures out: its list's names are carried into the saved
    // exclude.txt, so that the next experiment still leaves them out too (and the view says so).
    void testRunExcludeListCarriedOver() {
        const QString copy = path(QStringLiteral("run-with-list"));
        QVERIFY(QDir().mkpath(copy));
        QVERIFY(QFile::copy(m_run + QStringLiteral("/inspect.db"), copy + QStringLiteral("/inspect.db")));
        const QString oldList = path(QStringLiteral("old-exclude.txt"));
        const QString oldName = path(QStringLiteral("shapes/train/square/img003.png"));
        test::writeTextFile(ss(oldList), "# left out before\n" + ss(oldName) + "\n");
        Config config = Config::fromFile(ss(m_run + QStringLiteral("/config.yaml")));
        config.applyOverride("data.exclude_list=" + ss(oldList));
        test::writeTextFile(ss(copy + QStringLiteral("/config.yaml")), config.toYaml());

        SuspectedErrorsView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY2(loadInto(view, copy), qPrintable(view.errorText()));
        QCOMPARE(view.marks().inherited(), size_t{1});
        QVERIFY(view.newExperimentButton()->isEnabled());
        const QStringList names = galleryNames(view);
        int row = names.indexOf(oldName) == 0 ? 1 : 0;
        selectRows(view, {row});
        QTest::mouseClick(view.excludeButton(), Qt::LeftButton);
        QStringList expected = {oldName, names[row]};
        expected.sort();
        QCOMPARE(listedIn(copy + QStringLiteral("/inspect/exclude.txt")), expected);
    }

#ifdef OSPREY_JOURNEY_FIXTURE
    // The journey's detector: its pictures ranked as `inspect errors` ranks them, each thumbnail with the
    // findings' boxes drawn over the ground truth in the colour of their kind.
    void testDetectorFindingsDrawn() {
        const QString run = QStringLiteral(OSPREY_JOURNEY_FIXTURE "/run");
        SuspectedErrorsView view;
        view.resize(1200, 800);
        view.show();
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(loadInto(view, run), qPrintable(view.errorText()));
        QVERIFY(view.kindBox()->isVisible());
        const QStringList ranked = cliRanking(run, QStringLiteral("val"));
        QVERIFY(!ranked.isEmpty());
        QCOMPARE(galleryNames(view), ranked);
        const SuspectEntry* first = view.model()->entry(0);
        QVERIFY(first && !first->boxes.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(view.thumbnails()->readyCount() >= view.model()->rowCount(), 30000);
        const QImage drawn = view.model()->index(0, 0).data(Qt::DecorationRole).value<QPixmap>().toImage();
        const QImage plain =
            view.thumbnails()->dataset()->thumbnail(1, first->picture, ThumbnailModel::kSide);
        QVERIFY(drawn.convertToFormat(QImage::Format_RGB32) != plain.convertToFormat(QImage::Format_RGB32));
        bool kindColour = false;
        for (int y = 0; y < drawn.height() && !kindColour; ++y)
            for (int x = 0; x < drawn.width() && !kindColour; ++x)
                kindColour = drawn.pixelColor(x, y) == first->boxes.front().colour;
        QVERIFY(kindColour);
    }

    // The journey's detector in the Evaluation view: its matrix at the slider's threshold equals `inspect
    // confusion --threshold` cell for cell; clicking a cell shows the pictures behind it with its boxes
    // drawn; each class has a precision-recall curve; "Save F1-best thresholds" writes the run's
    // thresholds.json with the F1-best thresholds the CLI reports.
    void testDetectorEvaluation() {
        const QString run = path(QStringLiteral("detector-run"));
        std::filesystem::copy(OSPREY_JOURNEY_FIXTURE "/run", ss(run),
                              std::filesystem::copy_options::recursive);
        EvaluationView view;
        view.resize(1280, 860);
        view.show();
        QAbstractItemModelTester tester(view.matrix(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        view.loadRun(run);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QVERIFY(view.detector() != nullptr);
        QVERIFY(view.thresholdSlider()->isVisible());
        QVERIFY(view.curvePlot()->isVisible());

        // It opens on the validation of the weights predict --run loads (best.pt), not the latest.
        QCOMPARE(static_cast<int64_t>(view.shownEpoch()),
                 Checkpoint::load(runCheckpointPath(ss(run))).meta().epoch);
        const auto cliMatrix = [&](const QString& threshold) {
            const test::CliResult r =
                test::runCli({QStringLiteral("inspect"), QStringLiteral("confusion"), QStringLiteral("--run"),
                              run, QStringLiteral("--json"), QStringLiteral("--threshold"), threshold,
                              QStringLiteral("--epoch"), QString::number(view.shownEpoch())});
            return QJsonDocument::fromJson(r.out.toUtf8()).object();
        };
        for (const int at : {50, 20}) {
            view.thresholdSlider()->setValue(at);  // as a drag would
            const QJsonObject cli = cliMatrix(QString::number(at / 100.0));
            const QJsonArray rows = cli.value(QStringLiteral("matrix")).toArray();
            QCOMPARE(view.matrix()->rowCount(), rows.size());
            for (int t = 0; t < rows.size(); ++t)
                for (int p = 0; p < rows.size(); ++p)
                    QCOMPARE(view.matrix()->count(t, p),
                             static_cast<qint64>(rows[t].toArray()[p].toInteger()));
            QCOMPARE(view.matrix()->headerData(rows.size() - 1, Qt::Vertical).toString(),
                     QStringLiteral("background"));
        }
        const int classes = view.matrix()->rowCount() - 1;
        for (int k = 0; k < classes; ++k)
            QVERIFY(view.curvePlot()->curvePoints(QStringLiteral("pr-%1").arg(k)) > 0);

        // Click the busiest off-diagonal cell (a mistake of some kind at 0.20).
        int truth = -1, predicted = -1;
        for (int t = 0; t <= classes; ++t)
            for (int p = 0; p <= classes; ++p)
                if (t != p &&
                    (truth < 0 || view.matrix()->count(t, p) > view.matrix()->count(truth, predicted)))
                    truth = t, predicted = p;
        QVERIFY(view.matrix()->count(truth, predicted) > 0);
        QSignalSpy shown(&view, &EvaluationView::cellShown);
        const QRect cell = view.matrixView()->visualRect(view.matrix()->index(truth, predicted));
        QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(shown.count(), 1);
        const int pictures = view.gallery()->rowCount();
        QVERIFY(pictures > 0 && pictures <= view.matrix()->count(truth, predicted));
        // Exactly the pictures core's matrix puts in that cell, by name.
        const DetectionRecords& records = view.detector()->records();
        std::vector<ConfusionEntry> entries;
        detectionConfusion(records.groundTruth, records.detections, records.matches, 0.2, &entries);
        std::unordered_map<int64_t, size_t> itemOfImage;
        for (size_t i = 0; i < records.groundTruth.images.size(); ++i)
            itemOfImage[records.groundTruth.images[i].id] = i;
        QSet<QString> expected, shownNames;
        for (const ConfusionEntry& e : entries) {
            if (e.truth != truth || e.predicted != predicted)
                continue;
            const size_t item =
                e.detection >= 0
                    ? static_cast<size_t>(records.detectionItems[static_cast<size_t>(e.detection)])
                    : itemOfImage.at(
                          records.groundTruth.annotations[static_cast<size_t>(e.annotation)].imageId);
            expected << qs(records.imageNames[item]);
        }
        for (int row = 0; row < pictures; ++row)
            shownNames << view.gallery()->dataset()->itemName(1, view.gallery()->itemAt(row));
        QCOMPARE(shownNames, expected);
        QCOMPARE(shown.front().at(2).toInt(), pictures);
        QTRY_COMPARE_WITH_TIMEOUT(view.gallery()->readyCount(), pictures, 20000);
        // The cell's boxes are drawn over the ground truth: the thumbnail differs from the plain one.
        const QImage drawn = view.gallery()->index(0).data(Qt::DecorationRole).value<QPixmap>().toImage();
        const QImage plain =
            view.gallery()->dataset()->thumbnail(1, view.gallery()->itemAt(0), ThumbnailModel::kSide);
        QVERIFY(drawn.convertToFormat(QImage::Format_RGB32) != plain.convertToFormat(QImage::Format_RGB32));

        // Save the F1-best thresholds: the file holds the CLI's best_threshold of each class found.
        QSignalSpy saved(&view, &EvaluationView::thresholdsSaved);
        QTest::mouseClick(view.saveF1Button(), Qt::LeftButton);
        QCOMPARE(saved.count(), 1);
        QFile file(run + QStringLiteral("/thresholds.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(written.value(QStringLiteral("source")).toString(), QStringLiteral("f1"));
        const QJsonArray perClass =
            cliMatrix(QStringLiteral("0.2")).value(QStringLiteral("per_class")).toArray();
        const QJsonArray thresholds = written.value(QStringLiteral("thresholds")).toArray();
        QCOMPARE(thresholds.size(), perClass.size());
        for (int k = 0; k < perClass.size(); ++k) {
            const QJsonObject c = perClass[k].toObject();
            const double expected = c.value(QStringLiteral("best_f1")).toDouble() > 0
                                        ? c.value(QStringLiteral("best_threshold")).toDouble()
                                        : 0.2;
            QVERIFY(std::abs(thresholds[k].toDouble() - expected) < 1e-9);
        }
    }

    // Thresholds saved in the Evaluation view reach the same run open in the Inference view at once.
    void testSavedThresholdsReachTheInferenceView() {
        const QString run = path(QStringLiteral("detector-run-2"));
        std::filesystem::copy(OSPREY_JOURNEY_FIXTURE "/run", ss(run),
                              std::filesystem::copy_options::recursive);
        MainWindow window(50);
        window.resize(1360, 860);
        window.show();
        QSignalSpy modelLoaded(window.inference()->session(), &InferenceSession::modelLoaded);
        window.inference()->loadRun(run);
        QVERIFY(modelLoaded.wait(60000));
        QVERIFY(!window.inference()->savedThresholdsBox()->isVisibleTo(window.inference()));
        QSignalSpy loaded(window.evaluation(), &EvaluationView::loaded);
        window.evaluation()->loadRun(run);
        QVERIFY(loaded.wait(60000));
        QTest::mouseClick(window.evaluation()->saveF1Button(), Qt::LeftButton);
        QVERIFY(window.inference()->savedThresholdsBox()->isVisibleTo(window.inference()));
        QVERIFY(window.inference()->savedThresholdsBox()->isChecked());
    }
#endif

    // The checkpoint scrubber (issue 21): a click on the Monitor's accuracy chart at epoch 2 runs the weights
    // snapshot of epoch 2 on 8 validation pictures, and they predict what that epoch's validation recorded;
    // compare puts epoch 1's snapshot beside it, disagreements marked; a click far from any checkpoint says
    // so.
    void testScrubberShowsTheClickedEpochsSnapshot() {
        MainWindow window(100);
        window.resize(1400, 900);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(!window.watcher()->runs().isEmpty(), 10000);
        const qint64 runId = window.watcher()->runs().back().id;
        MonitorView* monitor = window.monitor();
        window.tabs()->setCurrentWidget(monitor);
        monitor->showRun(runId);
        monitor->setAxis(CurveAxis::Epoch);
        CurvePlot* plot = monitor->metricPlot();
        QTRY_VERIFY_WITH_TIMEOUT(plot->hasCurve(QStringLiteral("val/top1#raw")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(plot->xAxis->range().contains(3.0) && plot->replotCount() > 0, 10000);
        QVERIFY(!window.scrubber()->isVisible());  // until a chart is clicked

        CheckpointScrubber* scrubber = window.scrubber();
        QAbstractItemModelTester tester(scrubber->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(scrubber, &CheckpointScrubber::finished);
        const QPoint at(static_cast<int>(std::lround(plot->xAxis->coordToPixel(2.0))),
                        plot->axisRect()->bottom() - 8);
        QTest::mouseClick(plot, Qt::LeftButton, {}, at);
        QVERIFY(scrubber->isVisible());
        QVERIFY(finished.wait(60000));
        QVERIFY2(scrubber->errorText().isEmpty(), qPrintable(scrubber->errorText()));
        QCOMPARE(scrubber->shownCheckpoints().size(), 1);
        QCOMPARE(canonical(scrubber->shownCheckpoints().front()),
                 canonical(m_run + QStringLiteral("/snapshots/epoch-0002.pt")));
        QVERIFY2(scrubber->titleText().contains(QStringLiteral("epoch-0002.pt")),
                 qPrintable(scrubber->titleText()));
        const ScrubberModel& panel = *scrubber->model();
        QCOMPARE(panel.rowCount(), 8);
        QCOMPARE(panel.columnCount(), 2);
        QVERIFY(panel.complete());
        QCOMPARE(shownPredictions(panel, 1), recordedPredictions(panel, 2));
        // Evenly spaced over the 24 validation pictures: 3 of each class.
        QSet<QString> names;
        for (const auto& picture : panel.pictures())
            names << picture.name;
        QCOMPARE(names.size(), 8);

        // Compare with epoch 1's snapshot.
        finished.clear();
        scrubber->compareWith(runId);
        QVERIFY(finished.wait(60000));
        const int one = [&] {
            for (int i = 0; i < scrubber->compareCheckpointCombo()->count(); ++i)
                if (scrubber->compareCheckpointCombo()->itemData(i).toString().endsWith(
                        QStringLiteral("snapshots/epoch-0001.pt")))
                    return i;
            return -1;
        }();
        QVERIFY(one >= 0);
        finished.clear();
        scrubber->compareWith(runId, one);
        QVERIFY(finished.wait(60000));
        QCOMPARE(panel.columnCount(), 3);
        QCOMPARE(canonical(scrubber->shownCheckpoints().at(1)),
                 canonical(m_run + QStringLiteral("/snapshots/epoch-0001.pt")));
        QCOMPARE(shownPredictions(panel, 1), recordedPredictions(panel, 2));
        QCOMPARE(shownPredictions(panel, 2), recordedPredictions(panel, 1));
        for (int row = 0; row < panel.rowCount(); ++row) {
            QCOMPARE(panel.data(panel.index(row, 2), ScrubberModel::DiffersRole).toBool(),
                     shownPredictions(panel, 1)[row] != shownPredictions(panel, 2)[row]);
        }

        // Epoch 9 of a 3-epoch run: the nearest checkpoint is shown, and the panel says it is not near.
        finished.clear();
        scrubber->scrub(runId, 9.0);
        QVERIFY(finished.wait(60000));
        QVERIFY2(scrubber->titleText().contains(QStringLiteral("No checkpoint near epoch 9")),
                 qPrintable(scrubber->titleText()));
        QVERIFY(scrubber->shownCheckpoints().front().endsWith(QStringLiteral("epoch-0003.pt")));
    }

    // A validation picture deleted after training: the matrix stays as recorded, the gallery leaves that
    // picture out (never another in its place) and says so. It changes the run's data, so it comes after the
    // test above.
    void testPictureDeletedSinceTraining() {
        EvaluationView view;
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        QVERIFY(QFile::remove(path(QStringLiteral("shapes/val/circle/img000.png"))));
        view.loadRun(m_run);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        qint64 circles = 0, shown = 0;
        QSignalSpy cell(&view, &EvaluationView::cellShown);
        for (int p = 0; p < 3; ++p) {
            circles += view.matrix()->count(0, p);
            view.showCell(0, p);
            shown += view.gallery()->rowCount();
            for (int row = 0; row < view.gallery()->rowCount(); ++row) {
                const QString tip =
                    view.gallery()->data(view.gallery()->index(row), Qt::ToolTipRole).toString();
                QVERIFY2(tip.contains(QStringLiteral("/circle/")), qPrintable(tip));
            }
        }
        QCOMPARE(circles, qint64{8});  // as recorded
        QCOMPARE(shown, qint64{7});    // the deleted one is not shown
        QCOMPARE(cell.count(), 3);
    }

    // A folder without records says why instead of showing an empty matrix.
    void testRunWithoutRecords() {
        EvaluationView view;
        QSignalSpy loaded(&view, &EvaluationView::loaded);
        view.loadRun(path(QStringLiteral("shapes")));
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().contains(QStringLiteral("inspect.db")), qPrintable(view.errorText()));
        QCOMPARE(view.matrix()->rowCount(), 0);
    }
};

QTEST_MAIN(TestInspectViews)
#include "TestInspectViews.moc"
