#include <QAbstractItemModelTester>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <numeric>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "GuiTestSupport.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "datasets/BoxStatisticsPlot.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ClassHistogram.h"
#include "datasets/DatasetHealthPanel.h"
#include "datasets/DatasetsView.h"
#include "datasets/ThumbnailModel.h"
#include "inference/AnnotatedImageView.h"

using namespace osprey;
using namespace osprey::ui;

namespace {

double sum(const QVector<double>& values) {
    return std::accumulate(values.begin(), values.end(), 0.0);
}

int pixelsOf(const QImage& image, const QColor& colour) {
    int n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            n += (rgb.pixel(x, y) & 0xffffff) == (colour.rgb() & 0xffffff);
    return n;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

bool writeJson(const QString& path, const QJsonObject& object) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(QJsonDocument(object).toJson()) > 0;
}

bool openAndWait(DatasetsView& view, const QString& format, const QString& location) {
    QSignalSpy opened(&view, &DatasetsView::opened);
    view.setSource(format, location);
    view.openFromForm();
    return !opened.isEmpty() || opened.wait(120000);
}

}  // namespace

class TestDatasetsView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::isolateWorkbench(m_dir); }

    // The digits demo: counts, a balanced histogram, thumbnails captioned in the class colour, a preview.
    void testDigitsDemo() {
        DatasetsView view;
        // The thumbnail model keeps Qt's model contract through opening, thumbnails arriving and a change of
        // split.
        QAbstractItemModelTester tester(view.thumbnails(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(1200, 800);
        view.show();
        QVERIFY(openAndWait(view, QStringLiteral("digits"), QString()));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        const DatasetSummary& s = view.dataset()->summary();
        QCOMPARE(s.classNames.size(), 10);
        QCOMPARE(s.splits[0].images, 4500);
        QCOMPARE(s.splits[1].images, 500);
        QCOMPARE(sum(view.histogram()->values(0)), 4500.0);
        QCOMPARE(sum(view.histogram()->values(1)), 500.0);
        QCOMPARE(view.histogram()->values(0).at(3), 450.0);
        QVERIFY(view.countsLabel()->text().contains(QStringLiteral("4,500")));

        QCOMPARE(view.thumbnails()->rowCount(), 4500);
        QTRY_VERIFY_WITH_TIMEOUT(view.thumbnails()->readyCount() > 0, 30000);
        // Only what is on screen is made, not all 4,500.
        QVERIFY(view.thumbnails()->readyCount() < 1000);
        const QModelIndex first = view.thumbnails()->index(0);
        QTRY_VERIFY(
            view.thumbnails()->data(first, Qt::DecorationRole).value<QPixmap>().toImage().pixel(0, 0) !=
            QColor(90, 90, 90).rgb());
        const QImage thumb = view.thumbnails()->data(first, Qt::DecorationRole).value<QPixmap>().toImage();
        const int label = s.classNames.indexOf(view.dataset()->label(0, 0));
        QVERIFY(label >= 0);
        QVERIFY(pixelsOf(thumb, classColour(label)) > ThumbnailModel::kSide);  // the caption bar

        QSignalSpy previewed(&view, &DatasetsView::previewShown);
        view.thumbnailView()->setCurrentIndex(first);
        QVERIFY(previewed.wait(10000));
        QVERIFY(!view.preview()->image().isNull());
        view.showSplit(1);
        QCOMPARE(view.thumbnails()->rowCount(), 500);
    }

    // A COCO folder with a corrupt image: boxes counted per class, thumbnails with the boxes drawn, and the
    // check lists exactly the corrupt file.
    void testCocoFolderWithABrokenImage() {
        const QString root = m_dir.filePath(QStringLiteral("coco"));
        const ShapesGenerator generator(ShapesGenerator::Options::forSize(96));
        generator.writeCoco(ss(root), "train", 5, 8, 0);
        generator.writeCoco(ss(root), "val", 5, 4, 8);
        QDir trainDir(root + QStringLiteral("/train"));
        const QStringList images = trainDir.entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(images.size(), 8);
        const QString broken = trainDir.filePath(images[2]);
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("not a png");
        file.close();

        DatasetsView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(openAndWait(view, QStringLiteral("coco"), root));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        const auto dataset = view.dataset();
        const DatasetSummary& s = dataset->summary();
        QVERIFY(s.detection);
        QCOMPARE(s.splits[0].images, 8);
        QCOMPARE(s.splits[1].images, 4);
        qint64 boxes = 0;
        for (int i = 0; i < 8; ++i)
            boxes += dataset->boxes(0, i).size();
        QVERIFY(boxes > 0);
        QCOMPARE(s.splits[0].boxes, boxes);
        QCOMPARE(sum(view.histogram()->values(0)), static_cast<double>(boxes));

        // A readable item with boxes: its thumbnail shows the first box's class colour.
        int item = 0;
        while (dataset->itemName(0, item) == broken || dataset->boxes(0, item).isEmpty())
            ++item;
        const QImage thumb = dataset->thumbnail(0, item, ThumbnailModel::kSide);
        QVERIFY(pixelsOf(thumb, classColour(dataset->boxes(0, item).front().classId)) > 10);
        const int brokenIndex = [&] {
            for (int i = 0; i < 8; ++i)
                if (dataset->itemName(0, i) == broken)
                    return i;
            return -1;
        }();
        QVERIFY(brokenIndex >= 0);
        QString why;
        QVERIFY(dataset->image(0, brokenIndex, &why).isNull());

        QSignalSpy finished(&view, &DatasetsView::checkFinished);
        view.checkImages();
        QVERIFY(finished.wait(60000));
        QCOMPARE(view.brokenImages().size(), 1);
        QCOMPARE(view.brokenImages().front().name, broken);
        QVERIFY(view.problems()->item(0)->text().contains(images[2]));
    }

    // TFRecord shards (here the COCO set above written as TF OD API records): the view reads their task from
    // the records, counts the boxes and draws them on the thumbnails like any other format.
    void testTfRecordShardsShowTheirBoxes() {
        const QString coco = m_dir.filePath(QStringLiteral("coco-for-records"));
        const ShapesGenerator generator(ShapesGenerator::Options::forSize(96));
        generator.writeCoco(ss(coco), "train", 5, 6, 0);
        generator.writeCoco(ss(coco), "val", 5, 3, 6);
        Config source;
        source.set("task", std::string("detection"));
        source.set("data.dataset", std::string("coco"));
        source.set("data.root", ss(coco));
        const DetectionSplits splits = buildDetectionDatasets(source, [](const std::string&) {});
        const QString shards = m_dir.filePath(QStringLiteral("records"));
        const DatasetFormat* records = findDatasetFormat("tfrecord");
        QVERIFY(records && records->exportBoxes);
        records->exportBoxes(splits, ExportFolder(ss(shards), false), ExportSettings{},
                             [](size_t, size_t) {});

        DatasetsView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(openAndWait(view, QStringLiteral("tfrecord"), shards));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        const auto dataset = view.dataset();
        const DatasetSummary& s = dataset->summary();
        QVERIFY(s.detection);
        QCOMPARE(s.splits[0].images, 6);
        QCOMPARE(s.splits[1].images, 3);
        qint64 boxes = 0;
        for (int i = 0; i < 6; ++i)
            boxes += dataset->boxes(0, i).size();
        QVERIFY(boxes > 0);
        QCOMPARE(s.splits[0].boxes, boxes);
        int item = 0;
        while (dataset->boxes(0, item).isEmpty())
            ++item;
        QVERIFY(dataset->itemName(0, item).contains(QStringLiteral(":")));  // shard:index
        const QImage thumb = dataset->thumbnail(0, item, ThumbnailModel::kSide);
        QVERIFY(pixelsOf(thumb, classColour(dataset->boxes(0, item).front().classId)) > 10);
    }

    // The Health page as a person uses it: "Check all images" on a COCO set whose training split holds
    // resized JPEG copies of 3 validation pictures lists exactly those 3 leaks; clicking one shows both
    // pictures side by side with their boxes; the box plots count every training box.
    void testHealthPageShowsLeaksSideBySide() {
        const QString root = m_dir.filePath(QStringLiteral("leaky"));
        const ShapesGenerator generator(ShapesGenerator::Options::forSize(128));
        generator.writeCoco(ss(root), "train", 5, 12, 0);
        generator.writeCoco(ss(root), "val", 5, 6, 12);
        const QString trainJson = root + QStringLiteral("/annotations/instances_train.json");
        QJsonObject train = readJson(trainJson);
        const QJsonObject val = readJson(root + QStringLiteral("/annotations/instances_val.json"));
        QJsonArray images = train[QStringLiteral("images")].toArray();
        QJsonArray boxes = train[QStringLiteral("annotations")].toArray();
        for (int i = 0; i < 3; ++i) {
            const QJsonObject image = val[QStringLiteral("images")].toArray()[i * 2].toObject();
            const cv::Mat picture = cv::imread(
                ss(root + QStringLiteral("/val/") + image[QStringLiteral("file_name")].toString()));
            QVERIFY(!picture.empty());
            const double scale = 0.85 + 0.04 * i;
            cv::Mat resized;
            cv::resize(picture, resized, cv::Size(), scale, scale, cv::INTER_LINEAR);
            const QString name = QStringLiteral("copy%1.jpg").arg(i);
            QVERIFY(cv::imwrite(ss(root + QStringLiteral("/train/") + name), resized,
                                {cv::IMWRITE_JPEG_QUALITY, 85}));
            const int id = 1000 + i;
            images.append(QJsonObject{{QStringLiteral("id"), id},
                                      {QStringLiteral("file_name"), name},
                                      {QStringLiteral("width"), resized.cols},
                                      {QStringLiteral("height"), resized.rows}});
            for (const QJsonValue& value : val[QStringLiteral("annotations")].toArray()) {
                QJsonObject box = value.toObject();
                if (box[QStringLiteral("image_id")] != image[QStringLiteral("id")])
                    continue;
                QJsonArray bbox;
                for (const QJsonValue& v : box[QStringLiteral("bbox")].toArray())
                    bbox.append(v.toDouble() * scale);
                box[QStringLiteral("bbox")] = bbox;
                box[QStringLiteral("image_id")] = id;
                box[QStringLiteral("id")] = 1000 + boxes.size();
                boxes.append(box);
            }
        }
        train[QStringLiteral("images")] = images;
        train[QStringLiteral("annotations")] = boxes;
        QVERIFY(writeJson(trainJson, train));

        DatasetsView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(openAndWait(view, QStringLiteral("coco"), root));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(view.health()->pairTable()->rowCount(), 0);
        QSignalSpy finished(&view, &DatasetsView::checkFinished);
        QTest::mouseClick(view.checkButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        QCOMPARE(view.report().pairs.leaks.size(), size_t{3});
        QVERIFY(view.report().pairs.duplicates.empty());
        QVERIFY2(
            view.problems()->item(0)->text().contains(QStringLiteral("Leaks (a picture in both splits): 3 ")),
            qPrintable(view.problems()->item(0)->text()));

        view.pages()->setCurrentWidget(view.health());
        QTableWidget* table = view.health()->pairTable();
        QCOMPARE(table->rowCount(), 3);
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(table->item(row, 0)->text(), QStringLiteral("Leak"));
            QVERIFY(table->item(row, 1)->text().startsWith(QStringLiteral("val: ")));
            QVERIFY(table->item(row, 2)->text().contains(QStringLiteral("/train/copy")));
        }
        QSignalSpy shown(view.health(), &DatasetHealthPanel::pairShown);
        const QRect cell = table->visualItemRect(table->item(2, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QVERIFY(shown.wait(10000));
        QCOMPARE(table->currentRow(), 2);
        QVERIFY(!view.health()->rightImage()->image().isNull());
        QVERIFY(!view.health()->leftImage()->image().isNull());
        QVERIFY(view.health()->leftImage()->shownBoxCount() > 0);  // the copy's boxes, scaled
        QVERIFY(view.health()->leftImage()->image().width() < view.health()->rightImage()->image().width());

        const double trainBoxes = static_cast<double>(view.dataset()->summary().splits[0].boxes);
        QCOMPARE(sum(view.health()->boxPlot()->widthBars()), trainBoxes);
        QCOMPARE(view.health()->boxPlot()->centreTotal(), trainBoxes);
    }

    // Bad locations say which key or file is wrong; the previous dataset stays.
    void testBadLocationsAreReported() {
        DatasetsView view;
        QVERIFY(openAndWait(view, QStringLiteral("coco"), m_dir.filePath(QStringLiteral("missing"))));
        QVERIFY2(view.errorText().contains(QStringLiteral("missing")), qPrintable(view.errorText()));
        QVERIFY(view.countsLabel()->text().contains(QStringLiteral("missing")));
        QVERIFY(openAndWait(view, QStringLiteral("yolo"), m_dir.filePath(QStringLiteral("nothing.yaml"))));
        QVERIFY2(view.errorText().contains(QStringLiteral("nothing.yaml")), qPrintable(view.errorText()));
        QVERIFY(openAndWait(view, QStringLiteral("cifar10"), QString()));
        QVERIFY2(view.errorText().contains(QStringLiteral("data.root")), qPrintable(view.errorText()));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestDatasetsView)
#include "TestDatasetsView.moc"
