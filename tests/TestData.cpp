#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <set>

#include "TestSupport.h"
#include "data/checks/BadImageTracker.h"
#include "data/checks/DuplicateFinder.h"
#include "data/checks/ImageHash.h"
#include "data/decode/ImageDecoder.h"
#include "data/formats/cifar/CifarDataset.h"
#include "data/formats/digits/DigitsDataset.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "data/formats/shapes/ShapesDetectionDataset.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "data/loader/DataLoader.h"
#include "data/transforms/ClassificationTransform.h"
#include "util/Errors.h"

using namespace osprey;

namespace {

ClassificationTransform plainTransform(int size) {
    ClassificationTransform::Options o;
    o.geometry = ClassificationTransform::Geometry::Resize;
    o.size = size;
    return ClassificationTransform(o);
}

std::vector<torch::Tensor> epochBatches(DataLoader& loader, int64_t epoch, int64_t first = 0) {
    loader.startEpoch(epoch, first);
    std::vector<torch::Tensor> out;
    Batch b;
    while (loader.next(b))
        out.push_back(
            torch::cat({b.pixels.flatten(1).sum(1).to(torch::kFloat32), b.labels.to(torch::kFloat32)}));
    return out;
}

}  // namespace

class TestData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void testDigitsDemoLoadsAndSplitsStratified() {
        DigitsDataset digits;
        QCOMPARE(digits.size(), size_t{5000});
        QCOMPARE(digits.image(0).rows, 20);
        QCOMPARE(digits.label(499), 0);
        QCOMPARE(digits.label(500), 1);
        QCOMPARE(digits.label(4999), 9);
        std::vector<size_t> train, val, train2, val2;
        stratifiedSplit(digits.labels(), 0.1, 7, train, val);
        stratifiedSplit(digits.labels(), 0.1, 7, train2, val2);
        QCOMPARE(val, val2);  // deterministic
        QCOMPARE(val.size(), size_t{500});
        std::map<int, int> perClass;
        for (size_t i : val)
            ++perClass[digits.label(i)];
        for (int c = 0; c < 10; ++c)
            QCOMPARE(perClass[c], 50);
        std::set<size_t> all(train.begin(), train.end());
        for (size_t i : val)
            QVERIFY(!all.count(i));
        QCOMPARE(train.size() + val.size(), size_t{5000});
    }

    void testCifarBinaryRecords() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        auto writeBatch = [&](const std::string& name, int records, int firstLabel) {
            std::ofstream out(root + "/" + name, std::ios::binary);
            for (int r = 0; r < records; ++r) {
                out.put(static_cast<char>((firstLabel + r) % 10));
                for (int plane = 0; plane < 3; ++plane) {
                    for (int i = 0; i < 1024; ++i)
                        out.put(static_cast<char>(plane == 0 ? 200 : plane == 1 ? 100 : 10));
                }
            }
        };
        for (int b = 1; b <= 5; ++b)
            writeBatch("data_batch_" + std::to_string(b) + ".bin", 2, b);
        writeBatch("test_batch.bin", 3, 7);
        std::ofstream(root + "/batches.meta.txt")
            << "airplane\nautomobile\nbird\ncat\ndeer\ndog\nfrog\nhorse\nship\ntruck\n";
        CifarDataset train(root, CifarDataset::Variant::Cifar10, true);
        CifarDataset test(root, CifarDataset::Variant::Cifar10, false);
        QCOMPARE(train.size(), size_t{10});
        QCOMPARE(test.size(), size_t{3});
        QCOMPARE(train.label(0), 1);
        QCOMPARE(test.label(2), 9);
        QCOMPARE(train.classNames()[3], std::string("cat"));
        const cv::Mat image = train.image(0);
        QCOMPARE(image.rows, 32);
        QCOMPARE(image.at<cv::Vec3b>(5, 5), cv::Vec3b(10, 100, 200));  // BGR from the R, G, B planes
        std::ofstream(root + "/test_batch.bin", std::ios::app) << "xx";
        try {
            CifarDataset broken(root, CifarDataset::Variant::Cifar10, false);
            QFAIL("a torn CIFAR file was accepted");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("test_batch.bin"), e.what());
        }
        // Issue 18: a batch file of any size was read whole into memory first (a sparse 300 MB file here).
        std::filesystem::resize_file(root + "/test_batch.bin", 300000000);
        try {
            CifarDataset huge(root, CifarDataset::Variant::Cifar10, false);
            QFAIL("a 300 MB CIFAR batch was read");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains(
                         "test_batch.bin' cannot be read: it is 286 MiB, more than the 256 MiB"),
                     e.what());
        }
    }

    void testMissingDigitsFileNamesPackage() {
        QVERIFY_THROWS_EXCEPTION(InputError, DigitsDataset("/nonexistent/digits.png"));
        // A symlink loop as data.root ended with the file system's exception (exit 1), not a named refusal.
        QTemporaryDir dir;
        const std::string loop = dir.path().toStdString() + "/digits.png";
        std::filesystem::create_symlink(loop, loop);
        try {
            DigitsDataset d(loop);
            QFAIL("a symlink loop was read as the digits sheet");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("Too many levels of symbolic links"), e.what());
        }
    }

    void testImageFolderClassesAndErrors() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        test::writeImageFolder(root + "/set", {"cat", "dog"}, 3);
        ImageFolderDataset ds(root + "/set");
        QCOMPARE(ds.size(), size_t{6});
        QCOMPARE(ds.classNames(), (std::vector<std::string>{"cat", "dog"}));
        QCOMPARE(ds.label(5), 1);
        QVERIFY(!ds.image(0).empty());

        std::filesystem::create_directories(root + "/set/empty");
        try {
            ImageFolderDataset bad(root + "/set");
            QFAIL("an empty class folder was accepted");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("/set/empty"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, ImageFolderDataset(root + "/missing"));
    }

    void testDecoderRefusesTruncatedAndFakeImages() {
        QTemporaryDir dir;
        const std::string truncated = dir.path().toStdString() + "/cut.jpg";
        const std::string fake = dir.path().toStdString() + "/fake.png";
        test::writeTruncatedJpeg(truncated);
        test::writeTextFile(fake, "this is not a picture\n");
        std::string error;
        QVERIFY(decodeImageFile(truncated, &error).empty());
        QVERIFY2(QString::fromStdString(error).contains("truncated"), error.c_str());
        QVERIFY(decodeImageFile(fake, &error).empty());
        QVERIFY(decodeImageFile(dir.path().toStdString() + "/none.png", &error).empty());
        // A folder opens as a stream that claims 2^63 bytes: it was a bad_alloc, now a reason.
        error.clear();
        QVERIFY(decodeImageFile(dir.path().toStdString(), &error).empty());
        QVERIFY2(QString::fromStdString(error).contains("is a folder"), error.c_str());
        QVERIFY(decodeImageFile("/dev/null", &error).empty());
        QVERIFY2(QString::fromStdString(error).contains("not a regular file"), error.c_str());
        // A sparse 1 GB ".png" (no disk used) was read whole before decoding (issue 18).
        const std::string sparse = dir.path().toStdString() + "/huge.png";
        { std::ofstream(sparse) << "x"; }
        std::filesystem::resize_file(sparse, 1000000000);
        QVERIFY(decodeImageFile(sparse, &error).empty());
        QVERIFY2(QString::fromStdString(error).contains("more than the 256 MiB"), error.c_str());
    }

    // Issue 18: a small file whose header states a huge picture made OpenCV allocate it whole (a 20,000 x
    // 20,000 PNG header: 1.2 GB) before finding no pixel data. The size a header states is checked first.
    void testHeadersStatingHugePicturesAreRefusedBeforeDecoding() {
        const cv::Mat picture(37, 53, CV_8UC3, cv::Scalar(10, 200, 30));
        for (const char* format : {".webp", ".ppm", ".tif"}) {  // sizes read from every format Osprey reads
            std::vector<uint8_t> bytes;
            QVERIFY(cv::imencode(format, picture, bytes));
            const auto stated = headerImageSize(bytes.data(), bytes.size());
            QVERIFY2(stated && *stated == cv::Size(53, 37), format);
            QCOMPARE(decodeImageBytes(bytes).size(), cv::Size(53, 37));
        }
        const std::string ppm = "P6 # made by hand\n20000 20000\n255\n" + std::string(30, 'x');
        std::string refused;
        QVERIFY(decodeImageBytes(std::vector<uint8_t>(ppm.begin(), ppm.end()), &refused).empty());
        QVERIFY2(refused.find("its header states 20000 x 20000") == 0, refused.c_str());
        // A fuzzer's find: a comment glued to a number ("925405#...") that OpenCV read as a 2.8 GB picture;
        // and a comment ended by a carriage return, where OpenCV ends it. Refused, or read as OpenCV reads
        // it.
        const std::string glued = std::string(
            "P6\x0c\x0c\x0c"
            "925405#505#5405#\n6\x0c\xfb\xc8\x44\x44",
            28);
        QVERIFY(!headerImageSize(reinterpret_cast<const uint8_t*>(glued.data()), glued.size()));
        refused.clear();
        QVERIFY(decodeImageBytes(std::vector<uint8_t>(glued.begin(), glued.end()), &refused).empty());
        QVERIFY(!refused.empty());
        const std::string carriage = "P6 #c\r20000 20000\n255\n" + std::string(30, 'x');
        const auto stated =
            headerImageSize(reinterpret_cast<const uint8_t*>(carriage.data()), carriage.size());
        QVERIFY(stated && *stated == cv::Size(20000, 20000));
        for (const char* format : {".png", ".jpg", ".bmp"}) {
            std::vector<uint8_t> bytes;
            QVERIFY(cv::imencode(format, picture, bytes));
            const auto stated = headerImageSize(bytes.data(), bytes.size());
            QVERIFY2(stated && *stated == cv::Size(53, 37), format);
            QVERIFY(!pixelCountProblem(bytes));
            QCOMPARE(decodeImageBytes(bytes).size(), cv::Size(53, 37));

            // The same file with its header's size changed to 20,000 x 20,000.
            const auto put = [&bytes](size_t at, uint32_t v, int width, bool little) {
                for (int i = 0; i < width; ++i)
                    bytes[at + i] = static_cast<uint8_t>(v >> (8 * (little ? i : width - 1 - i)));
            };
            if (std::string(format) == ".png") {
                put(16, 20000, 4, false), put(20, 20000, 4, false);
            } else if (std::string(format) == ".bmp") {
                put(18, 20000, 4, true), put(22, 20000, 4, true);
            } else {
                size_t sof = 2;  // walk the segments to the frame header, as a reader would
                while (!(bytes[sof + 1] >= 0xC0 && bytes[sof + 1] <= 0xC3))
                    sof += 2 + ((bytes[sof + 2] << 8) | bytes[sof + 3]);
                put(sof + 5, 20000, 2, false), put(sof + 7, 20000, 2, false);
            }
            std::string error;
            QVERIFY(decodeImageBytes(bytes, &error).empty());
            QVERIFY2(error.find("its header states 20000 x 20000 pixels, more than the 268435456") == 0,
                     (std::string(format) + ": " + error).c_str());
        }
        QVERIFY(!headerImageSize(reinterpret_cast<const uint8_t*>("\x89PNG"), 4));  // cut short
        // Formats Osprey does not name (JPEG 2000 here) never reach OpenCV's codecs for them.
        std::string error;
        const std::string jp2("\0\0\0\x0cjP  \r\n\x87\n", 12);
        QVERIFY(decodeImageBytes(std::vector<uint8_t>(jp2.begin(), jp2.end()), &error).empty());
        QCOMPARE(error, std::string("not a JPEG, PNG, BMP, WebP, TIFF or PPM/PGM image"));
        // A "P5" that is no PGM reached GDCM's DICOM reader, which aborts (found by FuzzImage).
        const std::string notPgm = "P5#1zzzzzzzz zzzzzzzzzzzz~zz://" + std::string(64, 'z');
        QVERIFY(decodeImageBytes(std::vector<uint8_t>(notPgm.begin(), notPgm.end()), &error).empty());
        QCOMPARE(error, std::string("not a JPEG, PNG, BMP, WebP, TIFF or PPM/PGM image"));
        const std::string cutPng("\x89PNG\r\n\x1a\n\0\0", 10);
        QVERIFY(decodeImageBytes(std::vector<uint8_t>(cutPng.begin(), cutPng.end()), &error).empty());
        QCOMPARE(error, std::string("its header cannot be read (a damaged or cut-off file)"));
    }

    void testTransformsProduceNormalisedCrops() {
        cv::Mat image(50, 80, CV_8UC3, cv::Scalar(255, 0, 0));  // pure blue in BGR
        ClassificationTransform::Options o;
        o.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
        o.size = 16;
        o.mean = {0.5f, 0.5f, 0.5f};
        o.std = {0.5f, 0.5f, 0.5f};
        ClassificationTransform t(o);
        std::vector<float> out(3 * 16 * 16);
        std::mt19937_64 rng(1);
        t.apply(image, rng, out.data());
        QCOMPARE(out[0], -1.0f);            // red plane
        QCOMPARE(out[2 * 256 + 17], 1.0f);  // blue plane
        o.geometry = ClassificationTransform::Geometry::ResizeCenterCrop;
        o.resizeShorter = 20;
        ClassificationTransform(o).apply(image, rng, out.data());
        QCOMPARE(out[256 + 5], -1.0f);  // green plane
    }

    void testJpegRegionDecodingMatchesFullDecoding_data() {
        QTest::addColumn<int>("geometry");
        QTest::addColumn<int>("size");
        QTest::addColumn<double>("tolerance");
        // Full-scale regions decode to the very pixels of a full decode; DCT-reduced ones to a close copy.
        QTest::newRow("random-resized crop, full scale") << 0 << 224 << 0.01;
        QTest::newRow("random-resized crop, reduced DCT scale") << 0 << 96 << 0.06;
        QTest::newRow("center crop, reduced DCT scale") << 1 << 64 << 0.06;
        QTest::newRow("plain resize, reduced DCT scale") << 2 << 48 << 0.06;
    }
    void testJpegRegionDecodingMatchesFullDecoding() {
        QFETCH(int, geometry);
        QFETCH(int, size);
        QFETCH(double, tolerance);
        cv::Mat image(300, 400, CV_8UC3);
        for (int y = 0; y < image.rows; ++y) {
            for (int x = 0; x < image.cols; ++x) {
                image.at<cv::Vec3b>(y, x) = cv::Vec3b(x * 255 / 400, y * 255 / 300, (x + y) * 255 / 700);
            }
        }
        cv::circle(image, {200, 150}, 60, cv::Scalar(20, 220, 90), -1);
        cv::GaussianBlur(image, image, cv::Size(0, 0),
                         2.0);  // photo-like: no edges sharper than a lens gives
        std::vector<uint8_t> bytes;
        cv::imencode(".jpg", image, bytes, {cv::IMWRITE_JPEG_QUALITY, 95});
        ClassificationTransform::Options o;
        o.geometry = static_cast<ClassificationTransform::Geometry>(geometry);
        o.size = size;
        o.hflip = 0.5;
        if (size == 224)
            o.scale = {0.3, 0.45};  // regions under 256 px a side decode at 8/8
        const ClassificationTransform t(o);
        for (uint64_t seed = 0; seed < 6; ++seed) {
            std::vector<float> full(3 * size * size), region(3 * size * size);
            std::mt19937_64 a(seed), b(seed);
            t.apply(decodeImageBytes(bytes), a, full.data());
            std::string error;
            QVERIFY2(t.applyJpeg(bytes, b, region.data(), &error), error.c_str());
            double difference = 0;
            for (size_t i = 0; i < full.size(); ++i)
                difference += std::abs(full[i] - region[i]);
            difference /= static_cast<double>(full.size());
            QVERIFY2(difference < tolerance, qPrintable(QString("mean difference %1").arg(difference)));
            QCOMPARE(a(), b());  // both paths drew the same random numbers
        }
        // a JPEG with a broken header is refused (and libjpeg's error does not escape as a crash)
        std::vector<uint8_t> broken = bytes;
        for (size_t i = 4; i < 200; ++i)
            broken[i] = static_cast<uint8_t>(i * 37);
        std::vector<float> out(3 * size * size);
        std::mt19937_64 rng(0);
        std::string error;
        const bool decoded = t.applyJpeg(broken, rng, out.data(), &error);
        QVERIFY2(!decoded, "a corrupt JPEG was decoded");
        QVERIFY(QString::fromStdString(error).contains("corrupt"));
    }

    void testLoaderIsDeterministicAndReshuffles() {
        auto ds = std::make_shared<SyntheticDataset>(100, 5, 8);
        LoaderOptions o;
        o.batchSize = 10;
        o.workers = 2;
        o.seed = 3;
        DataLoader a(ds, plainTransform(8), o, nullptr);
        o.workers = 0;
        DataLoader b(ds, plainTransform(8), o, nullptr);
        const auto e0 = epochBatches(a, 0);
        const auto e0b = epochBatches(b, 0);
        QCOMPARE(e0.size(), size_t{10});
        for (size_t i = 0; i < e0.size(); ++i)
            QVERIFY(torch::equal(e0[i], e0b[i]));
        const auto e1 = epochBatches(a, 1);
        QVERIFY(!torch::equal(e0[0], e1[0]));  // a new order each epoch
        // Starting at batch 4 gives the same batches as the tail of a full epoch (mid-epoch resume).
        const auto tail = epochBatches(a, 1, 4);
        QCOMPARE(tail.size(), size_t{6});
        for (size_t i = 0; i < tail.size(); ++i)
            QVERIFY(torch::equal(tail[i], e1[i + 4]));
    }

    void testDropLastAndShardsAreDisjoint() {
        auto ds = std::make_shared<SyntheticDataset>(23, 3, 4);
        LoaderOptions o;
        o.batchSize = 4;
        o.workers = 1;
        o.dropLast = false;
        std::vector<int64_t> seen;
        for (int rank = 0; rank < 2; ++rank) {
            o.rank = rank;
            o.worldSize = 2;
            DataLoader loader(ds, plainTransform(4), o, nullptr);
            QCOMPARE(loader.samplesPerEpoch(), int64_t{12});  // padded: 24 / 2
            QCOMPARE(loader.batchesPerEpoch(), int64_t{3});
        }
        o.dropLast = true;
        o.worldSize = 1;
        o.rank = 0;
        DataLoader loader(ds, plainTransform(4), o, nullptr);
        QCOMPARE(loader.batchesPerEpoch(), int64_t{5});
    }

    void testUnreadableImagesAreSkippedAndCounted() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString() + "/set";
        test::writeImageFolder(root, {"a", "b"}, 60);
        test::writeTruncatedJpeg(root + "/a/zz_cut.jpg");
        auto ds = std::make_shared<ImageFolderDataset>(root);
        QCOMPARE(ds->size(), size_t{121});
        std::vector<std::string> warnings;
        auto tracker = std::make_shared<BadImageTracker>(
            ds->size(), 0.01, [&](const std::string& w) { warnings.push_back(w); });
        LoaderOptions o;
        o.batchSize = 16;
        o.dropLast = false;
        DataLoader loader(ds, plainTransform(8), o, tracker);
        int64_t images = 0;
        for (int epoch = 0; epoch < 2; ++epoch) {
            loader.startEpoch(epoch);
            Batch b;
            std::set<int64_t> seen;
            while (loader.next(b)) {
                images += b.size();
                // Each row names its own item even where the batch lost a row: its label is that item's.
                QCOMPARE(static_cast<int64_t>(b.indices.size()), b.size());
                for (size_t row = 0; row < b.indices.size(); ++row) {
                    const auto item = static_cast<size_t>(b.indices[row]);
                    QVERIFY(ds->itemName(item).find("zz_cut") == std::string::npos);
                    QCOMPARE(b.labels[static_cast<int64_t>(row)].item<int64_t>(),
                             static_cast<int64_t>(ds->label(item)));
                    seen.insert(b.indices[row]);
                }
            }
            QCOMPARE(seen.size(), size_t{120});  // every readable item once, the cut one nowhere
        }
        QCOMPARE(images, int64_t{240});
        QCOMPARE(tracker->count(), size_t{1});
        QCOMPARE(warnings.size(), size_t{1});  // reported once, not every epoch
        QVERIFY(QString::fromStdString(warnings[0]).contains("zz_cut.jpg"));
    }

    void testRamCacheServesLaterEpochsWithoutFiles() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString() + "/set";
        test::writeImageFolder(root, {"a", "b"}, 8);
        auto ds = std::make_shared<ImageFolderDataset>(root);
        LoaderOptions o;
        o.batchSize = 4;
        o.cache = true;
        DataLoader cached(ds, plainTransform(8), o, nullptr);
        o.cache = false;
        DataLoader plain(ds, plainTransform(8), o, nullptr);
        const auto first = epochBatches(cached, 0);
        const auto reference = epochBatches(plain, 0);
        QCOMPARE(first.size(), reference.size());
        for (size_t i = 0; i < first.size(); ++i)
            QVERIFY(torch::equal(first[i], reference[i]));
        std::filesystem::remove_all(root);  // from now on only the cache has the images
        const auto second = epochBatches(cached, 1);
        QCOMPARE(second.size(), size_t{4});
        // full batches (4 image sums + 4 labels each): no image was missing, though the files are gone
        for (const auto& b : second)
            QCOMPARE(b.size(0), int64_t{8});
    }

    void testTooManyBadImagesFailWithNames() {
        BadImageTracker tracker(100, 0.01);
        tracker.report("one.png", "broken");
        try {
            tracker.report("two.png", "broken");
            QFAIL("2% bad images were accepted");
        } catch (const InputError& e) {
            QVERIFY(QString(e.what()).contains("one.png"));
            QVERIFY(QString(e.what()).contains("two.png"));
        }
    }
    // Issue 21's leak check, on the library: 20 of 30 validation shapes pictures copied into a training split
    // of 100, each resized by 85-95% and re-encoded as JPEG at quality 80-90, are all found as near leaks and
    // nothing else is; an exact copy is a duplicate of kind "exact"; without the copies nothing is flagged;
    // a file that is not a picture is listed, not fatal.
    void testLeaksAndDuplicatesAreFound() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::filesystem::create_directories(root + "/train");
        std::filesystem::create_directories(root + "/val");
        const ShapesGenerator::Options options = ShapesGenerator::Options::forSize(256);
        const ShapesDetectionDataset train(2, 0, 100, options), val(3, 0, 30, options);
        std::vector<DatasetImage> clean;
        for (size_t i = 0; i < train.size(); ++i) {
            clean.push_back({"train", root + "/train/t" + std::to_string(i) + ".png"});
            QVERIFY(cv::imwrite(clean.back().path, train.image(i)));
        }
        std::vector<std::string> valPaths;
        for (size_t i = 0; i < val.size(); ++i) {
            clean.push_back({"val", root + "/val/v" + std::to_string(i) + ".png"});
            QVERIFY(cv::imwrite(clean.back().path, val.image(i)));
            valPaths.push_back(clean.back().path);
        }
        const DuplicateReport none = findDuplicates(clean);
        QVERIFY2(none.leaks.empty() && none.duplicates.empty(),
                 qPrintable(QString("%1 leaks, %2 duplicates in a set without copies")
                                .arg(none.leaks.size())
                                .arg(none.duplicates.size())));

        std::vector<DatasetImage> leaky = clean;
        cv::RNG rng(21);
        std::set<std::string> copied;
        for (size_t i = 0; i < 20; ++i) {
            const double scale = rng.uniform(0.85, 0.95);
            cv::Mat resized;
            cv::resize(val.image(i), resized, cv::Size(), scale, scale, cv::INTER_LINEAR);
            const std::string copy = root + "/train/copy" + std::to_string(i) + ".jpg";
            QVERIFY(cv::imwrite(copy, resized, {cv::IMWRITE_JPEG_QUALITY, rng.uniform(80, 91)}));
            leaky.push_back({"train", copy});
            copied.insert(valPaths[i]);
        }
        std::filesystem::copy_file(clean[5].path, root + "/train/again.png");
        leaky.push_back({"train", root + "/train/again.png"});
        std::ofstream(root + "/train/notes.png") << "not a picture";
        leaky.push_back({"train", root + "/train/notes.png"});

        size_t lastDone = 0, lastTotal = 0;
        DuplicateSearch search;
        search.progress = [&](size_t done, size_t total) {
            QVERIFY(done <= total);
            lastDone = done;
            lastTotal = total;
        };
        const DuplicateReport found = findDuplicates(leaky, kNearDuplicateBits, search);
        // The last call: every readable picture compared.
        QCOMPARE(lastDone, leaky.size() - 1);
        QCOMPARE(lastTotal, leaky.size() - 1);
        int farthest = 0;
        std::set<std::string> flagged;
        for (const ImagePair& leak : found.leaks) {
            QCOMPARE(leak.kind, std::string("near"));
            QCOMPARE(leak.splitA, std::string("val"));  // the list's order: val before the copies
            QCOMPARE(leak.splitB, std::string("train"));
            QVERIFY2(leak.imageB.find("/copy") != std::string::npos, leak.imageB.c_str());
            flagged.insert(leak.imageA);
            farthest = std::max(farthest, leak.distance);
        }
        qInfo("%zu leaks flagged, the farthest copy %d bits from its original", found.leaks.size(), farthest);
        QCOMPARE(found.leaks.size(), size_t{20});
        QVERIFY(flagged == copied);
        QCOMPARE(found.duplicates.size(), size_t{1});
        QCOMPARE(found.duplicates[0].kind, std::string("exact"));
        QCOMPARE(found.duplicates[0].distance, 0);
        QCOMPARE(found.duplicates[0].imageB, root + "/train/again.png");
        QCOMPARE(found.unreadable.size(), size_t{1});
        QCOMPARE(found.unreadable[0].path, root + "/train/notes.png");

        // Pictures held in memory (no file): the same pixels are an exact copy, across splits a leak.
        const std::vector<DatasetImage> inMemory{{"train", "shapes#0", 0, [&] { return val.image(0); }},
                                                 {"val", "shapes#1", 1, [&] { return val.image(0).clone(); }},
                                                 {"val", "shapes#2", 2, [&] { return val.image(1); }}};
        const DuplicateReport memory = findDuplicates(inMemory);
        QCOMPARE(memory.leaks.size(), size_t{1});
        QCOMPARE(memory.leaks[0].kind, std::string("exact"));
        QCOMPARE(memory.leaks[0].imageA + " " + memory.leaks[0].imageB, std::string("shapes#0 shapes#1"));
        QVERIFY(memory.duplicates.empty() && memory.unreadable.empty());

        // The hash itself: a picture is 0 bits from itself and from its grey copy, far from another picture.
        cv::Mat grey;
        cv::cvtColor(val.image(0), grey, cv::COLOR_BGR2GRAY);
        QCOMPARE(hammingDistance(perceptualHash(val.image(0)), perceptualHash(grey)), 0);
        QVERIFY(hammingDistance(perceptualHash(val.image(0)), perceptualHash(val.image(1))) >
                kNearDuplicateBits);
    }
};

QTEST_GUILESS_MAIN(TestData)
#include "TestData.moc"
