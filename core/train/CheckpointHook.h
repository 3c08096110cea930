#pragma once

#include <functional>
#include <memory>
#include <string>

#include "train/TrainerHook.h"
#include "weights/Checkpoint.h"

namespace osprey {

class RunStore;
class RunLog;

// Writes the run's checkpoints: `last.pt` after every epoch (and when a stop signal ends training mid-epoch),
// `best.pt` when the chosen metric improves, `epoch-NNNN.pt` every `every` epochs, keeping the newest
// `keep`, and weights-only `snapshots/epoch-NNNN.pt` every `snapshotEvery` epochs, all kept (what the
// workbench's checkpoint scrubber runs; they cannot resume a run).
class CheckpointHook : public TrainerHook {
public:
    struct Options {
        std::string runDir;
        std::string metric = "val/top1";
        bool maximize = true;
        int64_t every = 0;
        int64_t keep = 3;
        int64_t snapshotEvery = 0;
    };

    // `meta` carries what does not change during the run (model, classes, preprocessing, config).
    CheckpointHook(Options options, CheckpointMeta meta, std::shared_ptr<RunStore> store, int64_t runId,
                   std::shared_ptr<RunLog> log);

    void afterEpoch(Trainer& trainer) override;
    void afterTrain(Trainer& trainer) override;

    std::string lastPath() const;
    std::string bestPath() const;
    // The snapshot written after `epochsDone` epochs.
    std::string snapshotPath(int64_t epochsDone) const;

private:
    void save(Trainer& trainer, const std::string& path, const std::string& kind, bool weightsOnly = false);
    void copyAtomically(const std::string& from, const std::string& to);
    void prunePeriodic();

    Options m_options;
    CheckpointMeta m_meta;
    std::shared_ptr<RunStore> m_store;
    int64_t m_runId;
    std::shared_ptr<RunLog> m_log;
};

}  // namespace osprey
