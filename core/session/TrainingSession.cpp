#include "session/TrainingSession.h"

#include <torch/utils.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>

#include "data/checks/BadImageTracker.h"
#include "data/formats/tfrecord/RecordShard.h"
#include "data/loader/DataLoader.h"
#include "device/BackendSettings.h"
#include "device/CpuFeatures.h"
#include "device/DeviceSelection.h"
#include "device/TorchCompat.h"
#include "distributed/AllReduceChannel.h"
#include "distributed/Communicator.h"
#include "distributed/DataParallel.h"
#include "distributed/GradientReducer.h"
#include "distributed/SyncBatchNorm.h"
#include "models/ModelRegistry.h"
#include "session/RunRecorder.h"
#include "session/TaskSetup.h"
#include "session/TrainingPlan.h"
#include "session/ValidationPictures.h"
#include "store/RecordWriter.h"
#include "store/RunStore.h"
#include "store/StoreMetricSink.h"
#include "store/TensorBoardSink.h"
#include "train/CheckpointHook.h"
#include "train/ConsoleProgressHook.h"
#include "train/DistributedStatsHook.h"
#include "train/EvalHook.h"
#include "train/MarginHook.h"
#include "train/MetricLogHook.h"
#include "train/ModelEma.h"
#include "train/OptimizerFactory.h"
#include "train/RunLog.h"
#include "train/StopSignal.h"
#include "train/Trainer.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Translatable.h"
#include "util/Version.h"
#include "weights/Checkpoint.h"
#include "weights/ModelWeights.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// The metric deciding the best checkpoint: checkpoint.metric, or the task's first.
std::string bestMetricOf(const TrainingPlan& plan, const TaskSetup& setup) {
    std::vector<std::string> known;
    for (const char* prefix : {"val/", "val_ema/"}) {
        for (const auto& m : setup.descriptor().metricNames())
            known.push_back(prefix + m);
    }
    const std::string metric =
        plan.bestMetricKey.empty() ? "val/" + setup.descriptor().primaryMetric() : plan.bestMetricKey;
    if (std::find(known.begin(), known.end(), metric) == known.end()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "checkpoint.metric '{metric}' is not a metric task '{task}' records; use one of {metrics}"),
            {{"metric", metric}, {"task", taskName(setup.meta.task)}, {"metrics", join(known, ", ")}}));
    }
    if (metric.rfind("val_ema/", 0) == 0 && plan.emaDecay <= 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "checkpoint.metric '{metric}' needs weight averaging: set train.ema_decay > 0"),
            {{"metric", metric}}));
    return metric;
}

// Routes the world's floating-point sums through a channel while it lives (see Communicator::routeFloatSums).
struct FloatSumRoute {
    explicit FloatSumRoute(const Communicator& world) : world(world) {}
    ~FloatSumRoute() { world.routeFloatSums({}); }
    void through(AllReduceChannel& channel) {
        world.routeFloatSums([&channel](torch::Tensor& values) { channel.sum(values); });
    }
    const Communicator& world;
};

// Where a resumed run continues inside its epoch: a checkpoint written by a different number of ranks counted
// its global batches with another size; continue after the images it had seen.
int64_t resumeInEpoch(const CheckpointMeta& meta, int worldSize, RunLog& log) {
    if (meta.worldSize == worldSize || meta.stepInEpoch == 0)
        return meta.stepInEpoch;
    const int64_t step = meta.stepInEpoch * meta.worldSize / worldSize;
    log.info("the checkpoint was written by " + std::to_string(meta.worldSize) + " rank(s), this run has " +
             std::to_string(worldSize) + ": continuing epoch " + std::to_string(meta.epoch + 1) +
             " at batch " + std::to_string(step) + " of the new global batch size");
    return step;
}

// The checkpoint a resume continues from: last.pt, or best.pt when the run ended between writing the two (the
// best is written first); none when it ended before its first checkpoint, and then it trains again from the
// start. Rank 0 reads it, every rank gets the same bytes; `note` says what was found when it was not last.pt.
std::optional<Checkpoint> readResumePoint(const std::string& runDir, const std::string& modelName,
                                          torch::Device device, const Communicator& world,
                                          std::string* note) {
    std::string found;
    if (world.rank() == 0) {
        for (const char* name : {"last.pt", "best.pt"}) {
            if (fs::exists(fs::path(runDir) / name)) {
                found = (fs::path(runDir) / name).string();
                break;
            }
        }
    }
    found = world.broadcast(found);
    if (found.empty()) {
        *note = "no checkpoint in '" + runDir +
                "' (the run ended before its first one was written): training it again from the start";
        return std::nullopt;
    }
    if (fs::path(found).filename() == "best.pt")
        *note = "no last.pt in '" + runDir + "' (the run ended while writing it): resuming from best.pt";
    Checkpoint checkpoint = Checkpoint::loadBytes(
        world.broadcast(world.rank() == 0 ? readFile(found) : std::string()), found, device);
    if (checkpoint.meta().modelName != modelName) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "cannot resume '{path}': its checkpoint holds model '{model}', the config "
                                  "asks for '{wanted}'"),
            {{"path", runDir}, {"model", checkpoint.meta().modelName}, {"wanted", modelName}}));
    }
    return checkpoint;
}

// The model, its optimizer and weight average: initialised from model.weights on a new run, restored from
// the checkpoint on a resume, and the same on every rank.
struct TrainingModel {
    std::shared_ptr<torch::nn::Module> model;
    std::unique_ptr<torch::optim::Optimizer> optimizer;
    std::shared_ptr<ModelEma> ema;
    std::optional<Checkpoint> resumeFrom;
    std::vector<std::string> notes;  // what was loaded, for the log
};

TrainingModel buildModel(const Config& config, const TrainRequest& request, const TrainingPlan& plan,
                         const TaskSetup& setup, const Communicator& world) {
    const torch::Device device = plan.device.device;
    TrainingModel m;
    torch::manual_seed(plan.seed);
    m.model = setup.createModel();
    if (!request.resumeDir.empty()) {
        std::string note;
        m.resumeFrom = readResumePoint(request.resumeDir, setup.meta.modelName, device, world, &note);
        if (!note.empty())
            m.notes.push_back(note);
    }
    // Weight files need only be where rank 0 runs: it initialises, and every rank starts from its weights.
    if (!m.resumeFrom && world.rank() == 0) {
        for (std::string& line : initializeWeights(*m.model, config, setup))
            m.notes.push_back(std::move(line));
    }
    m.model->to(device);
    m.optimizer = createOptimizer(config, *m.model, plan.baseLr);
    if (m.resumeFrom) {
        m.resumeFrom->restoreModel(*m.model);
        m.resumeFrom->restoreOptimizer(*m.optimizer);
        m.resumeFrom->restoreRng(device);
    }
    broadcastModelState(*m.model, world);
    if (plan.emaDecay > 0) {
        m.ema = std::make_shared<ModelEma>(setup.createModel(), *m.model, plan.emaDecay);
        if (m.resumeFrom && m.resumeFrom->hasEma())
            m.resumeFrom->restoreEma(m.ema->model());
        else if (m.resumeFrom)
            m.notes.push_back(
                "the checkpoint has no averaged weights; averaging starts from the resumed weights");
        m.ema->to(device);
    }
    return m;
}

// Under mpirun: synchronised batch norm, the gradient reducer, and the companion channel for other sums.
struct DataParallelWiring {
    std::shared_ptr<GradientReducer> reducer;
    std::unique_ptr<AllReduceChannel> sums;  // null: other sums go through MPI
    int64_t syncedNorms = 0;
};

DataParallelWiring wireDataParallel(torch::nn::Module& model, const TrainingPlan& plan,
                                    const Communicator& world, FloatSumRoute& route) {
    DataParallelWiring w;
    if (!world.distributed())
        return w;
    if (plan.syncBatchNorm)
        w.syncedNorms = synchronizeBatchNorm(model, world);
    std::unique_ptr<AllReduceChannel> channel =
        openGradientChannel(plan.gradientBackend, world, plan.device.device);
    // With NCCL (or Gloo) for the gradients, the training thread's own sums (synchronised batch norm,
    // evaluation, the step's loss) take a second group of the same kind instead of MPI through the host.
    w.sums = channel->companion(world);
    if (w.sums)
        route.through(*w.sums);
    w.reducer = std::make_shared<GradientReducer>(model.parameters(), std::move(channel), world.size(),
                                                  plan.bucketBytes);
    return w;
}

void logDataParallel(RunLog& log, const TrainingPlan& plan, const DataParallelWiring& w,
                     const std::string& modelName, const Communicator& world) {
    if (!world.distributed()) {
        // Keys set away from their defaults that only mpirun runs use.
        std::vector<std::string> unused;
        if (plan.syncBatchNorm)
            unused.push_back("dist.sync_bn");
        if (plan.gradientBackend != "auto")
            unused.push_back("dist.backend");
        if (!unused.empty()) {
            log.info((unused.size() == 1 ? unused[0] + " has" : unused[0] + " and " + unused[1] + " have") +
                     " no effect in a single process (start the run with mpirun to use " +
                     (unused.size() == 1 ? "it)" : "them)"));
        }
        return;
    }
    std::string buckets;
    for (int64_t bytes : w.reducer->bucketBytes()) {
        char megabytes[32];
        std::snprintf(megabytes, sizeof megabytes, "%.2f", static_cast<double>(bytes) / 1e6);
        buckets += (buckets.empty() ? "" : ", ") + std::string(megabytes);
    }
    log.info(
        "data parallel: " + std::to_string(world.size()) + " ranks, batch " + std::to_string(plan.batchSize) +
        " per rank, " + std::to_string(plan.globalBatch) + " per update; gradients all-reduced through " +
        w.reducer->channel().description() + " in " + std::to_string(w.reducer->bucketBytes().size()) +
        " bucket(s) of " + buckets + " MB " +
        (w.reducer->overlapsBackward() ? "during backward" : "after backward (this MPI cannot overlap)") +
        "; batch norm " +
        (w.syncedNorms > 0 ? "synchronised (" + std::to_string(w.syncedNorms) + " layers)" : "per rank") +
        "; other sums through " + (w.sums ? w.sums->description() : std::string("MPI")));
    if (plan.syncBatchNorm && w.syncedNorms == 0)
        log.warn("dist.sync_bn is set but model '" + modelName + "' has no batch-norm layer to synchronise");
}

void logRunStart(RunLog& log, const RunRecorder& recorder, const TrainingPlan& plan, const TaskSetup& setup,
                 const TrainingModel& m, const std::string& backendInEffect) {
    log.info("run " + std::to_string(recorder.runId()) + ": " + recorder.runDir());
    log.info("device: " + plan.device.description + ", " + std::to_string(plan.threads) + " threads, " +
             precisionName(plan.precision) + (plan.precision == Precision::Fp32 ? "" : " autocast") +
             (backendInEffect.empty() ? "" : ", " + backendInEffect));
    if (plan.precision == Precision::Bf16 && plan.device.device.is_cpu() && !cpuHasNativeBf16())
        log.warn(
            "this CPU has no bf16 matrix instructions (avx512_bf16, amx_bf16): libtorch emulates them, "
            "and bf16 autocast runs several times slower than fp32 here; hardware.precision=fp32 is faster");
    if (m.ema) {
        char decay[32];
        std::snprintf(decay, sizeof decay, "%g", plan.emaDecay);
        log.info(std::string("weight averaging: decay ") + decay);
    }
    log.info("data: " + setup.description);
    if (!plan.decodeNote.empty())
        log.info(plan.decodeNote);
    else if (plan.trainLoader.gpuDecode)
        log.info("data.decode: training JPEGs are decoded on the GPU with nvJPEG");
    for (const auto& w : setup.warnings)
        log.warn(w);
    log.info("model: " + setup.meta.modelName + " (" + withThousands(countParameters(*m.model)) +
             " parameters, " + std::to_string(setup.meta.numClasses) + " classes)");
    for (const auto& line : m.notes)
        log.info(line);
    if (m.resumeFrom) {
        log.info("resuming at epoch " + std::to_string(m.resumeFrom->meta().epoch + 1) + ", batch " +
                 std::to_string(m.resumeFrom->meta().stepInEpoch));
    }
}

std::unique_ptr<Trainer> makeTrainer(const TrainingPlan& plan, const TaskSetup& setup, TrainingModel& m,
                                     const DataParallelWiring& w, const std::shared_ptr<BadImageTracker>& bad,
                                     const TrainRequest& request, const Communicator& world, RunLog& log) {
    Trainer::Parts parts;
    parts.options = plan.loop;
    parts.schedule = plan.schedule;
    parts.model = m.model;
    parts.optimizer = std::move(m.optimizer);
    parts.task = setup.task;
    parts.trainLoader = std::make_shared<DataLoader>(setup.source(true, bad), plan.trainLoader);
    parts.valLoader = std::make_shared<DataLoader>(setup.source(false, bad), plan.valLoader);
    parts.device = plan.device.device;
    parts.precision = plan.precision;
    parts.ema = m.ema;
    parts.world = &world;
    parts.reducer = w.reducer;
    parts.channelsLast = plan.channelsLast;
    parts.deferLossReadback = request.deferLossReadback;
    auto trainer = std::make_unique<Trainer>(std::move(parts));
    if (m.resumeFrom) {
        const CheckpointMeta& meta = m.resumeFrom->meta();
        if (trainer->lossScaler() && meta.lossScale > 0)
            trainer->lossScaler()->setScale(meta.lossScale);
        TrainState& s = trainer->state();
        s.epoch = meta.epoch;
        s.stepInEpoch = resumeInEpoch(meta, world.size(), log);
        s.globalStep = meta.globalStep;
        s.bestMetric = meta.bestMetric;
    }
    return trainer;
}

// The experiment as TensorBoard's hparams: numbers and switches as themselves, the rest as text.
std::vector<HParam> hyperparameters(const Config& config) {
    std::vector<HParam> out;
    for (const auto& [key, value] : config.values()) {
        if (const bool* flag = std::get_if<bool>(&value))
            out.push_back({key, *flag});
        else if (const int64_t* whole = std::get_if<int64_t>(&value))
            out.push_back({key, static_cast<double>(*whole)});
        else if (const double* number = std::get_if<double>(&value))
            out.push_back({key, *number});
        else if (const std::string* text = std::get_if<std::string>(&value))
            out.push_back({key, *text});
        else
            out.push_back({key, formatValue(value)});
    }
    return out;
}

// Rank 0's writer of the run's per-sample records (inspect.record), with the validation split's manifest.
std::shared_ptr<RecordWriter> recordWriter(const TrainingPlan& plan, const TaskSetup& setup,
                                           const RunRecorder& recorder) {
    if ((!plan.record || !setup.samples) && !setup.margins)
        return nullptr;
    auto writer = std::make_shared<RecordWriter>(
        recorder.runDir(),
        std::map<std::string, std::string>{
            {"task", taskName(setup.meta.task)},
            {"model", setup.meta.modelName},
            {"class_names", RecordStore::encodeClassNames(setup.meta.classNames)}},
        recorder.store(), recorder.runId(), [log = recorder.log()](const std::string& m) { log->warn(m); });
    if (setup.samples) {
        writer->submitSamples("val", setup.samples(false));
        if (setup.margins)
            writer->submitSamples("train", setup.samples(true));
    }
    return writer;
}

// Osprey's own hooks (evaluation, metric rows, distributed timings; rank 0: checkpoints, console), then the
// request's.
void attachHooks(Trainer& trainer, const TrainingPlan& plan, const TaskSetup& setup, const Config& config,
                 const std::string& metric, const RunRecorder& recorder, const TrainRequest& request) {
    const bool leader = recorder.store() != nullptr;
    if (leader)
        trainer.addSink(std::make_shared<StoreMetricSink>(recorder.store(), recorder.runId()));
    std::shared_ptr<TensorBoardSink> board;
    if (leader && plan.tensorboard) {
        // A resume trains again every step after its checkpoint's (all of them without one).
        const std::optional<int64_t> trainedAgainAfter =
            request.resumeDir.empty()
                ? std::nullopt
                : std::optional<int64_t>(trainer.state().globalStep > 0 ? trainer.state().globalStep : -1);
        board =
            std::make_shared<TensorBoardSink>(recorder.runDir(), trainedAgainAfter, hyperparameters(config),
                                              [log = recorder.log()](const std::string& m) { log->warn(m); });
        trainer.addSink(board);
    }
    const std::shared_ptr<RecordWriter> writer = leader ? recordWriter(plan, setup, recorder) : nullptr;
    auto eval = std::make_shared<EvalHook>(plan.evalEvery, plan.record && setup.samples,
                                           metric.rfind("val_ema/", 0) == 0, writer);
    if (board && setup.samples && setup.validationPicture) {
        std::vector<int64_t> labels;
        for (const RecordedSample& sample : setup.samples(false))
            labels.push_back(sample.label);
        eval->setRecordsListener(
            ValidationPictures(setup.validationPicture, setup.meta.classNames, std::move(labels), board));
    }
    trainer.addHook(eval);
    if (setup.margins)
        trainer.addHook(std::make_shared<MarginHook>(setup.margins, writer));
    trainer.addHook(std::make_shared<MetricLogHook>(plan.logEvery));
    trainer.addHook(std::make_shared<DistributedStatsHook>(plan.logEvery, leader ? recorder.log() : nullptr));
    if (leader) {
        CheckpointMeta meta = setup.meta;
        meta.configYaml = config.toYaml();
        meta.worldSize = trainer.world().size();
        CheckpointHook::Options options;
        options.runDir = recorder.runDir();
        options.metric = metric;
        options.maximize = plan.maximize;
        options.every = plan.checkpointEvery;
        options.keep = plan.checkpointKeep;
        options.snapshotEvery = plan.snapshotEvery;
        trainer.addHook(std::make_shared<CheckpointHook>(options, meta, recorder.store(), recorder.runId(),
                                                         recorder.log()));
        trainer.addHook(std::make_shared<ConsoleProgressHook>(recorder.log(), setup.descriptor()));
    }
    for (auto& hook : request.extraHooks)
        trainer.addHook(hook);
}

RunDescription describeRun(const TrainingPlan& plan, const TaskSetup& setup, const TrainingModel& m) {
    RunDescription run;
    run.name = plan.name;
    run.task = setup.meta.task;
    run.model = setup.meta.modelName;
    run.dataset = setup.description;
    run.device = plan.device.description;
    if (m.resumeFrom) {
        run.resumedAt = "epoch " + std::to_string(m.resumeFrom->meta().epoch + 1) + ", step " +
                        std::to_string(m.resumeFrom->meta().globalStep);
        run.resumedStep = m.resumeFrom->meta().globalStep;
    } else {
        run.resumedAt = "the start (no checkpoint had been written)";
    }
    return run;
}

// Trains to the end (or a stop); a failure is recorded (the store's row, the log) and rethrown.
TrainSummary trainAndRecord(Trainer& trainer, RunRecorder& recorder, const BadImageTracker& bad,
                            const std::string& metric, const Communicator& world) {
    try {
        trainer.train();
    } catch (const std::exception& e) {
        const std::string message = (world.distributed() ? world.label() + ": " : "") + errorMessage(e);
        Reason reason = reasonOf(e);
        if (world.distributed() && !reason.empty()) {
            reason.args["rank"] = std::to_string(world.rank());
            reason.args["ranks"] = std::to_string(world.size());
        }
        trainer.flushSinks();
        recorder.failed(message, reason, static_cast<int64_t>(bad.count()));
        recorder.log()->warn("training failed: " + message);
        throw;
    }
    const TrainState& s = trainer.state();
    TrainSummary summary;
    summary.runDir = recorder.runDir();
    summary.runId = recorder.runId();
    summary.dbPath = recorder.dbPath();
    summary.status = s.stopped ? RunStatus::Stopped : RunStatus::Finished;
    summary.metrics = s.metrics.latest();
    summary.bestMetric = s.bestMetric;
    summary.bestMetricName = metric;
    summary.badImages = static_cast<int64_t>(bad.count());
    recorder.finished(summary.status, s.epoch, summary.badImages);
    return summary;
}

}  // namespace

TrainSummary runTraining(TrainRequest request) {
    const auto started = std::chrono::steady_clock::now();
    const Communicator& world = Communicator::world();
    Config& config = request.config;
    // Every rank trains what rank 0 resolved (its files, its overrides, its seed).
    if (world.distributed())
        config = Config::fromYaml(world.broadcast(config.toYaml()), "the experiment of rank 0");
    const TrainingPlan plan = planTraining(config, request, world);
    // Rank 0 owns the run folder from before anything is written into it to the end of the process: a second
    // trainer of the same folder is refused here, before it reads data or builds a model (issue 36).
    const bool resuming = !request.resumeDir.empty();
    const std::string folder = resuming ? request.resumeDir : request.runDir;
    const RunFolderClaim claim =
        world.rank() == 0 ? claimRunFolder(folder, plan.name, resuming) : RunFolderClaim{folder, nullptr};
    setTfRecordIndexFolder(claim.runDir);  // indexes built by scanning shards are cached there
    const std::string backendInEffect = applyBackendSettings(plan.backend, plan.device.device);
    const TaskSetup setup = setupTask(config);
    const std::string metric = bestMetricOf(plan, setup);

    TrainingModel model = buildModel(config, request, plan, setup, world);
    FloatSumRoute sumRoute(world);
    const DataParallelWiring wiring = wireDataParallel(*model.model, plan, world, sumRoute);
    RunRecorder recorder(claim.runDir, request.dbPath, resuming, request.quiet, config,
                         describeRun(plan, setup, model), world);
    RunLog& log = *recorder.log();
    logRunStart(log, recorder, plan, setup, model, backendInEffect);
    logDataParallel(log, plan, wiring, setup.meta.modelName, world);

    // One count for the whole dataset: a single bad file in a small validation split must not fail the run.
    auto bad = std::make_shared<BadImageTracker>(setup.imageCount, plan.maxBadFraction,
                                                 [&log](const std::string& m) { log.warn(m); });
    bad->report(setup.skipped);
    std::unique_ptr<Trainer> trainer = makeTrainer(plan, setup, model, wiring, bad, request, world, log);
    attachHooks(*trainer, plan, setup, config, metric, recorder, request);
    installStopSignalHandlers();
    TrainSummary summary = trainAndRecord(*trainer, recorder, *bad, metric, world);
    summary.task = setup.meta.task;
    if (request.afterTraining)
        request.afterTraining(*model.model);
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return summary;
}

}  // namespace osprey
