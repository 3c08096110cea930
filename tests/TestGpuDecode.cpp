#include <QTemporaryDir>
#include <QtTest>

#include <torch/cuda.h>

#include <filesystem>
#include <fstream>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <random>

#include "config/Config.h"
#include "data/checks/BadImageTracker.h"
#include "data/decode/CropResizePixel.h"
#include "data/decode/DecodeChoice.h"
#include "data/decode/GpuBatchDecoder.h"
#include "data/decode/ImageDecoder.h"
#include "data/decode/JpegFrameInfo.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "data/loader/ClassificationSource.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DevicePrefetcher.h"
#include "util/Errors.h"

using namespace osprey;

namespace {

// A photograph-like picture (smooth gradients and edges, so that resampling differences stay small, as on
// real photographs), width x height, BGR.
cv::Mat picture(int width, int height, int seed) {
    cv::Mat image(height, width, CV_8UC3);
    std::mt19937 random(static_cast<unsigned>(seed));
    const int cx = static_cast<int>(random() % static_cast<unsigned>(width));
    const int cy = static_cast<int>(random() % static_cast<unsigned>(height));
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            auto& p = image.at<cv::Vec3b>(y, x);
            p[0] = static_cast<uint8_t>((x * 255) / width);
            p[1] = static_cast<uint8_t>((y * 255) / height);
            p[2] = static_cast<uint8_t>((x - cx) * (x - cx) + (y - cy) * (y - cy) < 60 * 60 ? 230 : 40);
        }
    }
    return image;
}

std::vector<uint8_t> encoded(const cv::Mat& image, const std::string& extension,
                             std::vector<int> flags = {}) {
    std::vector<uint8_t> bytes;
    cv::imencode(extension, image, bytes, flags);
    return bytes;
}

// Just the markers a route is decided by: SOI, an optional Adobe APP14 with its transform flag, and a frame
// header of `marker` with the components' (id, sampling) pairs.
std::vector<uint8_t> markers(uint8_t marker, std::vector<std::pair<uint8_t, uint8_t>> components,
                             int adobeTransform = -1) {
    std::vector<uint8_t> b = {0xFF, 0xD8};
    if (adobeTransform >= 0) {
        const std::vector<uint8_t> app14 = {
            0xFF, 0xEE, 0x00, 0x0E, 'A',  'd',  'o',  'b',
            'e',  0x00, 0x64, 0x00, 0x00, 0x00, 0x00, static_cast<uint8_t>(adobeTransform)};
        b.insert(b.end(), app14.begin(), app14.end());
    }
    const auto length = static_cast<uint8_t>(8 + 3 * components.size());
    const std::vector<uint8_t> frame = {0xFF, marker, 0x00, length, 8,
                                        0x01, 0x77,   0x01, 0xF4,   static_cast<uint8_t>(components.size())};
    b.insert(b.end(), frame.begin(), frame.end());
    uint8_t table = 0;
    for (const auto& [id, sampling] : components) {
        b.insert(b.end(), {id, sampling, table});
        table = 1;
    }
    b.insert(b.end(), {0xFF, 0xD9});
    return b;
}

JpegRoute routeOf(const std::vector<uint8_t>& bytes) {
    return JpegRoute::of(bytes.data(), bytes.size());
}

// A class folder of JPEGs (500x375 as in the benchmarks) plus one progressive JPEG and one PNG, in `root`.
void writeFolder(const QString& root) {
    const std::string dir = root.toStdString() + "/a";
    std::filesystem::create_directories(dir);
    for (int i = 0; i < 6; ++i)
        cv::imwrite(dir + "/p" + std::to_string(i) + ".jpg", picture(500, 375, i));
    cv::imwrite(dir + "/q_progressive.jpg", picture(400, 300, 9), {cv::IMWRITE_JPEG_PROGRESSIVE, 1});
    cv::imwrite(dir + "/r_png.png", picture(320, 240, 10));
}

ClassificationTransform trainTransform(int size) {
    ClassificationTransform::Options t;
    t.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
    t.size = size;
    t.hflip = 0.5;
    return ClassificationTransform(t);
}

std::unique_ptr<DataLoader> folderLoader(const std::string& root, bool gpuDecode, bool pinned,
                                         std::shared_ptr<BadImageTracker> bad = nullptr) {
    auto dataset = std::make_shared<ImageFolderDataset>(root);
    LoaderOptions lo;
    lo.batchSize = 4;
    lo.workers = 2;
    lo.seed = 77;
    lo.dropLast = false;
    lo.gpuDecode = gpuDecode;
    lo.pinMemory = pinned;
    if (!bad)
        bad = std::make_shared<BadImageTracker>(dataset->size(), 1.0);
    return std::make_unique<DataLoader>(dataset, trainTransform(64), lo, bad);
}

// The model's input of every batch of epoch 0, with the dataset items of its rows.
std::vector<std::pair<std::vector<int64_t>, torch::Tensor>> images(DataLoader& loader, torch::Device device) {
    loader.startEpoch(0);
    DevicePrefetcher prefetcher(loader, device, false);
    std::vector<std::pair<std::vector<int64_t>, torch::Tensor>> out;
    Batch b;
    while (prefetcher.next(b))
        out.emplace_back(b.indices, b.images.to(torch::kCPU));
    return out;
}

}  // namespace

// GPU decoding (issue 38, data.decode): what the loader's workers decide and draw for the GPU, the CPU
// fallback of every row, the choice of the decoding place; the nvJPEG path itself where a CUDA device and
// nvJPEG exist.
class TestGpuDecode : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Baseline YCbCr and greyscale JPEGs go to the GPU; progressive, CMYK, RGB-coded, 4:1:1 JPEGs and other
    // formats stay on the CPU path.
    void testRouteOfEachKindOfFile() {
        const cv::Mat image = picture(96, 64, 1);
        QVERIFY(routeOf(encoded(image, ".jpg")).gpu);  // OpenCV writes baseline 4:2:0
        cv::Mat grey;
        cv::extractChannel(image, grey, 1);
        QVERIFY(routeOf(encoded(grey, ".jpg")).gpu);
        const JpegRoute progressive = routeOf(encoded(image, ".jpg", {cv::IMWRITE_JPEG_PROGRESSIVE, 1}));
        QVERIFY(!progressive.gpu);
        QVERIFY2(progressive.why.find("progressive") != std::string::npos, progressive.why.c_str());
        QVERIFY(!routeOf(encoded(image, ".png")).gpu);
        QVERIFY(!routeOf({'n', 'o', 't', ' ', 'a', 'n', ' ', 'i', 'm', 'a', 'g', 'e'}).gpu);

        // The same decisions from the markers alone.
        QVERIFY(routeOf(markers(0xC0, {{1, 0x22}, {2, 0x11}, {3, 0x11}})).gpu);  // 4:2:0
        QVERIFY(routeOf(markers(0xC0, {{1, 0x21}, {2, 0x11}, {3, 0x11}})).gpu);  // 4:2:2
        QVERIFY(routeOf(markers(0xC0, {{1, 0x11}, {2, 0x11}, {3, 0x11}})).gpu);  // 4:4:4
        QVERIFY(routeOf(markers(0xC0, {{1, 0x11}})).gpu);                        // greyscale
        const JpegRoute cmyk = routeOf(markers(0xC0, {{1, 0x11}, {2, 0x11}, {3, 0x11}, {4, 0x11}}, 2));
        QVERIFY(!cmyk.gpu);
        QVERIFY2(cmyk.why.find("CMYK") != std::string::npos, cmyk.why.c_str());
        QVERIFY(!routeOf(markers(0xC0, {{1, 0x41}, {2, 0x11}, {3, 0x11}})).gpu);        // 4:1:1
        QVERIFY(!routeOf(markers(0xC0, {{1, 0x11}, {2, 0x11}, {3, 0x11}}, 0)).gpu);     // Adobe RGB
        QVERIFY(!routeOf(markers(0xC0, {{'R', 0x11}, {'G', 0x11}, {'B', 0x11}})).gpu);  // RGB ids
        QVERIFY(routeOf(markers(0xC0, {{1, 0x22}, {2, 0x11}, {3, 0x11}}, 1)).gpu);      // Adobe YCbCr
        QVERIFY(!routeOf(markers(0xC2, {{1, 0x22}, {2, 0x11}, {3, 0x11}})).gpu);        // progressive
        QVERIFY(!routeOf(markers(0xC1, {{1, 0x22}, {2, 0x11}, {3, 0x11}})).gpu);        // extended
        QVERIFY(!routeOf(markers(0xC9, {{1, 0x22}, {2, 0x11}, {3, 0x11}})).gpu);        // arithmetic

        const std::vector<uint8_t> frame = markers(0xC0, {{1, 0x22}, {2, 0x11}, {3, 0x11}});
        const auto info = JpegFrameInfo::read(frame.data(), frame.size());
        QVERIFY(info.has_value());
        QCOMPARE(info->width, 500);
        QCOMPARE(info->height, 375);
        QCOMPARE(info->components, 3);
        // Cut short before the frame header: nothing, and the CPU path (which reports it) decides.
        const std::vector<uint8_t> whole = markers(0xC0, {{1, 0x22}, {2, 0x11}, {3, 0x11}}, 1);
        QVERIFY(!JpegFrameInfo::read(whole.data(), 12).has_value());
        QVERIFY(!routeOf(std::vector<uint8_t>(whole.begin(), whole.begin() + 12)).gpu);
    }

    // A row left for the GPU carries the crop and flip the CPU path draws from the same seed, and decoding it
    // on the CPU after all gives the CPU path's pixels exactly.
    void testRowsForTheGpuDrawTheCpuPathsCropAndFlip() {
        QTemporaryDir dir;
        writeFolder(dir.path());
        auto dataset = std::make_shared<ImageFolderDataset>(dir.path().toStdString());
        const ClassificationTransform transform = trainTransform(64);
        ClassificationSource gpuSource(dataset, transform, false, nullptr);
        ClassificationSource cpuSource(dataset, transform, false, nullptr);
        QVERIFY(gpuSource.encodeRowsForGpu());
        const auto rows = static_cast<int64_t>(dataset->size());
        Batch gpu = gpuSource.allocate(rows, false);
        Batch cpu = cpuSource.allocate(rows, false);
        QVERIFY(gpu.encoded != nullptr);
        QVERIFY(cpu.encoded == nullptr);
        int leftForGpu = 0, flipped = 0;
        for (int64_t r = 0; r < rows; ++r) {
            const uint64_t seed = 1000 + static_cast<uint64_t>(r);
            QVERIFY(gpuSource.fill(gpu, r, static_cast<size_t>(r), seed));
            QVERIFY(cpuSource.fill(cpu, r, static_cast<size_t>(r), seed));
            const EncodedRow& e = gpu.encoded->rows[static_cast<size_t>(r)];
            const std::string name = dataset->itemName(static_cast<size_t>(r));
            const bool jpegForGpu = std::filesystem::path(name).filename().string()[0] == 'p';
            QCOMPARE(!e.bytes.empty(), jpegForGpu);
            if (e.bytes.empty())
                continue;
            ++leftForGpu;
            std::mt19937_64 rng(seed);
            const cv::Rect region = transform.sourceRegion(500, 375, rng);
            QCOMPARE(e.x, region.x);
            QCOMPARE(e.y, region.y);
            QCOMPARE(e.width, region.width);
            QCOMPARE(e.height, region.height);
            QCOMPARE(e.flip, transform.drawFlip(rng));
            QCOMPARE(e.item, static_cast<size_t>(r));
            QCOMPARE(e.seed, seed);
            flipped += e.flip ? 1 : 0;
        }
        QCOMPARE(leftForGpu, 6);
        QVERIFY(flipped > 0 && flipped < 6);  // both draws happen (seeds chosen so)
        gpu.indices.resize(static_cast<size_t>(rows));
        for (int64_t r = 0; r < rows; ++r)
            gpu.indices[static_cast<size_t>(r)] = r;
        decodeAllRowsOnCpu(gpu);
        QVERIFY(!gpu.encoded->anyEncoded());
        QVERIFY(torch::equal(gpu.pixels, cpu.pixels));
    }

    // A loader that leaves JPEGs for the GPU, on a CPU device, gives the CPU loader's batches exactly (its
    // rows decoded on the CPU after all); a row unreadable at that point leaves the batch and is reported.
    void testGpuRowsOnTheCpuGiveTheCpuPathsBatches() {
        QTemporaryDir dir;
        writeFolder(dir.path());
        const std::string root = dir.path().toStdString();
        auto gpuLoader = folderLoader(root, true, false);
        auto cpuLoader = folderLoader(root, false, false);
        QVERIFY(gpuLoader->options().gpuDecode);
        const auto a = images(*gpuLoader, torch::kCPU);
        const auto b = images(*cpuLoader, torch::kCPU);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].first, b[i].first);
            QVERIFY(torch::equal(a[i].second, b[i].second));
        }

        // A JPEG the workers leave for the GPU whose coded data turns out broken: the CPU fallback reports
        // it, and the batch goes on without it.
        const std::string broken = root + "/a/p3.jpg";
        std::vector<uint8_t> bytes;
        QVERIFY(readFileBytes(broken, bytes));
        Batch batch;
        auto dataset = std::make_shared<ImageFolderDataset>(root);
        std::vector<std::string> warnings;
        auto bad = std::make_shared<BadImageTracker>(dataset->size(), 1.0,
                                                     [&](const std::string& w) { warnings.push_back(w); });
        ClassificationSource source(dataset, trainTransform(64), false, bad);
        QVERIFY(source.encodeRowsForGpu());
        batch = source.allocate(2, false);
        size_t brokenItem = 0;
        for (size_t i = 0; i < dataset->size(); ++i)
            brokenItem = dataset->itemName(i) == broken ? i : brokenItem;
        QVERIFY(source.fill(batch, 0, 0, 5));
        QVERIFY(source.fill(batch, 1, brokenItem, 6));
        batch.indices = {0, static_cast<int64_t>(brokenItem)};
        QVERIFY(!batch.encoded->rows[1].bytes.empty());
        // Damage the bytes left for the GPU (as if the file changed): the CPU fallback reads the file anew.
        std::vector<uint8_t> damaged(bytes.begin(), bytes.begin() + static_cast<long>(bytes.size() / 2));
        {
            std::ofstream out(broken, std::ios::binary | std::ios::trunc);
            out.write(reinterpret_cast<const char*>(damaged.data()),
                      static_cast<std::streamsize>(damaged.size()));
        }
        const std::vector<uint8_t> kept = decodeRowsOnCpu(batch, {1});
        QCOMPARE(kept, (std::vector<uint8_t>{1, 0}));
        QCOMPARE(batch.size(), int64_t{1});
        QCOMPARE(batch.indices, (std::vector<int64_t>{0}));
        QCOMPARE(batch.labels.size(0), int64_t{1});
        QCOMPARE(batch.encoded->rows.size(), size_t{1});
        QCOMPARE(warnings.size(), size_t{1});
        QVERIFY2(warnings[0].find("truncated") != std::string::npos, warnings[0].c_str());
    }

    // The GPU kernel's arithmetic (data/decode/CropResizePixel.h, compiled here for the CPU) against OpenCV's
    // resize of the same crop: area averaging where the crop shrinks on both sides, bilinear where it grows,
    // with the flip. OpenCV computes in fixed point, the kernel in float: a level apart at most,
    // rarely.
    void testKernelArithmeticMatchesOpenCvResize() {
        cv::Mat bgr = picture(500, 375, 3);
        cv::Mat noise(bgr.size(), bgr.type());
        cv::randu(noise, 0, 40);
        bgr += noise;  // texture, so that the interpolation matters
        cv::Mat rgb;
        cv::cvtColor(bgr, rgb, cv::COLOR_BGR2RGB);
        struct Case {
            cv::Rect crop;
            int size;
            bool flip;
        };
        for (const Case& k : {Case{{0, 0, 500, 375}, 224, false}, Case{{37, 20, 300, 250}, 224, true},
                              Case{{10, 5, 120, 90}, 224, false}, Case{{100, 50, 460 - 100, 300}, 64, true},
                              Case{{3, 7, 224, 224}, 224, false}}) {
            cv::Mat expected;
            const bool area = k.crop.width > k.size && k.crop.height > k.size;
            cv::resize(rgb(k.crop), expected, cv::Size(k.size, k.size), 0, 0,
                       area ? cv::INTER_AREA : cv::INTER_LINEAR);
            if (k.flip)
                cv::flip(expected, expected, 1);
            CropResizeRow row;
            row.pixels = rgb.ptr<uint8_t>();
            row.pitch = static_cast<int32_t>(rgb.step[0]);
            row.x = k.crop.x;
            row.y = k.crop.y;
            row.width = k.crop.width;
            row.height = k.crop.height;
            row.flip = k.flip ? 1 : 0;
            double sum = 0, largest = 0;
            for (int y = 0; y < k.size; ++y) {
                for (int x = 0; x < k.size; ++x) {
                    float got[3];
                    cropResizePixel(row, k.size, x, y, got);
                    const auto& want = expected.at<cv::Vec3b>(y, x);
                    for (int c = 0; c < 3; ++c) {
                        const double d = std::abs(static_cast<double>(got[c]) - want[c]);
                        sum += d;
                        largest = std::max(largest, d);
                    }
                }
            }
            const double mean = sum / (3.0 * k.size * k.size);
            const QString what = QString("crop %1x%2 to %3 (%4): mean %5, largest %6")
                                     .arg(k.crop.width)
                                     .arg(k.crop.height)
                                     .arg(k.size)
                                     .arg(area ? "area" : "bilinear")
                                     .arg(mean)
                                     .arg(largest);
            // Bilinear in OpenCV rounds its 11-bit fixed-point weights: about one value in eight is a level
            // off.
            QVERIFY2(mean < 0.2 && largest <= 1.0, qPrintable(what));
        }
    }

    // The GPU path's geometry on the CPU: each picture decoded whole (as nvJPEG does) and cut and resized by
    // the kernel's arithmetic, against the CPU path (region decoding at a reduced DCT scale), for real
    // photographs (bench/gpu/photos, cut to 500x375 as the benchmarks' folder is) and 24 crops each. Compared
    // at a quarter of the size (area averaged), where what is left of resampling (the DCT's averaging against
    // the kernel's) is small and a crop shifted by a pixel still shows on the photographs' fine texture. The
    // first GPU run found the CPU path's DCT-scaled crops up to 1.3 source pixels off (rounded to whole
    // scaled pixels): the GPU path's pictures differed by 0.09 on average, 0.48 on a circuit board.
    void testWholePictureGeometryMatchesTheCpuPath() {
        const ClassificationTransform transform = trainTransform(224);
        std::vector<double> means;
        for (const char* name : {"baboon.jpg", "board.jpg", "building.jpg", "fruits.jpg", "home.jpg"}) {
            const cv::Mat photo = cv::imread(std::string(OSPREY_SOURCE_DIR) + "/bench/gpu/photos/" + name);
            QVERIFY2(!photo.empty(), name);
            const cv::Mat cut =
                photo(cv::Rect(0, 0, std::min(500, photo.cols), std::min(375, photo.rows))).clone();
            const std::vector<uint8_t> bytes = encoded(cut, ".jpg", {cv::IMWRITE_JPEG_QUALITY, 90});
            std::string error;
            cv::Mat rgb;
            cv::cvtColor(decodeImageBytes(bytes, &error, cv::IMREAD_COLOR), rgb, cv::COLOR_BGR2RGB);
            for (uint64_t seed = 0; seed < 24; ++seed) {
                std::mt19937_64 draw(seed);
                const cv::Rect region =
                    transform.sourceRegion(rgb.cols, rgb.rows, draw) & cv::Rect(0, 0, rgb.cols, rgb.rows);
                CropResizeRow row;
                row.pixels = rgb.ptr<uint8_t>();
                row.pitch = static_cast<int32_t>(rgb.step[0]);
                row.x = region.x;
                row.y = region.y;
                row.width = region.width;
                row.height = region.height;
                row.flip = transform.drawFlip(draw) ? 1 : 0;
                std::vector<uint8_t> cpu(224 * 224 * 3);
                std::mt19937_64 same(seed);
                QVERIFY2(transform.applyJpegPixels(bytes, same, cpu.data(), &error), error.c_str());
                cv::Mat gpu(224, 224, CV_8UC3), mirrored(224, 224, CV_8UC3);
                for (int y = 0; y < 224; ++y) {
                    for (int x = 0; x < 224; ++x) {
                        float got[3];
                        cropResizePixel(row, 224, x, y, got);
                        for (int c = 0; c < 3; ++c)
                            gpu.at<cv::Vec3b>(y, x)[c] = static_cast<uint8_t>(got[c]);
                    }
                }
                cv::flip(gpu, mirrored, 1);
                const cv::Mat cpuMat(224, 224, CV_8UC3, cpu.data());
                const auto meanAbs = [](const cv::Mat& a, const cv::Mat& b, int shrink) {
                    cv::Mat x, y, d;
                    cv::resize(a, x, cv::Size(224 / shrink, 224 / shrink), 0, 0, cv::INTER_AREA);
                    cv::resize(b, y, cv::Size(224 / shrink, 224 / shrink), 0, 0, cv::INTER_AREA);
                    cv::absdiff(x, y, d);
                    const cv::Scalar m = cv::mean(d);
                    return (m[0] + m[1] + m[2]) / 3;
                };
                means.push_back(meanAbs(gpu, cpuMat, 4));
                qInfo(
                    "%s seed %d: crop %dx%d at (%d, %d): mean |difference| %.2f levels, at 1/4 %.2f, "
                    "mirrored %.2f",
                    name, static_cast<int>(seed), region.width, region.height, region.x, region.y,
                    meanAbs(gpu, cpuMat, 1), means.back(), meanAbs(mirrored, cpuMat, 4));
            }
        }
        // Measured: median 0.37, worst 1.84 levels at a quarter of the size; a mirrored crop differs by 30
        // and more; before the DCT-scaled region kept its fractional edges, the worst was 7.7.
        std::sort(means.begin(), means.end());
        const double median = means[means.size() / 2], worst = means.back();
        qInfo("median %.2f, worst %.2f levels", median, worst);
        QVERIFY2(median < 1.0 && worst < 3.0,
                 qPrintable(QString("median %1, worst %2 levels on average").arg(median).arg(worst)));
    }

    // data.decode: cpu always decodes on the CPU; auto says why it does where the GPU cannot; gpu refuses
    // with the reason.
    void testDecodeChoice() {
        const DecodeChoice cpu = DecodeChoice::choose("cpu", torch::kCPU, true, false);
        QVERIFY(!cpu.gpu);
        QVERIFY(cpu.note.empty());
        const DecodeChoice autoOnCpu = DecodeChoice::choose("auto", torch::kCPU, true, false);
        QVERIFY(!autoOnCpu.gpu);
        QVERIFY2(autoOnCpu.note.rfind("data.decode auto: pictures are decoded on the CPU: ", 0) == 0,
                 autoOnCpu.note.c_str());
        QVERIFY2(autoOnCpu.note.find("the run is on the CPU") != std::string::npos, autoOnCpu.note.c_str());
        std::string why;
        if (gpuDecodeBuiltIn(&why)) {
            const DecodeChoice detection =
                DecodeChoice::choose("auto", torch::Device(torch::kCUDA, 0), false, false);
            QVERIFY(!detection.gpu);
            QVERIFY2(detection.note.find("detection") != std::string::npos, detection.note.c_str());
            const DecodeChoice cached =
                DecodeChoice::choose("auto", torch::Device(torch::kCUDA, 0), true, true);
            QVERIFY2(cached.note.find("data.cache") != std::string::npos, cached.note.c_str());
            const DecodeChoice onGpu =
                DecodeChoice::choose("auto", torch::Device(torch::kCUDA, 0), true, false);
            QCOMPARE(onGpu.gpu, DecodeChoice::kAutoPicksGpu);
            if (!onGpu.gpu)
                QVERIFY2(onGpu.note.find("data.decode: gpu turns it on") != std::string::npos,
                         onGpu.note.c_str());
            QVERIFY_THROWS_EXCEPTION(
                InputError, DecodeChoice::choose("gpu", torch::Device(torch::kCUDA, 0), false, false));
        } else {
            const DecodeChoice unbuilt =
                DecodeChoice::choose("auto", torch::Device(torch::kCUDA, 0), true, false);
            QVERIFY(!unbuilt.gpu);
            QVERIFY2(unbuilt.note.find("built without nvJPEG") != std::string::npos, unbuilt.note.c_str());
            QVERIFY_THROWS_EXCEPTION(
                InputError, DecodeChoice::choose("gpu", torch::Device(torch::kCUDA, 0), true, false));
        }
        try {
            DecodeChoice::choose("gpu", torch::kCPU, true, false);
            QFAIL("data.decode: gpu on the CPU was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("data.decode: gpu") != std::string::npos, e.what());
        }

        Config config = Config::fromYaml("data:\n  decode: gpu\n");
        QCOMPARE(config.getString("data.decode"), std::string("gpu"));
        QCOMPARE(Config::fromYaml("{}").getString("data.decode"), std::string("auto"));
        try {
            Config::fromYaml("data:\n  decode: nvjpeg\n");
            QFAIL("data.decode: nvjpeg was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("auto, cpu, gpu") != std::string::npos, e.what());
        }
    }

    // On a CUDA device with nvJPEG: the GPU path's normalised images against the CPU path's for the same
    // seeds. They differ by resampling only (the CPU path decodes at a reduced DCT scale and averages areas;
    // nvJPEG's colour conversion and chroma upsampling differ by a level or two): a mean absolute difference
    // under 0.05 of the normalised values (about 3 levels of 255).
    void testGpuDecodingMatchesTheCpuPath() {
        std::string why;
        if (!gpuDecodeBuiltIn(&why))
            QSKIP(why.c_str());
        if (!torch::cuda::is_available())
            QSKIP(
                "no CUDA device here: the nvJPEG path runs on the lent GPU machine (bench/gpu/validate.py "
                "gpu_decode_numerics)");
        QTemporaryDir dir;
        writeFolder(dir.path());
        const torch::Device cuda(torch::kCUDA, 0);
        auto gpuLoader = folderLoader(dir.path().toStdString(), true, true);
        auto cpuLoader = folderLoader(dir.path().toStdString(), false, true);
        const auto a = images(*gpuLoader, cuda);
        const auto b = images(*cpuLoader, cuda);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].first, b[i].first);
            const double mean = (a[i].second - b[i].second).abs().mean().item<double>();
            QVERIFY2(mean < 0.05, qPrintable(QString("batch %1: mean |difference| %2").arg(i).arg(mean)));
        }
    }
};

QTEST_GUILESS_MAIN(TestGpuDecode)
#include "TestGpuDecode.moc"
