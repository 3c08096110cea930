#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include <c10/util/Exception.h>

#include <torch/cuda.h>
#include <torch/nn/functional/loss.h>
#include <torch/nn/modules/activation.h>
#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/pooling.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adamw.h>
#include <torch/optim/rmsprop.h>
#include <torch/optim/sgd.h>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <ATen/Context.h>

#include "config/Config.h"
#include "config/ConfigSchema.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DatasetFormat.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "device/BackendSettings.h"
#include "device/TorchCompat.h"
#include "distributed/Communicator.h"
#include "eval/ClassificationEvaluator.h"
#include "eval/EpochRecords.h"
#include "models/ModelRegistry.h"
#include "session/LaunchCheck.h"
#include "session/TaskRegistry.h"
#include "session/TaskSetup.h"
#include "train/ForeachAdamW.h"
#include "train/ForeachSgd.h"
#include "train/GradientClipping.h"
#include "train/LrSchedule.h"
#include "train/MarginRecorder.h"
#include "train/OptimizerFactory.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Registry.h"
#include "weights/Checkpoint.h"
#include "weights/OptimizerState.h"

using namespace osprey;

namespace {

// Where two optimizers' per-parameter states differ (key by key, tensors exactly), or "" when they do not;
// `tensors` counts the state tensors compared.
std::string optimizerStateDifference(torch::optim::Optimizer& a, torch::optim::Optimizer& b,
                                     int64_t& tensors) {
    if (a.param_groups().size() != b.param_groups().size())
        return "different numbers of parameter groups";
    for (size_t g = 0; g < a.param_groups().size(); ++g) {
        const auto& params = a.param_groups()[g].params();
        const auto& otherParams = b.param_groups()[g].params();
        if (params.size() != otherParams.size())
            return "group " + std::to_string(g) + " differs in size";
        for (size_t i = 0; i < params.size(); ++i) {
            auto* saved = compat::optimizerState(a, params[i]);
            auto* back = compat::optimizerState(b, otherParams[i]);
            if (!saved || !back)
                return "no state for parameter " + std::to_string(i) + " of group " + std::to_string(g);
            torch::serialize::OutputArchive oa, ob;
            saved->serialize(oa);
            back->serialize(ob);
            std::stringstream sa, sb;
            oa.save_to(sa);
            ob.save_to(sb);
            torch::serialize::InputArchive ia, ib;
            ia.load_from(sa);
            ib.load_from(sb);
            if (ia.keys() != ib.keys())
                return "parameter " + std::to_string(i) + ": different state keys";
            for (const auto& key : ia.keys()) {
                c10::IValue va, vb;
                ia.read(key, va);
                ib.read(key, vb);
                const bool same = va.isTensor() ? torch::equal(va.toTensor(), vb.toTensor()) : va == vb;
                tensors += va.isTensor();
                if (!same)
                    return "parameter " + std::to_string(i) + " of group " + std::to_string(g) + ": " + key +
                           " differs";
            }
        }
    }
    return {};
}

}  // namespace

class TestTrainingParts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Issue 17: an optimizer or schedule nobody registered is refused with the valid names and the nearest
    // (the factories fell back to AdamW and a constant LR); a name registered twice is a programming error;
    // and the schema offers exactly the registered names.
    void testRegistriesRefuseUnknownNames() {
        try {
            optimizerRegistry().at("adam");
            QFAIL("an unknown optimizer was accepted");
        } catch (const InputError& e) {
            const QString m = e.what();
            QVERIFY2(m.contains("optim.name") && m.contains("valid: sgd, rmsprop, adamw") &&
                         m.contains("did you mean 'adamw'"),
                     e.what());
        }
        try {
            LrSchedule::registry().at("cosin");
            QFAIL("an unknown schedule was accepted");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("did you mean 'cosine'"), e.what());
        }
        Registry<int> twice("thing", "things.name");
        twice.add("a", 1);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, twice.add("a", 2));
        // The schema's allowed values are the registries' names (session/RegistryChoices.cpp), one provider
        // per key.
        QCOMPARE(ConfigSchema::instance().find("optim.name")->choices, optimizerRegistry().names());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, ConfigSchema::provideChoices("optim.name", [] {
                                     return std::vector<std::string>{"sgd"};
                                 }));
        QCOMPARE(ConfigSchema::instance().find("schedule.name")->choices, LrSchedule::registry().names());
        QCOMPARE(ConfigSchema::instance().find("task")->choices, taskRegistry().names());
        QCOMPARE(ConfigSchema::instance().find("data.dataset")->choices, readableFormatNames());
        QCOMPARE(std::get<std::string>(ConfigSchema::instance().find("data.dataset")->defaultValue),
                 readableFormatNames().front());
        // The data.* keys apply as the experiment's format's descriptor says it reads them.
        const auto applies = [](const char* key, const char* format) {
            Config config;
            config.set("data.dataset", std::string(format));
            return ConfigSchema::instance().find(key)->appliesTo(config);
        };
        QVERIFY(applies("data.root", "coco") && applies("data.root", "digits") &&
                applies("data.root", "yolo"));
        QVERIFY(!applies("data.root", "shapes") && !applies("data.root", "synthetic"));
        QVERIFY(applies("data.train_split", "voc") && applies("data.val_split", "folder"));
        QVERIFY(!applies("data.train_split", "yolo") && !applies("data.val_split", "digits"));
        QVERIFY(applies("data.val_fraction", "digits") && !applies("data.val_fraction", "coco"));
        QVERIFY(applies("data.val_annotations", "coco") && !applies("data.train_annotations", "voc"));
        QVERIFY(applies("data.shapes_image_size", "shapes") && !applies("data.shapes_train", "coco"));
        QVERIFY(applies("data.synthetic_size", "synthetic") && !applies("data.num_classes", "folder"));
        QVERIFY_THROWS_EXCEPTION(InputError, taskRegistry().at("segmentation"));
        for (const TaskKind kind : {TaskKind::Classification, TaskKind::Detection}) {
            const TaskEntry& entry = taskEntry(kind);
            QCOMPARE(entry.kind, kind);
            QCOMPARE(&entry, &taskRegistry().at(taskName(kind)));
            QVERIFY(entry.setup && entry.evaluate && entry.openPredictor);
        }
    }

    // libtorch appends its C++ stack trace to its errors; what a person reads is the message alone.
    void testLibtorchErrorsReadWithoutTheirStackTrace() {
        try {
            throw c10::Error(c10::SourceLocation{__func__, __FILE__, __LINE__}, "kernel larger than input");
        } catch (const std::exception& e) {
            QVERIFY2(std::string(e.what()).find("frame #") != std::string::npos, e.what());
            QCOMPARE(errorMessage(e), std::string("kernel larger than input"));
            QCOMPARE(errorWithTrace(e), std::string(e.what()));
        }
        try {
            torch::ones({2}).view({3});
            QFAIL("a view of 2 elements as 3 did not throw");
        } catch (const std::exception& e) {
            const std::string message = errorMessage(e);
            QVERIFY2(message.find("shape '[3]' is invalid for input of size 2") != std::string::npos,
                     message.c_str());
            QVERIFY2(message.find("frame #") == std::string::npos, message.c_str());
        }
        QCOMPARE(errorMessage(InputError("bad key")), std::string("bad key"));
    }

    // A writer killed mid-write leaves "last.pt.tmp.PID" behind; the next run in the folder removes it, but
    // not the file of a writer that is still alive (issue 18: they stayed forever).
    void testAbandonedTemporaryFilesAreRemoved() {
        QTemporaryDir dir;
        const std::string folder = dir.path().toStdString();
        const std::string mine = "best.pt.tmp." + std::to_string(::getpid());
        for (const std::string& name :
             {std::string("last.pt.tmp.999999999"), mine, std::string("notes.tmp.txt")})
            writeFileAtomically(folder + "/" + name, "x");
        QCOMPARE(removeAbandonedTemporaries(folder), std::vector<std::string>{"last.pt.tmp.999999999"});
        QVERIFY(std::filesystem::exists(folder + "/" + mine));
        QVERIFY(std::filesystem::exists(folder + "/notes.tmp.txt"));
    }

    void testCosineWithWarmup() {
        LrSchedule s(LrSchedule::Kind::Cosine, 0.1, 10, 2, 0.0);
        QVERIFY(s.at(0) > 0 && s.at(0) < 0.001);
        QVERIFY(std::abs(s.at(1) - 0.05) < 1e-9);  // half way up the warm-up
        QVERIFY(std::abs(s.at(2) - 0.1) < 1e-9);
        QVERIFY(std::abs(s.at(6) - 0.05) < 1e-9);  // half way down the cosine
        QVERIFY(std::abs(s.at(10)) < 1e-12);
    }

    void testStepSchedule() {
        LrSchedule s(LrSchedule::Kind::Step, 1.0, 90, 0, 0, {30, 60}, 0.1);
        QCOMPARE(s.at(29.9), 1.0);
        QVERIFY(std::abs(s.at(30) - 0.1) < 1e-12);
        QVERIFY(std::abs(s.at(75) - 0.01) < 1e-12);
    }

    void testNoWeightDecayOnBatchNormAndBias() {
        Config c;
        c.applyOverrides({"optim.weight_decay=0.01"});
        auto model = ModelRegistry::instance().create("resnet18", ModelOptions{10});
        auto optimizer = createOptimizer(c, *model, 0.1);
        QCOMPARE(optimizer->param_groups().size(), size_t{2});
        const auto& decayed = optimizer->param_groups()[0];
        const auto& plain = optimizer->param_groups()[1];
        QCOMPARE(static_cast<torch::optim::SGDOptions&>(
                     const_cast<torch::optim::OptimizerParamGroup&>(decayed).options())
                     .weight_decay(),
                 0.01);
        QCOMPARE(static_cast<torch::optim::SGDOptions&>(
                     const_cast<torch::optim::OptimizerParamGroup&>(plain).options())
                     .weight_decay(),
                 0.0);
        for (const auto& p : plain.params())
            QCOMPARE(p.dim(), int64_t{1});
        for (const auto& p : decayed.params())
            QVERIFY(p.dim() > 1);
        setLearningRate(*optimizer, 0.5);
        QCOMPARE(optimizer->param_groups()[1].options().get_lr(), 0.5);

        c.applyOverride("optim.no_decay_bn_bias=false");
        QCOMPARE(createOptimizer(c, *model, 0.1)->param_groups().size(), size_t{1});
        c.applyOverrides({"optim.nesterov=true", "optim.momentum=0"});
        QVERIFY_THROWS_EXCEPTION(InputError, createOptimizer(c, *model, 0.1));
    }

    void testEveryOptimizerLowersTheLossOnAFixedBatch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("lr");
        QTest::newRow("sgd") << "sgd" << 0.05;
        QTest::newRow("sgd nesterov") << "sgd-nesterov" << 0.05;
        QTest::newRow("rmsprop") << "rmsprop" << 0.001;
        QTest::newRow("adamw") << "adamw" << 0.001;
    }
    void testEveryOptimizerLowersTheLossOnAFixedBatch() {
        QFETCH(QString, name);
        QFETCH(double, lr);
        Config c;
        c.applyOverride("optim.name=" + name.section('-', 0, 0).toStdString());
        if (name.endsWith("nesterov"))
            c.applyOverride("optim.nesterov=true");
        torch::manual_seed(0);
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
        auto optimizer = createOptimizer(c, *model, lr);
        const auto x = torch::randn({12, 3, 16, 16});
        const auto y = torch::arange(12) % 3;
        double first = 0, last = 0;
        for (int step = 0; step < 8; ++step) {
            optimizer->zero_grad();
            auto loss = torch::nn::functional::cross_entropy(model->forward(x), y);
            loss.backward();
            optimizer->step();
            (step == 0 ? first : last) = loss.item<double>();
        }
        QVERIFY2(last < first, qPrintable(QString("%1 -> %2").arg(first).arg(last)));
    }

    // Issue 41: the multi-tensor SGD and AdamW take exactly libtorch's steps (weights and optimizer state
    // equal bit for bit), through weight-decay groups, Nesterov, a step in which one parameter has no
    // gradient (its AdamW step count falls behind the others') and steps after it.
    void testForeachOptimizersEqualLibtorchs_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("extra");
        QTest::newRow("sgd momentum") << "sgd"
                                      << "optim.momentum=0.9";
        QTest::newRow("sgd nesterov") << "sgd"
                                      << "optim.nesterov=true";
        QTest::newRow("sgd plain") << "sgd"
                                   << "optim.momentum=0";
        QTest::newRow("adamw") << "adamw"
                               << "optim.weight_decay=0.05";
    }
    void testForeachOptimizersEqualLibtorchs() {
        QFETCH(QString, name);
        QFETCH(QString, extra);
        auto make = [&](bool foreach, std::shared_ptr<ClassificationModel>& model) {
            Config c;
            c.applyOverrides({"optim.name=" + name.toStdString(), extra.toStdString(),
                              std::string("optim.foreach=") + (foreach ? "true" : "false")});
            torch::manual_seed(0);
            model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{3});
            return createOptimizer(c, *model, name == "sgd" ? 0.05 : 0.002);
        };
        std::shared_ptr<ClassificationModel> ours, theirs;
        auto foreachOptimizer = make(true, ours);
        auto libtorchOptimizer = make(false, theirs);
        QVERIFY(dynamic_cast<ForeachSgd*>(foreachOptimizer.get()) ||
                dynamic_cast<ForeachAdamW*>(foreachOptimizer.get()));
        QVERIFY(!dynamic_cast<ForeachSgd*>(libtorchOptimizer.get()) &&
                !dynamic_cast<ForeachAdamW*>(libtorchOptimizer.get()));
        const auto x = torch::randn({12, 3, 16, 16});
        const auto y = torch::arange(12) % 3;
        for (int step = 0; step < 5; ++step) {
            for (auto& [model, optimizer] :
                 {std::pair{ours, foreachOptimizer.get()}, std::pair{theirs, libtorchOptimizer.get()}}) {
                optimizer->zero_grad();
                torch::nn::functional::cross_entropy(model->forward(x), y).backward();
                if (step == 2)
                    model->parameters().back().mutable_grad() = torch::Tensor();  // no gradient this step
                optimizer->step();
            }
            const auto a = ours->parameters(), b = theirs->parameters();
            for (size_t i = 0; i < a.size(); ++i)
                QVERIFY2(torch::equal(a[i], b[i]),
                         qPrintable(QString("step %1: parameter %2 differs by %3")
                                        .arg(step)
                                        .arg(i)
                                        .arg((a[i] - b[i]).abs().max().item<double>())));
        }
        if (extra == "optim.momentum=0") {  // plain SGD keeps no state, on either side
            QVERIFY(!compat::optimizerState(*foreachOptimizer, ours->parameters().front()));
            QVERIFY(!compat::optimizerState(*libtorchOptimizer, theirs->parameters().front()));
            return;
        }
        int64_t tensors = 0;
        const std::string difference =
            optimizerStateDifference(*foreachOptimizer, *libtorchOptimizer, tensors);
        QVERIFY2(difference.empty(), difference.c_str());
        QVERIFY(tensors > 0);
    }

    void testCheckpointRoundTripGivesSameOutputs() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/ck.pt";
        torch::manual_seed(5);
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{4});
        torch::optim::SGD optimizer(model->parameters(), torch::optim::SGDOptions(0.1).momentum(0.9));
        // one step so that batch-norm statistics and momentum buffers are not at their initial values
        auto loss = model->forward(torch::randn({4, 3, 16, 16})).logsumexp(1).mean();
        loss.backward();
        optimizer.step();
        CheckpointMeta meta;
        meta.modelName = "cifar_resnet20";
        meta.numClasses = 4;
        meta.classNames = {"a", "caf\xe9", "c",
                           "d"};  // a Latin-1 folder name travels byte for byte (issue 18)
        meta.epoch = 3;
        meta.stepInEpoch = 2;
        meta.globalStep = 17;
        meta.bestMetric = 91.5;
        Checkpoint::save(path, meta, *model, &optimizer);

        const Checkpoint loaded = Checkpoint::load(path);
        QCOMPARE(loaded.meta().classNames, meta.classNames);
        QCOMPARE(loaded.meta().globalStep, int64_t{17});
        QCOMPARE(loaded.meta().bestMetric, 91.5);
        auto copy = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{4});
        loaded.restoreModel(*copy);
        torch::optim::SGD copyOptimizer(copy->parameters(), torch::optim::SGDOptions(0.1).momentum(0.9));
        loaded.restoreOptimizer(copyOptimizer);
        // The optimizer's state itself (momentum buffers), not only what the model computes.
        int64_t tensorsCompared = 0;
        const std::string difference = optimizerStateDifference(optimizer, copyOptimizer, tensorsCompared);
        QVERIFY2(difference.empty(), difference.c_str());
        QCOMPARE(tensorsCompared, static_cast<int64_t>(model->parameters().size()));
        model->eval();
        copy->eval();
        const auto x = torch::randn({2, 3, 16, 16});
        QVERIFY(torch::equal(model->forward(x), copy->forward(x)));
        QVERIFY(!std::filesystem::exists(path + ".tmp"));
    }

    // Issue 18: text that is not UTF-8 was written with U+FFFD and lost. Osprey's JSON shows it so and
    // carries the real bytes beside it, at any depth, in strings and in lists of strings.
    void testTextThatIsNotUtf8TravelsThroughJsonWhole() {
        QVERIFY(isValidUtf8("plain") && isValidUtf8("caf\xc3\xa9") && isValidUtf8("\xf0\x9f\xa6\x85"));
        for (const char* bad :
             {"caf\xe9", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "\xff"})
            QVERIFY2(!isValidUtf8(bad), bad);
        nlohmann::json doc{{"run_dir", "/runs/caf\xe9"},
                           {"nested", {{"list", {{{"classes", {"ok", "th\xe9", "caf\xc3\xa9"}}}}}}}};
        const std::string text = jsonText(doc);
        const auto back = nlohmann::json::parse(text);  // valid JSON, strict UTF-8
        QCOMPARE(back["run_dir"].get<std::string>(), std::string("/runs/caf\xef\xbf\xbd"));
        QCOMPARE(back["run_dir_bytes"].get<std::string>(), std::string("2f72756e732f636166e9"));
        QCOMPARE(realText(back, "run_dir"), std::string("/runs/caf\xe9"));
        const auto& inner = back["nested"]["list"][0];
        QCOMPARE(realTexts(inner, "classes"), (std::vector<std::string>{"ok", "th\xe9", "caf\xc3\xa9"}));
        QVERIFY(inner["classes_bytes"][0].is_null());
        QVERIFY(!back.contains("nested_bytes"));
        // Valid documents are written exactly as before; a broken "_bytes" keeps the shown text.
        QCOMPARE(jsonText(nlohmann::json{{"a", "caf\xc3\xa9"}}), std::string("{\"a\":\"caf\xc3\xa9\"}"));
        QCOMPARE(realText(nlohmann::json{{"a", "x"}, {"a_bytes", "zz"}}, "a"), std::string("x"));
    }

    // The CPU generator, and the training GPU's, travel in a checkpoint: what is drawn after a resume is what
    // would have been drawn.
    void testRandomGeneratorsTravelInCheckpoints() {
        const bool gpu = torch::cuda::is_available();
        const torch::Device device = gpu ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
        if (!gpu)
            qInfo("no CUDA device (this libtorch has none, or no GPU is visible): the CPU generator only");
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/rng.pt";
        torch::nn::Linear model(4, 2);
        model->to(device);
        CheckpointMeta meta;
        meta.modelName = "linear";
        Checkpoint::save(path, meta, *model, nullptr);
        const torch::Tensor cpu = torch::rand({100});
        const torch::Tensor onDevice = torch::rand({100}, torch::TensorOptions(device));
        Checkpoint::load(path).restoreRng(device);
        QVERIFY(torch::equal(torch::rand({100}), cpu));
        QVERIFY(torch::equal(torch::rand({100}, torch::TensorOptions(device)).cpu(), onDevice.cpu()));
        if (!gpu)
            QSKIP("the CUDA generator's round trip needs a CUDA device; the CPU one passed");
    }

    // The restored state itself, tensor by tensor, for each optimizer Osprey builds; and the address-keyed
    // layout of libtorch's own Optimizer::save (checkpoints of earlier Osprey builds) read the same way.
    void testOptimizerStateRestoredExactly_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("legacy");
        for (const char* kind : {"sgd", "adamw", "rmsprop"}) {
            QTest::newRow(kind) << QString(kind) << false;
            QTest::newRow((std::string(kind) + "-legacy-layout").c_str()) << QString(kind) << true;
        }
    }

    void testOptimizerStateRestoredExactly() {
        QFETCH(QString, kind);
        QFETCH(bool, legacy);
        torch::manual_seed(11);
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{4});
        auto make = [&kind](torch::nn::Module& m) -> std::unique_ptr<torch::optim::Optimizer> {
            std::vector<torch::Tensor> weights, others;
            for (const auto& p : m.parameters())
                (p.dim() > 1 ? weights : others).push_back(p);
            auto groups = [&](auto options) {
                auto decayed = options;
                decayed.weight_decay(1e-4);
                std::vector<torch::optim::OptimizerParamGroup> g;
                g.emplace_back(weights, std::make_unique<decltype(decayed)>(decayed));
                g.emplace_back(others, std::make_unique<decltype(options)>(options));
                return g;
            };
            if (kind == "sgd") {
                auto o = torch::optim::SGDOptions(0.1).momentum(0.9);
                return std::make_unique<torch::optim::SGD>(groups(o), o);
            }
            if (kind == "adamw") {
                auto o = torch::optim::AdamWOptions(0.01);
                return std::make_unique<torch::optim::AdamW>(groups(o), o);
            }
            auto o = torch::optim::RMSpropOptions(0.01).momentum(0.5);
            return std::make_unique<torch::optim::RMSprop>(groups(o), o);
        };
        auto optimizer = make(*model);
        for (int step = 0; step < 3; ++step) {
            optimizer->zero_grad();
            model->forward(torch::randn({4, 3, 16, 16})).logsumexp(1).mean().backward();
            optimizer->step();
        }
        torch::serialize::OutputArchive archive;
        if (legacy)
            optimizer->save(archive);
        else
            saveOptimizerState(archive, *optimizer);
        std::stringstream bytes;
        archive.save_to(bytes);

        auto copy = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{4});
        auto restored = make(*copy);
        restored->param_groups()[0].options().set_lr(123);  // the saved options must come back too
        torch::serialize::InputArchive in;
        in.load_from(bytes);
        loadOptimizerState(in, *restored, "test");

        QCOMPARE(restored->param_groups()[0].options().get_lr(),
                 optimizer->param_groups()[0].options().get_lr());
        int64_t tensorsCompared = 0;
        const std::string difference = optimizerStateDifference(*optimizer, *restored, tensorsCompared);
        QVERIFY2(difference.empty(), difference.c_str());
        // at least one state tensor per parameter (SGD: the momentum buffer)
        QVERIFY(tensorsCompared >= static_cast<int64_t>(model->parameters().size()));
        // Another model's optimizer is refused with the reason.
        auto other = ModelRegistry::instance().createClassifier("cifar_resnet32", ModelOptions{4});
        auto otherOptimizer = make(*other);
        torch::serialize::InputArchive again;
        again.load_from(bytes.str().data(), bytes.str().size());
        try {
            loadOptimizerState(again, *otherOptimizer, "test");
            QFAIL("the state of ResNet-20's optimizer was accepted for ResNet-32's");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("parameters, this model's has"), e.what());
        }
    }

    // hardware.cudnn_benchmark, tf32 and deterministic reach libtorch's switches, and the log says what is
    // on.
    void testBackendSettingsReachLibtorch() {
        at::Context& context = at::globalContext();
        BackendSettings settings;
        QCOMPARE(applyBackendSettings(settings, torch::kCPU), std::string());
        QVERIFY(context.benchmarkCuDNN() && context.allowTF32CuBLAS() && context.allowTF32CuDNN());
        QVERIFY(!context.deterministicAlgorithms() && !context.deterministicCuDNN());
        QCOMPARE(applyBackendSettings(settings, torch::Device(torch::kCUDA, 0)),
                 std::string("cuDNN benchmark, TF32"));

        settings.deterministic = true;
        QCOMPARE(applyBackendSettings(settings, torch::kCPU), std::string("deterministic algorithms"));
        QVERIFY(context.deterministicAlgorithms() && context.deterministicCuDNN() &&
                !context.benchmarkCuDNN());
        QVERIFY(context.allowTF32CuBLAS());  // TF32 rounds the same way every time
        // A CPU model still trains under it: none of the layers here lacks a deterministic implementation.
        torch::nn::Sequential net(torch::nn::Conv2d(3, 4, 3), torch::nn::BatchNorm2d(4), torch::nn::ReLU(),
                                  torch::nn::AdaptiveAvgPool2d(1), torch::nn::Flatten(),
                                  torch::nn::Linear(4, 2));
        net->forward(torch::randn({2, 3, 8, 8})).sum().backward();

        settings = BackendSettings{};
        settings.cudnnBenchmark = false;
        settings.tf32 = false;
        QCOMPARE(applyBackendSettings(settings, torch::Device(torch::kCUDA, 0)), std::string());
        QVERIFY(!context.benchmarkCuDNN() && !context.allowTF32CuBLAS() && !context.allowTF32CuDNN());
        applyBackendSettings(BackendSettings{}, torch::kCPU);
    }

    // The device-side clipping gives what libtorch's clip_grad_norm_ gives, clipped or not.
    void testGradientClippingMatchesLibtorch() {
        for (const double maxNorm : {0.5, 1e6}) {
            torch::manual_seed(5);
            std::vector<torch::Tensor> ours, theirs;
            for (int64_t k = 0; k < 3; ++k) {
                torch::Tensor p = torch::randn({4 + k, 3}, torch::requires_grad());
                p.mutable_grad() = torch::randn({4 + k, 3});
                torch::Tensor q = p.detach().clone().requires_grad_(true);
                q.mutable_grad() = p.grad().clone();
                ours.push_back(p);
                theirs.push_back(q);
            }
            clipGradNorm(ours, maxNorm);
            torch::nn::utils::clip_grad_norm_(theirs, maxNorm);
            double squares = 0;
            for (size_t k = 0; k < ours.size(); ++k) {
                QVERIFY(torch::allclose(ours[k].grad(), theirs[k].grad(), 1e-6, 1e-7));
                squares += ours[k].grad().pow(2).sum().item<double>();
            }
            if (maxNorm < 1)
                QVERIFY(std::abs(std::sqrt(squares) - maxNorm) < 1e-5);
        }
    }

    void testNotACheckpointIsInputError() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/config.yaml";
        std::ofstream(path) << "name: not a checkpoint\n";
        try {
            Checkpoint::load(path);
            QFAIL("a YAML file was accepted as a checkpoint");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("not an Osprey checkpoint"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, Checkpoint::load(dir.path().toStdString() + "/missing.pt"));
        // a checkpoint of another model does not load into this one
        auto small = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{4});
        CheckpointMeta meta;
        meta.modelName = "cifar_resnet20";
        Checkpoint::save(dir.path().toStdString() + "/small.pt", meta, *small, nullptr);
        auto other = ModelRegistry::instance().createClassifier("cifar_resnet32", ModelOptions{4});
        QVERIFY_THROWS_EXCEPTION(
            InputError, Checkpoint::load(dir.path().toStdString() + "/small.pt").restoreModel(*other));
    }

    void testEvaluatorHandComputed() {
        ClassificationEvaluator e(3);
        // rows: logits; true labels 0, 1, 2, 2
        const auto logits = torch::tensor({3.0f, 2.0f, 1.0f,   // predicts 0 (right)
                                           3.0f, 2.0f, 1.0f,   // predicts 0, true 1 (second guess)
                                           0.0f, 0.0f, 5.0f,   // predicts 2 (right)
                                           5.0f, 4.0f, 0.0f})  // predicts 0, true 2 (third guess)
                                .reshape({4, 3});
        e.process(logits, torch::tensor({0, 1, 2, 2}, torch::kInt64));
        const ClassificationResult r = e.evaluate();
        QCOMPARE(r.samples, int64_t{4});
        QCOMPARE(r.top1, 50.0);
        QCOMPARE(r.top5, 100.0);  // k = 3 classes
        QCOMPARE(r.confusion[1][0], int64_t{1});
        QCOMPARE(r.confusion[2][0], int64_t{1});
        QCOMPARE(r.perClassAccuracy[0], 100.0);
        QCOMPARE(r.perClassAccuracy[1], 0.0);
        QCOMPARE(r.perClassAccuracy[2], 50.0);
        const double expectedLoss =
            torch::nn::functional::cross_entropy(logits, torch::tensor({0, 1, 2, 2}, torch::kInt64))
                .item<double>();
        QVERIFY(std::abs(r.loss - expectedLoss) < 1e-6);
    }

    void testEvaluatorRecordsEachSampleByItem() {
        ClassificationEvaluator e(3, /*recordSamples=*/true);
        // Two batches; the items are out of order, as a shuffled shard's (or one missing an unreadable item).
        e.process(torch::tensor({3.0f, 2.0f, 1.0f, 0.0f, 0.0f, 0.0f}).reshape({2, 3}),
                  torch::tensor({1, 2}, torch::kInt64), {7, 2});
        e.process(torch::tensor({0.0f, 100.0f, 0.0f}).reshape({1, 3}), torch::tensor({0}, torch::kInt64),
                  {4});
        const ClassifierSamples& s = e.samples();
        QCOMPARE(s.items, (std::vector<int64_t>{7, 2, 4}));
        QCOMPARE(s.predicted[0], int64_t{0});
        QCOMPARE(s.predicted[2], int64_t{1});
        // Item 7: logits (3, 2, 1), assigned 1: margin 2 - 3, CE = log(e^3 + e^2 + e^1) - 2.
        const double lse = std::log(std::exp(3.0) + std::exp(2.0) + std::exp(1.0));
        QVERIFY(std::abs(s.margin[0] - (-1.0)) < 1e-6);
        QVERIFY(std::abs(s.loss[0] - (lse - 2.0)) < 1e-5);
        double entropy = 0;
        for (double z : {3.0, 2.0, 1.0})
            entropy -= std::exp(z - lse) * (z - lse);
        QVERIFY(std::abs(s.entropy[0] - entropy) < 1e-5);
        // Item 2: uniform logits: margin 0, entropy ln 3, CE ln 3.
        QVERIFY(std::abs(s.margin[1]) < 1e-6);
        QVERIFY(std::abs(s.entropy[1] - std::log(3.0)) < 1e-5);
        QVERIFY(std::abs(s.loss[1] - std::log(3.0)) < 1e-5);
        // Item 4: a confident wrong answer: margin -100, CE 100, and an entropy of 0 (no nan from 0 * log 0).
        QVERIFY(std::abs(s.margin[2] - (-100.0)) < 1e-4);
        QVERIFY(std::abs(s.loss[2] - 100.0) < 1e-3);
        QVERIFY(std::isfinite(s.entropy[2]) && s.entropy[2] >= 0 && s.entropy[2] < 1e-6);

        // As records over a split of 9 items: each value at its item, the others empty; the confusion kept.
        const EpochRecords r = classifierRecords(e.evaluate(), s, 9);
        QCOMPARE(r.items, int64_t{9});
        QCOMPARE(r.recorded, int64_t{3});
        std::vector<uint16_t> pred = r.u16.at("pred");
        QVERIFY(pred[2] < 3);  // a tie: any class
        pred[2] = 0;
        QCOMPARE(pred, (std::vector<uint16_t>{0xFFFF, 0xFFFF, 0, 0xFFFF, 1, 0xFFFF, 0xFFFF, 0, 0xFFFF}));
        QVERIFY(std::abs(r.f32.at("margin")[7] - (-1.0f)) < 1e-6);
        QVERIFY(std::isnan(r.f32.at("loss")[0]) && std::isnan(r.f32.at("entropy")[8]));
        QCOMPARE(r.payloadBytes(), int64_t{9 * (2 + 3 * 4)});
        const auto summary = nlohmann::json::parse(r.summary);
        const auto confusion = summary.at("confusion").get<std::vector<std::vector<int64_t>>>();
        QCOMPARE(confusion[0], (std::vector<int64_t>{0, 1, 0}));
        QCOMPARE(confusion[1], (std::vector<int64_t>{1, 0, 0}));
        QCOMPARE(confusion[2][2] + confusion[2][0] + confusion[2][1], int64_t{1});
        QCOMPARE(summary.at("samples").get<int64_t>(), int64_t{3});
    }

    // Training margins: per step on the device, per epoch each item's mean over its visits (an accumulation
    // group's batches are steps like any other; a padded shard visits an item twice), NaN where unseen.
    void testMarginRecorderMeansPerItemAndEpoch() {
        MarginRecorder recorder(5);
        const auto labels = torch::tensor({0, 1}, torch::kInt64);
        recorder.add({3, 1}, torch::tensor({4.0f, 1.0f, 0.5f, 2.0f, 3.0f, 1.0f}).reshape({2, 3}), labels);
        recorder.add({3}, torch::tensor({1.0f, 2.0f, 0.0f}).reshape({1, 3}),
                     torch::tensor({0}, torch::kInt64));
        const std::vector<float> epoch = recorder.takeEpoch(Communicator::world());
        QCOMPARE(epoch.size(), size_t{5});
        QVERIFY(std::abs(epoch[3] - 1.0f) < 1e-6);  // item 3: margins 4 - 1 = 3 and 1 - 2 = -1
        QVERIFY(std::abs(epoch[1] - 1.0f) < 1e-6);  // item 1: 3 - 2
        QVERIFY(std::isnan(epoch[0]) && std::isnan(epoch[2]) && std::isnan(epoch[4]));
        // The next epoch starts afresh.
        recorder.add({0}, torch::tensor({0.0f, 0.0f, -2.0f}).reshape({1, 3}),
                     torch::tensor({2}, torch::kInt64));
        const std::vector<float> next = recorder.takeEpoch(Communicator::world());
        QVERIFY(std::abs(next[0] - (-2.0f)) < 1e-6);
        QVERIFY(std::isnan(next[3]));
    }

    // A mixed image carries two labels: margins with mixup are refused before the run, in the same words by
    // the trainer and the workbench's launch check; a detector has no per-image margin.
    void testTrainMarginsRefuseMixupAndDetection() {
        Config digits = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        digits.applyOverrides({"inspect.train_margins=true", "train.mixup_alpha=0.2"});
        const QString sentence = QStringLiteral(
            "inspect.train_margins needs train.mixup_alpha = 0: a mixed image carries two labels, so its "
            "margin "
            "is undefined");
        try {
            setupTask(digits);
            QFAIL("margins with mixup were accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()), sentence);
        }
        const auto problems = launchProblems(digits, OSPREY_SOURCE_DIR);
        QCOMPARE(problems.size(), size_t{1});
        QCOMPARE(problems[0].kind, LaunchProblem::Kind::Conflict);
        QCOMPARE(problems[0].key, std::string("inspect.train_margins"));
        QCOMPARE(problems[0].value, std::string("train.mixup_alpha"));
        digits.applyOverrides({"train.mixup_alpha=0"});
        QVERIFY(launchProblems(digits, OSPREY_SOURCE_DIR).empty());
        QVERIFY(setupTask(digits).margins != nullptr);

        Config shapes = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/shapes.yaml");
        shapes.applyOverrides({"inspect.train_margins=true"});
        try {
            setupTask(shapes);
            QFAIL("margins of a detector were accepted");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains("classification only"), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainingParts)
#include "TestTrainingParts.moc"
