#pragma once

#include <cstdint>
#include <string>

#include "data/loader/DataLoader.h"
#include "device/BackendSettings.h"
#include "device/DeviceSelection.h"
#include "device/Precision.h"
#include "train/LrSchedule.h"
#include "train/Trainer.h"

namespace osprey {

class Communicator;
class Config;
struct TrainRequest;

// A training run as typed values, read from the experiment once (and checked): what the model, the loop, the
// loaders, the hooks and the data-parallel wiring are made from.
struct TrainingPlan {
    std::string name;  // the run's name: config name, else the config file's stem, else the dataset
    int threads = 1;
    DeviceChoice device;
    Precision precision = Precision::Fp32;
    BackendSettings backend;
    bool channelsLast = false;
    uint64_t seed = 0;

    int64_t batchSize = 0;    // per rank
    int64_t globalBatch = 0;  // images per optimizer update over every rank
    double baseLr = 0;        // optim.lr, scaled to the global batch with optim.scale_lr
    double emaDecay = 0;      // 0: no weight averaging
    Trainer::Options loop;
    LrSchedule schedule{LrSchedule::Kind::Constant, 0.1, 1};
    LoaderOptions trainLoader, valLoader;
    std::string decodeNote;  // data.decode auto and the CPU decodes: why, for the log
    double maxBadFraction = 0;
    int64_t evalEvery = 1, logEvery = 1;

    // Checkpoints: the metric that picks the best (checkpoint.metric; empty: the task's first), its sense,
    // the period and how many periodic ones to keep; the period of weights-only snapshots (all kept).
    std::string bestMetricKey;
    bool maximize = true;
    int64_t checkpointEvery = 0, checkpointKeep = 0;
    int64_t snapshotEvery = 0;
    bool record = true;       // inspect.record: per-sample records of each validation
    bool tensorboard = true;  // log.tensorboard: event files in <run>/tensorboard/ (rank 0)

    // Data parallel (under mpirun).
    bool syncBatchNorm = false;
    std::string gradientBackend = "auto";
    int64_t bucketBytes = 0;
};

// Configures the process for the run (threads, device, backend switches) and reads the plan; InputError for
// an experiment this machine cannot run.
TrainingPlan planTraining(const Config& config, const TrainRequest& request, const Communicator& world);

}  // namespace osprey
