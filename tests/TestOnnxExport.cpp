// ONNX export (issue 20): every model family of the zoo, its smallest member at a reduced input size, with
// batch-norm statistics and every affine parameter randomised first so that a folding mistake shows. The
// exported file passes ONNX's checker (the exporter runs it); OpenCV's dnn module loads every classifier and
// every opencv-profile detector and computes what libtorch computes; ONNX Runtime (the build's venv) runs
// every full-profile detector and finds the detections Osprey finds. osprey-cli's own export options
// (--weights of a .pth, --run --ema, --input-size) are run through the real binary, and the trained journey
// detector's mAP through `predict --onnx` is checked against `eval` on its own pictures and on held-out ones.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <onnx/onnx_pb.h>
#include <torch/nn/modules/batchnorm.h>
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/dnn.hpp>

#include <fstream>
#include <nlohmann/json.hpp>

#include "TestSupport.h"
#include "data/formats/coco/CocoData.h"
#include "detection/DenseDetections.h"
#include "distributed/SyncBatchNorm.h"
#include "eval/CocoEvaluator.h"
#include "infer/DeployedModel.h"
#include "infer/Predictor.h"
#include "models/ClassificationModel.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "onnx/OnnxExporter.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"
#include "weights/StateDict.h"
#include "weights/WeightFile.h"

using namespace osprey;
using namespace osprey::test;

namespace {

// Batch-norm statistics and every one-dimensional weight and bias (norm scales and shifts, convolution and
// linear biases) drawn at random: folding them wrongly then changes the outputs.
void randomiseNorms(torch::nn::Module& module) {
    torch::NoGradGuard noGrad;
    for (auto& item : module.named_buffers()) {
        const std::string& name = item.key();
        torch::Tensor& buffer = item.value();
        if (name.size() >= 12 && name.compare(name.size() - 12, 12, "running_mean") == 0)
            buffer.uniform_(-0.2, 0.2);
        else if (name.size() >= 11 && name.compare(name.size() - 11, 11, "running_var") == 0)
            buffer.uniform_(0.7, 1.5);
    }
    for (auto& item : module.named_parameters()) {
        const std::string& name = item.key();
        torch::Tensor& p = item.value();
        if (p.dim() != 1) {
            // Detection heads start with weights of std 0.01, which make every anchor's logits nearly its
            // bias: their scores would then tie to the sixth digit and the two runtimes order ties as they
            // like.
            if (p.dim() == 4 && p.std().item<double>() < 0.02)
                p.normal_(0, 1.0 / std::sqrt(static_cast<double>(p[0].numel())));
            continue;
        }
        if (name.size() >= 6 && name.compare(name.size() - 6, 6, "weight") == 0)
            p.uniform_(0.8, 1.2);
        else if (name.size() >= 4 && name.compare(name.size() - 4, 4, "bias") == 0)
            p.uniform_(-0.2, 0.2);
    }
}

torch::Tensor structuredInput(int64_t size);

// The last layers of a detector's two heads, by the prefix of their parameters' names: the map from features
// to class logits and to box deltas, linear in their weights and bias.
struct HeadOutputLayers {
    std::string classes, boxes;
};
HeadOutputLayers headOutputLayers(const std::string& modelName) {
    if (modelName.rfind("ssd", 0) == 0)
        return {"conf.", "loc."};
    if (modelName.rfind("efficientdet", 0) == 0)
        return {"class_net.out.pointwise.", "box_net.out.pointwise."};
    return {"head.classification_head.cls_logits.", "head.regression_head.bbox_reg."};
}

// A randomised detector's head outputs are far from a trained one's: an SSD's class logits and box deltas
// reach the hundreds (softmax then gives 1.0 to many boxes alike, and exp() of the deltas leaves float32 a
// few thousandths of a pixel), a RetinaNet-ResNet-50's or EfficientDet's barely vary from anchor to anchor
// (their scores tie to the sixth digit, and two runtimes order ties as they like). Each head's last layer is
// rescaled, as an affine map of its outputs on `input`, so that the outputs spread over a few units around
// zero, as a trained detector's do.
void calibrateHeads(const std::string& modelName, DetectionModel& model, const torch::Tensor& input) {
    torch::NoGradGuard noGrad;
    model.eval();
    const DenseRun run = model.runDense(input);
    const HeadOutputLayers layers = headOutputLayers(modelName);
    const auto rescale = [&](const std::string& prefix, const torch::Tensor& outputs, double spread) {
        const double mean = outputs.mean().item<double>();
        const double deviation = outputs.std().item<double>();
        qInfo("%s %s: outputs mean %.4g, std %.4g, max |x| %.4g", modelName.c_str(), prefix.c_str(), mean,
              deviation, outputs.abs().max().item<double>());
        const double scale = spread / deviation;
        for (auto& item : model.named_parameters()) {
            const std::string& name = item.key();
            if (name.rfind(prefix, 0) != 0)
                continue;
            item.value().mul_(scale);
            if (name.size() >= 4 && name.compare(name.size() - 4, 4, "bias") == 0)
                item.value().sub_(mean * scale);
        }
    };
    rescale(layers.classes, run.outputs.classLogits, 2.0);
    rescale(layers.boxes, run.outputs.boxDeltas, 1.0);
}

// Batch-norm statistics measured on pictures, each then moved at random: every layer's running mean and
// variance set to its batch's in one training-mode pass over four structured pictures (momentum 1), then the
// variance scaled by 0.8-1.25 and the mean moved by up to a tenth of a standard deviation. A randomised
// EfficientDet-D0 with the random statistics of randomiseNorms loses its picture on the way through its 16
// blocks and BiFPN (head outputs within +-0.27 on any input, rows of anchors tied to the last digit); with
// statistics that fit its activations it keeps it, as a trained one does, and folding them wrongly still
// shows.
void measureBatchNormStatistics(DetectionModel& model, int64_t inputSize) {
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> pictures;
    for (int64_t i = 0; i < 4; ++i)
        pictures.push_back(structuredInput(inputSize).roll({7 * i, 13 * i}, {2, 3}));
    std::vector<std::pair<torch::nn::BatchNormOptions*, c10::optional<double>>> momenta;
    for (const auto& m : model.modules(false)) {
        if (auto* bn = m->as<SyncableBatchNorm2d>())
            momenta.emplace_back(&bn->options, bn->options.momentum());
        else if (auto* plain = m->as<torch::nn::BatchNorm2d>())
            momenta.emplace_back(&plain->options, plain->options.momentum());
    }
    QVERIFY(!momenta.empty());
    for (auto& [options, momentum] : momenta)
        options->momentum(1.0);
    model.train();
    model.runDense(torch::cat(pictures));
    model.eval();
    for (auto& [options, momentum] : momenta)
        options->momentum(momentum);
    for (auto& item : model.named_buffers()) {
        const std::string& name = item.key();
        torch::Tensor& buffer = item.value();
        if (name.size() >= 11 && name.compare(name.size() - 11, 11, "running_var") == 0) {
            const torch::Tensor deviation = buffer.sqrt();
            buffer.mul_(torch::empty_like(buffer).uniform_(0.8, 1.25));
            const std::string prefix = name.substr(0, name.size() - 11);
            model.named_buffers()[prefix + "running_mean"].add_(
                deviation * torch::empty_like(deviation).uniform_(-0.1, 0.1));
        }
    }
}

std::string saveRandomised(const std::string& path, const std::string& modelName, int64_t inputSize,
                           const std::string& norm, int64_t classes, bool measuredStatistics = false) {
    CheckpointMeta meta;
    meta.modelName = modelName;
    meta.task = ModelRegistry::instance().get(modelName).task();
    meta.numClasses = classes;
    for (int64_t c = 0; c < classes; ++c)
        meta.classNames.push_back("class" + std::to_string(c));
    meta.norm = norm;
    meta.normGroups = 8;
    meta.preprocessing.inputSize = inputSize;
    meta.preprocessing.resize = inputSize;
    if (meta.task == TaskKind::Detection) {
        meta.preprocessing.geometry = "resize";
        meta.detection.scoreThreshold = 0.2;
    }
    torch::manual_seed(11);
    auto model = modelFor(meta);
    randomiseNorms(*model);
    if (measuredStatistics)
        measureBatchNormStatistics(*std::dynamic_pointer_cast<DetectionModel>(model), inputSize);
    if (meta.task == TaskKind::Detection)
        calibrateHeads(modelName, *std::dynamic_pointer_cast<DetectionModel>(model),
                       structuredInput(inputSize));
    Checkpoint::save(path, meta, *model, nullptr);
    return path;
}

cv::Mat blobOf(const torch::Tensor& t) {
    const torch::Tensor c = t.contiguous();
    std::vector<int> shape(c.sizes().begin(), c.sizes().end());
    return cv::Mat(static_cast<int>(shape.size()), shape.data(), CV_32F, c.data_ptr<float>()).clone();
}

torch::Tensor tensorOf(const cv::Mat& m) {
    std::vector<int64_t> shape(m.size.p, m.size.p + m.dims);
    return torch::from_blob(const_cast<float*>(m.ptr<float>()), shape, torch::kFloat32).clone();
}

// |a - b| <= 1e-4 * max|expected|, the measure, with the figure in the failure message.
void compareOutputs(const torch::Tensor& actual, const torch::Tensor& expected, const std::string& what) {
    QCOMPARE(std::vector<int64_t>(actual.sizes().begin(), actual.sizes().end()),
             std::vector<int64_t>(expected.sizes().begin(), expected.sizes().end()));
    const double scale = expected.abs().max().item<double>();
    const double difference = (actual - expected).abs().max().item<double>();
    qInfo("%s: max |onnx - libtorch| = %.3g, max |libtorch| = %.3g (ratio %.2g)", what.c_str(), difference,
          scale, difference / scale);
    QVERIFY2(
        difference <= 1e-4 * scale,
        (what + ": difference " + std::to_string(difference) + " > 1e-4 * " + std::to_string(scale)).c_str());
}

std::map<std::string, std::string> metadataOf(const std::string& path) {
    onnx::ModelProto model;
    const std::string bytes = readFile(path);
    if (!model.ParseFromString(bytes))
        return {};
    std::map<std::string, std::string> out;
    for (const auto& entry : model.metadata_props())
        out[entry.key()] = entry.value();
    out["producer_name"] = model.producer_name();
    return out;
}

// Why Osprey's own runtime (osprey-infer, predict --onnx) refuses the export at `path`: its checks of what an
// export holds (checkOnnxModel) and OpenCV's import; "" when it opens.
QString runtimeRefusal(const std::string& path) {
    try {
        DeployedModel::open(path);
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// exportOnnx, its exception as a failure of the test row alone.
OnnxExportSummary exportOrFail(const std::string& weights, const OnnxExportOptions& options,
                               const std::string& out, bool* ok) {
    try {
        *ok = true;
        return exportOnnx("", weights, false, options, out);
    } catch (const std::exception& e) {
        qWarning("export of %s failed: %s", weights.c_str(), e.what());
        *ok = false;
        return {};
    }
}

// OpenCV's dnn module run on `input`: the outputs `names`, in that order.
std::vector<torch::Tensor> openCvOutputs(const std::string& onnxPath, const torch::Tensor& input,
                                         const std::vector<cv::String>& names) {
    cv::dnn::Net net = cv::dnn::readNetFromONNX(onnxPath);
    net.setInput(blobOf(input), "images");
    std::vector<cv::Mat> outs;
    net.forward(outs, names);
    std::vector<torch::Tensor> tensors;
    for (const cv::Mat& out : outs)
        tensors.push_back(tensorOf(out));
    return tensors;
}

// `osprey-cli export ARGUMENTS --out OUT`, the test failing when it does not exit 0.
void exportWithCli(const QStringList& arguments, const std::string& out) {
    const CliResult r =
        runCli(QStringList{"export"} + arguments + QStringList{"--out", QString::fromStdString(out)});
    QVERIFY2(r.exitCode == 0, qPrintable(QString::number(r.exitCode) + ": " + r.err));
    QVERIFY(QFile::exists(QString::fromStdString(out)));
}

// The COCO mAP of `osprey-cli eval ARGUMENTS --json`.
void mapOfEval(const QStringList& arguments, double* map) {
    const CliResult r = runCli(QStringList{"eval"} + arguments + QStringList{"--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    *map = nlohmann::json::parse(r.out.toStdString()).at("AP").get<double>();
}

// The COCO mAP of `osprey-cli predict --onnx MODEL` over the pictures of a COCO folder's split (ROOT/SPLIT/,
// ROOT/annotations/instances_SPLIT.json), at the score threshold of the model's metadata (the one eval keeps
// to), scored with Osprey's COCO evaluator; `boxes` receives the number of detections.
void mapThroughPredictOnnx(const std::string& model, const std::string& root, const std::string& split,
                           double* map, size_t* boxes) {
    const CocoGroundTruth truth = loadCocoGroundTruth(root + "/annotations/instances_" + split + ".json");
    QStringList arguments = {"predict", "--onnx", QString::fromStdString(model), "--json"};
    const auto post = nlohmann::json::parse(metadataOf(model).at("osprey.postprocess"));
    arguments << "--score-threshold" << QString::number(post.at("score_threshold").get<double>(), 'g', 17);
    for (const auto& image : truth.images)
        arguments << QString::fromStdString(root + "/" + split + "/" + image.fileName);
    const CliResult predicted = runCli(arguments);
    QVERIFY2(predicted.exitCode == 0, qPrintable(predicted.err));
    std::vector<CocoDetection> detections;
    const auto report = nlohmann::json::parse(predicted.out.toStdString());
    QCOMPARE(report.size(), truth.images.size());
    for (size_t i = 0; i < truth.images.size(); ++i)
        for (const auto& box : report[i].at("boxes")) {
            const auto category =
                std::find_if(truth.categories.begin(), truth.categories.end(),
                             [&](const auto& c) { return c.name == box.at("label").get<std::string>(); });
            QVERIFY(category != truth.categories.end());
            const double x1 = box.at("x1"), y1 = box.at("y1"), x2 = box.at("x2"), y2 = box.at("y2");
            detections.push_back(
                {truth.images[i].id, category->id, {x1, y1, x2 - x1, y2 - y1}, box.at("score")});
        }
    *map = CocoEvaluator(truth).evaluate(detections).stats[0];
    *boxes = detections.size();
}

// An input with structure at every scale: white noise alone averages out in a detector's coarse levels, whose
// scores then tie to the sixth digit at every position (and two runtimes order ties as they like).
torch::Tensor structuredInput(int64_t size) {
    torch::manual_seed(5);
    const torch::Tensor y = torch::arange(size, torch::kFloat32).view({1, 1, size, 1});
    const torch::Tensor x = torch::arange(size, torch::kFloat32).view({1, 1, 1, size});
    const torch::Tensor c = torch::arange(3, torch::kFloat32).view({1, 3, 1, 1});
    return 1.5 * torch::sin(x / 7.0 + c) * torch::cos(y / 11.0 - c) + torch::sin((x + 2 * y) / 29.0) +
           0.3 * torch::randn({1, 3, size, size});
}

}  // namespace

class TestOnnxExport : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string path(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

#ifdef OSPREY_JOURNEY_FIXTURE
    static std::string journeyFixture() {
        return OSPREY_JOURNEY_FIXTURE;
    }

    // The journey fixture's run exported with the opencv profile, once for the tests that use it.
    void exportJourney(std::string* model) {
        *model = path("journey.onnx");
        if (QFile::exists(QString::fromStdString(*model)))
            return;
        QVERIFY2(QFile::exists(QString::fromStdString(journeyFixture() + "/ready")),
                 "JourneyDetectorFixture has not run");
        exportWithCli({"--run", QString::fromStdString(journeyFixture() + "/run")}, *model);
    }
#endif

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        torch::set_num_threads(2);
        cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
    }

    void testClassifiersInOpenCv_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("norm");
        QTest::addColumn<int>("opset");
        QTest::addColumn<int>("batch");  // 0: dynamic (run with 2)
        QTest::newRow("resnet18") << "resnet18" << 64 << "batch" << 13 << 1;
        QTest::newRow("resnet18 group norm") << "resnet18" << 64 << "group" << 13 << 2;
        QTest::newRow("resnext50_32x4d") << "resnext50_32x4d" << 64 << "batch" << 11 << 1;
        QTest::newRow("cifar_resnet20") << "cifar_resnet20" << 32 << "batch" << 13 << 0;
        QTest::newRow("efficientnet_b0") << "efficientnet_b0" << 64 << "batch" << 13 << 1;
        QTest::newRow("mobilenet_v2") << "mobilenet_v2" << 64 << "batch" << 13 << 2;
        QTest::newRow("mobilenet_v3_small") << "mobilenet_v3_small" << 64 << "batch" << 13 << 1;
        QTest::newRow("mobilenet_v3_small opset 17") << "mobilenet_v3_small" << 64 << "batch" << 17 << 1;
        QTest::newRow("squeezenet1_1") << "squeezenet1_1" << 64 << "batch" << 13 << 1;
    }

    void testClassifiersInOpenCv() {
        QFETCH(QString, model);
        QFETCH(int, size);
        QFETCH(QString, norm);
        QFETCH(int, opset);
        QFETCH(int, batch);
        const std::string name = model.toStdString() + "-" + norm.toStdString() + "-" + std::to_string(opset);
        const std::string weights =
            saveRandomised(path(name + ".pt"), model.toStdString(), size, norm.toStdString(), 7);
        OnnxExportOptions options;
        options.opset = opset;
        options.batch = batch;
        QElapsedTimer timer;
        timer.start();
        bool exported = false;
        const OnnxExportSummary s = exportOrFail(weights, options, path(name + ".onnx"), &exported);
        QVERIFY(exported);
        const qint64 exportMs = timer.elapsed();
        QCOMPARE(s.outputs, std::vector<std::string>{"logits"});
        const QString refusal = runtimeRefusal(s.path);
        QVERIFY2(refusal.isEmpty(), qPrintable(refusal));

        CheckpointMeta meta;
        auto reference = classifierFromWeights("", weights, &meta);
        reference->eval();
        torch::manual_seed(5);
        const torch::Tensor x = torch::randn({batch == 0 ? 2 : batch, 3, size, size});
        torch::Tensor expected;
        {
            torch::NoGradGuard noGrad;
            expected = reference->forward(x);
        }
        compareOutputs(openCvOutputs(s.path, x, {"logits"}).at(0), expected, name);
        qInfo("%s: export %lld ms, %lld nodes, %.1f MiB", name.c_str(), static_cast<long long>(exportMs),
              static_cast<long long>(s.nodes), s.bytes / 1048576.0);
    }

    void testDetectorsInOpenCv_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("norm");
        QTest::newRow("retinanet_resnet18_fpn") << "retinanet_resnet18_fpn" << 128 << "batch";
        QTest::newRow("retinanet_resnet18_fpn group norm") << "retinanet_resnet18_fpn" << 128 << "group";
        QTest::newRow("retinanet_resnet50_fpn") << "retinanet_resnet50_fpn" << 128 << "batch";
        QTest::newRow("ssd300_resnet34") << "ssd300_resnet34" << 300 << "batch";
        QTest::newRow("efficientdet_d0") << "efficientdet_d0" << 128 << "batch";
    }

    void testDetectorsInOpenCv() {
        QFETCH(QString, model);
        QFETCH(int, size);
        QFETCH(QString, norm);
        const std::string name = model.toStdString() + "-" + norm.toStdString();
        const std::string weights =
            saveRandomised(path(name + ".pt"), model.toStdString(), size, norm.toStdString(), 3);
        QElapsedTimer timer;
        timer.start();
        bool exported = false;
        const OnnxExportSummary s =
            exportOrFail(weights, OnnxExportOptions{}, path(name + ".onnx"), &exported);
        QVERIFY(exported);
        const qint64 exportMs = timer.elapsed();
        QCOMPARE(s.outputs, (std::vector<std::string>{"cls_logits", "box_deltas"}));
        const QString refusal = runtimeRefusal(s.path);
        QVERIFY2(refusal.isEmpty(), qPrintable(refusal));

        CheckpointMeta meta;
        auto reference = detectorFromWeights("", weights, &meta);
        reference->eval();
        torch::manual_seed(5);
        const torch::Tensor x = torch::randn({1, 3, size, size});
        DenseRun expected;
        {
            torch::NoGradGuard noGrad;
            expected = reference->runDense(x);
        }
        const auto outs = openCvOutputs(s.path, x, {"cls_logits", "box_deltas"});
        compareOutputs(outs.at(0), expected.outputs.classLogits, name + " cls_logits");
        compareOutputs(outs.at(1), expected.outputs.boxDeltas, name + " box_deltas");

        // The anchors travel in the metadata, in the order of the outputs' rows.
        const auto m = metadataOf(s.path);
        QCOMPARE(m.at("producer_name"), std::string("osprey"));
        QCOMPARE(m.at("osprey.task"), std::string("detection"));
        QCOMPARE(m.at("osprey.profile"), std::string("opencv"));
        const auto decoder = nlohmann::json::parse(m.at("osprey.decoder"));
        QCOMPARE(decoder.at("level_sizes").get<std::vector<int64_t>>(), expected.decoding.levelSizes);
        QCOMPARE(decoder.at("anchors").get<std::string>().size(),
                 static_cast<size_t>((expected.decoding.anchors.numel() * 4 + 2) / 3 * 4));
        qInfo("%s: export %lld ms, %lld nodes, %.1f MiB", name.c_str(), static_cast<long long>(exportMs),
              static_cast<long long>(s.nodes), s.bytes / 1048576.0);
    }

    // Every detector with the decoding graph of its scoring: sigmoid (RetinaNet, EfficientDet) or softmax
    // with a background class (SSD), its heads calibrated as a trained detector's (calibrateHeads).
    // EfficientDet-D0 with batch norm takes statistics measured on pictures (measureBatchNormStatistics):
    // with randomiseNorms' its features come out the same at neighbouring positions, so whole rows of anchors
    // tie to the last digit and NMS keeps whichever a runtime saw first.
    void testFullProfileInOnnxRuntime_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("norm");
        QTest::addColumn<bool>("measuredStatistics");
        QTest::addColumn<double>("boxTolerance");  // pixels
        QTest::newRow("retinanet_resnet18_fpn")
            << "retinanet_resnet18_fpn" << 128 << "batch" << false << 1e-3;
        QTest::newRow("retinanet_resnet18_fpn group norm")
            << "retinanet_resnet18_fpn" << 128 << "group" << false << 1e-3;
        QTest::newRow("retinanet_resnet50_fpn")
            << "retinanet_resnet50_fpn" << 128 << "batch" << false << 1e-3;
        QTest::newRow("ssd300_resnet34") << "ssd300_resnet34" << 300 << "batch" << false << 1e-3;
        // Measured: 0.0025 px at most, on boxes up to 128 px (2e-5 of their size): float rounding of the
        // folded convolutions through 16 blocks and the BiFPN, amplified by exp() of box deltas up to 7.
        QTest::newRow("efficientdet_d0") << "efficientdet_d0" << 128 << "batch" << true << 5e-3;
        QTest::newRow("efficientdet_d0 group norm") << "efficientdet_d0" << 128 << "group" << false << 1e-3;
    }

    void testFullProfileInOnnxRuntime() {
        QFETCH(QString, model);
        QFETCH(int, size);
        QFETCH(QString, norm);
        QFETCH(bool, measuredStatistics);
        QFETCH(double, boxTolerance);
        const std::string name = model.toStdString() + "-" + norm.toStdString() + "-full";
        const std::string weights = saveRandomised(path(name + ".pt"), model.toStdString(), size,
                                                   norm.toStdString(), 3, measuredStatistics);
        OnnxExportOptions options;
        options.profile = "full";
        bool exported = false;
        const OnnxExportSummary s = exportOrFail(weights, options, path(name + ".onnx"), &exported);
        QVERIFY(exported);
        QCOMPARE(s.outputs, std::vector<std::string>{"detections"});

        CheckpointMeta meta;
        auto reference = detectorFromWeights("", weights, &meta);
        reference->eval();
        torch::manual_seed(5);
        const torch::Tensor x = structuredInput(size);
        Detections expected;
        {
            torch::NoGradGuard noGrad;
            expected = reference->detect(x).at(0);
        }
        const std::string input = path(name + ".input.bin");
        {
            std::ofstream f(input, std::ios::binary);
            f.write(static_cast<const char*>(x.data_ptr()), static_cast<std::streamsize>(x.numel() * 4));
        }
        QProcess python;
        python.start(
            QStringLiteral(OSPREY_ONNX_PYTHON),
            {QStringLiteral(OSPREY_SOURCE_DIR "/tests/onnx_runtime_run.py"), QString::fromStdString(s.path),
             QString::fromStdString(input), QString::fromStdString(path(name + ".ort"))});
        QVERIFY2(python.waitForFinished(300000), "ONNX Runtime did not finish");
        QVERIFY2(python.exitCode() == 0,
                 qPrintable(
                     "ONNX Runtime failed (the build's venv needs onnxruntime: ./osprey.sh test makes it): " +
                     python.readAllStandardError()));
        const auto shapes = nlohmann::json::parse(readFile(path(name + ".ort.json")));
        const auto shape = shapes.at("detections").get<std::vector<int64_t>>();
        const std::string bytes = readFile(path(name + ".ort.detections.bin"));
        const torch::Tensor got =
            torch::from_blob(const_cast<char*>(bytes.data()), shape, torch::kFloat32).clone();
        qInfo("%s: %lld detections from Osprey, %lld from ONNX Runtime", name.c_str(),
              static_cast<long long>(expected.boxes.size(0)), static_cast<long long>(shape[0]));
        QVERIFY2(expected.boxes.size(0) > 0,
                 "the randomised detector finds nothing: the comparison would be empty");
        QCOMPARE(shape[0], expected.boxes.size(0));
        QCOMPARE(shape[1], int64_t{6});
        // Rank by rank the same class and score; the box of the same rank, or, among detections of exactly
        // the same score and class (a tie, whose order neither runtime defines), one of theirs.
        double boxDifference = 0, scoreDifference = 0;
        for (int64_t r = 0; r < shape[0]; ++r) {
            const int64_t label = expected.labels[r].item<int64_t>();
            QVERIFY2(static_cast<int64_t>(got[r][5].item<float>()) == label,
                     qPrintable(QString("rank %1: class %2 from ONNX Runtime, %3 from Osprey")
                                    .arg(r)
                                    .arg(got[r][5].item<float>())
                                    .arg(label)));
            const float score = expected.scores[r].item<float>();
            scoreDifference =
                std::max(scoreDifference, std::abs(static_cast<double>(got[r][4].item<float>() - score)));
            double best = INFINITY;
            for (int64_t k = 0; k < shape[0]; ++k)
                if (k == r || (std::abs(got[k][4].item<float>() - score) <= 1e-6f &&
                               static_cast<int64_t>(got[k][5].item<float>()) == label))
                    best = std::min(best,
                                    (got[k].narrow(0, 0, 4) - expected.boxes[r]).abs().max().item<double>());
            boxDifference = std::max(boxDifference, best);
            if (best > boxTolerance)
                qWarning(
                    "rank %lld: Osprey box (%.2f %.2f %.2f %.2f) score %.6f, ONNX Runtime (%.2f %.2f %.2f "
                    "%.2f) score %.6f",
                    static_cast<long long>(r), expected.boxes[r][0].item<float>(),
                    expected.boxes[r][1].item<float>(), expected.boxes[r][2].item<float>(),
                    expected.boxes[r][3].item<float>(), score, got[r][0].item<float>(),
                    got[r][1].item<float>(), got[r][2].item<float>(), got[r][3].item<float>(),
                    got[r][4].item<float>());
        }
        qInfo("%s: max box difference %.3g px, max score difference %.3g", name.c_str(), boxDifference,
              scoreDifference);
        QVERIFY(boxDifference <= boxTolerance);
        QVERIFY(scoreDifference <= 1e-5);
    }

    // A trained detector (the new user's journey fixture: SSD300-ResNet-34, group norm, AP50 >= 0.5 on eight
    // shapes pictures) exported with the opencv profile: `predict --onnx` over its validation pictures,
    // scored with Osprey's COCO evaluator, gives the mAP `eval` gives, within 0.001.
    void testShapesMapThroughPredictOnnx() {
#ifndef OSPREY_JOURNEY_FIXTURE
        QSKIP("the journey detector fixture is made by the GUI build's tests");
#else
        std::string model;
        exportJourney(&model);
        if (QTest::currentTestFailed())
            return;
        double expected = 0, actual = 0;
        size_t boxes = 0;
        mapOfEval({"--run", QString::fromStdString(journeyFixture() + "/run")}, &expected);
        if (QTest::currentTestFailed())
            return;
        mapThroughPredictOnnx(model, journeyFixture() + "/data", "train", &actual, &boxes);
        if (QTest::currentTestFailed())
            return;
        qInfo("journey detector: mAP %.6f through predict --onnx (%zu boxes), %.6f from eval", actual, boxes,
              expected);
        QVERIFY(expected > 0.3);
        QVERIFY2(std::abs(actual - expected) <= 0.001,
                 qPrintable(QString("%1 vs %2").arg(actual).arg(expected)));
#endif
    }

    // The same on pictures the detector has never seen (a held-out shapes validation split, another seed):
    // `eval` of the run's checkpoint with the data pointed at them, and `predict --onnx` over them scored
    // with Osprey's COCO evaluator, give the same mAP within 0.001.
    void testHeldOutShapesMapThroughPredictOnnx() {
#ifndef OSPREY_JOURNEY_FIXTURE
        QSKIP("the journey detector fixture is made by the GUI build's tests");
#else
        QElapsedTimer timer;
        timer.start();
        std::string model;
        exportJourney(&model);
        if (QTest::currentTestFailed())
            return;
        const std::string root = path("held-out");
        const CliResult shapes = runCli({"shapes", "--out", QString::fromStdString(root), "--splits", "val",
                                         "--counts", "16", "--size", "256", "--seed", "99"});
        QVERIFY2(shapes.exitCode == 0, qPrintable(shapes.err));
        double expected = 0, actual = 0;
        size_t boxes = 0;
        mapOfEval({"--run", QString::fromStdString(journeyFixture() + "/run"),
                   QString::fromStdString("data.root=" + root), "data.train_split=val", "data.val_split=val"},
                  &expected);
        if (QTest::currentTestFailed())
            return;
        mapThroughPredictOnnx(model, root, "val", &actual, &boxes);
        if (QTest::currentTestFailed())
            return;
        qInfo(
            "journey detector on 16 held-out pictures: mAP %.6f through predict --onnx (%zu boxes), %.6f "
            "from eval (%lld ms)",
            actual, boxes, expected, static_cast<long long>(timer.elapsed()));
        // The detector learnt its eight pictures by heart and finds few of these (mAP 0.028 when measured),
        // but some: a comparison of two zeros would show nothing.
        QVERIFY2(expected > 0 && boxes > 0,
                 "the detector finds nothing on the held-out pictures: the comparison would be empty");
        QVERIFY2(std::abs(actual - expected) <= 0.001,
                 qPrintable(QString("%1 vs %2").arg(actual).arg(expected)));
#endif
    }

    // `export --model NAME --weights FILE.pth`: a PyTorch state dict (no metadata; a class count other than
    // the model's default) through the real osprey-cli, computing in OpenCV what the model computes.
    void testExportPyTorchWeightsFromCli() {
        QElapsedTimer timer;
        timer.start();
        CheckpointMeta meta = torchvisionMeta("cifar_resnet20", 7);
        torch::manual_seed(12);
        const auto model = std::dynamic_pointer_cast<ClassificationModel>(modelFor(meta));
        QVERIFY(model);
        randomiseNorms(*model);
        writeWeightFile(path("cifar.pth"), stateDictOf(*model));
        const std::string out = path("cifar-pth.onnx");
        exportWithCli({"--model", "cifar_resnet20", "--weights", QString::fromStdString(path("cifar.pth"))},
                      out);
        if (QTest::currentTestFailed())
            return;
        model->eval();
        torch::manual_seed(5);
        const torch::Tensor x =
            torch::randn({1, 3, meta.preprocessing.inputSize, meta.preprocessing.inputSize});
        torch::Tensor expected;
        {
            torch::NoGradGuard noGrad;
            expected = model->forward(x);
        }
        QCOMPARE(expected.size(1), int64_t{7});
        compareOutputs(openCvOutputs(out, x, {"logits"}).at(0), expected, "cifar_resnet20 .pth via the CLI");
        QCOMPARE(metadataOf(out).at("osprey.model"), std::string("cifar_resnet20"));
        qInfo("export --weights .pth: %lld ms", static_cast<long long>(timer.elapsed()));
    }

    // `export --run DIR --ema` of a tiny run trained with weight averaging by the real osprey-cli: the file
    // computes what the averaged weights compute, not what the trained ones do (which the export without
    // --ema computes).
    void testExportEmaFromCli() {
        QElapsedTimer timer;
        timer.start();
        const std::string data = path("ema-data");
        writeImageFolder(data + "/train", {"circle", "square"}, 8, 16);
        writeImageFolder(data + "/val", {"circle", "square"}, 2, 16);
        writeSmallExperiment(path("ema.yaml"),
                             "data: {dataset: folder, input_size: 16, workers: 1, root: " + data + "}\n");
        const QString run = QString::fromStdString(path("ema-run"));
        const CliResult trained = runCli({"train", "--quiet", "--db", QString::fromStdString(path("ema.db")),
                                          "--run-dir", run, "-c", QString::fromStdString(path("ema.yaml")),
                                          "train.batch_size=4", "train.ema_decay=0.9"});
        QVERIFY2(trained.exitCode == 0, qPrintable(trained.err + trained.out));
        const qint64 trainMs = timer.elapsed();
        exportWithCli({"--run", run, "--ema"}, path("ema.onnx"));
        exportWithCli({"--run", run}, path("trained.onnx"));
        if (QTest::currentTestFailed())
            return;

        const std::string checkpoint = runCheckpointPath(run.toStdString());
        QVERIFY(Checkpoint::load(checkpoint).hasEma());
        CheckpointMeta meta;
        const auto averaged = classifierFromWeights("", checkpoint, &meta, /*ema=*/true);
        const auto plain = classifierFromWeights("", checkpoint, &meta, /*ema=*/false);
        averaged->eval();
        plain->eval();
        torch::manual_seed(5);
        const torch::Tensor x =
            torch::randn({1, 3, meta.preprocessing.inputSize, meta.preprocessing.inputSize});
        torch::Tensor expected, other;
        {
            torch::NoGradGuard noGrad;
            expected = averaged->forward(x);
            other = plain->forward(x);
        }
        const torch::Tensor got = openCvOutputs(path("ema.onnx"), x, {"logits"}).at(0);
        compareOutputs(got, expected, "cifar_resnet20 run --ema via the CLI");
        compareOutputs(openCvOutputs(path("trained.onnx"), x, {"logits"}).at(0), other,
                       "cifar_resnet20 run without --ema via the CLI");
        const double scale = other.abs().max().item<double>();
        const double fromTrained = (got - other).abs().max().item<double>();
        qInfo(
            "--ema export: max |onnx - trained weights' outputs| = %.3g (ratio %.2g); train %lld ms, all "
            "%lld ms",
            fromTrained, fromTrained / scale, static_cast<long long>(trainMs),
            static_cast<long long>(timer.elapsed()));
        QVERIFY2(fromTrained > 1e-2 * scale, "the averaged weights compute what the trained ones do");
    }

    // `export --input-size S`: a detector trained at 128 exported at 96 computes in OpenCV what libtorch
    // computes at 96, with anchors for that size, and its metadata says 96.
    void testExportInputSizeFromCli() {
        QElapsedTimer timer;
        timer.start();
        const std::string weights =
            saveRandomised(path("resize.pt"), "retinanet_resnet18_fpn", 128, "batch", 3);
        const std::string out = path("resize-96.onnx");
        exportWithCli({"--weights", QString::fromStdString(weights), "--input-size", "96"}, out);
        if (QTest::currentTestFailed())
            return;
        CheckpointMeta meta;
        auto reference = detectorFromWeights("", weights, &meta);
        reference->eval();
        const torch::Tensor x = structuredInput(96);
        DenseRun expected;
        {
            torch::NoGradGuard noGrad;
            expected = reference->runDense(x);
        }
        const auto outs = openCvOutputs(out, x, {"cls_logits", "box_deltas"});
        compareOutputs(outs.at(0), expected.outputs.classLogits, "retinanet_resnet18_fpn at 96 cls_logits");
        compareOutputs(outs.at(1), expected.outputs.boxDeltas, "retinanet_resnet18_fpn at 96 box_deltas");
        const auto m = metadataOf(out);
        QCOMPARE(nlohmann::json::parse(m.at("osprey.preprocessing")).at("input_size").get<int64_t>(),
                 int64_t{96});
        QCOMPARE(nlohmann::json::parse(m.at("osprey.decoder")).at("level_sizes").get<std::vector<int64_t>>(),
                 expected.decoding.levelSizes);
        qInfo("export --input-size 96: %lld ms", static_cast<long long>(timer.elapsed()));
    }

    void testMetadataMakesTheFileEnough() {
        const std::string weights = saveRandomised(path("meta.pt"), "resnet18", 48, "batch", 3);
        OnnxExportOptions options;
        options.inputSize = 40;
        const OnnxExportSummary s = exportOnnx("", weights, false, options, path("meta.onnx"));
        QCOMPARE(s.inputSize, int64_t{40});
        const auto m = metadataOf(s.path);
        QCOMPARE(m.at("osprey.format_version"), std::string("1"));
        QCOMPARE(m.at("osprey.model"), std::string("resnet18"));
        QCOMPARE(nlohmann::json::parse(m.at("osprey.classes")).get<std::vector<std::string>>(),
                 (std::vector<std::string>{"class0", "class1", "class2"}));
        const auto pre = nlohmann::json::parse(m.at("osprey.preprocessing"));
        QCOMPARE(pre.at("input_size").get<int64_t>(), int64_t{40});
        QCOMPARE(pre.at("geometry").get<std::string>(), std::string("resize_center_crop"));
    }

    void testBadInputExitsTwo_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString weights = QString::fromStdString(path("bad.pt"));
        const QString detector = QString::fromStdString(path("bad-detector.pt"));
        const QString out = QString::fromStdString(path("bad.onnx"));
        QTest::newRow("not a checkpoint")
            << QStringList{"--weights", QString::fromStdString(path("junk.pt")), "--out", out} << "junk.pt";
        QTest::newRow("unknown opset") << QStringList{"--weights", weights, "--out", out, "--opset", "99"}
                                       << "--opset 99 cannot be written: this build writes opsets 11 to";
        QTest::newRow("full profile of a batch")
            << QStringList{"--weights", detector, "--out", out, "--profile", "full", "--batch", "4"}
            << "--profile full decodes one image at a time";
        QTest::newRow("full profile at opset 11")
            << QStringList{"--weights", detector, "--out", out, "--profile", "full", "--opset", "11"}
            << "--profile full needs --opset 13 or newer";
        QTest::newRow("full profile of a classifier")
            << QStringList{"--weights", weights, "--out", out, "--profile", "full"}
            << "--profile full is for detectors";
        QTest::newRow("not .onnx") << QStringList{"--weights", weights, "--out", weights}
                                   << "must end in .onnx";
        QTest::newRow("unknown profile")
            << QStringList{"--weights", weights, "--out", out, "--profile", "tensorrt"}
            << "--profile 'tensorrt' is unknown";
        QTest::newRow("bad batch") << QStringList{"--weights", weights, "--out", out, "--batch", "many"}
                                   << "--batch takes a number of images or 'dynamic'";
        // More images than the runtime takes at once (issue 36: it would refuse the file).
        QTest::newRow("batch beyond the runtime's")
            << QStringList{"--weights", weights, "--out", out, "--batch", "100000"}
            << "--batch 100000 is more images of";
    }

    void testBadInputExitsTwo() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        if (!QFile::exists(QString::fromStdString(path("bad.pt")))) {
            saveRandomised(path("bad.pt"), "cifar_resnet20", 32, "batch", 2);
            saveRandomised(path("bad-detector.pt"), "retinanet_resnet18_fpn", 64, "batch", 2);
            writeTextFile(path("junk.pt"), "not a checkpoint");
        }
        const std::string before = readFile(path("bad.pt"));
        const CliResult r = runCli(QStringList{"export"} + arguments);
        QVERIFY2(r.exitCode == 2, qPrintable(QString::number(r.exitCode) + ": " + r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(QString::fromStdString(path("bad.onnx"))));
        QCOMPARE(readFile(path("bad.pt")), before);  // --out naming the checkpoint leaves it alone
    }
};

QTEST_GUILESS_MAIN(TestOnnxExport)
#include "TestOnnxExport.moc"
