#pragma once

#include <torch/nn/module.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "config/Config.h"
#include "store/RunStatus.h"
#include "train/TrainerHook.h"
#include "util/TaskKind.h"

namespace osprey {

struct TrainRequest {
    Config config;           // resolved experiment (for a resume: the run's config plus any overrides)
    std::string configName;  // names the run when config has no name: the file's stem
    std::string runDir;      // empty: runs/<name>-<date>-<time> under the working folder
    std::string dbPath;      // empty: RunStore::defaultPath()
    std::string resumeDir;   // non-empty: continue this run from its last checkpoint
    int threads = -1;        // -1: hardware.threads
    bool quiet = false;      // no console output but warnings
    // For tools and tests: hooks added after Osprey's own, and a call with the trained model (on every
    // rank) once training ends normally.
    std::vector<std::shared_ptr<TrainerHook>> extraHooks;
    std::function<void(torch::nn::Module&)> afterTraining;
    // Tests: afterStep a step late, once the loss has come back, as on a CUDA device (see Trainer::Parts).
    bool deferLossReadback = false;
};

struct TrainSummary {
    std::string runDir;
    int64_t runId = 0;
    RunStatus status = RunStatus::Finished;  // or stopped
    TaskKind task = TaskKind::Classification;
    std::map<std::string, double> metrics;  // the last validation metrics and train/loss
    double bestMetric = 0;
    std::string bestMetricName;
    double seconds = 0;
    int64_t badImages = 0;
    std::string dbPath;
};

// Everything `osprey-cli train` does: builds data, model, optimizer and hooks from the experiment, records
// the run in the store, trains, and marks the run finished, stopped or failed. Bad input throws InputError
// before a run is recorded where it can be found that early; any failure afterwards marks the run failed and
// rethrows.
TrainSummary runTraining(TrainRequest request);

}  // namespace osprey
