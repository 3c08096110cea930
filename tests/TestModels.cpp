#include <QtTest>

#include <set>

#include <torch/nn/modules/conv.h>

#include "models/ModelRegistry.h"
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
    }
    void testParameterCountsMatchTorchvision() {
        QFETCH(QString, name);
        QFETCH(qlonglong, params);
        auto model = ModelRegistry::instance().create(name.toStdString(), {});
        QCOMPARE(static_cast<qlonglong>(countParameters(*model)), params);
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
};

QTEST_GUILESS_MAIN(TestModels)
#include "TestModels.moc"
