#include <QTemporaryDir>
#include <QtTest>

#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/linear.h>
#include <torch/optim/sgd.h>

#include <ATen/ops/_amp_foreach_non_finite_check_and_unscale.h>

#include "device/CpuFeatures.h"
#include "device/Precision.h"
#include "device/TorchCompat.h"
#include "models/ModelRegistry.h"
#include "train/LossScaler.h"
#include "train/ModelEma.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"
#include "weights/StateDict.h"

using namespace osprey;

// Mixed precision (autocast scope, fp16 loss scaling) and the weight average, part by part.
class TestPrecisionEma : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private:
    static bool fusedScalingOnCpu() {
        torch::Tensor found = torch::zeros({1});
        try {
            at::_amp_foreach_non_finite_check_and_unscale_({torch::ones({2})}, found, torch::ones({1}));
            return true;
        } catch (const c10::Error&) {
            return false;
        }
    }

private Q_SLOTS:
    void testAutocastScopeRunsMatmulsInBf16AndRestores() {
        torch::nn::Linear layer(8, 4);
        const torch::Tensor x = torch::randn({2, 8});
        {
            AutocastScope scope(Precision::Bf16, torch::kCPU);
            QVERIFY(compat::autocastEnabled(c10::DeviceType::CPU));
            QCOMPARE(layer->forward(x).scalar_type(), torch::kBFloat16);
            // Reductions that autocast keeps in fp32 stay fp32.
            QCOMPARE(layer->forward(x).to(torch::kFloat32).softmax(1).scalar_type(), torch::kFloat32);
        }
        QVERIFY(!compat::autocastEnabled(c10::DeviceType::CPU));
        QCOMPARE(layer->forward(x).scalar_type(), torch::kFloat32);
        {
            AutocastScope fp32(Precision::Fp32, torch::kCPU);
            QCOMPARE(layer->forward(x).scalar_type(), torch::kFloat32);
        }
        QCOMPARE(layer->weight.scalar_type(), torch::kFloat32);  // the weights stay fp32
    }

    // The warning that bf16 is emulated rests on this reading of /proc/cpuinfo.
    void testNativeBf16IsReadFromCpuFlags() {
        QVERIFY(!cpuInfoHasNativeBf16("processor\t: 0\nflags\t\t: fpu sse2 avx2 fma avx512f\n"));
        QVERIFY(cpuInfoHasNativeBf16("processor\t: 0\nflags\t\t: fpu avx512f avx512_bf16 amx_tile\n"));
        QVERIFY(cpuInfoHasNativeBf16("flags\t\t: fpu amx_bf16\n"));
        QVERIFY(cpuInfoHasNativeBf16("processor\t: 0\nFeatures\t: fp asimd bf16 i8mm\n"));
        QVERIFY(!cpuInfoHasNativeBf16("processor\t: 0\nFeatures\t: fp asimd\n"));
        // Only the first processor's line counts, and a word merely containing "bf16" does not.
        QVERIFY(!cpuInfoHasNativeBf16("flags\t: sse2 xbf16y\nflags\t: avx512_bf16\n"));
        QVERIFY(!cpuInfoHasNativeBf16(""));
    }
    void testPrecisionNames() {
        QVERIFY(parsePrecision("bf16", torch::kCPU) == Precision::Bf16);
        QVERIFY(parsePrecision("fp32", torch::kCPU) == Precision::Fp32);
        try {
            parsePrecision("fp16", torch::kCPU);
            QFAIL("fp16 on the CPU was accepted");
        } catch (const InputError& e) {
            QVERIFY(QString(e.what()).contains("needs a CUDA device"));
        }
    }

    // Injected infs skip the update (weights untouched), halve the scale and are counted; a run of good steps
    // grows the scale again; good steps see the true (unscaled) gradient. Both the per-tensor kernels and
    // libtorch's fused ones (what CUDA gradients use; on the CPU where libtorch has them, 2.3 and later).
    void testLossScalingSkipsInfStepsAndAdaptsTheScale_data() {
        QTest::addColumn<int>("kernels");
        QTest::newRow("per tensor") << static_cast<int>(LossScaler::Kernels::PerTensor);
        QTest::newRow("fused") << static_cast<int>(LossScaler::Kernels::Fused);
    }

    void testLossScalingSkipsInfStepsAndAdaptsTheScale() {
        QFETCH(int, kernels);
        if (kernels == static_cast<int>(LossScaler::Kernels::Fused) && !fusedScalingOnCpu())
            QSKIP("this libtorch has the fused loss-scaling kernels for CUDA only (CPU ones from 2.3 on)");
        torch::manual_seed(1);
        torch::nn::Linear layer(4, 1);
        torch::optim::SGD sgd(layer->parameters(), torch::optim::SGDOptions(0.1));
        LossScaler::Options options;
        options.initialScale = 1024;
        options.growthInterval = 3;
        options.kernels = static_cast<LossScaler::Kernels>(kernels);
        LossScaler scaler(options);
        const torch::Tensor x = torch::ones({1, 4});
        std::vector<double> scales;
        std::vector<bool> stepped;
        for (int step = 0; step < 8; ++step) {
            const torch::Tensor before = layer->weight.detach().clone();
            const torch::Tensor loss = layer->forward(x).sum();
            scaler.scale(loss).backward();
            // The scaled gradient of sum(w.x + b) with respect to w is scale * x.
            QVERIFY(torch::allclose(layer->weight.grad(), torch::full({1, 4}, scaler.currentScale())));
            if (step == 2 || step == 3)
                layer->bias.grad().fill_(std::numeric_limits<float>::infinity());
            if (step == 6)
                layer->weight.grad()[0][1] = std::nanf("");
            const bool ok = scaler.step(sgd, layer->parameters());
            stepped.push_back(ok);
            scales.push_back(scaler.currentScale());
            if (ok) {
                // SGD with lr 0.1 on the unscaled gradient (ones): every weight drops by exactly 0.1.
                QVERIFY(torch::allclose(layer->weight.detach(), before - 0.1));
            } else {
                QVERIFY(torch::equal(layer->weight.detach(), before));
            }
            QVERIFY(!layer->weight.grad().defined() || layer->weight.grad().abs().sum().item<double>() == 0);
        }
        QCOMPARE(stepped, (std::vector<bool>{true, true, false, false, true, true, false, true}));
        // 1024 -> (2 good) -> skip: 512 -> skip: 256 -> good, good -> skip: 128 -> good
        QCOMPARE(scales, (std::vector<double>{1024, 1024, 512, 256, 256, 256, 128, 128}));
        QCOMPARE(scaler.skippedSteps(), int64_t{3});
        // Three good steps in a row double the scale.
        for (int step = 0; step < 2; ++step) {
            scaler.scale(layer->forward(x).sum()).backward();
            QVERIFY(scaler.step(sgd, layer->parameters()));
        }
        QCOMPARE(scaler.currentScale(), 256.0);
    }

    void testEmaFollowsTheFormula() {
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        auto average = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        ModelEma ema(average, *model, 0.99);
        QCOMPARE(ema.decayAt(0), 0.1);
        QCOMPARE(ema.decayAt(90), 0.91);
        QCOMPARE(ema.decayAt(100000), 0.99);
        const StateDict start = stateDictOf(*average);
        QVERIFY(torch::equal(start[0].tensor, stateDictOf(*model)[0].tensor));  // starts as a copy
        std::vector<torch::Tensor> old;
        for (const auto& t : start)
            old.push_back(t.tensor.clone());
        {
            torch::NoGradGuard noGrad;
            for (auto& p : model->parameters())
                p.add_(1.0);
            for (auto& b : model->buffers()) {
                if (!b.is_floating_point())
                    b.fill_(42);
            }
        }
        ema.update(*model, 1000);
        const StateDict now = stateDictOf(*average), trained = stateDictOf(*model);
        for (size_t i = 0; i < now.size(); ++i) {
            if (now[i].tensor.is_floating_point()) {
                const torch::Tensor expected = old[i] * 0.99 + trained[i].tensor * 0.01;
                QVERIFY2(torch::allclose(now[i].tensor, expected, 1e-5, 1e-6), now[i].name.c_str());
            } else {
                QCOMPARE(now[i].tensor.item<int64_t>(), int64_t{42});
            }
        }
        QVERIFY(!average->is_training());
        for (const auto& p : average->parameters())
            QVERIFY(!p.requires_grad());
    }

    void testCheckpointKeepsTheAverageSeparately() {
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        auto average = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        {
            torch::NoGradGuard noGrad;
            for (auto& p : average->parameters())
                p.fill_(0.25);
        }
        CheckpointMeta meta;
        meta.modelName = "cifar_resnet20";
        meta.numClasses = 3;
        meta.lossScale = 512;
        const std::string file = (m_dir.path() + "/ema.pt").toStdString();
        Checkpoint::save(file, meta, *model, nullptr, average.get());
        const Checkpoint c = Checkpoint::load(file);
        QVERIFY(c.hasEma());
        QCOMPARE(c.meta().lossScale, 512.0);
        auto restored = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        c.restoreModel(*restored);
        QVERIFY(torch::equal(stateDictOf(*restored)[0].tensor, stateDictOf(*model)[0].tensor));
        c.restoreEma(*restored);
        QVERIFY(torch::equal(stateDictOf(*restored)[0].tensor, stateDictOf(*average)[0].tensor));
    }
};

QTEST_GUILESS_MAIN(TestPrecisionEma)
#include "TestPrecisionEma.moc"
