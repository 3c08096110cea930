#include "session/TrainingPlan.h"

#include "config/Config.h"
#include "data/decode/DecodeChoice.h"
#include "distributed/Communicator.h"
#include "session/TrainingSession.h"

namespace osprey {

namespace {

void planHardware(const Config& config, const TrainRequest& request, const Communicator& world,
                  TrainingPlan& plan) {
    plan.threads = configureThreads(
        static_cast<int>(request.threads >= 0 ? request.threads : config.getInt("hardware.threads")),
        world.localSize());
    plan.device = selectDevice(config.getString("hardware.device"), world.localRank());
    plan.precision = parsePrecision(config.getString("hardware.precision"), plan.device.device);
    plan.backend.cudnnBenchmark = config.getBool("hardware.cudnn_benchmark");
    plan.backend.tf32 = config.getBool("hardware.tf32");
    plan.backend.deterministic = config.getBool("hardware.deterministic");
    plan.channelsLast = config.getBool("hardware.channels_last");
}

void planLoaders(const Config& config, const Communicator& world, TrainingPlan& plan) {
    LoaderOptions& train = plan.trainLoader;
    train.batchSize = plan.batchSize;
    train.workers = static_cast<int>(config.getInt("data.workers"));
    train.prefetch = static_cast<int>(config.getInt("data.prefetch"));
    train.seed = plan.seed;
    train.cache = config.getBool("data.cache");
    train.persistent = true;
    train.pinMemory = plan.device.device.is_cuda();
    train.rank = world.rank();
    train.worldSize = world.size();
    train.maxBatchesPerEpoch = config.getInt("train.max_steps_per_epoch");
    const DecodeChoice decode =
        DecodeChoice::choose(config.getString("data.decode"), plan.device.device,
                             config.getString("task") == "classification", train.cache);
    train.gpuDecode = decode.gpu;
    plan.decodeNote = decode.note;
    LoaderOptions& val = plan.valLoader;
    val = train;
    val.gpuDecode = false;  // evaluation decodes on the CPU (its loop makes the input with modelInput)
    val.maxBatchesPerEpoch = 0;
    val.shuffle = false;
    val.dropLast = false;
    val.padShards = false;
    val.persistent = false;
    const int64_t evalBatch = config.getInt("eval.batch_size");
    val.batchSize = evalBatch > 0 ? evalBatch : plan.batchSize;
    plan.maxBadFraction = config.getFloat("data.max_bad_fraction");
}

void planOptimisation(const Config& config, const Communicator& world, TrainingPlan& plan) {
    plan.batchSize = config.getInt("train.batch_size");
    plan.loop.epochs = config.getInt("train.epochs");
    plan.loop.accumulate = config.getInt("train.accumulate");
    plan.loop.maxStepsPerEpoch = config.getInt("train.max_steps_per_epoch");
    plan.loop.gradClip = config.getFloat("optim.grad_clip");
    plan.globalBatch = plan.batchSize * plan.loop.accumulate * world.size();
    plan.baseLr = config.getFloat("optim.lr");
    if (config.getBool("optim.scale_lr"))
        plan.baseLr *= static_cast<double>(plan.globalBatch) / 256.0;
    plan.schedule = LrSchedule::fromConfig(config, plan.baseLr);
    plan.emaDecay = config.getFloat("train.ema_decay");
}

}  // namespace

TrainingPlan planTraining(const Config& config, const TrainRequest& request, const Communicator& world) {
    TrainingPlan plan;
    plan.name = config.getString("name");
    if (plan.name.empty())
        plan.name = request.configName.empty() ? config.getString("data.dataset") : request.configName;
    plan.seed = static_cast<uint64_t>(config.getInt("seed"));
    planHardware(config, request, world, plan);
    planOptimisation(config, world, plan);
    planLoaders(config, world, plan);
    plan.evalEvery = config.getInt("eval.every");
    plan.logEvery = config.getInt("train.log_every");
    plan.bestMetricKey = config.getString("checkpoint.metric");
    plan.maximize = config.getString("checkpoint.mode") == "max";
    plan.checkpointEvery = config.getInt("checkpoint.every");
    plan.checkpointKeep = config.getInt("checkpoint.keep");
    plan.snapshotEvery = config.getInt("checkpoint.snapshot_every");
    plan.record = config.getBool("inspect.record");
    plan.tensorboard = config.getBool("log.tensorboard");
    plan.syncBatchNorm = config.getBool("dist.sync_bn");
    plan.gradientBackend = config.getString("dist.backend");
    plan.bucketBytes = static_cast<int64_t>(config.getFloat("dist.bucket_mb") * 1e6);
    return plan;
}

}  // namespace osprey
