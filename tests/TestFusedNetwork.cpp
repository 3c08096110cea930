#include <QProcess>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "device/CpuFeatures.h"
#include "models/ClassificationModel.h"
#include "models/FusedClassifier.h"
#include "models/FusedDetector.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"

using namespace osprey;

namespace {

// Batch-norm statistics and affine parameters far from their initial 0/1, so that a folding that drops or
// misplaces any of them changes the outputs.
void randomiseBatchNorms(torch::nn::Module& model) {
    torch::NoGradGuard noGrad;
    int64_t norms = 0;
    for (const auto& module : model.modules()) {
        auto buffers = module->named_buffers(/*recurse=*/false);
        if (!buffers.contains("running_mean") || !buffers.contains("running_var"))
            continue;
        ++norms;
        buffers["running_mean"].normal_(0, 0.5);
        buffers["running_var"].uniform_(0.3, 3.0);
        auto parameters = module->named_parameters(/*recurse=*/false);
        if (parameters.contains("weight"))
            parameters["weight"].uniform_(0.4, 1.6);
        if (parameters.contains("bias"))
            parameters["bias"].normal_(0, 0.3);
    }
    QVERIFY2(norms > 0, "the model has no batch norm to randomise");
}

double relativeError(const torch::Tensor& fused, const torch::Tensor& eager) {
    const double scale = eager.abs().max().item<double>();
    return (fused - eager).abs().max().item<double>() / std::max(scale, 1e-12);
}

template <typename Model>
std::shared_ptr<Model> create(const std::string& name, int64_t numClasses) {
    ModelOptions options;
    options.numClasses = numClasses;
    auto model = std::dynamic_pointer_cast<Model>(ModelRegistry::instance().create(name, options));
    randomiseBatchNorms(*model);
    model->eval();
    return model;
}

}  // namespace

class TestFusedNetwork : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { torch::manual_seed(7); }

    // Every batch norm folded away, the compiled graph used (not the module it falls back to), and its logits
    // those of the module: a ResNet (residual adds, downsampling), and MobileNetV3 and EfficientNet
    // (depthwise convolutions, squeeze-and-excitation, hard-swish and SiLU).
    void testFusedClassifierMatchesModel_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("size");
        QTest::newRow("resnet18") << "resnet18" << 64;
        QTest::newRow("mobilenet_v3_small") << "mobilenet_v3_small" << 96;
        QTest::newRow("efficientnet_b0") << "efficientnet_b0" << 96;
    }
    void testFusedClassifierMatchesModel() {
        QFETCH(QString, name);
        QFETCH(int, size);
        auto model = create<ClassificationModel>(name.toStdString(), 10);
        const torch::Tensor images = torch::randn({2, 3, size, size});
        torch::Tensor eager;
        {
            torch::NoGradGuard noGrad;
            eager = model->forward(images);
        }
        FusedClassifier fused(model, InferenceOptions{}, torch::kCPU);
        const torch::Tensor first = fused.forward(images);
        const torch::Tensor second = fused.forward(images);
        QCOMPARE(fused.network().compiledShapes(), 1);
        QCOMPARE(fused.network().countOperations("aten::batch_norm"), 0);
        QVERIFY(fused.network().notes().empty());
        // ResNet's channel counts (multiples of 64) suit every oneDNN layout: its graph runs in oneDNN. Where
        // oneDNN's form of a model fails the check (MobileNetV3-Small on AVX-512 CPUs, libtorch 1.13), the
        // folded graph without it runs, still compiled and still equal to the module (above).
        if (name == "resnet18")
            QCOMPARE(fused.network().oneDnnShapes(), 1);
        QVERIFY2(relativeError(first, eager) <= 1e-4,
                 qPrintable(QString::number(relativeError(first, eager))));
        QVERIFY(relativeError(second, eager) <= 1e-4);
        // The module is as it was: training starts from it unchanged.
        for (const auto& p : model->parameters())
            QVERIFY(p.requires_grad());
        QVERIFY(!fused.model()->is_training());
    }

    // A second input shape gets its own graph; fusing off runs the module itself.
    void testShapesAndNoFuse() {
        auto model = create<ClassificationModel>("cifar_resnet20", 10);
        FusedClassifier fused(model, InferenceOptions{}, torch::kCPU);
        const torch::Tensor a = torch::randn({3, 3, 32, 32}), b = torch::randn({1, 3, 40, 40});
        fused.forward(a);
        fused.forward(b);
        fused.forward(a);
        QCOMPARE(fused.network().compiledShapes(), 2);
        FusedClassifier eager(model, InferenceOptions{false, Precision::Fp32}, torch::kCPU);
        torch::NoGradGuard noGrad;
        QVERIFY(eager.forward(b).equal(model->forward(b)));
        QCOMPARE(eager.network().compiledShapes(), 0);
    }

    // RetinaNet's dense outputs from the fused graph equal the module's, and so do its detections.
    void testFusedDetectorMatchesModel() {
        auto model = create<DetectionModel>("retinanet_resnet18_fpn", 5);
        model->postprocess().scoreThreshold = 0.0;  // untrained scores are small: keep candidates to compare
        model->postprocess().detectionsPerImage = 50;
        const torch::Tensor images = torch::randn({1, 3, 128, 160});
        DenseRun eager;
        std::vector<Detections> eagerFound;
        {
            torch::NoGradGuard noGrad;
            eager = model->runDense(images);
            eagerFound = model->detect(images);
        }
        FusedDetector fused(model, InferenceOptions{}, torch::kCPU);
        const std::vector<Detections> found = fused.detect(images);
        QCOMPARE(fused.network().compiledShapes(), 1);
        QCOMPARE(fused.network().countOperations("aten::batch_norm"), 0);
        const std::vector<torch::Tensor> dense = const_cast<FusedNetwork&>(fused.network()).run(images);
        QVERIFY(relativeError(dense.at(0), eager.outputs.classLogits) <= 1e-4);
        QVERIFY(relativeError(dense.at(1), eager.outputs.boxDeltas) <= 1e-4);
        QCOMPARE(found.size(), eagerFound.size());
        QCOMPARE(found[0].scores.size(0), eagerFound[0].scores.size(0));
        QVERIFY(found[0].scores.size(0) > 0);
        QVERIFY((found[0].scores - eagerFound[0].scores).abs().max().item<double>() <= 1e-4);
        QVERIFY((found[0].boxes[0] - eagerFound[0].boxes[0]).abs().max().item<double>() <= 1e-2);
    }

    // bf16 only where the CPU multiplies it natively; elsewhere fp32, with a note that says so.
    void testBf16SwitchedOffWithoutNativeInstructions() {
        const InferencePrecision without = inferencePrecision(Precision::Bf16, torch::kCPU, false);
        QVERIFY(without.precision == Precision::Fp32);
        QVERIFY(without.note.english().find("no bf16 instructions") != std::string::npos);
        const InferencePrecision with = inferencePrecision(Precision::Bf16, torch::kCPU, true);
        QVERIFY(with.precision == Precision::Bf16);
        QVERIFY(with.note.empty());
        QVERIFY(inferencePrecision(Precision::Fp32, torch::kCPU, false).note.empty());
        if (cpuHasNativeBf16())
            QSKIP("this CPU has native bf16: the switch-off is checked through inferencePrecision only");
        auto model = create<ClassificationModel>("cifar_resnet20", 10);
        FusedClassifier fused(model, InferenceOptions{true, Precision::Bf16}, torch::kCPU);
        QVERIFY(fused.network().precision() == Precision::Fp32);
        QCOMPARE(fused.network().notes().size(), size_t(1));
        QVERIFY(fused.forward(torch::randn({1, 3, 32, 32})).scalar_type() == torch::kFloat32);
    }

    // ... and the user sees the note: bench infer says it (predict and eval print the same notes).
    void testBf16NoteReachesTheUser() {
        if (cpuHasNativeBf16())
            QSKIP("this CPU has native bf16");
        QProcess cli;
        cli.start(OSPREY_CLI_PATH, {"bench", "infer", "--model", "cifar_resnet20", "--batch-sizes", "1",
                                    "--steps", "1", "--warmup", "1", "--precision", "bf16", "--json"});
        QVERIFY(cli.waitForFinished(120000));
        QCOMPARE(cli.exitCode(), 0);
        const auto result = nlohmann::json::parse(cli.readAllStandardOutput().toStdString());
        QCOMPARE(result["precision"].get<std::string>(), std::string("fp32"));
        QVERIFY(result["fused"].get<bool>());
        QCOMPARE(result["notes"].size(), size_t(1));
        QVERIFY(result["notes"][0].get<std::string>().find("bf16 is off") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestFusedNetwork)
#include "TestFusedNetwork.moc"
