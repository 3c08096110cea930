// The ONNX runtime without libtorch (infer/DeployedModel, osprey-infer, predict --onnx) on small models
// written here with ONNX's protobuf classes: a classifier's scores against a hand computation, a detector's
// boxes against Osprey's own libtorch decoding, and the files it must refuse.
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include <cmath>
#include <fstream>
#include <random>

#include "OnnxTestModels.h"
#include "TestSupport.h"
#include "data/transforms/ClassificationTransform.h"
#include "data/transforms/DetectionTransform.h"
#include "detection/AnchorDetection.h"
#include "detection/DenseDetections.h"
#include "infer/DeployedModel.h"
#include "infer/OnnxPredictor.h"
#include "models/detection/SsdResNet34.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"

using namespace osprey;
using namespace osprey::test;

namespace {

// A picture with structure in every channel, not square (the crop and the letterbox matter).
cv::Mat testPicture(int width, int height) {
    cv::Mat bgr(height, width, CV_8UC3);
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> value(0, 255);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            bgr.at<cv::Vec3b>(y, x) =
                cv::Vec3b(static_cast<uint8_t>((x * 5 + value(rng) / 8) % 256),
                          static_cast<uint8_t>((y * 7) % 256), static_cast<uint8_t>(value(rng)));
    }
    return bgr;
}

// A dense detector's outputs and decoding, random but with overlapping anchors so NMS has work to do.
struct DenseCase {
    int inputSize = 32;
    int64_t classesColumns = 3;  // K
    std::vector<int64_t> levels = {24, 8};
    std::vector<float> logits, deltas, anchors;
    // wx, ww: the box coder's weights (10 and 5 for SSD), which scale the deltas.
    DenseCase(int64_t columns, std::vector<int64_t> levelSizes, uint32_t seed, double wx = 1, double ww = 1)
        : classesColumns(columns), levels(std::move(levelSizes)) {
        int64_t m = 0;
        for (int64_t l : levels)
            m += l;
        std::mt19937 rng(seed);
        std::normal_distribution<float> logit(-0.5f, 2.0f), delta(0.0f, 0.4f);
        std::uniform_real_distribution<float> centre(4.0f, 28.0f), side(6.0f, 16.0f);
        for (int64_t i = 0; i < m * columns; ++i)
            logits.push_back(logit(rng));
        for (int64_t i = 0; i < m * 4; ++i)
            deltas.push_back(delta(rng));
        // Some likely boxes whose width is above the clamp and whose centre lies far left of the input: only
        // clamped does the right edge stay left of the input (x2 = 0 after clipping, not the full width).
        for (int64_t i = 3; i < m; i += 7) {
            deltas[static_cast<size_t>(4 * i)] = -31.25f * static_cast<float>(wx);  // x2 = anchor centre
            deltas[static_cast<size_t>(4 * i + 2)] = 4.6f * static_cast<float>(ww);
            logits[static_cast<size_t>(i * columns + columns - 1)] += 5.0f;
        }
        for (int64_t i = 0; i < m; ++i) {
            // Anchors in pairs at nearly the same place.
            const float cx = i % 2 ? anchors[static_cast<size_t>(4 * (i - 1))] + 8 : centre(rng);
            const float cy = centre(rng), s = side(rng);
            anchors.insert(anchors.end(), {cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2});
        }
    }
    int64_t anchorCount() const { return static_cast<int64_t>(anchors.size() / 4); }
};

// Its ONNX graph: the outputs are constant (a 1x1 convolution with zero weights of the input's channel means,
// plus a bias that holds the values), reshaped to [1, M, K] and [1, M, 4].
void writeDetector(const DenseCase& c, const std::string& scores, const std::array<double, 4>& weights,
                   const std::string& postprocessJson, const std::string& path, const std::string& geometry) {
    const int64_t k = c.classesColumns;
    const int64_t classes = scores == "sigmoid" ? k : k - 1;
    DetectorMetadata meta;
    for (int64_t i = 0; i < classes; ++i)
        meta.classes.push_back("thing" + std::to_string(i));
    meta.preprocessing = {{"geometry", geometry},
                          {"input_size", c.inputSize},
                          {"resize", c.inputSize},
                          {"mean", {0.485, 0.456, 0.406}},
                          {"std", {0.229, 0.224, 0.225}}};
    meta.postprocess = nlohmann::json::parse(postprocessJson);
    meta.decoder = {{"scores", scores},
                    {"coder_weights", weights},
                    {"clamp", std::log(1000.0 / 16.0)},
                    {"level_sizes", c.levels},
                    {"anchors", base64(c.anchors.data(), c.anchors.size() * 4)}};
    detectorModel(c.inputSize, meta, c.logits, c.deltas, k).save(path);
}

// Osprey's libtorch decoding of the same outputs (AnchorDetection::detect for sigmoid scores,
// SsdResNet34::detect for softmax), in network-input pixels.
Detections torchDetections(const DenseCase& c, bool softmax, const PostprocessOptions& o) {
    const int64_t m = c.anchorCount(), k = c.classesColumns;
    const auto floats = torch::TensorOptions().dtype(torch::kFloat32);
    const torch::Tensor logits =
        torch::from_blob(const_cast<float*>(c.logits.data()), {m, k}, floats).clone();
    const torch::Tensor deltas =
        torch::from_blob(const_cast<float*>(c.deltas.data()), {m, 4}, floats).clone();
    const torch::Tensor anchors =
        torch::from_blob(const_cast<float*>(c.anchors.data()), {m, 4}, floats).clone();
    if (softmax) {
        SsdOptions options;
        options.numClasses = k - 1;
        SsdResNet34Impl ssd(options);
        ssd.postprocess() = o;
        return ssd
            .detect(SsdOutputs{logits.unsqueeze(0), deltas.unsqueeze(0), anchors}, c.inputSize, c.inputSize)
            .at(0);
    }
    AnchorOutputs outputs;
    int64_t start = 0;
    for (int64_t count : c.levels) {
        outputs.classLogits.push_back(logits.narrow(0, start, count).unsqueeze(0));
        outputs.boxDeltas.push_back(deltas.narrow(0, start, count).unsqueeze(0));
        outputs.anchors.push_back(anchors.narrow(0, start, count));
        start += count;
    }
    const AnchorDetection detection(AnchorGenerator({{32.0}}, {{1.0}}), BoxCoder(), AnchorTrainingOptions{});
    return detection.detect(outputs, c.inputSize, c.inputSize, o).at(0);
}

PostprocessOptions postprocessOptions(double scoreThreshold, int64_t candidatesPerLevel, double nmsThreshold,
                                      int64_t detectionsPerImage) {
    PostprocessOptions o;
    o.scoreThreshold = scoreThreshold;
    o.candidatesPerLevel = candidatesPerLevel;
    o.nmsThreshold = nmsThreshold;
    o.detectionsPerImage = detectionsPerImage;
    return o;
}

std::string postprocessJson(const PostprocessOptions& o) {
    return nlohmann::json{{"score_threshold", o.scoreThreshold},
                          {"nms_threshold", o.nmsThreshold},
                          {"candidates_per_level", o.candidatesPerLevel},
                          {"detections_per_image", o.detectionsPerImage}}
        .dump();
}

CliResult runInfer(const QStringList& arguments) {
    return runProgram(QStringLiteral(OSPREY_INFER_PATH), arguments, 120000);
}

// The InputError DeployedModel::open throws for `path`, or "" when it opens.
QString openError(const std::string& path) {
    try {
        DeployedModel::open(path);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// A model with random weights, spread so that its scores differ clearly between classes and boxes (an
// initial detector scores every anchor near its prior), saved as an Osprey checkpoint.
void saveSpreadModel(const std::string& path, CheckpointMeta meta, double noise) {
    torch::manual_seed(5);
    auto model = modelFor(meta);
    torch::NoGradGuard noGrad;
    for (auto& p : model->parameters())
        p.add_(torch::randn_like(p) * noise);
    // A detector's class biases spread over (-3, 1): scores from 5% to 73% before the image's part, not all
    // at the 1% prior.
    for (auto& p : model->named_parameters()) {
        if (p.key().find("cls_logits.bias") != std::string::npos)
            p.value().uniform_(-3.0, 1.0);
    }
    for (auto& b : model->buffers()) {
        if (b.is_floating_point())  // batch norm statistics away from the identity
            b.mul_(1.0 + 0.2 * torch::rand_like(b));
    }
    Checkpoint::save(path, meta, *model, nullptr);
}

nlohmann::json predictJson(const QStringList& arguments) {
    const CliResult r = runCli(QStringList{"predict", "--json"} + arguments);
    if (r.exitCode != 0) {
        qWarning("%s", qPrintable(r.err));
        return nullptr;
    }
    return nlohmann::json::parse(r.out.toStdString());
}

}  // namespace

class TestOnnxInference : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string file(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        OnnxGraphBuilder b = classifierModel();
        ospreyMetadata(b, "classification", kClasses, kClassifierPreprocessing);
        b.save(file("classifier.onnx"));
        QVERIFY(cv::imwrite(file("picture.png"), testPicture(40, 30)));
    }

    // Softmax and top-k of the classifier's logits, computed here from the same preprocessing by hand.
    void testClassifierScoresMatchHandComputation() {
        DeployedModel model = DeployedModel::open(file("classifier.onnx"));
        QCOMPARE(model.info().modelName, std::string("test_classifier"));
        const cv::Mat picture = testPicture(40, 30);
        Preprocessing pre;
        pre.geometry = "resize_center_crop";
        pre.inputSize = kClassifierSize;
        pre.resize = 20;
        pre.mean = {0.4f, 0.5f, 0.6f};
        pre.std = {0.2f, 0.25f, 0.3f};
        std::vector<float> input(3 * kClassifierSize * kClassifierSize);
        std::mt19937_64 rng(0);
        ClassificationTransform::forEvaluation(pre).apply(picture, rng, input.data());
        double mean[3] = {0, 0, 0};
        const size_t plane = kClassifierSize * kClassifierSize;
        for (int c = 0; c < 3; ++c) {
            for (size_t i = 0; i < plane; ++i)
                mean[c] += input[c * plane + i];
            mean[c] /= static_cast<double>(plane);
        }
        double logits[3], sum = 0;
        for (int k = 0; k < 3; ++k) {
            logits[k] = kGemmB[k];
            for (int c = 0; c < 3; ++c)
                logits[k] += kGemmW[k * 3 + c] * mean[c];
        }
        const double top = *std::max_element(logits, logits + 3);
        for (double l : logits)
            sum += std::exp(l - top);
        std::vector<int> order = {0, 1, 2};
        std::sort(order.begin(), order.end(), [&](int a, int b) { return logits[a] > logits[b]; });
        QVERIFY(logits[order[0]] - logits[order[1]] > 0.05);  // a picture whose classes are told apart

        PredictOptions options;
        options.topK = 2;
        options.logits = true;
        const ImageOutcome outcome = model.predict(picture, options);
        QCOMPARE(outcome.task, TaskKind::Classification);
        QCOMPARE(outcome.width, 40);
        QCOMPARE(static_cast<int>(outcome.top.size()), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(outcome.top[i].classId, static_cast<int64_t>(order[i]));
            QCOMPARE(outcome.top[i].label, kClasses[static_cast<size_t>(order[i])]);
            QVERIFY2(std::abs(outcome.top[i].score - std::exp(logits[order[i]] - top) / sum) < 1e-5,
                     qPrintable(QString::number(outcome.top[i].score)));
        }
        QCOMPARE(static_cast<int>(outcome.logits.size()), 3);
        for (int k = 0; k < 3; ++k)
            QVERIFY(std::abs(outcome.logits[k] - logits[k]) < 1e-5);
    }

    // A dynamic batch (dim_param) and a fixed batch of 2 (the picture first, zeros after it) give the
    // batch-1 model's scores.
    void testBatchDimensions() {
        const cv::Mat picture = testPicture(40, 30);
        PredictOptions options;
        options.logits = true;
        const ImageOutcome one = DeployedModel::open(file("classifier.onnx")).predict(picture, options);
        for (int64_t batch : {int64_t{-1}, int64_t{2}}) {
            OnnxGraphBuilder b = classifierModel("osprey", batch);
            ospreyMetadata(b, "classification", kClasses, kClassifierPreprocessing);
            const std::string path = file("batch" + std::to_string(batch) + ".onnx");
            b.save(path);
            const ImageOutcome many = DeployedModel::open(path).predict(picture, options);
            QCOMPARE(many.top.size(), one.top.size());
            for (size_t i = 0; i < one.top.size(); ++i) {
                QCOMPARE(many.top[i].classId, one.top[i].classId);
                QVERIFY(std::abs(many.top[i].score - one.top[i].score) < 1e-6);
            }
        }
    }

    // Sigmoid scores over two levels, per-level candidates, NMS and the per-image limit: the boxes, scores,
    // classes and order of Osprey's libtorch decoding, and the mapping back to a letterboxed picture's
    // pixels.
    void testSigmoidDetectorMatchesTorchDecoding() {
        const DenseCase c(3, {24, 8}, 11);
        const PostprocessOptions o = postprocessOptions(0.3, 6, 0.4, 7);
        const Detections expected = torchDetections(c, false, o);
        QVERIFY(expected.boxes.size(0) >= 4);  // enough survive to compare order

        DenseDecoderSpec spec;
        spec.levelSizes = c.levels;
        spec.anchors = c.anchors;
        DensePostprocess post{o.scoreThreshold, o.nmsThreshold, o.candidatesPerLevel, o.detectionsPerImage};
        const std::vector<DenseBox> got = decodeDenseOutputs(
            c.logits.data(), c.deltas.data(), c.anchorCount(), 3, spec, post, o.scoreThreshold, 32, 32);
        QCOMPARE(static_cast<int64_t>(got.size()), expected.boxes.size(0));
        for (size_t i = 0; i < got.size(); ++i) {
            const auto row = static_cast<int64_t>(i);
            QCOMPARE(got[i].label, expected.labels[row].item<int64_t>());
            QVERIFY(std::abs(got[i].score - expected.scores[row].item<float>()) < 1e-5);
            const float corners[4] = {got[i].x1, got[i].y1, got[i].x2, got[i].y2};
            for (int j = 0; j < 4; ++j)
                QVERIFY2(std::abs(corners[j] - expected.boxes[row][j].item<float>()) < 1e-5,
                         qPrintable(QString("box %1 corner %2").arg(i).arg(j)));
        }

        // decodeDense (what the exporter's metadata comes from) agrees too.
        const auto floats = torch::TensorOptions().dtype(torch::kFloat32);
        const int64_t m = c.anchorCount();
        DenseDecoding decoding;
        decoding.anchors = torch::from_blob(const_cast<float*>(c.anchors.data()), {m, 4}, floats).clone();
        decoding.levelSizes = c.levels;
        const DenseOutputs dense{
            torch::from_blob(const_cast<float*>(c.logits.data()), {1, m, 3}, floats).clone(),
            torch::from_blob(const_cast<float*>(c.deltas.data()), {1, m, 4}, floats).clone()};
        const Detections viaDense = decodeDense(dense, decoding, 32, 32, o).at(0);
        QVERIFY(torch::allclose(viaDense.boxes, expected.boxes, 0, 1e-5));
        QVERIFY(torch::equal(viaDense.labels, expected.labels));

        // The same through OpenCV, a letterboxed picture, and a user threshold above the stored one.
        writeDetector(c, "sigmoid", {1, 1, 1, 1}, postprocessJson(o), file("retina.onnx"), "letterbox");
        DeployedModel model = DeployedModel::open(file("retina.onnx"));
        const cv::Mat picture = testPicture(64, 40);
        std::vector<float> input(3 * 32 * 32);
        std::mt19937_64 rng(0);
        Preprocessing pre;
        pre.geometry = "letterbox";
        pre.inputSize = 32;
        const auto r = DetectionTransform::forEvaluation(pre).apply(picture, {}, rng, input.data());
        PredictOptions options;  // between the third and fourth best: three boxes listed
        options.scoreThreshold = (expected.scores[2].item<double>() + expected.scores[3].item<double>()) / 2;
        const ImageOutcome outcome = model.predict(picture, options);
        std::vector<DetectedBox> want;
        for (int64_t k = 0; k < expected.boxes.size(0); ++k) {
            if (expected.scores[k].item<double>() < options.scoreThreshold)
                continue;
            const torch::Tensor box = expected.boxes[k].contiguous();
            want.push_back(detectedBoxInPicture(box.data_ptr<float>(), {r.cropX, r.cropY, r.scaleX, r.scaleY},
                                                64, 40, expected.labels[k].item<int64_t>(),
                                                expected.scores[k].item<double>(), model.info().classNames));
        }
        QCOMPARE(want.size(), size_t{3});
        QCOMPARE(outcome.boxes.size(), want.size());
        for (size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(outcome.boxes[i].label, want[i].label);
            QVERIFY(std::abs(outcome.boxes[i].score - want[i].score) < 1e-5);
            QVERIFY(std::abs(outcome.boxes[i].x1 - want[i].x1) < 1e-4);
            QVERIFY(std::abs(outcome.boxes[i].y2 - want[i].y2) < 1e-4);
            QVERIFY(outcome.boxes[i].x2 <= 64 && outcome.boxes[i].y2 <= 40);
        }
    }

    // SSD's softmax with the background first, one level, SSD's coder weights.
    void testSoftmaxDetectorMatchesSsdDecoding() {
        const DenseCase c(4, {40}, 23, 10, 5);
        const PostprocessOptions o = postprocessOptions(0.2, 12, 0.45, 9);
        const Detections expected = torchDetections(c, true, o);
        QVERIFY(expected.boxes.size(0) >= 3);
        writeDetector(c, "softmax_background_first", {10, 10, 5, 5}, postprocessJson(o), file("ssd.onnx"),
                      "stretch");
        DeployedModel model = DeployedModel::open(file("ssd.onnx"));
        const cv::Mat picture =
            testPicture(32, 32);  // stretch of the same size: input pixels are picture pixels
        PredictOptions options;
        options.scoreThreshold = o.scoreThreshold;
        const ImageOutcome outcome = model.predict(picture, options);
        QCOMPARE(static_cast<int64_t>(outcome.boxes.size()), expected.boxes.size(0));
        for (size_t i = 0; i < outcome.boxes.size(); ++i) {
            const auto row = static_cast<int64_t>(i);
            QCOMPARE(outcome.boxes[i].classId, expected.labels[row].item<int64_t>());
            QVERIFY(std::abs(outcome.boxes[i].score - expected.scores[row].item<double>()) < 1e-5);
            const DetectedBox& b = outcome.boxes[i];
            const float corners[4] = {b.x1, b.y1, b.x2, b.y2};
            for (int j = 0; j < 4; ++j)
                QVERIFY(std::abs(corners[j] - expected.boxes[row][j].item<float>()) < 1e-5);
        }
    }

    // Files the runtime must refuse, each with its reason and the file named.
    void testRefusals() {
        writeTextFile(file("notes.onnx"), "these are not the weights you are looking for\n");
        QVERIFY(openError(file("notes.onnx")).contains("is not an ONNX model"));
        QVERIFY(openError(file("picture.png")).contains("is not an ONNX model"));
        QVERIFY(openError(file("missing.onnx")).contains("missing.onnx"));

        OnnxGraphBuilder foreign = classifierModel("pytorch");
        foreign.save(file("foreign.onnx"));
        QVERIFY(openError(file("foreign.onnx")).contains("Osprey did not write"));

        OnnxGraphBuilder newer = classifierModel();
        ospreyMetadata(newer, "classification", kClasses, kClassifierPreprocessing);
        newer.model.mutable_metadata_props(0)->set_value("2");
        newer.save(file("newer.onnx"));
        QVERIFY(openError(file("newer.onnx")).contains("format version '2'"));

        OnnxGraphBuilder full(32);
        ospreyMetadata(full, "detection", {"a"},
                       R"({"geometry":"letterbox","input_size":32,"resize":32,"mean":[0,0,0],"std":[1,1,1]})",
                       "full");
        full.node("Identity", {"images"}, {"detections"});
        full.output("detections", {-1, 6});
        full.save(file("full.onnx"));
        const QString fullError = openError(file("full.onnx"));
        QVERIFY2(
            fullError.contains("--profile full, which needs ONNX Runtime") && fullError.contains("full.onnx"),
            qPrintable(fullError));

        OnnxGraphBuilder broken = classifierModel();
        ospreyMetadata(broken, "classification", kClasses, R"({"geometry":"resize"})");
        broken.save(file("broken.onnx"));
        QVERIFY(openError(file("broken.onnx")).contains("osprey.preprocessing"));

        // Exit code 2 and the reason, in both programs.
        for (const char* name : {"notes.onnx", "foreign.onnx", "newer.onnx", "full.onnx"}) {
            const QString model = QString::fromStdString(file(name));
            const QString picture = QString::fromStdString(file("picture.png"));
            const CliResult infer = runInfer({model, picture});
            QVERIFY2(infer.exitCode == 2 && infer.err.contains(name), qPrintable(infer.err));
            QVERIFY(!infer.err.contains("[ERROR:"));  // OpenCV's own logging stays quiet
            const CliResult cli = runCli({"predict", "--onnx", model, picture});
            QVERIFY2(cli.exitCode == 2 && cli.err.contains(name), qPrintable(cli.err));
        }
    }

    // osprey-infer and predict --onnx print the same JSON, in predict's fields, and draw with --out.
    void testProgramsAgree() {
        const QString model = QString::fromStdString(file("classifier.onnx"));
        const QString picture = QString::fromStdString(file("picture.png"));
        const CliResult infer = runInfer({model, picture, "--json", "--top-k", "2"});
        QVERIFY2(infer.exitCode == 0, qPrintable(infer.err));
        const CliResult cli = runCli({"predict", "--onnx", model, picture, "--json", "--top-k", "2"});
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        QCOMPARE(infer.out, cli.out);
        const auto json = nlohmann::json::parse(infer.out.toStdString());
        QCOMPARE(json.size(), size_t{1});
        QCOMPARE(json[0]["image"].get<std::string>(), picture.toStdString());
        QCOMPARE(json[0]["predictions"].size(), size_t{2});
        for (const auto& p : json[0]["predictions"])
            QVERIFY(p.contains("class_id") && p.contains("label") && p.contains("score"));

        const QString detector = QString::fromStdString(file("retina.onnx"));
        const CliResult boxes = runCli({"predict", "--onnx", detector, picture, "--json", "--score-threshold",
                                        "0.5", "--out", QString::fromStdString(file("drawn"))});
        QVERIFY2(boxes.exitCode == 0, qPrintable(boxes.err));
        const auto detections = nlohmann::json::parse(boxes.out.toStdString());
        QCOMPARE(detections[0]["width"].get<int>(), 40);
        QVERIFY(!detections[0]["boxes"].empty());
        for (const char* key : {"x1", "y1", "x2", "y2", "class_id", "label", "score"})
            QVERIFY(detections[0]["boxes"][0].contains(key));
        QVERIFY(!cv::imread(file("drawn/picture.png")).empty());
        const CliResult inferBoxes = runInfer({detector, picture, "--json", "--score-threshold", "0.3"});
        QCOMPARE(inferBoxes.out, boxes.out);

        // An unreadable picture: reported, the others still done, exit 2.
        const CliResult partly = runInfer({model, QString::fromStdString(file("notes.onnx")), picture});
        QCOMPARE(partly.exitCode, 2);
        QVERIFY(partly.out.contains("cat") || partly.out.contains("dog") || partly.out.contains("bird"));
    }

    // End to end: a checkpoint exported by `osprey-cli export` and run by OpenCV gives what predict gives
    // with libtorch on the checkpoint: a classifier's classes and scores, a detector's boxes.
    void testExportedModelsMatchPredict() {
        if (!QRegularExpression("\\n  export ").match(runCli({"--help"}).out).hasMatch())
            QSKIP("this osprey-cli has no export command");
        const QString picture = QString::fromStdString(file("wide.png"));
        QVERIFY(cv::imwrite(picture.toStdString(), testPicture(96, 64)));

        CheckpointMeta classifier;
        classifier.modelName = "resnet18";
        classifier.numClasses = 5;
        classifier.classNames = {"a", "b", "c", "d", "e"};
        classifier.preprocessing.inputSize = 64;
        classifier.preprocessing.resize = 72;
        saveSpreadModel(file("resnet18.pt"), classifier, 0.0);
        const CliResult exported = runCli({"export", "--weights", QString::fromStdString(file("resnet18.pt")),
                                           "--out", QString::fromStdString(file("resnet18.onnx"))});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const auto torchOut = predictJson(
            {"--weights", QString::fromStdString(file("resnet18.pt")), "--top-k", "5", "--logits", picture});
        const auto onnxOut = predictJson(
            {"--onnx", QString::fromStdString(file("resnet18.onnx")), "--top-k", "5", "--logits", picture});
        QVERIFY(!torchOut.is_null() && !onnxOut.is_null());
        const auto& want = torchOut[0]["predictions"];
        const auto& got = onnxOut[0]["predictions"];
        QCOMPARE(got.size(), size_t{5});
        QVERIFY(want[0]["score"].get<double>() - want[1]["score"].get<double>() >
                1e-3);  // classes told apart
        for (size_t i = 0; i < 5; ++i) {
            QVERIFY2(got[i]["class_id"] == want[i]["class_id"],
                     qPrintable(QString::fromStdString(torchOut.dump() + "\n" + onnxOut.dump())));
            QVERIFY2(std::abs(got[i]["score"].get<double>() - want[i]["score"].get<double>()) < 1e-4,
                     qPrintable(QString::fromStdString(onnxOut.dump())));
        }
        for (size_t i = 0; i < 5; ++i) {
            const double logit = torchOut[0]["logits"][i].get<double>();
            QVERIFY(std::abs(onnxOut[0]["logits"][i].get<double>() - logit) <
                    1e-4 * std::max(1.0, std::abs(logit)));
        }

        // A dynamic batch gives the same, on one OpenCV thread.
        const CliResult dynamic =
            runCli({"export", "--weights", QString::fromStdString(file("resnet18.pt")), "--batch", "dynamic",
                    "--out", QString::fromStdString(file("resnet18-dynamic.onnx"))});
        QVERIFY2(dynamic.exitCode == 0, qPrintable(dynamic.err));
        const auto dynamicOut = predictJson({"--onnx", QString::fromStdString(file("resnet18-dynamic.onnx")),
                                             "--threads", "1", "--top-k", "5", picture});
        QVERIFY(!dynamicOut.is_null());
        for (size_t i = 0; i < 5; ++i) {
            QCOMPARE(dynamicOut[0]["predictions"][i]["class_id"], got[i]["class_id"]);
            QVERIFY(std::abs(dynamicOut[0]["predictions"][i]["score"].get<double>() -
                             got[i]["score"].get<double>()) < 1e-5);
        }

        CheckpointMeta detector;
        detector.modelName = "retinanet_resnet18_fpn";
        detector.task = TaskKind::Detection;
        detector.numClasses = 3;
        detector.classNames = {"circle", "square", "triangle"};
        detector.norm = "group";
        detector.normGroups = 8;
        detector.preprocessing.geometry = "letterbox";
        detector.preprocessing.inputSize = 128;
        detector.preprocessing.resize = 128;
        saveSpreadModel(file("retina.pt"), detector, 0.01);
        const CliResult exportedDetector =
            runCli({"export", "--weights", QString::fromStdString(file("retina.pt")), "--out",
                    QString::fromStdString(file("retina-export.onnx"))});
        QVERIFY2(exportedDetector.exitCode == 0, qPrintable(exportedDetector.err));
        const auto torchBoxes = predictJson(
            {"--weights", QString::fromStdString(file("retina.pt")), "--score-threshold", "0.3", picture});
        const auto onnxBoxes = predictJson({"--onnx", QString::fromStdString(file("retina-export.onnx")),
                                            "--score-threshold", "0.3", picture});
        QVERIFY(!torchBoxes.is_null() && !onnxBoxes.is_null());
        const auto& wantBoxes = torchBoxes[0]["boxes"];
        const auto& gotBoxes = onnxBoxes[0]["boxes"];
        QVERIFY2(wantBoxes.size() >= 3, qPrintable(QString::fromStdString(torchBoxes.dump())));
        qInfo("%zu boxes from libtorch, %zu from OpenCV", wantBoxes.size(), gotBoxes.size());
        // Scores within float noise can swap places: the best half, each found in the other list.
        const size_t compared = (wantBoxes.size() + 1) / 2;
        QVERIFY(gotBoxes.size() + 2 >= wantBoxes.size() && gotBoxes.size() <= wantBoxes.size() + 2);
        for (size_t i = 0; i < compared; ++i) {
            const auto& w = wantBoxes[i];
            bool found = false;
            for (const auto& g : gotBoxes) {
                found = found || (g["class_id"] == w["class_id"] &&
                                  std::abs(g["score"].get<double>() - w["score"].get<double>()) < 1e-4 &&
                                  std::abs(g["x1"].get<double>() - w["x1"].get<double>()) < 1e-2 &&
                                  std::abs(g["y1"].get<double>() - w["y1"].get<double>()) < 1e-2 &&
                                  std::abs(g["x2"].get<double>() - w["x2"].get<double>()) < 1e-2 &&
                                  std::abs(g["y2"].get<double>() - w["y2"].get<double>()) < 1e-2);
            }
            QVERIFY2(found, qPrintable(QString::fromStdString(w.dump() + "\n" + onnxBoxes.dump())));
        }
    }

    // The adapter gives the exported model's metadata as a checkpoint's.
    void testOnnxPredictorMeta() {
        const auto predictor = OnnxPredictor::open(file("retina.onnx"));
        QCOMPARE(predictor->meta().task, TaskKind::Detection);
        QCOMPARE(predictor->meta().numClasses, int64_t{3});
        QCOMPARE(predictor->meta().preprocessing.geometry, std::string("letterbox"));
        QCOMPARE(predictor->meta().detection.maxDetections, int64_t{7});
    }
};

QTEST_GUILESS_MAIN(TestOnnxInference)
#include "TestOnnxInference.moc"
