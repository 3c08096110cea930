// The new user's journey (issue 19), driven through the real widgets with QTest mouse events only: from the
// Start page through New Experiment on a generated COCO folder (the folder picked in the file dialog), the
// model picker and Launch, to the first validation points on the Monitor; then the Inference view with the
// detector the suite trained once per build (tests/make_journey_detector.sh, AP50 >= 0.5) finds boxes at the
// default threshold. Every click and key press is counted by an application-wide event filter: the goal is
// at most 8 clicks to a detector training, and the whole journey fails above 12. Once in English, once in
// German.
#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QWizard>
#include <QtTest>

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "editor/ExperimentEditor.h"
#include "inference/AnnotatedImageView.h"
#include "inference/InferenceView.h"
#include "inspect/CheckpointScrubber.h"
#include "launch/JobManager.h"
#include "launch/RunController.h"
#include "monitor/CurvePlot.h"
#include "monitor/MonitorView.h"
#include "store/StoreWatcher.h"
#include "welcome/WelcomeView.h"
#include "wizard/DatasetPage.h"
#include "wizard/ModelPage.h"
#include "wizard/NewExperimentWizard.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

constexpr int kClickGoal = 8;    // to a detector training
constexpr int kClickLimit = 12;  // the whole journey

// Counts presses, however many widgets an ignored event travels through (one press: one timestamp).
class InputCounter : public QObject {
public:
    int clicks = 0;
    int keys = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        const auto type = event->type();
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick ||
            type == QEvent::KeyPress) {
            const auto* input = static_cast<const QInputEvent*>(event);
            const auto key = std::make_pair(static_cast<int>(type), input->timestamp());
            if (key != m_last) {
                (type == QEvent::KeyPress ? keys : clicks)++;
                m_last = key;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::pair<int, quint64> m_last{0, 0};
};

void click(QWidget* widget, QPoint at = QPoint()) {
    QVERIFY2(widget->isVisible() && widget->isEnabled(),
             qPrintable(QStringLiteral("%1 is not clickable").arg(widget->objectName())));
    QTest::mouseClick(widget, Qt::LeftButton, Qt::NoModifier, at.isNull() ? widget->rect().center() : at);
}

void clickTab(QTabWidget* tabs, QWidget* page) {
    QTabBar* bar = tabs->tabBar();
    click(bar, bar->tabRect(tabs->indexOf(page)).center());
}

template <typename T>
T* findTopLevel() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* found = qobject_cast<T*>(w); found && found->isVisible())
            return found;
    return nullptr;
}

}  // namespace

class TestJourney : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(QFile::exists(QStringLiteral(OSPREY_JOURNEY_FIXTURE "/store.db")),
                 "the detector fixture is missing: ctest runs JourneyDetectorFixture first");
    }

    // A folder that holds no dataset: the page says what it looked for, and Next stays disabled; a
    // classification folder gives the classification models, the smallest first chosen.
    void testWizardExplainsAndFollowsTheData() {
        QTemporaryDir dir;
        test::isolateWorkbench(dir);
        MainWindow window(200);
        NewExperimentWizard* wizard = window.newExperiment();
        QTRY_VERIFY(wizard->isVisible());
        const QString empty = QDir(dir.path()).filePath(QStringLiteral("holiday-notes"));
        QVERIFY(QDir().mkpath(empty));
        wizard->datasetPage()->setPath(empty);
        QVERIFY2(
            wizard->datasetPage()->statusLabel()->text().contains(QStringLiteral("instances_<split>.json")),
            qPrintable(wizard->datasetPage()->statusLabel()->text()));
        QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());

        const QString folders = QDir(dir.path()).filePath(QStringLiteral("pets"));
        for (const char* cls : {"cat", "dog"}) {
            QVERIFY(QDir().mkpath(folders + QStringLiteral("/") + QLatin1String(cls)));
            for (int i = 0; i < 3; ++i) {
                QImage picture(40, 30, QImage::Format_RGB32);
                picture.fill(qRgb(40 * i, 100, 200));
                QVERIFY(picture.save(QStringLiteral("%1/%2/%3.png").arg(folders, QLatin1String(cls)).arg(i)));
            }
        }
        wizard->datasetPage()->setPath(folders);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->datasetPage()->isComplete(), 30000);
        QCOMPARE(wizard->datasetPage()->guess().task, std::string("classification"));
        QVERIFY(wizard->button(QWizard::NextButton)->isEnabled());
        wizard->next();
        QCOMPARE(wizard->modelPage()->model(), QStringLiteral("resnet18"));
        QCOMPARE(wizard->modelPage()->inputSize(), 64);  // 40-pixel pictures need no 224
        QVERIFY(wizard->modelPage()->table()->rowCount() > 10);
        wizard->reject();
    }

    // The checkpoint scrubber on a detector (issue 21): the fixture's SSD, which knows its 8 pictures by
    // heart, draws its boxes on each of the panel's pictures.
    void testScrubberDrawsADetectorsBoxes() {
        QTemporaryDir dir;
        test::isolateWorkbench(dir);
        QVERIFY(QFile::copy(QStringLiteral(OSPREY_JOURNEY_FIXTURE "/store.db"), test::storePathIn(dir)));
        StoreWatcher watcher(test::storePathIn(dir), 100);
        QTRY_VERIFY_WITH_TIMEOUT(!watcher.runs().isEmpty(), 10000);
        CheckpointScrubber scrubber(&watcher);
        QAbstractItemModelTester tester(scrubber.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&scrubber, &CheckpointScrubber::finished);
        scrubber.scrub(watcher.runs().back().id, 100.0);  // past the end: the last checkpoint, said to be far
        QVERIFY(finished.wait(120000));
        QVERIFY2(scrubber.errorText().isEmpty(), qPrintable(scrubber.errorText()));
        QVERIFY2(scrubber.titleText().contains(QStringLiteral("No checkpoint near epoch 100")),
                 qPrintable(scrubber.titleText()));
        const ScrubberModel& panel = *scrubber.model();
        QCOMPARE(panel.rowCount(), 8);
        int withBoxes = 0;
        for (int row = 0; row < panel.rowCount(); ++row) {
            const QModelIndex cell = panel.index(row, 1);
            QVERIFY2(panel.prediction(0, row).error.isEmpty(), qPrintable(panel.prediction(0, row).error));
            QCOMPARE(panel.data(cell, ScrubberModel::PredictedRole).toInt(),
                     static_cast<int>(panel.prediction(0, row).boxes.size()));
            QVERIFY(!panel.data(cell, Qt::DecorationRole).value<QImage>().isNull());
            withBoxes += panel.prediction(0, row).boxes.isEmpty() ? 0 : 1;
        }
        QVERIFY2(withBoxes >= 6, qPrintable(QString::number(withBoxes)));
    }

    void testJourneyEnglish() { journey(QString()); }
    void testJourneyGerman() { journey(QStringLiteral("de")); }

private:
    void journey(const QString& language) {
        QTemporaryDir dir;
        test::isolateWorkbench(dir);
        // The store starts with the fixture's run in it, as a user's store holds their earlier runs.
        QVERIFY(QFile::copy(QStringLiteral(OSPREY_JOURNEY_FIXTURE "/store.db"), test::storePathIn(dir)));
        // The user's data: a COCO folder beside where the folder dialog opens.
        const ShapesGenerator generator(ShapesGenerator::Options::forSize(96));
        const QString data = QDir(dir.path()).filePath(QStringLiteral("my-shapes"));
        generator.writeCoco(data.toStdString(), "train", 5, 40, 0);
        generator.writeCoco(data.toStdString(), "val", 5, 8, 40);
        QSettings().setValue(QStringLiteral("wizard/lastDatasetParent"), dir.path());
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/osprey_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }

        MainWindow window(200);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.tabs()->currentWidget(), window.welcome());
        if (!language.isEmpty())
            QVERIFY(window.welcome()->newExperimentButton()->text() !=
                    QStringLiteral("New experiment from your data…"));
        InputCounter counter;
        qApp->installEventFilter(&counter);

        // 1. New experiment.
        click(window.welcome()->newExperimentButton());
        NewExperimentWizard* wizard = nullptr;
        QTRY_VERIFY((wizard = findTopLevel<NewExperimentWizard>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(wizard));

        // 2-4. Choose folder…, the dataset's folder in the dialog, Choose.
        bool dialogDriven = false;
        QTimer::singleShot(0, this, [&] {
            QFileDialog* dialog = nullptr;
            QTRY_VERIFY((dialog = findTopLevel<QFileDialog>()) != nullptr);
            // The dialog's list or detail view, whichever it shows.
            QAbstractItemView* list = nullptr;
            for (const char* name : {"listView", "treeView"}) {
                auto* view = dialog->findChild<QAbstractItemView*>(QLatin1String(name));
                if (view && view->isVisible())
                    list = view;
            }
            QVERIFY(list);
            auto findEntry = [list] {
                for (int r = 0; r < list->model()->rowCount(list->rootIndex()); ++r) {
                    const QModelIndex i = list->model()->index(r, 0, list->rootIndex());
                    if (i.data().toString() == QStringLiteral("my-shapes"))
                        return i;
                }
                return QModelIndex();
            };
            QTRY_VERIFY(findEntry().isValid());
            const QModelIndex entry = findEntry();
            click(list->viewport(), list->visualRect(entry).center());
            auto* buttons = dialog->findChild<QDialogButtonBox*>(QStringLiteral("buttonBox"));
            QVERIFY(buttons);
            click(buttons->button(QDialogButtonBox::Open));
            dialogDriven = true;
        });
        click(wizard->datasetPage()->chooseFolderButton());
        QVERIFY(dialogDriven);
        QTRY_VERIFY_WITH_TIMEOUT(wizard->datasetPage()->isComplete(), 60000);
        QCOMPARE(wizard->datasetPage()->guess().format, std::string("coco"));
        QCOMPARE(wizard->datasetPage()->guess().task, std::string("detection"));
        QVERIFY(wizard->datasetPage()->thumbnails()->count() > 0);

        // 5. Next: the model page, the detector chosen for a first run.
        click(wizard->button(QWizard::NextButton));
        QCOMPARE(wizard->currentPage(), static_cast<QWizardPage*>(wizard->modelPage()));
        QCOMPARE(wizard->modelPage()->model(), QStringLiteral("retinanet_resnet18_fpn"));
        QCOMPARE(wizard->modelPage()->inputSize(), 96);

        // 6. Create experiment: the editor, ready to Launch.
        click(wizard->button(QWizard::FinishButton));
        QTRY_COMPARE(window.tabs()->currentWidget(), static_cast<QWidget*>(window.editor()));
        QTRY_VERIFY(window.editor()->launchButton()->isEnabled());

        // 7. Launch: the Monitor shows the first validation points.
        click(window.editor()->launchButton());
        QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget*>(window.monitor()));
        const int clicksToTraining = counter.clicks;
        QTRY_VERIFY_WITH_TIMEOUT(window.monitor()->metricPlot()->curvePoints(QStringLiteral("val/mAP")) >= 1,
                                 600000);

        // 8-9. Inference: the trained detector (the newest finished run, chosen at first) on its validation
        // pictures (the run loads with them).
        clickTab(window.tabs(), window.inference());
        InferenceView* inference = window.inference();
        QTRY_VERIFY(inference->runChoice()->currentData().toString().endsWith(QStringLiteral("/run")));
        click(inference->validationImagesButton());
        QTRY_VERIFY_WITH_TIMEOUT(inference->resultCount() >= 1, 60000);
        QTRY_VERIFY(inference->canvas()->shownBoxCount() >= 1);
        const int total = counter.clicks;
        qApp->removeEventFilter(&counter);
        qInfo(
            "journey (%s): %d clicks to a detector training (goal %d), %d in all (limit %d), %d key presses",
            language.isEmpty() ? "English" : qPrintable(language), clicksToTraining, kClickGoal, total,
            kClickLimit, counter.keys);
        QVERIFY2(total <= kClickLimit, qPrintable(QStringLiteral("%1 clicks").arg(total)));
        QCOMPARE(counter.keys, 0);

        window.controller()->jobs()->stopAllAndWait(120000);
        if (!language.isEmpty())
            QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestJourney)
#include "TestJourney.moc"
