#include <QFile>
#include <QListView>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "GuiTestSupport.h"
#include "TestSupport.h"
#include "datasets/ThumbnailModel.h"
#include "inspect/ConfusionModel.h"
#include "inspect/EvaluationView.h"

using namespace osprey;
using namespace osprey::ui;

// The workbench's views of a run's records (issue 21), driven as a person would: a classifier trained by
// osprey-cli, its Evaluation view, a click on a cell of the confusion matrix.
class TestInspectViews : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_run;
    QString path(const QString& name) const { return m_dir.filePath(name); }

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
        const test::CliResult r =
            test::runCli({QStringLiteral("train"), QStringLiteral("--quiet"), QStringLiteral("--db"),
                          test::storePathIn(m_dir), QStringLiteral("--run-dir"), m_run, QStringLiteral("-c"),
                          path(QStringLiteral("exp.yaml")), QStringLiteral("train.epochs=2")});
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

        // Epoch 1 of 2.
        loaded.clear();
        view.loadRun(m_run, 1);
        QVERIFY(loaded.wait(60000));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(view.gallery()->rowCount(), 0);  // nothing clicked yet
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
