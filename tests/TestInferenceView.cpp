#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

#include <opencv2/imgcodecs.hpp>

#include "GuiTestSupport.h"
#include "common/QtConversions.h"
#include "infer/ClassThresholds.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "inference/AnnotatedImageView.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceView.h"
#include "inference/TopKBars.h"
#include "store/RunStore.h"
#include "store/StoreWatcher.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

// A model with its initial (random) weights saved as an Osprey checkpoint: what the view runs is then
// compared with core's predictor on the same file.
void saveRandomModel(const std::string& path, const std::string& modelName, TaskKind task,
                     std::vector<std::string> classes, int64_t inputSize) {
    CheckpointMeta meta;
    meta.modelName = modelName;
    meta.task = task;
    meta.numClasses = static_cast<int64_t>(classes.size());
    meta.classNames = std::move(classes);
    meta.preprocessing.inputSize = inputSize;
    meta.preprocessing.resize = inputSize;
    if (task == TaskKind::Detection) {
        meta.preprocessing.geometry = "resize";
        meta.norm = "group";
        meta.normGroups = 8;
    }
    torch::manual_seed(3);
    auto model = modelFor(meta);
    Checkpoint::save(path, meta, *model, nullptr);
}

// A picture with some structure (a random model's scores then differ between boxes).
void writeImage(const std::string& path, int width, int height) {
    cv::Mat image(height, width, CV_8UC3);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.at<cv::Vec3b>(y, x) = cv::Vec3b(static_cast<uint8_t>(x * 3), static_cast<uint8_t>(y * 2),
                                                  static_cast<uint8_t>((x * y) % 256));
    cv::imwrite(path, image);
}

QRgb pixel(const QImage& image, int x, int y) {
    return image.pixel(x, y) & 0xffffff;
}
QRgb rgb(const QColor& c) {
    return c.rgb() & 0xffffff;
}

// Whether the widget grab shows `colour` where image pixel `at` lands (within a pixel: the outline is two
// pixels wide) when an image of `imageSize` is fitted into `widgetSize`.
bool onScreen(const QImage& grab, QSize widgetSize, QSize imageSize, QPointF at, const QColor& colour) {
    const double scale = std::min(double(widgetSize.width()) / imageSize.width(),
                                  double(widgetSize.height()) / imageSize.height());
    const QPointF origin((widgetSize.width() - imageSize.width() * scale) / 2,
                         (widgetSize.height() - imageSize.height() * scale) / 2);
    const double dpr = grab.devicePixelRatio();
    const int x = static_cast<int>((origin.x() + at.x() * scale) * dpr);
    const int y = static_cast<int>((origin.y() + at.y() * scale) * dpr);
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy)
            if (pixel(grab, x + dx, y + dy) == rgb(colour))
                return true;
    return false;
}

}  // namespace

class TestInferenceView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        test::isolateWorkbench(m_dir);
        m_watcher = new StoreWatcher(test::storePathIn(m_dir), 100, this);
    }

    // A known detection result: both boxes in their class colours at their pixels, on the saved image and on
    // screen; raising the score threshold hides the weaker box without running anything again.
    void testDrawsTheBoxesOfAKnownDetectionResult() {
        InferenceView view(m_watcher);
        const QString imagePath = m_dir.filePath(QStringLiteral("grey.png"));
        QImage grey(200, 150, QImage::Format_RGB32);
        grey.fill(QColor(128, 128, 128));
        QVERIFY(grey.save(imagePath));
        view.addImages({imagePath});
        QCOMPARE(view.imageList()->count(), 1);

        InferenceResult result;
        result.path = QFileInfo(imagePath).absoluteFilePath();
        result.image = grey;
        result.boxes = {{QRectF(20, 40, 60, 50), 1, QStringLiteral("cat"), 0.9, QColor(), Qt::SolidLine},
                        {QRectF(100, 60, 80, 80), 2, QStringLiteral("dog"), 0.4, QColor(), Qt::SolidLine}};
        result.milliseconds = 12.5;
        view.setScoreThreshold(0.25);
        view.showResult(result);

        QImage drawn = view.canvas()->annotated();
        QCOMPARE(drawn.size(), QSize(200, 150));
        QCOMPARE(pixel(drawn, 20, 65), rgb(classColour(1)));         // cat's left edge
        QCOMPARE(pixel(drawn, 80, 65), rgb(classColour(1)));         // cat's right edge
        QCOMPARE(pixel(drawn, 50, 90), rgb(classColour(1)));         // cat's bottom edge
        QCOMPARE(pixel(drawn, 100, 100), rgb(classColour(2)));       // dog's left edge
        QCOMPARE(pixel(drawn, 140, 140), rgb(classColour(2)));       // dog's bottom edge
        QCOMPARE(pixel(drawn, 50, 70), rgb(QColor(128, 128, 128)));  // inside: the image
        QVERIFY(classColour(1) != classColour(2));
        QCOMPARE(view.canvas()->shownBoxCount(), 2);
        QVERIFY(view.timeLabel()->text().contains(QStringLiteral("12.5")));

        // On screen: fitted into the canvas, the same boxes at the scaled positions.
        QImage screen = view.canvas()->grab().toImage();
        QVERIFY(onScreen(screen, view.canvas()->size(), QSize(200, 150), QPointF(20, 65), classColour(1)));
        QVERIFY(onScreen(screen, view.canvas()->size(), QSize(200, 150), QPointF(100, 100), classColour(2)));

        view.thresholdSlider()->setValue(50);  // 0.50: the dog (0.40) goes
        QCOMPARE(view.scoreThreshold(), 0.5);
        QCOMPARE(view.canvas()->shownBoxCount(), 1);
        drawn = view.canvas()->annotated();
        QCOMPARE(pixel(drawn, 20, 65), rgb(classColour(1)));
        QCOMPARE(pixel(drawn, 100, 100), rgb(QColor(128, 128, 128)));
        screen = view.canvas()->grab().toImage();
        QVERIFY(onScreen(screen, view.canvas()->size(), QSize(200, 150), QPointF(20, 65), classColour(1)));
        QVERIFY(!onScreen(screen, view.canvas()->size(), QSize(200, 150), QPointF(100, 100), classColour(2)));

        const QString saved = m_dir.filePath(QStringLiteral("grey_annotated.png"));
        QVERIFY(view.saveAnnotated(saved));
        const QImage reread(saved);
        QCOMPARE(pixel(reread, 20, 65), rgb(classColour(1)));
        QCOMPARE(pixel(reread, 100, 100), rgb(QColor(128, 128, 128)));
    }

    // A detector's checkpoint run on the worker thread gives exactly core's detections; the slider shows
    // those at or above it.
    void testDetectorRunsOnTheWorkerThreadAsCoreDoes() {
        const std::string checkpoint = m_dir.filePath(QStringLiteral("detector.pt")).toStdString();
        saveRandomModel(checkpoint, "retinanet_resnet18_fpn", TaskKind::Detection,
                        {"circle", "square", "triangle"}, 128);
        const std::string image = m_dir.filePath(QStringLiteral("gradient.png")).toStdString();
        writeImage(image, 160, 120);
        DetectionPredictor predictor = DetectionPredictor::fromWeights("", checkpoint);
        const ImageDetections expected = predictor.detect(image, 0.01);
        QVERIFY2(!expected.boxes.empty(), "the random detector should propose something above 0.01");

        InferenceView view(m_watcher);
        QSignalSpy loaded(view.session(), &InferenceSession::modelLoaded);
        view.loadWeights(qs(checkpoint), QString());
        QVERIFY(loaded.wait(60000));
        QCOMPARE(view.session()->model().task, TaskKind::Detection);
        QCOMPARE(view.session()->model().classNames.size(), 3);
        // Dropped files are run like opened ones.
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(qs(image))});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &drop);
        QCOMPARE(view.imageList()->count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(view.resultCount(), 1, 60000);

        QCOMPARE(view.canvas()->image().size(), QSize(160, 120));
        view.setScoreThreshold(0.01);
        QCOMPARE(view.canvas()->shownBoxCount(), static_cast<int>(expected.boxes.size()));
        const QImage drawn = view.canvas()->annotated();
        const DetectedBox& best = expected.boxes.front();
        const int x = static_cast<int>(std::lround(best.x1));
        const int y = static_cast<int>(std::lround((best.y1 + best.y2) / 2));
        if (best.x2 - best.x1 > 4 && x > 0 && x < 159)
            QCOMPARE(pixel(drawn, x, y), rgb(classColour(static_cast<int>(best.classId))));
        // The slider shows exactly those at or above it.
        for (double threshold : {0.02, 0.05, 0.5}) {
            view.setScoreThreshold(threshold);
            const auto above = std::count_if(expected.boxes.begin(), expected.boxes.end(),
                                             [&](const DetectedBox& b) { return b.score >= threshold; });
            QCOMPARE(view.canvas()->shownBoxCount(), static_cast<int>(above));
        }
        QVERIFY(!view.timeLabel()->text().isEmpty());

        // The same weights as a run with saved per-class thresholds (RUN_DIR/thresholds.json): ticked, they
        // decide which boxes show; unticked, the slider does again.
        const QString run = m_dir.filePath(QStringLiteral("detector-run"));
        QVERIFY(QDir().mkpath(run));
        QVERIFY(QFile::copy(qs(checkpoint), run + QStringLiteral("/best.pt")));
        // The best box's class needs more than that box scores; another class is named too, in another order.
        const std::vector<std::string> names = {"circle", "square", "triangle"};
        const size_t hidden = static_cast<size_t>(best.classId), other = (hidden + 1) % names.size();
        const double above = best.score + 1e-6;
        ClassThresholds saved;
        saved.source = "f1";
        saved.epoch = 1;
        saved.classes = {names[other], names[hidden]};
        saved.thresholds = {0.01, above};
        saveClassThresholds(ss(run), saved);
        loaded.clear();
        view.loadRun(run);
        QVERIFY(loaded.wait(60000));
        QVERIFY(view.savedThresholdsBox()->isVisibleTo(&view));
        QVERIFY(view.savedThresholdsBox()->isChecked());
        view.setScoreThreshold(0.01);  // for the class the file does not name
        const auto perClass =
            std::count_if(expected.boxes.begin(), expected.boxes.end(), [&](const DetectedBox& b) {
                return b.score >= (static_cast<size_t>(b.classId) == hidden ? above : 0.01);
            });
        QTRY_COMPARE_WITH_TIMEOUT(view.canvas()->shownBoxCount(), static_cast<int>(perClass), 60000);
        view.savedThresholdsBox()->click();
        const int all = static_cast<int>(expected.boxes.size());
        QCOMPARE(view.canvas()->shownBoxCount(), all);
        qInfo("%d boxes at the saved per-class thresholds, %d at 0.01", static_cast<int>(perClass), all);
        QVERIFY(perClass < all);  // the file hid at least the best box
    }

    // A classifier's top classes appear as bars with core's probabilities.
    void testClassifierShowsTopClasses() {
        const std::string checkpoint = m_dir.filePath(QStringLiteral("classifier.pt")).toStdString();
        saveRandomModel(checkpoint, "cifar_resnet20", TaskKind::Classification, {"ant", "bee", "cow"}, 32);
        const std::string image = m_dir.filePath(QStringLiteral("small.png")).toStdString();
        writeImage(image, 40, 40);
        Predictor predictor = Predictor::fromWeights("", checkpoint);
        const ImagePrediction expected = predictor.predict(image, 5);

        InferenceView view(m_watcher);
        QSignalSpy loaded(view.session(), &InferenceSession::modelLoaded);
        view.loadWeights(qs(checkpoint), QString());
        QVERIFY(loaded.wait(60000));
        view.addImages({qs(image)});
        QTRY_COMPARE_WITH_TIMEOUT(view.resultCount(), 1, 60000);
        const auto& bars = view.topK()->scores();
        QCOMPARE(bars.size(), static_cast<qsizetype>(expected.top.size()));
        QCOMPARE(bars.size(), 3);
        for (qsizetype i = 0; i < bars.size(); ++i) {
            QCOMPARE(bars[i].label, qs(expected.top[static_cast<size_t>(i)].label));
            QVERIFY(std::abs(bars[i].score - expected.top[static_cast<size_t>(i)].score) < 1e-6);
        }
    }

    // A weight file that is not one, and an image that is not one, say so.
    void testBadFilesAreReported() {
        const QString garbage = m_dir.filePath(QStringLiteral("garbage.pt"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a checkpoint");
        file.close();
        InferenceView view(m_watcher);
        QSignalSpy failed(view.session(), &InferenceSession::modelFailed);
        view.loadWeights(garbage, QString());
        QVERIFY(failed.wait(60000));
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("garbage.pt")),
                 qPrintable(failed.at(0).at(0).toString()));

        const std::string checkpoint = m_dir.filePath(QStringLiteral("classifier2.pt")).toStdString();
        saveRandomModel(checkpoint, "cifar_resnet20", TaskKind::Classification, {"a", "b"}, 32);
        QSignalSpy loaded(view.session(), &InferenceSession::modelLoaded);
        view.loadWeights(qs(checkpoint), QString());
        QVERIFY(loaded.wait(60000));
        const QString broken = m_dir.filePath(QStringLiteral("broken.jpg"));
        QFile jpg(broken);
        QVERIFY(jpg.open(QIODevice::WriteOnly));
        jpg.write("\xff\xd8 truncated");
        jpg.close();
        view.addImages({broken});
        QTRY_COMPARE_WITH_TIMEOUT(view.resultCount(), 1, 60000);
        QVERIFY(view.imageList()->item(0)->toolTip().contains(QStringLiteral("cannot read")));
    }

    // Issue 17: the run list comes from the store's checkpoint rows (no disk polling on the GUI thread): a
    // run with a checkpoint row is offered, one without is not.
    void testRunListFollowsTheCheckpointRows() {
        std::vector<int64_t> ids;
        {
            RunStore store(test::storePathIn(m_dir).toStdString());
            for (const char* name : {"with-checkpoint", "without", "second"}) {
                RunRecord r;
                r.name = name;
                r.status = RunStatus::Finished;
                r.task = TaskKind::Classification;
                r.runDir = m_dir.filePath(QString::fromLatin1(name)).toStdString();
                ids.push_back(store.createRun(r));
            }
            store.recordCheckpoint(ids[0],
                                   m_dir.filePath(QStringLiteral("with-checkpoint/best.pt")).toStdString(),
                                   "best", 1, 10, 0.5);
            store.recordCheckpoint(ids[2], m_dir.filePath(QStringLiteral("second/last.pt")).toStdString(),
                                   "last", 1, 10, 0.5);
        }
        InferenceView view(m_watcher);
        m_watcher->pollNow();
        QTRY_VERIFY_WITH_TIMEOUT(
            view.runChoice()->findData(m_dir.filePath(QStringLiteral("with-checkpoint"))) >= 0, 10000);
        QCOMPARE(view.runChoice()->findData(m_dir.filePath(QStringLiteral("without"))), -1);
        QTRY_VERIFY_WITH_TIMEOUT(view.runChoice()->count() == 2, 10000);
        // A run opened from elsewhere (the Runs view's "open in inference") is the one the list shows.
        for (const char* name : {"second", "with-checkpoint"}) {
            view.loadRun(m_dir.filePath(QString::fromLatin1(name)));
            QCOMPARE(view.runChoice()->currentData().toString(), m_dir.filePath(QString::fromLatin1(name)));
        }
        // Issue 19: a run renamed in the Runs view is listed under its new name (before: the old one stayed).
        m_watcher->modify([id = ids[0]](RunStore& store) { store.rename(id, "renamed"); });
        QTRY_VERIFY2(view.runChoice()->currentText().contains(QStringLiteral("renamed")),
                     qPrintable(view.runChoice()->currentText()));
    }

    // A dropped folder is walked on a worker thread: its images (subfolders too) join the list when found.
    void testDroppedFolderIsWalkedOffTheGuiThread() {
        QTemporaryDir folder;
        QVERIFY(QDir(folder.path()).mkpath(QStringLiteral("sub")));
        for (const char* name : {"a.png", "b.png", "sub/c.png"})
            writeImage(folder.filePath(QString::fromLatin1(name)).toStdString(), 20, 20);
        InferenceView view(m_watcher);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(folder.path())});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &enter);
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&view, &drop);
        // Nothing is listed before the event loop runs again: the walk did not happen inside the drop.
        QCOMPARE(view.imageList()->count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(view.imageList()->count(), 3, 10000);
        QCOMPARE(view.imageList()->item(2)->data(Qt::UserRole).toString(),
                 folder.filePath(QStringLiteral("sub/c.png")));
    }

private:
    QTemporaryDir m_dir;
    StoreWatcher* m_watcher = nullptr;
};

QTEST_MAIN(TestInferenceView)
#include "TestInferenceView.moc"
