#include "train/TrainingSession.h"

#include <torch/utils.h>
#include <torch/version.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <optional>

#include "data/BadImageTracker.h"
#include "data/DataLoader.h"
#include "device/DeviceSelection.h"
#include "infer/ModelWeights.h"
#include "models/ModelRegistry.h"
#include "store/RunStore.h"
#include "store/StoreMetricSink.h"
#include "train/Checkpoint.h"
#include "train/CheckpointHook.h"
#include "train/ConsoleProgressHook.h"
#include "train/EvalHook.h"
#include "train/MetricLogHook.h"
#include "train/ModelEma.h"
#include "train/OptimizerFactory.h"
#include "train/RunLog.h"
#include "train/StopSignal.h"
#include "train/TaskSetup.h"
#include "train/Trainer.h"
#include "util/Errors.h"
#include "util/Strings.h"

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
    return std::string("osprey 0.1.0; libtorch ") + TORCH_VERSION;
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

}  // namespace

TrainSummary runTraining(TrainRequest request) {
    const auto started = std::chrono::steady_clock::now();
    Config& config = request.config;
    const bool resuming = !request.resumeDir.empty();

    const int threads = configureThreads(
        static_cast<int>(request.threads >= 0 ? request.threads : config.getInt("hardware.threads")));
    const DeviceChoice device = selectDevice(config.getString("hardware.device"));
    const Precision precision = parsePrecision(config.getString("hardware.precision"), device.device);
    const double emaDecay = config.getFloat("train.ema_decay");

    TaskSetup setup = setupTask(config);
    const std::string metric = bestMetricOf(config, setup, emaDecay > 0);
    const int64_t numClasses = setup.meta.numClasses;

    torch::manual_seed(static_cast<uint64_t>(config.getInt("seed")));
    const std::string modelName = setup.meta.modelName;
    std::shared_ptr<torch::nn::Module> model = setup.createModel();
    std::vector<std::string> weightsReport;
    if (!resuming)
        weightsReport = initializeWeights(*model, config, setup);
    model->to(device.device);

    const int64_t batchSize = config.getInt("train.batch_size");
    const int64_t globalBatch = batchSize * config.getInt("train.accumulate");
    double baseLr = config.getFloat("optim.lr");
    if (config.getBool("optim.scale_lr"))
        baseLr *= static_cast<double>(globalBatch) / 256.0;
    auto optimizer = createOptimizer(config, *model, baseLr);

    // Where the run lives, and what it continues from.
    std::string runDir = resuming ? request.resumeDir : request.runDir;
    std::optional<Checkpoint> resumeFrom;
    if (resuming) {
        const std::string last = (fs::path(runDir) / "last.pt").string();
        if (!fs::exists(last))
            throw InputError("cannot resume '" + runDir + "': it holds no last.pt checkpoint");
        resumeFrom = Checkpoint::load(last, device.device);
        if (resumeFrom->meta().modelName != modelName) {
            throw InputError("cannot resume '" + runDir + "': its checkpoint holds model '" +
                             resumeFrom->meta().modelName + "', the config asks for '" + modelName + "'");
        }
        resumeFrom->restoreModel(*model);
        resumeFrom->restoreOptimizer(*optimizer);
        resumeFrom->restoreRng();
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
    if (runDir.empty())
        runDir = defaultRunDir(name);
    if (!resuming &&
        (fs::exists(fs::path(runDir) / "config.yaml") || fs::exists(fs::path(runDir) / "last.pt"))) {
        throw InputError("run folder '" + runDir + "' already holds a run; continue it with --resume " +
                         runDir + " or choose another --run-dir");
    }
    fs::create_directories(runDir);
    runDir = fs::absolute(runDir).lexically_normal().string();
    config.saveTo((fs::path(runDir) / "config.yaml").string());

    auto log = std::make_shared<RunLog>();
    log->setQuiet(request.quiet);
    log->openFile((fs::path(runDir) / "train.log").string());

    const std::string dbPath = request.dbPath.empty() ? RunStore::defaultPath() : request.dbPath;
    auto store = std::make_shared<RunStore>(dbPath);
    RunGuard guard;
    guard.store = store;
    std::optional<RunRecord> existing = resuming ? store->findRunByDir(runDir) : std::nullopt;
    if (existing) {
        guard.runId = existing->id;
        store->setStatus(guard.runId, "running");
        store->addEvent(guard.runId, "info",
                        "resumed at epoch " + std::to_string(resumeFrom->meta().epoch + 1) + ", step " +
                            std::to_string(resumeFrom->meta().globalStep));
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
        record.versions = versions();
        guard.runId = store->createRun(record);
    }
    log->attachStore(store, guard.runId);

    log->info("run " + std::to_string(guard.runId) + ": " + runDir);
    log->info("device: " + device.description + ", " + std::to_string(threads) + " threads, " +
              precisionName(precision) + (precision == Precision::Fp32 ? "" : " autocast"));
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
    LoaderOptions valOptions = trainOptions;
    valOptions.shuffle = false;
    valOptions.dropLast = false;
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
    Trainer trainer(std::move(parts));
    if (resumeFrom) {
        if (trainer.lossScaler() && resumeFrom->meta().lossScale > 0)
            trainer.lossScaler()->setScale(resumeFrom->meta().lossScale);
        auto& s = trainer.state();
        s.epoch = resumeFrom->meta().epoch;
        s.stepInEpoch = resumeFrom->meta().stepInEpoch;
        s.globalStep = resumeFrom->meta().globalStep;
        s.bestMetric = resumeFrom->meta().bestMetric;
    }

    CheckpointMeta meta = setup.meta;
    meta.configYaml = config.toYaml();
    CheckpointHook::Options checkpointOptions;
    checkpointOptions.runDir = runDir;
    checkpointOptions.metric = metric;
    checkpointOptions.maximize = config.getString("checkpoint.mode") == "max";
    checkpointOptions.every = config.getInt("checkpoint.every");
    checkpointOptions.keep = config.getInt("checkpoint.keep");

    trainer.addSink(std::make_shared<StoreMetricSink>(store, guard.runId));
    trainer.addHook(std::make_shared<EvalHook>(config.getInt("eval.every")));
    trainer.addHook(std::make_shared<MetricLogHook>(config.getInt("train.log_every")));
    trainer.addHook(std::make_shared<CheckpointHook>(checkpointOptions, meta, store, guard.runId, log));
    trainer.addHook(std::make_shared<ConsoleProgressHook>(log));

    installStopSignalHandlers();
    TrainSummary summary;
    summary.runDir = runDir;
    summary.runId = guard.runId;
    summary.dbPath = dbPath;
    try {
        trainer.train();
    } catch (const std::exception& e) {
        trainer.flushSinks();
        store->setBadImages(guard.runId, static_cast<int64_t>(badImages->count()));
        store->setStatus(guard.runId, "failed", e.what());
        guard.done = true;
        log->warn(std::string("training failed: ") + e.what());
        throw;
    }
    const auto& s = trainer.state();
    summary.status = s.stopped ? "stopped" : "finished";
    summary.metrics = s.lastEval;
    summary.bestMetric = s.bestMetric;
    summary.bestMetricName = metric;
    summary.badImages = static_cast<int64_t>(badImages->count());
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    store->setBadImages(guard.runId, summary.badImages);
    std::string message = summary.status + " after " + std::to_string(s.epoch) + " epochs";
    store->setStatus(guard.runId, summary.status, message);
    guard.done = true;
    return summary;
}

}  // namespace osprey
