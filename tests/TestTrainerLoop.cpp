#include <QTemporaryDir>
#include <QtTest>

#include <torch/nn/functional/loss.h>
#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/normalization.h>
#include <torch/nn/modules/pooling.h>
#include <torch/optim/sgd.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "config/Config.h"
#include "data/checks/BadImageTracker.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "data/formats/shapes/ShapesGenerator.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "data/loader/DataLoader.h"
#include "data/transforms/ModelInput.h"
#include "eval/CocoEvaluator.h"
#include "eval/DetectionConfusion.h"
#include "eval/DetectionEvaluator.h"
#include "session/CheckpointEvaluation.h"
#include "session/TaskRegistry.h"
#include "session/TrainingSession.h"
#include "store/DetectionRecords.h"
#include "store/RecordStore.h"
#include "store/RunStore.h"
#include "train/EvalHook.h"
#include "train/StopSignal.h"
#include "train/Trainer.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"

using namespace osprey;

namespace {

constexpr double kLr = 0.05;

// A classifier small enough to follow by hand; group norm, so that a batch's gradient does not depend on the
// other batches of its group (batch norm's running statistics would).
torch::nn::Sequential smallNet() {
    torch::manual_seed(3);
    return torch::nn::Sequential(torch::nn::Conv2d(torch::nn::Conv2dOptions(3, 4, 3).padding(1)),
                                 torch::nn::GroupNorm(torch::nn::GroupNormOptions(2, 4)),
                                 torch::nn::AdaptiveAvgPool2d(1), torch::nn::Flatten(),
                                 torch::nn::Linear(4, 5));
}

// The fake task: cross-entropy of the model's logits, nothing else.
class CrossEntropyTask : public TrainingTask {
public:
    TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                  int64_t) const override {
        auto& net = dynamic_cast<torch::nn::SequentialImpl&>(model);
        TaskLoss out;
        out.total = torch::nn::functional::cross_entropy(net.forward(batch.images.to(device)),
                                                         batch.labels.to(device));
        return out;
    }
    TaskEvaluation evaluate(torch::nn::Module&, DataLoader&, torch::Device, Precision, const Communicator&,
                            bool) const override {
        ++evaluations;
        return {{{"score", static_cast<double>(evaluations)}}, nullptr};
    }
    mutable int evaluations = 0;
};

// Cross-entropy whose gradient turns nan at one step while the loss stays finite (0 * sqrt(0): its derivative
// is 0 * inf), as an update that diverges without the loss showing it.
class PoisonedStepTask : public CrossEntropyTask {
public:
    explicit PoisonedStepTask(int64_t poisoned) : m_poisoned(poisoned) {}  // -1: every step
    TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                  int64_t step) const override {
        TaskLoss out = CrossEntropyTask::loss(model, batch, device, step);
        if (step == m_poisoned || m_poisoned < 0) {
            const torch::Tensor p = model.parameters().front();
            out.total = out.total + 0.0 * (p - p.detach()).sqrt().sum();
        }
        return out;
    }

private:
    int64_t m_poisoned;
};

// Cross-entropy that becomes nan at one step, as a learning rate far too high makes it.
class NanLossTask : public CrossEntropyTask {
public:
    explicit NanLossTask(int64_t at) : m_at(at) {}
    TaskLoss loss(torch::nn::Module& model, const Batch& batch, torch::Device device,
                  int64_t step) const override {
        TaskLoss out = CrossEntropyTask::loss(model, batch, device, step);
        if (step == m_at)
            out.total = out.total * std::nan("");
        return out;
    }

private:
    int64_t m_at;
};

// Every hook call, in order, and the parameters after each step.
class RecordingHook : public TrainerHook {
public:
    explicit RecordingHook(std::string name, std::vector<std::string>* calls)
        : m_name(std::move(name)), m_calls(calls) {}
    void beforeTrain(Trainer&) override { log("beforeTrain"); }
    void afterTrain(Trainer&) override { log("afterTrain"); }
    void beforeEpoch(Trainer& t) override { log("beforeEpoch" + std::to_string(t.state().epoch)); }
    void afterEpoch(Trainer& t) override { log("afterEpoch" + std::to_string(t.state().epoch)); }
    void beforeStep(Trainer&) override { log("beforeStep"); }
    void afterStep(Trainer& t) override {
        log("afterStep");
        std::vector<torch::Tensor> params;
        for (const auto& p : t.model().parameters())
            params.push_back(p.detach().clone());
        afterEachStep.push_back(params);
    }
    std::vector<std::vector<torch::Tensor>> afterEachStep;

private:
    void log(const std::string& what) {
        if (m_calls)
            m_calls->push_back(m_name + ":" + what);
    }
    std::string m_name;
    std::vector<std::string>* m_calls;
};

std::shared_ptr<DataLoader> fixedOrderLoader(int64_t images, int64_t batch) {
    auto dataset = std::make_shared<SyntheticDataset>(images, 5, 8, /*seed=*/11);
    LoaderOptions options;
    options.batchSize = batch;
    options.workers = 0;
    options.shuffle = false;
    ClassificationTransform::Options transform;
    transform.size = 8;
    transform.resizeShorter = 0;
    return std::make_shared<DataLoader>(dataset, ClassificationTransform(transform), options,
                                        std::make_shared<BadImageTracker>(images, 1.0));
}

Trainer::Parts loopParts(torch::nn::Sequential net, int64_t epochs, int64_t accumulate, int64_t images) {
    Trainer::Parts parts;
    parts.options.epochs = epochs;
    parts.options.accumulate = accumulate;
    parts.schedule = LrSchedule(LrSchedule::Kind::Constant, kLr, static_cast<double>(epochs));
    parts.model = net.ptr();
    parts.task = std::make_shared<CrossEntropyTask>();
    parts.optimizer = std::make_unique<torch::optim::SGD>(net->parameters(), torch::optim::SGDOptions(kLr));
    parts.trainLoader = fixedOrderLoader(images, 4);
    parts.valLoader = fixedOrderLoader(8, 4);
    return parts;
}

// Every batch of one epoch of the fixed-order loader.
std::vector<Batch> epochBatches(DataLoader& loader, int64_t epoch) {
    loader.startEpoch(epoch);
    std::vector<Batch> batches;
    Batch batch;
    while (loader.next(batch)) {
        batch.images = modelInput(batch, torch::kCPU);
        batches.push_back(batch);
    }
    return batches;
}

double maxDifference(const std::vector<torch::Tensor>& a, const std::vector<torch::Tensor>& b) {
    double worst = 0;
    for (size_t k = 0; k < a.size(); ++k)
        worst = std::max(worst, (a[k] - b[k]).abs().max().item<double>());
    return worst;
}

}  // namespace

// The Trainer's loop with a fake task and recording hooks: which batches an optimizer update combines, the
// order hooks are called in, stopping between updates, and resuming in the middle of an epoch.
class TestTrainerLoop : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { clearStopRequest(); }
    void cleanup() { clearStopRequest(); }

    // The epoch's last update leaves nan weights although its loss was finite: the run stops there naming
    // the epoch and step, before validation and the checkpoint take them (issue 18: it went unnoticed).
    void testNonFiniteWeightsAfterTheLastUpdateStopTheRun() {
        Trainer::Parts parts = loopParts(smallNet(), 1, 1, 12);  // 3 steps
        parts.task = std::make_shared<PoisonedStepTask>(2);
        Trainer trainer(std::move(parts));
        try {
            trainer.train();
            QFAIL("training went on with nan weights");
        } catch (const RuntimeFailure& e) {
            QVERIFY2(
                QString(e.what()).contains("the weights hold nan or infinite values after epoch 1, step 3"),
                e.what());
        }
    }

    // Issue 19: a loss that becomes nan stops the run with its reason in parts, and the value itself is a row
    // of the loss curve at the step it was reached (the store keeps it as NULL): the workbench marks the
    // divergence there, on the plot and in the run list.
    void testNanLossIsRecordedWhereItHappened() {
        Trainer::Parts parts = loopParts(smallNet(), 1, 1, 12);  // 3 steps
        parts.task = std::make_shared<NanLossTask>(1);
        auto sink = std::make_shared<MemoryMetricSink>();
        Trainer trainer(std::move(parts));
        trainer.addSink(sink);
        try {
            trainer.train();
            QFAIL("training went on with a nan loss");
        } catch (const RuntimeFailure& e) {
            QCOMPARE(e.reason().id, std::string("loss_not_finite"));
            QCOMPARE(e.reason().arg("step"), std::string("2"));  // steps done, counting the one that diverged
            QCOMPARE(e.reason().arg("epoch"), std::string("1"));
        }
        const std::vector<double> losses = sink->values("train/loss");
        QVERIFY(!losses.empty() && std::isnan(losses.back()));
        QCOMPARE(sink->rows().back().step, int64_t{2});  // where the message says
    }

    // Under fp16 loss scaling a step with nan gradients is skipped; every step skipped used to go on without
    // end and without a word (issue 18). They are counted (train/skipped_updates), and 50 in a row stop the
    // run saying why.
    void testEndlessSkippedFp16UpdatesStopTheRun() {
        Trainer::Parts parts = loopParts(smallNet(), 30, 1, 12);
        parts.task = std::make_shared<PoisonedStepTask>(-1);
        parts.scaleLoss = true;  // as fp16 does (the CPU's autocast has no fp16)
        auto sink = std::make_shared<MemoryMetricSink>();
        Trainer trainer(std::move(parts));
        trainer.addSink(sink);
        try {
            trainer.train();
            QFAIL("training went on skipping every update");
        } catch (const RuntimeFailure& e) {
            QVERIFY2(QString(e.what()).contains("50 updates in a row were skipped"), e.what());
        }
        QCOMPARE(sink->values("train/skipped_updates").size(), size_t{50});
        QCOMPARE(sink->values("train/skipped_updates").back(), 50.0);
    }

    // Issue 17: accumulation groups start at each epoch's start, and every update is the mean gradient of the
    // batches it combines. Five batches per epoch with accumulate=2 make groups {0,1} {2,3} {4}; the old loop
    // grouped by the global step ({0,1} {2,3} {4} then {5}... of the next epoch: {0} {1,2} {3,4}) and divided
    // the one-batch groups by 2.
    void testAccumulationGroupsFollowTheEpoch() {
        const int64_t epochs = 2, accumulate = 2;
        torch::nn::Sequential net = smallNet();
        torch::nn::Sequential reference = std::dynamic_pointer_cast<torch::nn::SequentialImpl>(net->clone());
        auto record = std::make_shared<RecordingHook>("r", nullptr);
        Trainer trainer(loopParts(net, epochs, accumulate, 20));
        trainer.addHook(record);
        trainer.train();
        QCOMPARE(record->afterEachStep.size(), size_t{10});

        auto loader = fixedOrderLoader(20, 4);
        CrossEntropyTask task;
        size_t step = 0;
        for (int64_t epoch = 0; epoch < epochs; ++epoch) {
            const std::vector<Batch> batches = epochBatches(*loader, epoch);
            QCOMPARE(batches.size(), size_t{5});
            for (size_t start = 0; start < batches.size(); start += accumulate) {
                const size_t end = std::min(batches.size(), start + static_cast<size_t>(accumulate));
                reference->zero_grad();
                torch::Tensor mean = torch::zeros({});
                for (size_t b = start; b < end; ++b)
                    mean = mean + task.loss(*reference, batches[b], torch::kCPU, 0).total;
                (mean / static_cast<double>(end - start)).backward();
                {
                    torch::NoGradGuard noGrad;
                    for (auto& p : reference->parameters())
                        p.sub_(p.grad() * kLr);
                }
                std::vector<torch::Tensor> expected;
                for (const auto& p : reference->parameters())
                    expected.push_back(p.detach().clone());
                // Steps inside a group leave the weights alone; the group's last step applies the update.
                const std::vector<torch::Tensor>& after = record->afterEachStep[step + (end - start) - 1];
                const double diff = maxDifference(after, expected);
                QVERIFY2(diff < 1e-6,
                         qPrintable(QStringLiteral("epoch %1, group from batch %2: max |diff| %3")
                                        .arg(epoch)
                                        .arg(start)
                                        .arg(diff)));
                step += end - start;
            }
        }
    }

    // Hooks are called in the order they were added, around every step and epoch.
    void testHookOrder() {
        std::vector<std::string> calls;
        Trainer trainer(loopParts(smallNet(), 1, 1, 8));
        trainer.addHook(std::make_shared<RecordingHook>("a", &calls));
        trainer.addHook(std::make_shared<RecordingHook>("b", &calls));
        trainer.train();
        const std::vector<std::string> expected = {
            "a:beforeTrain", "b:beforeTrain", "a:beforeEpoch0", "b:beforeEpoch0",
            "a:beforeStep",  "b:beforeStep",  "a:afterStep",    "b:afterStep",
            "a:beforeStep",  "b:beforeStep",  "a:afterStep",    "b:afterStep",
            "a:afterEpoch0", "b:afterEpoch0", "a:afterTrain",   "b:afterTrain"};
        QCOMPARE(calls, expected);
    }

    // Issue 17: what an epoch's end measured is there for every hook's afterEpoch, whatever order the hooks
    // were added in (a hook added before the EvalHook read the previous epoch's validation through lastEval).
    void testEpochMetricsDoNotDependOnHookOrder() {
        struct Reader : TrainerHook {
            std::vector<double> seen;
            void afterEpoch(Trainer& t) override {
                const auto& measured = t.state().metrics.measured();
                seen.push_back(measured.count("val/score") ? measured.at("val/score") : -1.0);
            }
        };
        auto reader = std::make_shared<Reader>();
        Trainer trainer(loopParts(smallNet(), 3, 1, 8));
        trainer.addHook(reader);
        trainer.addHook(std::make_shared<EvalHook>(2));
        trainer.train();
        // Evaluated after epochs 2 and 3 (every 2, and the last); nothing measured after epoch 1.
        QCOMPARE(reader->seen, (std::vector<double>{-1.0, 1.0, 2.0}));
        QCOMPARE(trainer.state().metrics.latest().at("val/score"), 2.0);
    }

    // A stop request ends the run after the update of the group it arrived in, never half way through one;
    // the rest of the run, resumed from the state it stopped in, ends with the weights of a run that never
    // stopped.
    void testStopBetweenUpdatesAndResume() {
        const int64_t epochs = 2, accumulate = 2;
        struct StopAfter : TrainerHook {
            void afterStep(Trainer& t) override {
                if (t.state().globalStep == 3)
                    requestStop();
            }
        };
        torch::nn::Sequential whole = smallNet();
        Trainer uninterrupted(loopParts(whole, epochs, accumulate, 20));
        uninterrupted.train();

        torch::nn::Sequential first = smallNet();
        Trainer stopped(loopParts(first, epochs, accumulate, 20));
        stopped.addHook(std::make_shared<StopAfter>());
        stopped.train();
        QVERIFY(stopped.state().stopped);
        // Asked at step 3 (the first batch of the group {2,3}), it stops once that group's update is done.
        QCOMPARE(stopped.state().globalStep, int64_t{4});
        QCOMPARE(stopped.state().stepInEpoch, int64_t{4});
        clearStopRequest();

        // Resume: the same weights in a new trainer, starting where the first stopped.
        torch::nn::Sequential second = smallNet();
        {
            torch::NoGradGuard noGrad;
            auto from = first->parameters();
            auto to = second->parameters();
            for (size_t k = 0; k < from.size(); ++k)
                to[k].copy_(from[k]);
        }
        Trainer resumed(loopParts(second, epochs, accumulate, 20));
        resumed.state().epoch = stopped.state().epoch;
        resumed.state().stepInEpoch = stopped.state().stepInEpoch;
        resumed.state().globalStep = stopped.state().globalStep;
        resumed.train();
        QCOMPARE(resumed.state().globalStep, int64_t{10});
        QVERIFY(maxDifference(second->parameters(), whole->parameters()) < 1e-6);
    }

    // Issue 21: a classification run keeps each validation's per-sample records in RUN_DIR/inspect.db,
    // indexed in runs.db; they agree with the validation's metrics; a resume drops the records of steps it
    // trains again; inspect.record=false writes no file.
    void testValidationRecordsAppearAndFollowAResume() {
        QTemporaryDir dir;
        const std::string runDir = dir.path().toStdString() + "/run";
        const std::string db = dir.path().toStdString() + "/runs.db";
        const auto train = [&](const std::vector<std::string>& overrides, bool resume) {
            TrainRequest request;
            request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
            std::vector<std::string> all = {"train.max_steps_per_epoch=2", "train.batch_size=16",
                                            "data.val_fraction=0.04", "data.workers=0"};
            all.insert(all.end(), overrides.begin(), overrides.end());
            request.config.applyOverrides(all);
            (resume ? request.resumeDir : request.runDir) = runDir;
            request.dbPath = db;
            request.quiet = true;
            return runTraining(request);
        };
        const TrainSummary first = train({"train.epochs=2"}, false);
        const std::string path = RecordStore::pathIn(runDir);
        QVERIFY(std::filesystem::exists(path));
        {
            RunStore store(db);
            const auto rows = store.records(first.runId);
            QCOMPARE(rows.size(), size_t{2});
            QCOMPARE(rows[1].epoch, int64_t{1});
            QCOMPARE(rows[1].step, int64_t{4});
            QCOMPARE(rows[1].items, int64_t{200});  // 4% of the 5,000 digits
            QCOMPARE(rows[1].bytes, int64_t{200 * 14});
        }
        {
            RecordStore records(path);
            QCOMPARE(records.meta("task"), std::string("classification"));
            const auto samples = records.samples("val");
            QCOMPARE(samples.size(), size_t{200});
            const auto validations = records.validations();
            QCOMPARE(validations.size(), size_t{2});
            const EpochRecords last = records.read(validations.back().id);
            // Every item recorded once; the records' mean loss and accuracy are the validation's.
            double loss = 0, right = 0;
            for (size_t i = 0; i < samples.size(); ++i) {
                QVERIFY(last.u16.at("pred")[i] < 10);
                QVERIFY(std::isfinite(last.f32.at("margin")[i]));
                QVERIFY(last.f32.at("entropy")[i] >= 0 && last.f32.at("entropy")[i] <= std::log(10.0) + 1e-4);
                // The margin's sign says whether the assigned class won.
                QCOMPARE(last.f32.at("margin")[i] > 0, last.u16.at("pred")[i] == samples[i].label);
                loss += last.f32.at("loss")[i];
                right += last.u16.at("pred")[i] == samples[i].label;
            }
            QVERIFY(std::abs(loss / 200 - first.metrics.at("val/loss")) < 1e-4);
            QVERIFY(std::abs(100.0 * right / 200 - first.metrics.at("val/top1")) < 1e-9);
            const auto summary = nlohmann::json::parse(last.summary);
            int64_t cells = 0;
            for (const auto& row : summary.at("confusion"))
                for (const auto& cell : row)
                    cells += cell.get<int64_t>();
            QCOMPARE(cells, int64_t{200});
            // A validation of a later step, as if the run had been killed after it: the resume drops it.
            EpochRecords lost = last;
            lost.epoch = 5;
            lost.step = 99;
            records.write(lost);
        }
        const TrainSummary resumed = train({"train.epochs=3"}, true);
        QCOMPARE(resumed.runId, first.runId);
        {
            RecordStore records(path);
            const auto validations = records.validations();
            QCOMPARE(validations.size(), size_t{3});
            QCOMPARE(validations.back().epoch, int64_t{2});
            QCOMPARE(validations.back().step, int64_t{6});
            QCOMPARE(RunStore(db).records(first.runId).size(), size_t{3});
        }
        const std::string offDir = dir.path().toStdString() + "/off";
        TrainRequest off;
        off.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        off.config.applyOverrides({"train.epochs=1", "train.max_steps_per_epoch=1", "data.val_fraction=0.01",
                                   "inspect.record=false", "data.workers=0"});
        off.runDir = offDir;
        off.dbPath = db;
        off.quiet = true;
        runTraining(off);
        QVERIFY(!std::filesystem::exists(RecordStore::pathIn(offDir)));
    }

    // checkpoint.snapshot_every (issue 21, the checkpoint scrubber): weights-only snapshots/epoch-NNNN.pt
    // after each epoch, every one kept while checkpoint.keep prunes the periodic ones, recorded as "snapshot"
    // rows; a resume adds the later ones and leaves the earlier files as they were.
    void testSnapshotsAreWeightsOnlyAndAllKept() {
        QTemporaryDir dir;
        const std::string runDir = dir.path().toStdString() + "/run";
        const std::string db = dir.path().toStdString() + "/runs.db";
        const auto train = [&](const std::string& epochs, bool resume) {
            TrainRequest request;
            request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
            request.config.applyOverrides({"train.max_steps_per_epoch=1", "train.batch_size=16",
                                           "data.val_fraction=0.01", "data.workers=0", "inspect.record=false",
                                           "checkpoint.snapshot_every=1", "checkpoint.every=1",
                                           "checkpoint.keep=1", "train.epochs=" + epochs});
            (resume ? request.resumeDir : request.runDir) = runDir;
            request.dbPath = db;
            request.quiet = true;
            return runTraining(request);
        };
        namespace fs = std::filesystem;
        const auto snapshot = [&](int epoch) {
            return runDir + "/snapshots/epoch-000" + std::to_string(epoch) + ".pt";
        };
        const int64_t runId = train("2", false).runId;
        QVERIFY(fs::exists(snapshot(1)));
        QVERIFY(fs::exists(snapshot(2)));
        const auto firstTime = fs::last_write_time(snapshot(1));
        // Weights only: it cannot resume (no optimizer state), is smaller than last.pt, and says its epoch.
        const Checkpoint two = Checkpoint::load(snapshot(2));
        QCOMPARE(two.meta().epoch, int64_t{2});
        torch::optim::SGD optimizer(std::vector<torch::Tensor>{torch::zeros({1}, torch::requires_grad())},
                                    torch::optim::SGDOptions(0.1));
        QVERIFY_THROWS_EXCEPTION(InputError, two.restoreOptimizer(optimizer));
        QVERIFY(fs::file_size(snapshot(2)) < fs::file_size(runDir + "/last.pt"));

        QCOMPARE(train("3", true).runId, runId);
        for (int epoch = 1; epoch <= 3; ++epoch)
            QVERIFY2(fs::exists(snapshot(epoch)), snapshot(epoch).c_str());
        QVERIFY(fs::last_write_time(snapshot(1)) == firstTime);
        QVERIFY(!fs::exists(runDir + "/epoch-0002.pt"));  // keep=1 prunes the periodic ones only
        QVERIFY(fs::exists(runDir + "/epoch-0003.pt"));
        std::vector<int64_t> snapshotEpochs;
        for (const CheckpointRow& row : RunStore(db).checkpoints(runId)) {
            if (row.kind == "snapshot") {
                QCOMPARE(row.path, snapshot(static_cast<int>(row.epoch)));
                snapshotEpochs.push_back(row.epoch);
            }
        }
        QCOMPARE(snapshotEpochs, (std::vector<int64_t>{1, 2, 3}));
    }

    // inspect.train_margins: each epoch's training margins land as a train_margins validation of the train
    // split, with a value for exactly the items the epoch's steps saw.
    void testTrainingMarginsAreRecordedPerEpoch() {
        QTemporaryDir dir;
        TrainRequest request;
        request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        request.config.applyOverrides({"train.epochs=2", "train.max_steps_per_epoch=3", "train.batch_size=16",
                                       "train.accumulate=2", "data.val_fraction=0.01", "data.workers=0",
                                       "inspect.record=false", "inspect.train_margins=true"});
        request.runDir = dir.path().toStdString() + "/run";
        request.dbPath = dir.path().toStdString() + "/runs.db";
        request.quiet = true;
        const TrainSummary summary = runTraining(request);
        RecordStore records(RecordStore::pathIn(request.runDir));
        QCOMPARE(records.samples("train").size(), size_t{4950});
        const auto validations = records.validations();
        QCOMPARE(validations.size(), size_t{2});  // no val records: inspect.record=false
        for (const auto& v : validations) {
            QCOMPARE(v.split, std::string("train"));
            QCOMPARE(v.source, std::string("train_margins"));
            const EpochRecords r = records.read(v.id);
            QCOMPARE(r.items, int64_t{4950});
            int64_t seen = 0;
            for (float m : r.f32.at("margin"))
                seen += std::isfinite(m) ? 1 : 0;
            QCOMPARE(seen, int64_t{3 * 16});  // 3 steps of 16 distinct images
        }
        QCOMPARE(RunStore(request.dbPath).records(summary.runId).size(), size_t{2});
    }

    // Issue 21, detectors: a detection run keeps each validation's COCO matching in inspect.db, from which
    // readDetectionRecords rebuilds ground truth, detections and matches that give the same confusion matrix
    // as evaluating the checkpoint afresh; the per-image counts agree with the per-detection flags, and
    // runs.db's index counts the detections.
    void testDetectorRecordsRebuildTheMatching() {
        QTemporaryDir dir;
        TrainRequest request;
        request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/shapes.yaml");
        request.config.applyOverrides({"data.shapes_train=8", "data.shapes_val=8", "data.input_size=64",
                                       "data.shapes_image_size=96", "train.epochs=2", "train.batch_size=8",
                                       "eval.score_threshold=0.01", "eval.max_detections=20",
                                       "data.workers=0"});
        request.runDir = dir.path().toStdString() + "/run";
        request.dbPath = dir.path().toStdString() + "/runs.db";
        request.quiet = true;
        const TrainSummary summary = runTraining(request);
        RecordStore store(RecordStore::pathIn(request.runDir));
        QCOMPARE(store.meta("task"), std::string("detection"));
        const auto validations = store.validations();
        QCOMPARE(validations.size(), size_t{2});
        const DetectionRecords r = readDetectionRecords(store, validations.back().id);
        QCOMPARE(r.records.items, int64_t{8});
        const auto rows = RunStore(request.dbPath).records(summary.runId);
        QCOMPARE(rows.size(), size_t{2});
        QCOMPARE(rows.back().detections, static_cast<int64_t>(r.detections.size()));
        QVERIFY(!r.detections.empty());
        const auto samples = store.samples("val");
        QCOMPARE(samples.size(), size_t{8});
        for (size_t i = 0; i < samples.size(); ++i)
            QCOMPARE(r.imageNames[i], samples[i].name);

        // The same checkpoint evaluated afresh (as trained, so the numbers are the validation's).
        const DetectionSplits data = buildDetectionDatasets(request.config, [](const std::string&) {});
        const CocoGroundTruth gt = DetectionEvaluator(*data.val).groundTruth();
        const DetectionEvaluation e = evaluateDetectorWeights(request.config, request.runDir + "/last.pt",
                                                              torch::kCPU, /*ema=*/false, /*fuse=*/false);
        CocoMatches fresh;
        CocoEvaluator(gt).evaluate(e.detections, 0, &fresh);
        QVERIFY(std::abs(nlohmann::json::parse(r.records.summary).at("AP50").get<double>() -
                         summary.metrics.at("val/AP50")) < 1e-12);

        // The ground truth round-trips exactly.
        QCOMPARE(r.groundTruth.images.size(), gt.images.size());
        QCOMPARE(r.groundTruth.categories.size(), gt.categories.size());
        QCOMPARE(r.groundTruth.annotations.size(), gt.annotations.size());
        QVERIFY(!gt.annotations.empty());
        for (size_t i = 0; i < gt.images.size(); ++i) {
            QCOMPARE(r.groundTruth.images[i].id, gt.images[i].id);
            QCOMPARE(r.groundTruth.images[i].fileName, gt.images[i].fileName);
        }
        for (size_t a = 0; a < gt.annotations.size(); ++a) {
            const auto &mine = r.groundTruth.annotations[a], &theirs = gt.annotations[a];
            QCOMPARE(mine.id, theirs.id);
            QCOMPARE(mine.imageId, theirs.imageId);
            QCOMPARE(mine.categoryId, theirs.categoryId);
            QCOMPARE(mine.iscrowd, theirs.iscrowd);
            QCOMPARE(mine.bbox.x, theirs.bbox.x);
            QCOMPARE(mine.bbox.w, theirs.bbox.w);
            QCOMPARE(mine.bbox.h, theirs.bbox.h);
            QCOMPARE(mine.area, theirs.area);
        }

        // Detection by detection (one process collects them item by item, the stored order), and the
        // confusion matrix at threshold 0 and at 0.3, cell by cell.
        QCOMPARE(r.detections.size(), e.detections.size());
        int64_t truePositives = 0;
        for (size_t d = 0; d < e.detections.size(); ++d) {
            QCOMPARE(r.detections[d].imageId, e.detections[d].imageId);
            QCOMPARE(r.detections[d].categoryId, e.detections[d].categoryId);
            QCOMPARE(static_cast<float>(r.detections[d].score), static_cast<float>(e.detections[d].score));
            QCOMPARE(r.matches.detectionFlags[d], fresh.detectionFlags[d]);
            truePositives += fresh.detectionFlags[d] & CocoMatches::TruePositive;
        }
        qInfo("%zu detections on 8 pictures, %lld true positives", e.detections.size(),
              static_cast<long long>(truePositives));
        for (double threshold : {0.0, 0.3}) {
            const DetectionConfusion stored =
                detectionConfusion(r.groundTruth, r.detections, r.matches, threshold);
            const DetectionConfusion direct = detectionConfusion(gt, e.detections, fresh, threshold);
            QCOMPARE(stored.classes, static_cast<int>(ShapesGenerator::classNames().size()));
            QCOMPARE(stored.cells, direct.cells);
        }
        int64_t diagonal = 0;
        const DetectionConfusion atZero = detectionConfusion(r.groundTruth, r.detections, r.matches, 0.0);
        for (int c = 0; c < atZero.classes; ++c)
            diagonal += atZero.at(c, c);
        QCOMPARE(diagonal, truePositives);

        // Per image: the counts the flags and matches give.
        const auto& tp = r.records.u16.at("img_tp");
        const auto& fp = r.records.u16.at("img_fp");
        const auto& missed = r.records.u16.at("img_missed");
        const auto& maxFp = r.records.f32.at("img_max_fp");
        for (size_t item = 0; item < 8; ++item) {
            int64_t t = 0, f = 0, m = 0;
            float highest = 0;
            for (size_t d = 0; d < r.detections.size(); ++d) {
                if (static_cast<size_t>(r.detectionItems[d]) != item ||
                    (r.matches.detectionFlags[d] & (CocoMatches::Ignored | CocoMatches::NotEvaluated)))
                    continue;
                const bool positive = r.matches.detectionFlags[d] & CocoMatches::TruePositive;
                t += positive;
                f += !positive;
                if (!positive)
                    highest = std::max(highest, static_cast<float>(r.detections[d].score));
            }
            for (size_t a = 0; a < gt.annotations.size(); ++a)
                m += gt.annotations[a].imageId == gt.images[item].id && r.matches.annotationMatch[a] < 0;
            QCOMPARE(int64_t{tp[item]}, t);
            QCOMPARE(int64_t{fp[item]}, f);
            QCOMPARE(int64_t{missed[item]}, m);
            QCOMPARE(maxFp[item], highest);
        }
        // `eval --record --split train` of the same checkpoint: the training pictures' own ground truth, kept
        // beside the validation split's, which the training validations still read.
        EvaluationRequest onTrain;
        onTrain.fuse = false;
        onTrain.trainingSplit = true;
        onTrain.recordDir = request.runDir;
        evaluateWeightFile(request.config, request.runDir + "/last.pt", onTrain);
        const auto all = store.validations();
        QCOMPARE(all.size(), size_t{3});
        for (const auto& v : all) {
            const DetectionRecords back = readDetectionRecords(store, v.id);
            QCOMPARE(v.source, std::string(v.split == "train" ? "eval" : "val"));
            const auto& dataset = v.split == "train" ? *data.train : *data.val;
            const CocoGroundTruth truth = DetectionEvaluator(dataset).groundTruth();
            QCOMPARE(back.groundTruth.annotations.size(), truth.annotations.size());
            for (size_t a = 0; a < truth.annotations.size(); ++a)
                QCOMPARE(back.groundTruth.annotations[a].bbox.x, truth.annotations[a].bbox.x);
            QCOMPARE(back.imageNames.front(), dataset.itemName(0));
        }
        QCOMPARE(store.samples("train").size(), size_t{8});

        // Items in order; a true positive's box is the one that claims it back.
        for (size_t d = 0; d < r.detections.size(); ++d) {
            QVERIFY(d == 0 || r.detectionItems[d - 1] <= r.detectionItems[d]);
            if (r.matches.detectionFlags[d] & CocoMatches::TruePositive) {
                const int64_t g = r.matches.detectionMatch[d];
                QCOMPARE(r.matches.annotationMatch[static_cast<size_t>(g)], static_cast<int64_t>(d));
                QVERIFY(r.matches.bestOverlapIoU[d] >= 0.5f);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainerLoop)
#include "TestTrainerLoop.moc"
