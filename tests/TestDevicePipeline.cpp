#include <QTemporaryDir>
#include <QtTest>

#include <torch/cuda.h>
#include <torch/nn/modules/conv.h>

#include "config/Config.h"
#include "data/checks/BadImageTracker.h"
#include "data/formats/synthetic/SyntheticDataset.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DevicePrefetcher.h"
#include "data/transforms/ModelInput.h"
#include "device/MemoryFormat.h"
#include "models/ModelRegistry.h"
#include "session/TrainingSession.h"
#include "train/LossReadback.h"
#include "train/StopSignal.h"
#include "train/Trainer.h"

using namespace osprey;

namespace {

// What afterStep saw of each step.
struct StepRecord {
    int64_t epoch, stepInEpoch, globalStep, batchSize;
    double loss, lr;
    bool operator==(const StepRecord& o) const {
        return epoch == o.epoch && stepInEpoch == o.stepInEpoch && globalStep == o.globalStep &&
               batchSize == o.batchSize && loss == o.loss && lr == o.lr;
    }
};

class RecordSteps : public TrainerHook {
public:
    std::vector<StepRecord> steps;
    std::vector<int64_t> epochEnds;  // steps reported when each epoch ended
    void afterStep(Trainer& trainer) override {
        const TrainState& s = trainer.state();
        steps.push_back({s.epoch, s.stepInEpoch, s.globalStep, s.batchSize, s.loss, s.lr});
    }
    void afterEpoch(Trainer&) override { epochEnds.push_back(static_cast<int64_t>(steps.size())); }
};

torch::Device gpuOrSkip() {
    return torch::cuda::is_available() ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
}

}  // namespace

// The CUDA habits of the training loop (issue 16): batches copied a step ahead on a side stream, the loss
// read back a step late without a synchronisation, channels-last memory order. Their bookkeeping runs on the
// CPU too (the deferral can be forced) and is checked here on every build; the device parts where a GPU
// exists.
class TestDevicePipeline : public QObject {
    Q_OBJECT

private:
    static std::shared_ptr<DataLoader> syntheticLoader(int64_t images, int64_t batch, bool pin) {
        auto dataset = std::make_shared<SyntheticDataset>(images, 10, 16);
        LoaderOptions options;
        options.batchSize = batch;
        options.workers = 2;
        options.shuffle = true;
        options.seed = 7;
        options.pinMemory = pin;
        ClassificationTransform::Options transform;
        transform.size = 16;
        transform.resizeShorter = 0;
        return std::make_shared<DataLoader>(dataset, ClassificationTransform(transform), options,
                                            std::make_shared<BadImageTracker>(images, 1.0));
    }

    static TrainSummary trainDigits(const QTemporaryDir& dir, const std::string& name, bool defer,
                                    std::shared_ptr<RecordSteps> record,
                                    const std::vector<std::string>& overrides = {}) {
        TrainRequest request;
        request.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        std::vector<std::string> all = {"train.epochs=2", "train.max_steps_per_epoch=7", "train.accumulate=2",
                                        "train.log_every=3", "eval.every=2"};
        all.insert(all.end(), overrides.begin(), overrides.end());
        request.config.applyOverrides(all);
        request.runDir = dir.path().toStdString() + "/" + name;
        request.dbPath = dir.path().toStdString() + "/runs.db";
        request.quiet = true;
        request.deferLossReadback = defer;
        request.extraHooks.push_back(record);
        return runTraining(request);
    }

private Q_SLOTS:
    // On the CPU the prefetcher hands on the loader's batches unchanged and in order; on a GPU the same
    // values arrive on the device.
    void testPrefetcherDeliversTheLoadersBatches() {
        const torch::Device device = gpuOrSkip();
        auto reference = syntheticLoader(40, 8, false);
        auto loader = syntheticLoader(40, 8, device.is_cuda());
        DevicePrefetcher prefetcher(*loader, device, /*channelsLast=*/false);
        for (int64_t epoch = 0; epoch < 2; ++epoch) {
            reference->startEpoch(epoch);
            loader->startEpoch(epoch);
            prefetcher.restart();
            Batch expected, got;
            int count = 0;
            while (reference->next(expected)) {
                QVERIFY(prefetcher.next(got));
                QCOMPARE(got.images.device(), device);
                QVERIFY(torch::equal(got.images.cpu(), modelInput(expected, torch::kCPU)));
                QVERIFY(torch::equal(got.labels.cpu(), expected.labels));
                ++count;
            }
            QVERIFY(!prefetcher.next(got));
            QCOMPARE(count, 5);
        }
        // Restarting inside an epoch forgets the batch fetched ahead.
        reference->startEpoch(0, 3);
        loader->startEpoch(0, 3);
        prefetcher.restart();
        Batch expected, got;
        QVERIFY(reference->next(expected) && prefetcher.next(got));
        QVERIFY(torch::equal(got.images.cpu(), modelInput(expected, torch::kCPU)));
        if (!device.is_cuda())
            QSKIP("no CUDA device: the side-stream copy was not exercised (the CPU pass-through was)");
    }

    void testChannelsLastKeepsValues() {
        const torch::Device device = gpuOrSkip();
        auto loader = syntheticLoader(16, 8, device.is_cuda());
        DevicePrefetcher prefetcher(*loader, device, /*channelsLast=*/true);
        loader->startEpoch(0);
        prefetcher.restart();
        Batch batch;
        QVERIFY(prefetcher.next(batch));
        QVERIFY(batch.images.is_contiguous(torch::MemoryFormat::ChannelsLast));

        torch::manual_seed(3);
        auto model = ModelRegistry::instance().createClassifier("cifar_resnet20", ModelOptions{10});
        model->to(device);
        model->eval();
        torch::NoGradGuard noGrad;
        const torch::Tensor before = model->forward(batch.images.contiguous());
        const std::vector<torch::Tensor> parameters = model->parameters();
        useChannelsLast(*model);
        int converted = 0;
        for (const auto& p : model->parameters()) {
            if (p.dim() == 4) {
                QVERIFY(p.is_contiguous(torch::MemoryFormat::ChannelsLast));
                ++converted;
            }
        }
        QVERIFY(converted > 0);
        // The same tensors (an optimizer built before still updates them), only their memory order changed.
        const std::vector<torch::Tensor> afterParameters = model->parameters();
        for (size_t k = 0; k < parameters.size(); ++k)
            QVERIFY(afterParameters[k].unsafeGetTensorImpl() == parameters[k].unsafeGetTensorImpl());
        const torch::Tensor after = model->forward(batch.images);
        QVERIFY2(torch::allclose(before, after, 1e-4, 1e-5), "channels-last changed the model's outputs");
    }

    // The loss read back later is the loss of the step it was started for.
    void testLossReadbackKeepsEveryValue() {
        const torch::Device device = gpuOrSkip();
        LossReadback first(device), second(device);
        TaskLoss a{torch::full({}, 1.5, torch::TensorOptions(device)),
                   {{"train/loss_cls", torch::full({}, 0.25, torch::TensorOptions(device))}}};
        TaskLoss b{torch::full({}, 2.5, torch::TensorOptions(device)), {}};
        first.start(a);
        second.start(b);  // started before the first is read, as the trainer does
        QVERIFY(first.started());
        const StepLossValues one = first.finish();
        const StepLossValues two = second.finish();
        QCOMPARE(one.total, 1.5);
        QCOMPARE(one.parts.at("train/loss_cls"), 0.25);
        QCOMPARE(two.total, 2.5);
        QVERIFY(two.parts.empty());
        QVERIFY(!first.started());
    }

    // afterStep a step late (the CUDA path) sees exactly what it sees at once: the same steps, losses,
    // learning rates and counters in the same order, every step of an epoch before its end, and the same
    // weights at the end — with gradient accumulation and an odd number of steps per epoch.
    void testDeferredReadbackReportsTheSameSteps() {
        QTemporaryDir dir;
        auto immediate = std::make_shared<RecordSteps>();
        auto deferred = std::make_shared<RecordSteps>();
        const TrainSummary a = trainDigits(dir, "immediate", false, immediate);
        const TrainSummary b = trainDigits(dir, "deferred", true, deferred);
        QCOMPARE(immediate->steps.size(), size_t{14});
        QVERIFY(immediate->steps == deferred->steps);
        QCOMPARE(deferred->epochEnds, (std::vector<int64_t>{7, 14}));
        QCOMPARE(a.metrics.at("val/top1"), b.metrics.at("val/top1"));
        QCOMPARE(a.metrics.at("val/loss"), b.metrics.at("val/loss"));
        for (size_t k = 0; k < immediate->steps.size(); ++k)
            QCOMPARE(immediate->steps[k].globalStep, static_cast<int64_t>(k + 1));
    }

    // A stop under the deferred reading: the step it stops at is reported before the checkpoint is written.
    void testDeferredReadbackStopsAfterReportingTheLastStep() {
        QTemporaryDir dir;
        struct StopAt : TrainerHook {
            void afterStep(Trainer& trainer) override {
                if (trainer.state().globalStep == 4)
                    requestStop();
            }
        };
        auto record = std::make_shared<RecordSteps>();
        clearStopRequest();
        TrainRequest r;
        r.config = Config::fromFile(OSPREY_SOURCE_DIR "/resources/templates/digits.yaml");
        r.config.applyOverrides({"train.epochs=2", "train.max_steps_per_epoch=9"});
        r.runDir = dir.path().toStdString() + "/stopped";
        r.dbPath = dir.path().toStdString() + "/runs.db";
        r.quiet = true;
        r.deferLossReadback = true;
        r.extraHooks = {std::make_shared<StopAt>(), record};
        const TrainSummary summary = runTraining(r);
        clearStopRequest();
        QCOMPARE(summary.status, RunStatus::Stopped);
        QVERIFY(!record->steps.empty());
        // Reported a step late, the request lands one step after it would at once; every step taken is
        // reported.
        const int64_t last = record->steps.back().globalStep;
        QVERIFY2(last >= 5 && last <= 6, qPrintable(QString::number(last)));
        for (size_t k = 0; k < record->steps.size(); ++k)
            QCOMPARE(record->steps[k].globalStep, static_cast<int64_t>(k + 1));
    }

    // On a GPU: a short digits run on CUDA learns like the CPU path's bookkeeping says (loss finite, run
    // finished); skipped where no GPU is visible.
    void testShortRunOnCuda() {
        if (!torch::cuda::is_available())
            QSKIP("no CUDA device visible to this libtorch");
        QTemporaryDir dir;
        auto record = std::make_shared<RecordSteps>();
        const TrainSummary s =
            trainDigits(dir, "cuda", false, record, {"hardware.device=cuda", "hardware.channels_last=true"});
        QCOMPARE(s.status, RunStatus::Finished);
        QCOMPARE(record->steps.size(), size_t{14});
        for (const auto& step : record->steps)
            QVERIFY(std::isfinite(step.loss));
    }
};

QTEST_GUILESS_MAIN(TestDevicePipeline)
#include "TestDevicePipeline.moc"
