#include "train/TrainingSession.h"

#include <torch/utils.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <optional>

#include "data/BadImageTracker.h"
#include "data/DataLoader.h"
#include "device/BackendSettings.h"
#include "device/CpuFeatures.h"
#include "device/DeviceSelection.h"
#include "device/TorchCompat.h"
#include "dist/AllReduceChannel.h"
#include "dist/Communicator.h"
#include "dist/DataParallel.h"
#include "dist/GradientReducer.h"
#include "dist/SyncBatchNorm.h"
#include "infer/ModelWeights.h"
#include "models/ModelRegistry.h"
#include "store/RunStore.h"
#include "store/StoreMetricSink.h"
#include "train/Checkpoint.h"
#include "train/CheckpointHook.h"
#include "train/ConsoleProgressHook.h"
#include "train/DistributedStatsHook.h"
#include "train/EvalHook.h"
#include "train/MetricLogHook.h"
#include "train/ModelEma.h"
#include "train/OptimizerFactory.h"
#include "train/RunLog.h"
#include "train/StopSignal.h"
#include "train/TaskSetup.h"
#include "train/Trainer.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Strings.h"
#include "util/Version.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

std::string defaultRunDir(const std::string& name) {
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    fs::path dir = fs::path("runs") / (name + "-" + stamp);
    for (int i = 2; fs::exists(dir); ++i)
        dir = fs::path("runs") / (name + "-" + stamp + "-" + std::to_string(i));
    return dir.string();
}

std::string versions() {
    return "osprey " + programVersion() + "; libtorch " + compat::torchVersion();
}

// The metric deciding the best checkpoint: checkpoint.metric, or the task's first.
std::string bestMetricOf(const Config& config, const TaskSetup& setup, bool averaging) {
    std::vector<std::string> known;
    for (const char* prefix : {"val/", "val_ema/"}) {
        for (const auto& m : setup.metrics)
            known.push_back(prefix + m);
    }
    std::string metric = config.getString("checkpoint.metric");
    if (metric.empty())
        metric = "val/" + setup.metrics.front();
    if (std::find(known.begin(), known.end(), metric) == known.end()) {
        throw InputError("checkpoint.metric '" + metric + "' is not a metric task '" + setup.meta.task +
                         "' records; use one of " + join(known, ", "));
    }
    if (metric.rfind("val_ema/", 0) == 0 && !averaging)
        throw InputError("checkpoint.metric '" + metric +
                         "' needs weight averaging: set train.ema_decay > 0");
    return metric;
}

// Marks the run failed whatever ends training early, unless it finished.
// Routes the world's floating-point sums through a channel while it lives (see Communicator::routeFloatSums).
struct FloatSumRoute {
    explicit FloatSumRoute(const Communicator& world) : world(world) {}
    ~FloatSumRoute() { world.routeFloatSums({}); }
    void through(AllReduceChannel& channel) {
        world.routeFloatSums([&channel](torch::Tensor& values) { channel.sum(values); });
    }
    const Communicator& world;
};

struct RunGuard {
    std::shared_ptr<RunStore> store;
    int64_t runId = 0;
    bool done = false;
    ~RunGuard() {
        if (done || !store)
            return;
        try {
            store->setStatus(runId, "failed", "ended unexpectedly");
        } catch (...) {
        }
    }
};

// Marks the run failed with `message`, unless another rank already did: the first rank to fail says why, and
// what the others saw after it (a peer gone from the Gloo or NCCL connection) only follows in the events.
void markRunFailed(RunStore& store, int64_t runId, const std::string& message) {
    const std::optional<RunRecord> run = store.findRun(runId);
    if (!run || run->status != "failed")
        store.setStatus(runId, "failed", message);
}

// A rank other than 0 that fails records it in rank 0's run (found through the run store path and run id
// rank 0 sent) before the launcher ends every rank; rank 0 writes everything else.
void recordFailureOfRank(const std::string& dbPath, int64_t runId, const std::string& message) {
    if (dbPath.empty() || runId <= 0)
        return;
    try {
        RunStore store(dbPath);
        markRunFailed(store, runId, message);
        store.addEvent(runId, "error", message);
    } catch (...) {
        // the message still reaches the console; the store may not be reachable from this machine
    }
}

// Where a resumed run continues inside its epoch: a checkpoint written by a different number of ranks counted
// its global batches with another size; continue after the images it had seen.
int64_t resumeInEpoch(const CheckpointMeta& meta, int worldSize, const std::shared_ptr<RunLog>& log) {
    if (meta.worldSize == worldSize || meta.stepInEpoch == 0)
        return meta.stepInEpoch;
    const int64_t step = meta.stepInEpoch * meta.worldSize / worldSize;
    log->info("the checkpoint was written by " + std::to_string(meta.worldSize) + " rank(s), this run has " +
              std::to_string(worldSize) + ": continuing epoch " + std::to_string(meta.epoch + 1) +
              " at batch " + std::to_string(step) + " of the new global batch size");
    return step;
}

}  // namespace

TrainSummary runTraining(TrainRequest request) {
    const auto started = std::chrono::steady_clock::now();
    const Communicator& world = Communicator::world();
    const bool leader = world.rank() == 0;
    Config& config = request.config;
    // Every rank trains what rank 0 resolved (its files, its overrides, its seed).
    if (world.distributed())
        config = Config::fromYaml(world.broadcast(config.toYaml()), "the experiment of rank 0");
    const bool resuming = !request.resumeDir.empty();

    const int threads = configureThreads(
        static_cast<int>(request.threads >= 0 ? request.threads : config.getInt("hardware.threads")),
        world.localSize());
    const DeviceChoice device = selectDevice(config.getString("hardware.device"), world.localRank());
    const Precision precision = parsePrecision(config.getString("hardware.precision"), device.device);
    BackendSettings backend;
    backend.cudnnBenchmark = config.getBool("hardware.cudnn_benchmark");
    backend.tf32 = config.getBool("hardware.tf32");
    backend.deterministic = config.getBool("hardware.deterministic");
    const std::string backendInEffect = applyBackendSettings(backend, device.device);
    const double emaDecay = config.getFloat("train.ema_decay");

    TaskSetup setup = setupTask(config);
    const std::string metric = bestMetricOf(config, setup, emaDecay > 0);
    const int64_t numClasses = setup.meta.numClasses;

    torch::manual_seed(static_cast<uint64_t>(config.getInt("seed")));
    const std::string modelName = setup.meta.modelName;
    std::shared_ptr<torch::nn::Module> model = setup.createModel();
    std::vector<std::string> weightsReport;
    // Weight files need only be where rank 0 runs: it initialises, and every rank starts from its weights.
    if (!resuming && leader)
        weightsReport = initializeWeights(*model, config, setup);
    model->to(device.device);

    const int64_t batchSize = config.getInt("train.batch_size");
    const int64_t globalBatch = batchSize * config.getInt("train.accumulate") * world.size();
    double baseLr = config.getFloat("optim.lr");
    if (config.getBool("optim.scale_lr"))
        baseLr *= static_cast<double>(globalBatch) / 256.0;
    auto optimizer = createOptimizer(config, *model, baseLr);

    // Where the run lives, and what it continues from.
    std::string runDir = resuming ? request.resumeDir : request.runDir;
    std::optional<Checkpoint> resumeFrom;
    if (resuming) {
        const std::string last = (fs::path(runDir) / "last.pt").string();
        if (leader && !fs::exists(last))
            throw InputError("cannot resume '" + runDir + "': it holds no last.pt checkpoint");
        // Rank 0 reads the checkpoint; every rank restores the same model and optimizer state from it.
        resumeFrom = Checkpoint::loadBytes(world.broadcast(leader ? readFile(last) : std::string()), last,
                                           device.device);
        if (resumeFrom->meta().modelName != modelName) {
            throw InputError("cannot resume '" + runDir + "': its checkpoint holds model '" +
                             resumeFrom->meta().modelName + "', the config asks for '" + modelName + "'");
        }
        resumeFrom->restoreModel(*model);
        resumeFrom->restoreOptimizer(*optimizer);
        resumeFrom->restoreRng(device.device);
    }
    broadcastModelState(*model, world);
    int64_t syncedNorms = 0;
    if (world.distributed() && config.getBool("dist.sync_bn"))
        syncedNorms = synchronizeBatchNorm(*model, world);
    std::shared_ptr<GradientReducer> reducer;
    // With NCCL (or Gloo) for the gradients, the training thread's own sums (synchronised batch norm,
    // evaluation, the step's loss) take a second group of the same kind instead of MPI through the host.
    std::unique_ptr<AllReduceChannel> sumChannel;
    FloatSumRoute sumRoute(world);
    if (world.distributed()) {
        std::unique_ptr<AllReduceChannel> channel =
            openGradientChannel(config.getString("dist.backend"), world, device.device);
        sumChannel = channel->companion(world);
        if (sumChannel)
            sumRoute.through(*sumChannel);
        reducer =
            std::make_shared<GradientReducer>(model->parameters(), std::move(channel), world.size(),
                                              static_cast<int64_t>(config.getFloat("dist.bucket_mb") * 1e6));
    }
    std::shared_ptr<ModelEma> ema;
    std::string emaNote;
    if (emaDecay > 0) {
        ema = std::make_shared<ModelEma>(setup.createModel(), *model, emaDecay);
        if (resumeFrom && resumeFrom->hasEma())
            resumeFrom->restoreEma(ema->model());
        else if (resumeFrom)
            emaNote = "the checkpoint has no averaged weights; averaging starts from the resumed weights";
        ema->to(device.device);
    }
    std::string name = config.getString("name");
    if (name.empty())
        name = request.configName.empty() ? config.getString("data.dataset") : request.configName;
    if (runDir.empty() && leader)
        runDir = defaultRunDir(name);
    if (leader && !resuming &&
        (fs::exists(fs::path(runDir) / "config.yaml") || fs::exists(fs::path(runDir) / "last.pt"))) {
        throw InputError("run folder '" + runDir + "' already holds a run; continue it with --resume " +
                         runDir + " or choose another --run-dir");
    }
    auto log = std::make_shared<RunLog>();
    std::shared_ptr<RunStore> store;
    RunGuard guard;
    std::string dbPath;
    if (leader) {
        fs::create_directories(runDir);
        runDir = fs::absolute(runDir).lexically_normal().string();
        config.saveTo((fs::path(runDir) / "config.yaml").string());
        log->setQuiet(request.quiet);
        log->openFile((fs::path(runDir) / "train.log").string());

        dbPath = request.dbPath.empty() ? RunStore::defaultPath() : request.dbPath;
        store = std::make_shared<RunStore>(dbPath);
        guard.store = store;
        std::optional<RunRecord> existing = resuming ? store->findRunByDir(runDir) : std::nullopt;
        if (existing) {
            guard.runId = existing->id;
            store->setStatus(guard.runId, "running");
            store->addEvent(
                guard.runId, "info",
                "resumed at epoch " + std::to_string(resumeFrom->meta().epoch + 1) + ", step " +
                    std::to_string(resumeFrom->meta().globalStep) +
                    (world.distributed() ? " on " + std::to_string(world.size()) + " ranks" : ""));
        } else {
            RunRecord record;
            record.name = name;
            record.status = "running";
            record.task = config.getString("task");
            record.model = modelName;
            record.dataset = setup.description;
            record.configYaml = config.toYaml();
            record.runDir = runDir;
            record.device = device.description;
            record.worldSize = world.size();
            record.versions = versions();
            guard.runId = store->createRun(record);
        }
        log->attachStore(store, guard.runId);
    } else {
        // The other ranks only warn; rank 0 tells the run's story, keeps its files and writes the store.
        log->setQuiet(true);
        log->setRank(world.rank());
    }
    // The other ranks learn where the run is recorded, to record their own failure there.
    const std::string where = world.broadcast(std::to_string(guard.runId) + "\n" + dbPath);
    const int64_t runId = std::stoll(where.substr(0, where.find('\n')));
    dbPath = where.substr(where.find('\n') + 1);

    log->info("run " + std::to_string(runId) + ": " + runDir);
    log->info("device: " + device.description + ", " + std::to_string(threads) + " threads, " +
              precisionName(precision) + (precision == Precision::Fp32 ? "" : " autocast") +
              (backendInEffect.empty() ? "" : ", " + backendInEffect));
    if (precision == Precision::Bf16 && device.device.is_cpu() && !cpuHasNativeBf16())
        log->warn(
            "this CPU has no bf16 matrix instructions (avx512_bf16, amx_bf16): libtorch emulates them, "
            "and bf16 autocast runs several times slower than fp32 here; hardware.precision=fp32 is faster");
    if (world.distributed()) {
        std::string buckets;
        for (int64_t bytes : reducer->bucketBytes()) {
            char megabytes[32];
            std::snprintf(megabytes, sizeof megabytes, "%.2f", static_cast<double>(bytes) / 1e6);
            buckets += (buckets.empty() ? "" : ", ") + std::string(megabytes);
        }
        log->info(
            "data parallel: " + std::to_string(world.size()) + " ranks, batch " + std::to_string(batchSize) +
            " per rank, " + std::to_string(globalBatch) + " per update; gradients all-reduced through " +
            reducer->channel().description() + " in " + std::to_string(reducer->bucketBytes().size()) +
            " bucket(s) of " + buckets + " MB " +
            (reducer->overlapsBackward() ? "during backward" : "after backward (this MPI cannot overlap)") +
            "; batch norm " +
            (syncedNorms > 0 ? "synchronised (" + std::to_string(syncedNorms) + " layers)" : "per rank") +
            "; other sums through " + (sumChannel ? sumChannel->description() : std::string("MPI")));
        if (config.getBool("dist.sync_bn") && syncedNorms == 0)
            log->warn("dist.sync_bn is set but model '" + modelName +
                      "' has no batch-norm layer to synchronise");
    } else {
        // Keys set away from their defaults that only mpirun runs use.
        std::vector<std::string> unused;
        if (config.getBool("dist.sync_bn"))
            unused.push_back("dist.sync_bn");
        if (config.getString("dist.backend") != "auto")
            unused.push_back("dist.backend");
        if (!unused.empty()) {
            log->info((unused.size() == 1 ? unused[0] + " has" : unused[0] + " and " + unused[1] + " have") +
                      " no effect in a single process (start the run with mpirun to use " +
                      (unused.size() == 1 ? "it)" : "them)"));
        }
    }
    if (ema)
        log->info("weight averaging: decay " + formatValue(config.value("train.ema_decay")) +
                  (emaNote.empty() ? "" : "; " + emaNote));
    log->info("data: " + setup.description);
    for (const auto& w : setup.warnings)
        log->warn(w);
    log->info("model: " + modelName + " (" + withThousands(countParameters(*model)) + " parameters, " +
              std::to_string(numClasses) + " classes)");
    for (const auto& line : weightsReport)
        log->info(line);
    if (resuming) {
        log->info("resuming at epoch " + std::to_string(resumeFrom->meta().epoch + 1) + ", batch " +
                  std::to_string(resumeFrom->meta().stepInEpoch));
    }

    const double maxBad = config.getFloat("data.max_bad_fraction");
    auto warn = [log](const std::string& m) { log->warn(m); };
    // One count for the whole dataset: a single bad file in a small validation split must not fail the run.
    auto badImages = std::make_shared<BadImageTracker>(setup.imageCount, maxBad, warn);
    LoaderOptions trainOptions;
    trainOptions.batchSize = batchSize;
    trainOptions.workers = static_cast<int>(config.getInt("data.workers"));
    trainOptions.prefetch = static_cast<int>(config.getInt("data.prefetch"));
    trainOptions.seed = static_cast<uint64_t>(config.getInt("seed"));
    trainOptions.cache = config.getBool("data.cache");
    trainOptions.pinMemory = device.device.is_cuda();
    trainOptions.rank = world.rank();
    trainOptions.worldSize = world.size();
    LoaderOptions valOptions = trainOptions;
    valOptions.shuffle = false;
    valOptions.dropLast = false;
    valOptions.padShards = false;
    const int64_t evalBatch = config.getInt("eval.batch_size");
    valOptions.batchSize = evalBatch > 0 ? evalBatch : batchSize;

    Trainer::Parts parts;
    parts.config = config;
    parts.model = model;
    parts.optimizer = std::move(optimizer);
    parts.task = setup.task;
    parts.trainLoader = std::make_shared<DataLoader>(setup.source(true, badImages), trainOptions);
    parts.valLoader = std::make_shared<DataLoader>(setup.source(false, badImages), valOptions);
    parts.device = device.device;
    parts.baseLr = baseLr;
    parts.precision = precision;
    parts.ema = ema;
    parts.world = &world;
    parts.reducer = reducer;
    parts.channelsLast = config.getBool("hardware.channels_last");
    parts.deferLossReadback = request.deferLossReadback;
    Trainer trainer(std::move(parts));
    if (resumeFrom) {
        if (trainer.lossScaler() && resumeFrom->meta().lossScale > 0)
            trainer.lossScaler()->setScale(resumeFrom->meta().lossScale);
        auto& s = trainer.state();
        s.epoch = resumeFrom->meta().epoch;
        s.stepInEpoch = resumeInEpoch(resumeFrom->meta(), world.size(), log);
        s.globalStep = resumeFrom->meta().globalStep;
        s.bestMetric = resumeFrom->meta().bestMetric;
    }

    CheckpointMeta meta = setup.meta;
    meta.configYaml = config.toYaml();
    meta.worldSize = world.size();
    CheckpointHook::Options checkpointOptions;
    checkpointOptions.runDir = runDir;
    checkpointOptions.metric = metric;
    checkpointOptions.maximize = config.getString("checkpoint.mode") == "max";
    checkpointOptions.every = config.getInt("checkpoint.every");
    checkpointOptions.keep = config.getInt("checkpoint.keep");

    if (leader)
        trainer.addSink(std::make_shared<StoreMetricSink>(store, runId));
    trainer.addHook(std::make_shared<EvalHook>(config.getInt("eval.every")));
    trainer.addHook(std::make_shared<MetricLogHook>(config.getInt("train.log_every")));
    trainer.addHook(
        std::make_shared<DistributedStatsHook>(config.getInt("train.log_every"), leader ? log : nullptr));
    if (leader) {
        trainer.addHook(std::make_shared<CheckpointHook>(checkpointOptions, meta, store, runId, log));
        trainer.addHook(std::make_shared<ConsoleProgressHook>(log));
    }

    for (auto& hook : request.extraHooks)
        trainer.addHook(hook);

    installStopSignalHandlers();
    TrainSummary summary;
    summary.runDir = runDir;
    summary.runId = runId;
    summary.dbPath = dbPath;
    try {
        trainer.train();
    } catch (const std::exception& e) {
        const std::string message = (world.distributed() ? world.label() + ": " : "") + e.what();
        if (leader) {
            trainer.flushSinks();
            store->setBadImages(runId, static_cast<int64_t>(badImages->count()));
            markRunFailed(*store, runId, message);
            guard.done = true;
        } else {
            recordFailureOfRank(dbPath, runId, message);
        }
        log->warn("training failed: " + message);
        throw;
    }
    if (request.afterTraining)
        request.afterTraining(*model);
    const auto& s = trainer.state();
    summary.status = s.stopped ? "stopped" : "finished";
    summary.metrics = s.lastEval;
    summary.bestMetric = s.bestMetric;
    summary.bestMetricName = metric;
    summary.badImages = static_cast<int64_t>(badImages->count());
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (leader) {
        store->setBadImages(runId, summary.badImages);
        std::string message = summary.status + " after " + std::to_string(s.epoch) + " epochs";
        store->setStatus(runId, summary.status, message);
        guard.done = true;
    }
    return summary;
}

}  // namespace osprey
