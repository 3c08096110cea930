#include <QtTest>

#include <random>

#include <QTemporaryDir>

#include "data/formats/coco/CocoData.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "detection/AnchorGenerator.h"
#include "detection/BoxCoder.h"
#include "detection/BoxOps.h"
#include "detection/Matcher.h"
#include "detection/Nms.h"
#include "models/ModelRegistry.h"
#include "models/detection/EfficientDet.h"
#include "models/detection/SsdResNet34.h"
#include "weights/StateDict.h"
#include "weights/StateDictLoader.h"

using namespace osprey;

namespace {

torch::Tensor randomBoxes(int64_t n, std::mt19937& rng, float extent = 100) {
    std::uniform_real_distribution<float> pos(0, extent), size(1, extent / 3);
    std::vector<float> v;
    for (int64_t i = 0; i < n; ++i) {
        const float x = pos(rng), y = pos(rng);
        v.insert(v.end(), {x, y, x + size(rng), y + size(rng)});
    }
    return torch::tensor(v).view({n, 4});
}

// The slow, obvious NMS: take the best remaining box, drop every remaining one overlapping it by more than
// the threshold, repeat.
std::vector<int64_t> bruteForceNms(const torch::Tensor& boxes, const torch::Tensor& scores,
                                   const torch::Tensor& classes, double threshold) {
    std::vector<int64_t> remaining(static_cast<size_t>(boxes.size(0)));
    std::iota(remaining.begin(), remaining.end(), 0);
    const torch::Tensor iou = boxIou(boxes, boxes);
    std::vector<int64_t> keep;
    while (!remaining.empty()) {
        auto best = std::max_element(remaining.begin(), remaining.end(), [&](int64_t a, int64_t b) {
            return scores[a].item<float>() < scores[b].item<float>();
        });
        const int64_t i = *best;
        keep.push_back(i);
        std::vector<int64_t> next;
        for (int64_t j : remaining) {
            const bool sameClass = classes[i].item<int64_t>() == classes[j].item<int64_t>();
            if (j != i && !(sameClass && iou[i][j].item<float>() > threshold))
                next.push_back(j);
        }
        remaining = next;
    }
    return keep;
}

std::vector<int64_t> toVector(const torch::Tensor& t) {
    const torch::Tensor c = t.contiguous();
    return std::vector<int64_t>(c.data_ptr<int64_t>(), c.data_ptr<int64_t>() + c.numel());
}

}  // namespace

// Anchors, default boxes, the box coder, the matcher and NMS.
class TestDetectionParts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void testSsd300Has8732DefaultBoxes() {
        const torch::Tensor boxes = ssd300DefaultBoxes();
        QCOMPARE(boxes.size(0), int64_t{8732});
        int64_t total = 0;
        const int sizes[6] = {38, 19, 10, 5, 3, 1};
        for (int k = 0; k < 6; ++k)
            total += sizes[k] * sizes[k] * ssd300BoxesPerLocation()[k];
        QCOMPARE(total, int64_t{8732});
        // The first box: the small square s1 = 21/300 centred on the first 8-pixel cell.
        const double c = 0.5 / 37.5, s = 21.0 / 300;
        QVERIFY(torch::allclose(
            boxes[0], torch::tensor({c - s / 2, c - s / 2, c + s / 2, c + s / 2}, torch::kFloat32)));
        // The last: the 1x1 map's tall box for ratio 2: width s1 / sqrt(2), height s1 sqrt(2) clamped to 1.
        const float w = static_cast<float>(261.0 / 300 / std::sqrt(2.0));
        QVERIFY(torch::allclose(boxes[8731], torch::tensor({0.5f - w / 2, 0.0f, 0.5f + w / 2, 1.0f})));
    }

    // SSD at other input sizes: its maps' sides follow the input, its default boxes follow the maps (the
    // MLPerf layout exactly at 300), and it runs from the smallest size on; below that it has no 1x1 map to
    // make.
    void testSsdFollowsTheInputSize() {
        QCOMPARE(SsdResNet34Impl::featureSizes(300), (std::vector<int64_t>{38, 19, 10, 5, 3, 1}));
        QVERIFY(torch::equal(ssdDefaultBoxes({38, 19, 10, 5, 3, 1}), ssd300DefaultBoxes()));
        const int64_t smallest = SsdResNet34Impl::minimumInputSize();
        QCOMPARE(smallest, int64_t{257});
        QVERIFY(SsdResNet34Impl::featureSizes(smallest - 1).empty());
        SsdOptions options;
        options.numClasses = 3;
        torch::manual_seed(0);
        SsdResNet34Impl ssd(options);
        ssd.eval();
        torch::NoGradGuard noGrad;
        for (int64_t side : {smallest, int64_t{384}}) {
            const auto sizes = SsdResNet34Impl::featureSizes(side);
            int64_t boxes = 0;
            for (size_t k = 0; k < sizes.size(); ++k)
                boxes += sizes[k] * sizes[k] * ssd300BoxesPerLocation()[k];
            const auto out = ssd.run(torch::randn({1, 3, side, side}));
            QCOMPARE(out.defaultBoxes.size(0), boxes);
            QCOMPARE(out.classLogits.size(1), boxes);
            // The boxes cover the image of that size: centres inside it.
            const torch::Tensor centres =
                (out.defaultBoxes.narrow(1, 0, 2) + out.defaultBoxes.narrow(1, 2, 2)) / 2;
            QVERIFY(centres.min().item<double>() >= 0 &&
                    centres.max().item<double>() <= static_cast<double>(side));
        }
    }

    void testRetinaNetAnchors() {
        const AnchorGenerator generator = AnchorGenerator::retinaNet();
        QCOMPARE(generator.anchorsPerLocation(0), int64_t{9});
        // Level P3: sizes 32, 40, 50; ratio 0.5 first: w = 32 * sqrt(2), h = 32 / sqrt(2), rounded.
        const torch::Tensor base = generator.baseAnchors(0);
        QVERIFY(torch::equal(base[0], torch::tensor({-23.0f, -11.0f, 23.0f, 11.0f})));
        QVERIFY(torch::equal(base[4], torch::tensor({-20.0f, -20.0f, 20.0f, 20.0f})));  // ratio 1, size 40
        const torch::Tensor all = generator.anchors(512, 512, {{64, 64}, {32, 32}, {16, 16}, {8, 8}, {4, 4}});
        QCOMPARE(all.size(0), int64_t{(4096 + 1024 + 256 + 64 + 16) * 9});
        // The second cell of P3 is 8 pixels to the right.
        QVERIFY(torch::equal(all[9], base[0] + torch::tensor({8.0f, 0.0f, 8.0f, 0.0f})));
        // The first cell of the second row is 8 pixels down.
        QVERIFY(torch::equal(all[64 * 9], base[0] + torch::tensor({0.0f, 8.0f, 0.0f, 8.0f})));
    }

    void testBoxCoderRoundTrip() {
        std::mt19937 rng(1);
        const torch::Tensor anchors = randomBoxes(500, rng), boxes = randomBoxes(500, rng);
        for (const auto& weights : {std::array<double, 4>{1, 1, 1, 1}, std::array<double, 4>{10, 10, 5, 5}}) {
            const BoxCoder coder(weights);
            const torch::Tensor back = coder.decode(coder.encode(boxes, anchors), anchors);
            QVERIFY(torch::allclose(back, boxes, 1e-4, 1e-3));
        }
        // Encoding a box on its own anchor gives zeros; decoding clamps huge widths.
        const BoxCoder coder;
        QVERIFY(torch::allclose(coder.encode(anchors, anchors), torch::zeros({500, 4}), 0, 1e-5));
        const torch::Tensor huge = coder.decode(torch::tensor({{0.0f, 0.0f, 50.0f, 50.0f}}),
                                                torch::tensor({{0.0f, 0.0f, 10.0f, 10.0f}}));
        QVERIFY(std::abs((huge[0][2] - huge[0][0]).item<float>() - 10.0f * 1000 / 16) < 0.01f);
    }

    void testMatcherCases() {
        // rows: 2 ground-truth boxes; columns: 5 anchors
        const torch::Tensor quality =
            torch::tensor({{0.9f, 0.45f, 0.1f, 0.0f, 0.3f}, {0.2f, 0.1f, 0.35f, 0.1f, 0.1f}});
        const Matcher plain(0.5, 0.4, false);
        QCOMPARE(toVector(plain(quality)), (std::vector<int64_t>{0, Matcher::kBetween, Matcher::kBelowLow,
                                                                 Matcher::kBelowLow, Matcher::kBelowLow}));
        // gt 1's best overlap is 0.35 (anchor 2): kept as a low-quality match.
        const Matcher lowQuality(0.5, 0.4, true);
        QCOMPARE(toVector(lowQuality(quality)),
                 (std::vector<int64_t>{0, Matcher::kBetween, 1, Matcher::kBelowLow, Matcher::kBelowLow}));
        // Ties for a gt's best overlap all keep their match.
        const torch::Tensor tie = torch::tensor({{0.3f, 0.3f, 0.1f}});
        QCOMPARE(toVector(lowQuality(tie)), (std::vector<int64_t>{0, 0, Matcher::kBelowLow}));
        // SSD: every gt gets its best anchor, even over another gt's claim.
        const torch::Tensor clash = torch::tensor({{0.9f, 0.6f}, {0.8f, 0.1f}});
        const Matcher ssd(0.5, 0.5, false, true);
        QCOMPARE(toVector(ssd(clash)), (std::vector<int64_t>{1, 0}));
        // No ground truth: all background.
        QCOMPARE(toVector(plain(torch::zeros({0, 3}))),
                 (std::vector<int64_t>{Matcher::kBelowLow, Matcher::kBelowLow, Matcher::kBelowLow}));
    }

    void testNmsEqualsBruteForce() {
        std::mt19937 rng(7);
        for (int trial = 0; trial < 20; ++trial) {
            const int64_t n = 50 + trial * 10;
            const torch::Tensor boxes = randomBoxes(n, rng);
            const torch::Tensor scores = torch::rand({n});
            const torch::Tensor one = torch::zeros({n}, torch::kInt64);
            const double threshold = 0.3 + 0.02 * trial;
            QCOMPARE(toVector(nms(boxes, scores, threshold)), bruteForceNms(boxes, scores, one, threshold));
            const torch::Tensor classes = torch::randint(0, 4, {n}, torch::kInt64);
            QCOMPARE(toVector(batchedNms(boxes, scores, classes, threshold)),
                     bruteForceNms(boxes, scores, classes, threshold));
        }
        QCOMPARE(nms(torch::zeros({0, 4}), torch::zeros({0}), 0.5).numel(), int64_t{0});
    }

    // SSD300-ResNet34: 8,732 outputs per image, a loss over one object with 3:1 hard negatives, detections,
    // and a torchvision resnet34 file filling its backbone.
    void testSsdResNet34() {
        ModelOptions options;
        options.numClasses = 3;
        auto detector = ModelRegistry::instance().createDetector("ssd300_resnet34", options);
        auto* ssd = dynamic_cast<SsdResNet34Impl*>(detector.get());
        QVERIFY(ssd);
        torch::manual_seed(0);
        const torch::Tensor images = torch::randn({2, 3, 300, 300});
        const auto outputs = ssd->run(images);
        QCOMPARE(outputs.classLogits.sizes().vec(), (std::vector<int64_t>{2, 8732, 4}));
        QCOMPARE(outputs.boxDeltas.sizes().vec(), (std::vector<int64_t>{2, 8732, 4}));
        std::vector<DetectionTarget> targets = {
            {torch::tensor({{30.0f, 40.0f, 150.0f, 200.0f}}), torch::tensor({2}, torch::kInt64)},
            {torch::zeros({0, 4}), torch::zeros({0}, torch::kInt64)}};
        const DetectionLosses losses = ssd->loss(outputs, targets);
        QVERIFY(std::isfinite(losses.total().item<double>()) && losses.total().item<double>() > 0);
        losses.total().backward();
        QVERIFY(ssd->named_parameters()["loc.0.weight"].grad().defined());
        ssd->eval();
        torch::NoGradGuard noGrad;
        ssd->postprocess().scoreThreshold = 0.0;
        const auto found = ssd->detect(images);
        QCOMPARE(found.size(), size_t{2});
        QVERIFY(found[0].boxes.size(0) > 0 && found[0].boxes.size(0) <= 300);
        QVERIFY(found[0].labels.max().item<int64_t>() < 3);
        // A torchvision resnet34 classifier file fills backbone.body (its layer4 and fc have no place there).
        auto resnet = ModelRegistry::instance().createClassifier("resnet34", ModelOptions{});
        LoadOptions backbone;
        backbone.targetPrefix = "backbone.body.";
        backbone.ignoreUnexpected = true;
        const LoadReport report = loadStateDict(*ssd, stateDictOf(*resnet), backbone, "resnet34.pth");
        QVERIFY2(report.complete(), report.describe().c_str());
        QVERIFY(report.loaded > 100);
    }

    // EfficientDet-D0: the paper's 3.9M parameters, five levels of nine anchors each, a loss with gradients
    // reaching the BiFPN fusion weights, detections, and an ImageNet efficientnet_b0 file filling the
    // backbone.
    void testEfficientDetD0() {
        ModelOptions options;
        options.numClasses = 90;
        QCOMPARE(countParameters(*ModelRegistry::instance().create("efficientdet_d0", options)),
                 int64_t{3880067});
        options.numClasses = 3;
        auto detector = ModelRegistry::instance().createDetector("efficientdet_d0", options);
        auto* det = dynamic_cast<EfficientDetImpl*>(detector.get());
        QVERIFY(det);
        torch::manual_seed(0);
        const torch::Tensor images = torch::randn({2, 3, 256, 192});
        const AnchorOutputs outputs = det->run(images);
        QCOMPARE(outputs.classLogits.size(), size_t{5});
        int64_t anchors = 0;
        for (size_t l = 0; l < 5; ++l) {
            const int64_t stride = int64_t{8} << l;
            const int64_t cells = ((256 + stride - 1) / stride) * ((192 + stride - 1) / stride);
            QCOMPARE(outputs.classLogits[l].sizes().vec(), (std::vector<int64_t>{2, cells * 9, 3}));
            QCOMPARE(outputs.anchors[l].size(0), cells * 9);
            anchors += cells * 9;
        }
        QCOMPARE(anchors, int64_t{9 * (32 * 24 + 16 * 12 + 8 * 6 + 4 * 3 + 2 * 2)});
        std::vector<DetectionTarget> targets = {
            {torch::tensor({{30.0f, 40.0f, 150.0f, 200.0f}}), torch::tensor({2}, torch::kInt64)},
            {torch::zeros({0, 4}), torch::zeros({0}, torch::kInt64)}};
        const DetectionLosses losses = det->loss(images, targets);
        QVERIFY(std::isfinite(losses.total().item<double>()) && losses.boxRegression.item<double>() > 0);
        losses.total().backward();
        const auto params = det->named_parameters();
        QVERIFY(params["bifpn.0.w4"].grad().defined() &&
                params["bifpn.0.w4"].grad().abs().sum().item<double>() > 0);
        QVERIFY(params["backbone.features.0.0.weight"].grad().defined());
        det->eval();
        torch::NoGradGuard noGrad;
        det->postprocess().scoreThreshold = 0.0;
        const auto found = det->detect(images);
        QCOMPARE(found.size(), size_t{2});
        QVERIFY(found[0].boxes.size(0) > 0 && found[0].boxes.size(0) <= 300);
        QVERIFY(found[0].boxes.select(1, 2).max().item<float>() <= 192.0f);
        // An ImageNet efficientnet_b0 file fills backbone.* (its last 1x1 convolution and classifier are left
        // over).
        auto b0 = ModelRegistry::instance().createClassifier("efficientnet_b0", ModelOptions{});
        LoadOptions backbone;
        backbone.targetPrefix = "backbone.";
        backbone.ignoreUnexpected = true;
        const LoadReport report = loadStateDict(*det, stateDictOf(*b0), backbone, "efficientnet_b0.pth");
        QVERIFY2(report.complete(), report.describe().c_str());
        QVERIFY(torch::equal(params["backbone.features.7.0.block.3.0.weight"],
                             b0->named_parameters()["features.7.0.block.3.0.weight"]));
    }

    // The per-image losses the records keep: each equals the loss of that image run as a batch of its own,
    // and lossAndDetect gives them from the batch's one pass only when asked.
    void testImageLossesAreEachImageAlone_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("side");
        QTest::newRow("retinanet") << "retinanet_resnet18_fpn" << 128;
        QTest::newRow("ssd") << "ssd300_resnet34" << 300;
        QTest::newRow("efficientdet") << "efficientdet_d0" << 128;
    }
    void testImageLossesAreEachImageAlone() {
        QFETCH(QString, name);
        QFETCH(int, side);
        ModelOptions options;
        options.numClasses = 3;
        auto detector = ModelRegistry::instance().createDetector(name.toStdString(), options);
        detector->eval();
        torch::NoGradGuard noGrad;
        torch::manual_seed(1);
        const torch::Tensor images = torch::randn({3, 3, side, side});
        const float s = static_cast<float>(side) / 128.0F;
        const std::vector<DetectionTarget> targets = {
            {torch::tensor({{10.0F * s, 12.0F * s, 70.0F * s, 90.0F * s}}),
             torch::tensor({2}, torch::kInt64)},
            {torch::zeros({0, 4}), torch::zeros({0}, torch::kInt64)},
            {torch::tensor({{5.0F * s, 5.0F * s, 40.0F * s, 30.0F * s},
                            {60.0F * s, 50.0F * s, 120.0F * s, 110.0F * s}}),
             torch::tensor({0, 1}, torch::kInt64)}};
        const auto both = detector->lossAndDetect(images, targets, true);
        QCOMPARE(both.imageLosses.size(), size_t{3});
        QVERIFY(detector->lossAndDetect(images, targets, false).imageLosses.empty());
        for (int64_t i = 0; i < 3; ++i) {
            const double alone = detector->loss(images.narrow(0, i, 1), {targets[static_cast<size_t>(i)]})
                                     .total()
                                     .item<double>();
            QVERIFY2(
                std::abs(both.imageLosses[static_cast<size_t>(i)] - alone) <= 1e-4 * std::max(1.0, alone),
                qPrintable(QString("image %1: %2 in the batch, %3 alone")
                               .arg(i)
                               .arg(both.imageLosses[static_cast<size_t>(i)])
                               .arg(alone)));
        }
        QVERIFY(both.imageLosses[0] != both.imageLosses[2]);
    }

    void testShapesAreDeterministicAndBoxed() {
        const ShapesGenerator generator;
        int perClass[5] = {0, 0, 0, 0, 0};
        for (int64_t i = 0; i < 200; ++i) {
            const ShapeImage a = generator.generate(3, i), b = generator.generate(3, i);
            QCOMPARE(a.objects.size(), b.objects.size());
            QVERIFY(cv::norm(a.image, b.image, cv::NORM_INF) == 0);
            QVERIFY(!a.objects.empty() && a.objects.size() <= 4);
            for (const auto& o : a.objects) {
                QVERIFY(o.x1 >= 0 && o.y1 >= 0 && o.x2 <= 256 && o.y2 <= 256);
                QVERIFY(o.x2 - o.x1 >= 8 && o.y2 - o.y1 >= 8);
                ++perClass[o.classId];
            }
        }
        for (int c = 0; c < 5; ++c)
            QVERIFY2(perClass[c] > 60,
                     qPrintable(QString("class %1 drawn %2 times").arg(c).arg(perClass[c])));
        // Another seed, another picture.
        QVERIFY(cv::norm(generator.generate(3, 0).image, generator.generate(4, 0).image, cv::NORM_INF) > 0);
        QTemporaryDir dir;
        const std::string json = generator.writeCoco(dir.path().toStdString(), "val", 3, 12);
        const CocoGroundTruth gt = loadCocoGroundTruth(json);
        QCOMPARE(gt.images.size(), size_t{12});
        QCOMPARE(gt.categories.size(), size_t{5});
        size_t objects = 0;
        for (int64_t i = 0; i < 12; ++i)
            objects += generator.generate(3, i).objects.size();
        QCOMPARE(gt.annotations.size(), objects);
        QVERIFY(QFile::exists(dir.path() + "/val/000011.png"));
    }
};

QTEST_GUILESS_MAIN(TestDetectionParts)
#include "TestDetectionParts.moc"
