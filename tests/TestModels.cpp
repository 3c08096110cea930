#include <QtTest>

#include <map>
#include <set>

#include <torch/nn/modules/conv.h>

#include "models/ModelRegistry.h"
#include "onnx/OnnxExporter.h"
#include "util/Errors.h"

using namespace osprey;

class TestModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void testParameterCountsMatchTorchvision_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qlonglong>("params");
        QTest::newRow("resnet18") << "resnet18" << 11689512LL;
        QTest::newRow("resnet34") << "resnet34" << 21797672LL;
        QTest::newRow("resnet50") << "resnet50" << 25557032LL;
        QTest::newRow("resnet101") << "resnet101" << 44549160LL;
        QTest::newRow("resnet152") << "resnet152" << 60192808LL;
        // He et al. 2015, table 6: 0.27M, 0.46M, 0.66M, 0.85M
        QTest::newRow("cifar_resnet20") << "cifar_resnet20" << 269722LL;
        QTest::newRow("cifar_resnet56") << "cifar_resnet56" << 853018LL;
        QTest::newRow("resnext50_32x4d") << "resnext50_32x4d" << 25028904LL;
        QTest::newRow("resnext101_32x8d") << "resnext101_32x8d" << 88791336LL;
        QTest::newRow("squeezenet1_0") << "squeezenet1_0" << 1248424LL;
        QTest::newRow("squeezenet1_1") << "squeezenet1_1" << 1235496LL;
        QTest::newRow("mobilenet_v2") << "mobilenet_v2" << 3504872LL;
        QTest::newRow("mobilenet_v3_large") << "mobilenet_v3_large" << 5483032LL;
        QTest::newRow("retinanet_resnet50_fpn") << "retinanet_resnet50_fpn" << 34068119LL;  // 91 classes
        const qlonglong efficientnet[] = {5288548,  7794184,  9109994,  12233232,
                                          19341616, 30389784, 43040704, 66347960};
        for (int b = 0; b < 8; ++b) {
            const QString name = QString("efficientnet_b%1").arg(b);
            QTest::newRow(qPrintable(name)) << name << efficientnet[b];
        }
    }
    void testParameterCountsMatchTorchvision() {
        QFETCH(QString, name);
        QFETCH(qlonglong, params);
        auto model = ModelRegistry::instance().create(name.toStdString(), {});
        QCOMPARE(static_cast<qlonglong>(countParameters(*model)), params);
    }

    // Every state_dict entry of torchvision's models, with its shape, made by
    // tests/fixtures/make_torchvision_state_dicts.py: Osprey's models must have exactly these.
    void testStateDictsMatchTorchvision() {
        QFile file(QStringLiteral(OSPREY_SOURCE_DIR "/tests/fixtures/torchvision_state_dicts.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        std::map<std::string, std::map<std::string, std::string>> expected;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QStringList parts = line.split(' ');
            QCOMPARE(parts.size(), 3);
            expected[parts[0].toStdString()][parts[1].toStdString()] = parts[2].toStdString();
        }
        QVERIFY(expected.size() >= 20);
        for (const auto& [model, entries] : expected) {
            auto module =
                ModelRegistry::instance().create(model, ModelOptions{});  // each model's default classes
            std::map<std::string, std::string> actual;
            auto shape = [](const torch::Tensor& t) {
                std::string text = "[";
                for (int64_t d = 0; d < t.dim(); ++d)
                    text += (d ? "," : "") + std::to_string(t.size(d));
                return text + "]";
            };
            for (const auto& item : module->named_parameters())
                actual[item.key()] = shape(item.value());
            for (const auto& item : module->named_buffers())
                actual[item.key()] = shape(item.value());
            for (const auto& [key, value] : entries) {
                const auto it = actual.find(key);
                QVERIFY2(it != actual.end(), qPrintable(QString::fromStdString(model + ": missing " + key)));
                QVERIFY2(it->second == value,
                         qPrintable(QString::fromStdString(model + ": " + key + " is " + it->second +
                                                           ", not " + value)));
            }
            QVERIFY2(actual.size() == entries.size(),
                     qPrintable(
                         QString::fromStdString(model) +
                         QString(": %1 entries, torchvision has %2").arg(actual.size()).arg(entries.size())));
        }
    }

    void testParameterNamesFollowTorchvision() {
        auto model = ModelRegistry::instance().create("resnet50", {});
        std::set<std::string> names;
        for (const auto& item : model->named_parameters())
            names.insert(item.key());
        for (const auto& item : model->named_buffers())
            names.insert(item.key());
        for (const char* expected :
             {"conv1.weight", "bn1.weight", "bn1.running_mean", "bn1.num_batches_tracked",
              "layer1.0.conv3.weight", "layer1.0.downsample.0.weight", "layer1.0.downsample.1.bias",
              "layer4.2.bn3.running_var", "fc.weight", "fc.bias"}) {
            QVERIFY2(names.count(expected), expected);
        }
        // torchvision's resnet50 state_dict has 320 entries (161 parameters, 159 buffers).
        QCOMPARE(names.size(), size_t{320});
    }

    void testV15StrideIsInThe3x3Conv() {
        auto model = ModelRegistry::instance().create("resnet50", {});
        for (const auto& item : model->named_modules()) {
            if (item.key() == "layer2.0.conv1")
                QCOMPARE(item.value()->as<torch::nn::Conv2d>()->options.stride()->at(0), int64_t{1});
            if (item.key() == "layer2.0.conv2")
                QCOMPARE(item.value()->as<torch::nn::Conv2d>()->options.stride()->at(0), int64_t{2});
        }
    }

    void testForwardShapes() {
        torch::NoGradGuard noGrad;
        auto resnet = ModelRegistry::instance().createClassifier("resnet18", ModelOptions{7});
        resnet->eval();
        QCOMPARE(resnet->forward(torch::randn({2, 3, 64, 64})).sizes().vec(), (std::vector<int64_t>{2, 7}));
        auto cifar = ModelRegistry::instance().createClassifier("cifar_resnet32", ModelOptions{100});
        cifar->eval();
        QCOMPARE(cifar->forward(torch::randn({3, 3, 32, 32})).sizes().vec(), (std::vector<int64_t>{3, 100}));
    }

    // The first stage's map that data check --run compares pictures by: every family stops at stride 4 (the
    // CIFAR ResNets, whose first stage keeps the input's size, at stride 1).
    void testEarlyFeaturesAreTheFirstStage_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("input");
        QTest::addColumn<int>("channels");
        QTest::addColumn<int>("side");
        QTest::newRow("resnet18") << "resnet18" << 64 << 64 << 16;
        QTest::newRow("resnet50") << "resnet50" << 64 << 256 << 16;
        QTest::newRow("cifar_resnet20") << "cifar_resnet20" << 32 << 16 << 32;
        QTest::newRow("mobilenet_v2") << "mobilenet_v2" << 64 << 24 << 16;
        QTest::newRow("mobilenet_v3_large") << "mobilenet_v3_large" << 64 << 24 << 16;
        QTest::newRow("mobilenet_v3_small") << "mobilenet_v3_small" << 64 << 16 << 16;
        QTest::newRow("efficientnet_b0") << "efficientnet_b0" << 64 << 24 << 16;
        QTest::newRow("squeezenet1_1") << "squeezenet1_1" << 64 << 128 << 15;
        QTest::newRow("squeezenet1_1 224") << "squeezenet1_1" << 224 << 128 << 55;
        QTest::newRow("squeezenet1_0") << "squeezenet1_0" << 64 << 256 << 14;
        QTest::newRow("squeezenet1_0 224") << "squeezenet1_0" << 224 << 256 << 54;
        // Small inputs: padded stride-2 layers round up (18: 9, 5, 3), and a 1x1 map is never the answer.
        QTest::newRow("efficientnet_b0 18") << "efficientnet_b0" << 18 << 24 << 5;
        QTest::newRow("efficientnet_b0 8") << "efficientnet_b0" << 8 << 24 << 2;
        QTest::newRow("mobilenet_v2 12") << "mobilenet_v2" << 12 << 24 << 3;
        QTest::newRow("resnet18 20") << "resnet18" << 20 << 64 << 5;
    }
    void testEarlyFeaturesAreTheFirstStage() {
        QFETCH(QString, name);
        QFETCH(int, input);
        QFETCH(int, channels);
        QFETCH(int, side);
        torch::NoGradGuard noGrad;
        auto model = ModelRegistry::instance().createClassifier(name.toStdString(), ModelOptions{5});
        model->eval();
        const auto map = model->earlyFeatures(torch::randn({2, 3, input, input}));
        QCOMPARE(map.sizes().vec(), (std::vector<int64_t>{2, channels, side, side}));
    }

    void testMobileModelsRunForwardAndBackward_data() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"efficientnet_b0", "mobilenet_v2", "mobilenet_v3_large",
                                 "mobilenet_v3_small", "squeezenet1_0", "squeezenet1_1", "resnext50_32x4d"}) {
            QTest::newRow(name) << name;
        }
    }
    void testMobileModelsRunForwardAndBackward() {
        QFETCH(QString, name);
        auto model = ModelRegistry::instance().createClassifier(name.toStdString(), ModelOptions{5});
        model->train();  // dropout and stochastic depth active
        const auto logits = model->forward(torch::randn({2, 3, 64, 64}));
        QCOMPARE(logits.sizes().vec(), (std::vector<int64_t>{2, 5}));
        logits.sum().backward();
        int64_t withGradient = 0;
        for (const auto& p : model->parameters())
            withGradient += p.grad().defined();
        QCOMPARE(withGradient, static_cast<int64_t>(model->parameters().size()));
        torch::NoGradGuard noGrad;
        model->eval();
        const auto x = torch::randn({1, 3, 64, 64});
        QVERIFY(torch::equal(model->forward(x), model->forward(x)));  // evaluation is deterministic
    }

    void testGroupNormResNets() {
        ModelOptions options{1000};
        options.norm = NormSpec{NormSpec::Kind::Group, 32};
        auto model = ModelRegistry::instance().createClassifier("resnet50", options);
        QCOMPARE(countParameters(*model), int64_t{25557032});  // same scales and shifts as batch norm
        QVERIFY(model->named_buffers().is_empty());            // and no running statistics
        QVERIFY(model->named_parameters().find("layer1.0.downsample.1.weight") != nullptr);
        options.numClasses = 3;
        options.zeroInitResidual = true;
        options.norm.groups = 8;
        auto cifar = ModelRegistry::instance().createClassifier("cifar_resnet20", options);
        QCOMPARE(cifar->forward(torch::randn({2, 3, 16, 16})).sizes().vec(), (std::vector<int64_t>{2, 3}));
        QVERIFY(cifar->named_parameters().find("layer1.0.bn2.weight")->abs().sum().item<double>() == 0.0);
        options.norm.groups = 12;  // does not divide 16 channels
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 ModelRegistry::instance().createClassifier("cifar_resnet20", options));
        options.norm.groups = 8;
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 ModelRegistry::instance().createClassifier("mobilenet_v2", options));
    }

    void testZeroInitResidual() {
        auto model = ModelRegistry::instance().create("resnet18", ModelOptions{10, true});
        int zeroed = 0;
        for (const auto& item : model->named_parameters()) {
            const bool last = item.key().find(".bn2.weight") != std::string::npos;
            if (last) {
                QVERIFY2(item.value().abs().sum().item<double>() == 0.0, item.key().c_str());
                ++zeroed;
            } else if (item.key() == "bn1.weight") {
                QVERIFY(item.value().min().item<double>() == 1.0);
            }
        }
        QCOMPARE(zeroed, 8);
    }

    void testUnknownModelListsKnownOnes() {
        try {
            ModelRegistry::instance().create("resnt50", {});
            QFAIL("no error");
        } catch (const InputError& e) {
            const QString m = e.what();
            QVERIFY2(m.contains("did you mean 'resnet50'"), qPrintable(m));
            QVERIFY2(m.contains("cifar_resnet20"), qPrintable(m));
        }
    }

    void testRegisteringTwiceIsAnError() {
        ModelRegistry registry;
        registerBuiltinModels(registry);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, registerBuiltinModels(registry));
    }

    // A build without ONNX export (no libonnx-dev, or a pip wheel's libtorch whose protobuf headers shadow
    // the system's) refuses export with its own reason, before it reads anything; TestOnnxExport covers the
    // builds that export.
    void testExportSaysWhyThisBuildCannot() {
#ifndef OSPREY_TEST_ONNX_OFF_REASON
        QSKIP("this build exports ONNX (TestOnnxExport)");
#else
        const std::string reason = OSPREY_TEST_ONNX_OFF_REASON;
        try {
            exportOnnx("resnet18", "/nonexistent/weights.pt", false, {}, "/nonexistent/out.onnx");
            QFAIL("export did not refuse");
        } catch (const InputError& e) {
            const QString m = QString::fromUtf8(e.what());
            QVERIFY2(m.contains(reason == "libtorch_protobuf" ? "protobuf headers (a pip wheel's)"
                                                              : "libonnx-dev"),
                     qPrintable(m));
            QVERIFY2(!m.contains("/nonexistent"), qPrintable(m));
        }
#endif
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "TestModels.moc"
