#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <array>

#include <QProcess>

#include <cfloat>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>

#include "TestSupport.h"
#include "eval/CocoEvaluator.h"
#include "eval/DetectionConfusion.h"
#include "util/Errors.h"

using namespace osprey;
using Json = nlohmann::json;

namespace {

// A ground-truth file builder: images 1..n of 640x480, categories by id.
struct Gt {
    Json j = {{"images", Json::array()}, {"annotations", Json::array()}, {"categories", Json::array()}};
    int64_t nextId = 1;
    Gt(int images, std::vector<int64_t> categories = {1}) {
        for (int i = 1; i <= images; ++i)
            j["images"].push_back(
                {{"id", i}, {"file_name", std::to_string(i) + ".jpg"}, {"width", 640}, {"height", 480}});
        for (int64_t c : categories)
            j["categories"].push_back({{"id", c}, {"name", "class" + std::to_string(c)}});
    }
    Gt& box(int64_t image, double x, double y, double w, double h, int64_t category = 1, bool crowd = false) {
        j["annotations"].push_back({{"id", nextId++},
                                    {"image_id", image},
                                    {"category_id", category},
                                    {"bbox", {x, y, w, h}},
                                    {"area", w * h},
                                    {"iscrowd", crowd ? 1 : 0}});
        return *this;
    }
};

struct Dt {
    Json j = Json::array();
    Dt& box(int64_t image, double x, double y, double w, double h, double score, int64_t category = 1) {
        j.push_back(
            {{"image_id", image}, {"category_id", category}, {"bbox", {x, y, w, h}}, {"score", score}});
        return *this;
    }
};

}  // namespace

// The COCO evaluator on cases small enough to work out by hand (the arithmetic is in each test's comment).
class TestCocoEval : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    std::string write(const Json& j) {
        const std::string path = m_dir.path().toStdString() + "/f" + std::to_string(m_files++) + ".json";
        std::ofstream(path) << j.dump();
        return path;
    }

    CocoMetrics evaluate(const Gt& gt, const Dt& dt) {
        CocoEvaluator evaluator(loadCocoGroundTruth(write(gt.j)));
        return evaluator.evaluate(loadCocoDetections(write(dt.j)));
    }

    static void expectStats(const CocoMetrics& m, const std::array<double, 12>& expected) {
        for (int i = 0; i < 12; ++i) {
            QVERIFY2(std::abs(m.stats[i] - expected[i]) < 1e-9, qPrintable(QString("%1: got %2, expected %3")
                                                                               .arg(CocoMetrics::names()[i])
                                                                               .arg(m.stats[i], 0, 'g', 12)
                                                                               .arg(expected[i])));
        }
    }

    // The matching evaluate() hands out is the one AP50 came from: each category's precision at the 101
    // recall points, rebuilt from the matches alone (COCO's order: score, then image, then file order; the
    // running maximum from the right; crowd matches left out), equals precisionAt50 exactly.
    static void expectMatchesGiveTheCurves(const CocoEvaluator& evaluator, const CocoGroundTruth& gt,
                                           const std::vector<CocoDetection>& dets,
                                           const CocoMetrics& metrics) {
        CocoMatches m;
        const CocoMetrics again = evaluator.evaluate(dets, 0, &m);
        QCOMPARE(again.stats, metrics.stats);
        QCOMPARE(m.detectionFlags.size(), dets.size());
        for (size_t k = 0; k < metrics.categoryIds.size(); ++k) {
            const int64_t category = metrics.categoryIds[k];
            std::vector<size_t> order;
            for (size_t d = 0; d < dets.size(); ++d) {
                if (dets[d].categoryId == category && !(m.detectionFlags[d] & CocoMatches::NotEvaluated))
                    order.push_back(d);
            }
            std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
                if (dets[a].score != dets[b].score)
                    return dets[a].score > dets[b].score;
                return dets[a].imageId < dets[b].imageId;
            });
            int64_t objects = 0;
            for (const auto& a : gt.annotations)
                objects += a.categoryId == category && !a.iscrowd;
            if (objects == 0)
                continue;
            std::vector<double> recall, precision;
            double tp = 0, fp = 0;
            for (size_t d : order) {
                if (!(m.detectionFlags[d] & CocoMatches::Ignored)) {
                    const bool positive = m.detectionFlags[d] & CocoMatches::TruePositive;
                    tp += positive;
                    fp += !positive;
                    if (positive) {  // the box it matched names it back
                        QCOMPARE(m.annotationMatch[static_cast<size_t>(m.detectionMatch[d])],
                                 static_cast<int64_t>(d));
                        QCOMPARE(gt.annotations[static_cast<size_t>(m.detectionMatch[d])].categoryId,
                                 category);
                    }
                }
                recall.push_back(tp / static_cast<double>(objects));
                precision.push_back(tp / (fp + tp + DBL_EPSILON));
            }
            for (size_t i = precision.size(); i-- > 1;)
                precision[i - 1] = std::max(precision[i - 1], precision[i]);
            for (int r = 0; r < 101; ++r) {
                const double point = r == 100 ? 1.0 : r * 0.01;
                const auto at = std::lower_bound(recall.begin(), recall.end(), point) - recall.begin();
                const double expected =
                    static_cast<size_t>(at) < recall.size() ? precision[static_cast<size_t>(at)] : 0.0;
                QVERIFY2(std::abs(metrics.precisionAt50[k][static_cast<size_t>(r)] - expected) < 1e-12,
                         qPrintable(QString("category %1, recall point %2").arg(category).arg(r)));
            }
        }
    }

private Q_SLOTS:
    // One large box found exactly: 1 everywhere it is defined; no small or medium objects: -1.
    void testPerfectDetection() {
        const auto m = evaluate(Gt(1).box(1, 10, 10, 100, 100), Dt().box(1, 10, 10, 100, 100, 0.9));
        expectStats(m, {1, 1, 1, -1, -1, 1, 1, 1, 1, -1, -1, 1});
    }

    void testNoDetections() {
        const auto m = evaluate(Gt(2).box(1, 10, 10, 20, 20).box(2, 0, 0, 50, 50), Dt());
        // a small and a medium object, nothing found: 0 where defined, -1 for large
        expectStats(m, {0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, -1});
    }

    void testOnlyFalsePositives() {
        const auto m = evaluate(Gt(1).box(1, 0, 0, 100, 100),
                                Dt().box(1, 300, 300, 100, 100, 0.9).box(1, 200, 0, 100, 100, 0.8));
        expectStats(m, {0, 0, 0, -1, -1, 0, 0, 0, 0, -1, -1, 0});
    }

    // An image without ground truth still counts its detections as false positives. Sorted by score: the FP
    // (0.95) then the TP (0.9): recall [0, 1], precision [0, 0.5] -> interpolated 0.5 at every recall point.
    void testDetectionOnAnEmptyImage() {
        const auto m = evaluate(Gt(2).box(1, 10, 10, 100, 100),
                                Dt().box(2, 10, 10, 100, 100, 0.95).box(1, 10, 10, 100, 100, 0.9));
        expectStats(m, {0.5, 0.5, 0.5, -1, -1, 0.5, 1, 1, 1, -1, -1, 1});
    }

    // IoU 0.72 (a 100x72 box on a 100x100 one) passes the thresholds 0.50 ... 0.70: 5 of 10.
    void testIouThresholds() {
        const auto m = evaluate(Gt(1).box(1, 0, 0, 100, 100), Dt().box(1, 0, 0, 100, 72, 0.9));
        expectStats(m, {0.5, 1, 0, -1, -1, 0.5, 0.5, 0.5, 0.5, -1, -1, 0.5});
    }

    // Detections inside a crowd region are matched to it and ignored, not counted as false positives; the
    // crowd region is not an object to find.
    void testCrowdRegionsAreIgnored() {
        Gt gt(1);
        gt.box(1, 0, 0, 100, 100).box(1, 200, 200, 300, 250, 1, /*crowd=*/true);
        const auto m = evaluate(
            gt, Dt().box(1, 0, 0, 100, 100, 0.9).box(1, 250, 250, 50, 50, 0.8).box(1, 300, 300, 80, 80, 0.7));
        expectStats(m, {1, 1, 1, -1, -1, 1, 1, 1, 1, -1, -1, 1});
        // Without the crowd flag the region is one more object, found by neither detection at IoU >= 0.5:
        Gt plain(1);
        plain.box(1, 0, 0, 100, 100).box(1, 200, 200, 300, 250);
        const auto p = evaluate(plain, Dt().box(1, 0, 0, 100, 100, 0.9).box(1, 250, 250, 50, 50, 0.8));
        // recall 1/2 at precision 1 (first), then an FP: interpolated 1 up to recall 0.5, 0 beyond: 51/101.
        QVERIFY(std::abs(p.stats[0] - 51.0 / 101.0) < 1e-12);
    }

    // A detection that overlaps a real object (IoU 0.66) and lies inside a crowd region: matched to the
    // object while the IoU threshold allows (0.50 ... 0.65: 4 of 10), else to the crowd region and ignored.
    void testRealObjectsBeforeCrowdRegions() {
        Gt gt(1);
        gt.box(1, 0, 0, 100, 100).box(1, 0, 0, 400, 400, 1, /*crowd=*/true);
        const auto m = evaluate(gt, Dt().box(1, 0, 0, 100, 66, 0.9));
        QVERIFY(std::abs(m.stats[0] - 0.4) < 1e-12);
        QVERIFY(std::abs(m.stats[1] - 1.0) < 1e-12);
        QVERIFY(std::abs(m.stats[8] - 0.4) < 1e-12);
    }

    // 101 detections in one image: COCO keeps the 100 best. The true positive ranked 100th gives precision
    // 1/100 at recall 1; ranked 101st it is dropped.
    void testMoreThan100DetectionsInAnImage() {
        for (const bool last : {false, true}) {
            Dt dt;
            for (int i = 0; i < 99; ++i)
                dt.box(1, 400, 300, 10 + i % 7, 10, 0.99 - i * 0.001);
            dt.box(1, 0, 0, 100, 100, last ? 0.5 : 0.8);  // the true positive
            dt.box(1, 500, 400, 20, 20, last ? 0.7 : 0.1);
            const auto m = evaluate(Gt(1).box(1, 0, 0, 100, 100), dt);
            // The matching says the same: the true positive, or (ranked 101st) a detection not evaluated.
            CocoMatches matches;
            CocoEvaluator(loadCocoGroundTruth(write(Gt(1).box(1, 0, 0, 100, 100).j)))
                .evaluate(loadCocoDetections(write(dt.j)), 0, &matches);
            QCOMPARE(int(matches.detectionFlags[99]),
                     last ? int(CocoMatches::NotEvaluated) : int(CocoMatches::TruePositive));
            QCOMPARE(matches.annotationMatch[0], last ? int64_t{-1} : int64_t{99});
            if (last) {
                expectStats(m, {0, 0, 0, -1, -1, 0, 0, 0, 0, -1, -1, 0});
            } else {
                // the 99 small false positives are outside the large range and ignored there: APl is 1
                expectStats(m, {0.01, 0.01, 0.01, -1, -1, 1, 0, 0, 1, -1, -1, 1});
            }
        }
    }

    // Area ranges follow the ground truth's area; a category without ground truth is left out of the means.
    void testAreaRangesAndCategoriesWithoutGroundTruth() {
        Gt gt(2, {1, 2});
        gt.box(1, 0, 0, 20, 20).box(2, 0, 0, 50, 50);  // small found, medium missed
        const auto m = evaluate(gt, Dt().box(1, 0, 0, 20, 20, 0.9).box(2, 300, 300, 60, 60, 0.5, 2));
        // all areas: recall 1/2 at precision 1 -> 51/101; small 1; medium 0; category 2 has no ground truth.
        expectStats(m, {51.0 / 101.0, 51.0 / 101.0, 51.0 / 101.0, 1, 0, -1, 0.5, 0.5, 0.5, 1, 0, -1});
        QCOMPARE(m.categoryAP.size(), size_t{2});
        QCOMPARE(m.categoryAP[1], -1.0);
        QCOMPARE(m.categoryNames[0], std::string("class1"));
        QCOMPARE(m.precisionAt50[0][0], 1.0);
        QCOMPARE(m.precisionAt50[0][100], 0.0);
    }

    // Random scenes (crowds, tied scores, every box size, an image with 130 detections) against the plain
    // restatement of the rules in tests/fixtures/coco_reference_eval.py.
    void testRandomScenesMatchTheReference() {
        for (int seed = 1; seed <= 3; ++seed) {
            std::mt19937 rng(static_cast<unsigned>(seed));
            auto uniform = [&rng](double lo, double hi) {
                return std::uniform_real_distribution<double>(lo, hi)(rng);
            };
            auto pick = [&rng](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
            Gt gt(25, {1, 2, 3, 7});
            Dt dt;
            for (int image = 1; image <= 25; ++image) {
                const int objects = pick(0, 6);
                std::vector<std::array<double, 5>> boxes;
                for (int o = 0; o < objects; ++o) {
                    const double side = std::exp(uniform(std::log(6.0), std::log(300.0)));
                    const double x = uniform(0, 600 - side), y = uniform(0, 440 - side * 0.8);
                    const int category = std::array<int, 4>{1, 2, 3, 7}[pick(0, 3)];
                    gt.box(image, x, y, side, side * uniform(0.5, 1.2), category, pick(0, 9) == 0);
                    boxes.push_back({x, y, side, side, static_cast<double>(category)});
                }
                const int detections = image == 5 ? 130 : pick(0, 25);
                for (int d = 0; d < detections; ++d) {
                    const double score = std::round(uniform(0, 1) * 20) / 20;  // many ties
                    if (!boxes.empty() && pick(0, 2) > 0) {
                        const auto& b = boxes[pick(0, static_cast<int>(boxes.size()) - 1)];
                        const double j = uniform(0, 0.15);
                        dt.box(image, b[0] + uniform(-j, j) * b[2], b[1] + uniform(-j, j) * b[3],
                               b[2] * uniform(1 - j, 1 + j), b[3] * uniform(1 - j, 1 + j), score,
                               pick(0, 4) == 0 ? 2 : static_cast<int64_t>(b[4]));
                    } else {
                        const double side = uniform(4, 200);
                        dt.box(image, uniform(0, 500), uniform(0, 400), side, side * uniform(0.5, 2), score,
                               pick(1, 3));
                    }
                }
            }
            const std::string gtPath = write(gt.j), dtPath = write(dt.j);
            CocoEvaluator evaluator(loadCocoGroundTruth(gtPath));
            const CocoMetrics ours = evaluator.evaluate(loadCocoDetections(dtPath));
            QProcess python;
            python.start(qEnvironmentVariable("OSPREY_PYTHON", "/usr/bin/python3"),
                         {QString(OSPREY_SOURCE_DIR) + "/tests/fixtures/coco_reference_eval.py",
                          QString::fromStdString(gtPath), QString::fromStdString(dtPath)});
            QVERIFY(python.waitForFinished(120000));
            QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
            const QJsonObject reference = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
            for (int i = 0; i < 12; ++i) {
                const double expected = reference[CocoMetrics::names()[i]].toDouble();
                QVERIFY2(std::abs(ours.stats[i] - expected) < 1e-9,
                         qPrintable(QString("seed %1, %2: %3 vs reference %4")
                                        .arg(seed)
                                        .arg(CocoMetrics::names()[i])
                                        .arg(ours.stats[i], 0, 'g', 12)
                                        .arg(expected, 0, 'g', 12)));
            }
            qInfo("seed %d: AP %.4f AP50 %.4f AR100 %.4f, equal to the reference", seed, ours.stats[0],
                  ours.stats[1], ours.stats[8]);
            expectMatchesGiveTheCurves(evaluator, loadCocoGroundTruth(gtPath), loadCocoDetections(dtPath),
                                       ours);
        }
    }

    // The confusion matrix and F1-best thresholds on a case worked out by hand. Image 1: class 1 box a1 and
    // class 2 box b1; image 2: class 1 box a2 and a crowd region. Detections: d0 finds a1 (0.9); d1 sits on
    // b1 but says class 1 (0.8); d2 is on nothing (class 2, 0.7); d3 finds a2 (0.6, IoU 0.68); d4 repeats a2
    // (0.3); d5 lies on the crowd region (0.5, ignored); d6 is a second class-1 detection on b1 (0.2).
    void testDetectionConfusionAndThresholds() {
        Gt gt(2, {1, 2});
        gt.box(1, 0, 0, 10, 10)
            .box(1, 20, 20, 10, 10, 2)
            .box(2, 0, 0, 10, 10)
            .box(2, 100, 100, 20, 20, 1, true);
        Dt dt;
        dt.box(1, 0, 0, 10, 10, 0.9).box(1, 20, 20, 10, 10, 0.8).box(1, 50, 50, 5, 5, 0.7, 2);
        dt.box(2, 1, 1, 10, 10, 0.6).box(2, 0, 0, 10, 10, 0.3).box(2, 100, 100, 20, 20, 0.5);
        dt.box(1, 20, 20, 10, 10, 0.2);  // d6: a second class-1 detection on b1, which d1 claimed already
        const CocoGroundTruth truth = loadCocoGroundTruth(write(gt.j));
        const std::vector<CocoDetection> dets = loadCocoDetections(write(dt.j));
        CocoMatches m;
        CocoEvaluator(truth).evaluate(dets, 0, &m);
        QCOMPARE(m.detectionFlags, (std::vector<uint8_t>{1, 0, 0, 1, 0, 2, 0}));
        QCOMPARE(m.annotationMatch, (std::vector<int64_t>{0, -1, 3, -1}));
        QCOMPARE(m.bestOverlap[1], int64_t{1});  // d1's best box: b1, of class 2
        QCOMPARE(m.bestOverlap[2], int64_t{-1});
        // rows: class 1, class 2, background; columns the same
        auto cells = [&](double threshold) { return detectionConfusion(truth, dets, m, threshold).cells; };
        QCOMPARE(cells(0.5), (std::vector<int64_t>{2, 0, 0, /**/ 1, 0, 0, /**/ 0, 1, 0}));
        QCOMPARE(cells(0.65), (std::vector<int64_t>{1, 0, 1, /**/ 1, 0, 0, /**/ 0, 1, 0}));
        QCOMPARE(cells(0.85), (std::vector<int64_t>{1, 0, 1, /**/ 0, 0, 1, /**/ 0, 0, 0}));
        QCOMPARE(cells(0.0), (std::vector<int64_t>{2, 0, 0, /**/ 1, 0, 0, /**/ 2, 1, 0}));  // b1 counted once
        // class 1 by score: d0 TP, d1 FP, d3 TP, d4 FP (d5 ignored); 2 objects. F1 is best at 0.6: P 2/3,
        // R 1.
        const auto t = classThresholds(truth, dets, m, 0.5);
        QCOMPARE(t[0].objects, int64_t{2});
        QCOMPARE(t[0].truePositives, int64_t{2});
        QCOMPARE(t[0].falsePositives, int64_t{1});
        QCOMPARE(t[0].bestThreshold, 0.6);
        QVERIFY(std::abs(t[0].bestF1 - 0.8) < 1e-12);
        QVERIFY(std::abs(t[0].f1 - 0.8) < 1e-12);
        QCOMPARE(t[1].bestF1, 0.0);  // class 2 has no true positive

        // What is behind each count at 0.65: d0 on a1 (class 1 right), d1 on b1 (class 2 taken for class 1),
        // d2 on nothing (background row), a2 missed (d3 at 0.6 is below).
        std::vector<ConfusionEntry> entries;
        const DetectionConfusion at65 = detectionConfusion(truth, dets, m, 0.65, &entries);
        QCOMPARE(entries.size(), size_t{4});
        std::vector<std::array<int64_t, 4>> seen;
        for (const ConfusionEntry& e : entries)
            seen.push_back({e.truth, e.predicted, e.detection, e.annotation});
        std::sort(seen.begin(), seen.end());
        QCOMPARE(seen, (std::vector<std::array<int64_t, 4>>{
                           {0, 0, 0, 0}, {0, 2, -1, 2}, {1, 0, 1, 1}, {2, 1, 2, -1}}));
        int64_t total = 0;
        for (int64_t v : at65.cells)
            total += v;
        QCOMPARE(static_cast<int64_t>(entries.size()), total);

        // Class 1's curve: one point per score among d0 (TP), d1 (FP), d3 (TP), d4 (FP); d6 (0.2) is a FP.
        const auto curves = precisionRecallCurves(truth, dets, m);
        QCOMPARE(curves[0].objects, int64_t{2});
        QCOMPARE(curves[0].scores, (std::vector<double>{0.9, 0.8, 0.6, 0.3, 0.2}));
        QCOMPARE(curves[0].truePositives, (std::vector<int64_t>{1, 1, 2, 2, 2}));
        QCOMPARE(curves[0].precision(2), 2.0 / 3.0);
        QCOMPARE(curves[0].recall(2), 1.0);
        QCOMPARE(curves[1].truePositives, (std::vector<int64_t>{0}));  // d2, a false positive
    }

    void testBadInputNamesTheRecord() {
        auto errorOf = [this](const Json& gt, const Json& dt) -> QString {
            try {
                CocoEvaluator e(loadCocoGroundTruth(write(gt)));
                e.evaluate(loadCocoDetections(write(dt)));
            } catch (const InputError& e) {
                return e.what();
            }
            return {};
        };
        Gt missingBox(1);
        missingBox.box(1, 0, 0, 10, 10);
        missingBox.j["annotations"][0].erase("bbox");
        QVERIFY(errorOf(missingBox.j, Json::array()).contains("annotation 0 (id 1): has no 'bbox'"));
        Gt shortBox(1);
        shortBox.box(1, 0, 0, 10, 10);
        shortBox.j["annotations"][0]["bbox"] = {1, 2, 3};
        QVERIFY(errorOf(shortBox.j, Json::array()).contains("'bbox' has 3 numbers"));
        QVERIFY(errorOf(Gt(1).j, Dt().box(7, 0, 0, 1, 1, 0.5).j).contains("image id 7"));
        Json noScore = Dt().box(1, 0, 0, 1, 1, 0.5).j;
        noScore[0].erase("score");
        QVERIFY(errorOf(Gt(1).j, noScore).contains("detection 0: lacks 'score'"));
        Json noImages = Gt(1).j;
        noImages.erase("images");
        QVERIFY(errorOf(noImages, Json::array()).contains("no 'images'"));
        const std::string broken = write(Json::object());
        std::ofstream(broken) << "[{\"image_id\": 1, ";
        try {
            loadCocoDetections(broken);
            QFAIL("broken JSON was accepted");
        } catch (const InputError& e) {
            QVERIFY(QString(e.what()).contains(QString::fromStdString(broken)));
        }
    }

    void testCliJson() {
        const std::string gt = write(Gt(1).box(1, 0, 0, 100, 100).j);
        const std::string dt = write(Dt().box(1, 0, 0, 100, 72, 0.9).j);
        const auto r = test::runCli({"coco-eval", "--gt", QString::fromStdString(gt), "--detections",
                                     QString::fromStdString(dt), "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        for (const char* key : CocoMetrics::names())
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o.size(), 12);
        QCOMPARE(o["AP"].toDouble(), 0.5);
        const auto bad = test::runCli(
            {"coco-eval", "--gt", QString::fromStdString(dt), "--detections", QString::fromStdString(dt)});
        QVERIFY2(bad.exitCode == 2 && bad.err.contains("not a COCO instances file"), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestCocoEval)
#include "TestCocoEval.moc"
