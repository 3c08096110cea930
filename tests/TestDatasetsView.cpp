#include <QAbstractItemModelTester>
#include <QDir>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <numeric>

#include "GuiTestSupport.h"
#include "common/QtConversions.h"
#include "data/ShapesGenerator.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ClassHistogram.h"
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
