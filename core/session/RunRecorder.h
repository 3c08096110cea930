#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include "store/RunStatus.h"
#include "util/TaskKind.h"

namespace osprey {

class Communicator;
class Config;
class RunFolderLock;
class RunLog;
class RunStore;

// What a new or resumed run is recorded as.
struct RunDescription {
    std::string name, model, dataset, device;
    TaskKind task = TaskKind::Classification;
    std::string resumedAt;    // non-empty for a resume: "epoch 3, step 120"
    int64_t resumedStep = 0;  // a resume's global step: rows of later steps are from the lost part, dropped
};

// A run's record: its folder (config.yaml, train.log), its row in the run store, and the rank broadcast that
// tells every rank where failures go. Rank 0 alone writes; a recorder destroyed before finished() or failed()
// marks the run failed ("ended unexpectedly"), so a run never stays "running" after its process is gone.
class RunRecorder {
public:
    // Rank 0 fills (or, resuming, reopens) the folder it claimed (claimRunFolder) and the row; every rank
    // learns the run id and store.
    RunRecorder(const std::string& runDir, const std::string& dbPath, bool resuming, bool quiet,
                const Config& config, const RunDescription& run, const Communicator& world);
    ~RunRecorder();
    RunRecorder(const RunRecorder&) = delete;
    RunRecorder& operator=(const RunRecorder&) = delete;

    const std::shared_ptr<RunLog>& log() const { return m_log; }
    const std::shared_ptr<RunStore>& store() const { return m_store; }  // null on ranks other than 0
    int64_t runId() const { return m_runId; }
    const std::string& runDir() const { return m_runDir; }
    const std::string& dbPath() const { return m_dbPath; }

    // The run ended with `status` (finished, stopped) after `epochs` epochs.
    void finished(RunStatus status, int64_t epochs, int64_t badImages);
    // It failed with `message` (`reason`: the same in parts): rank 0 marks it, another rank records it in
    // rank 0's run.
    void failed(const std::string& message, const Reason& reason, int64_t badImages);

private:
    // Waits (up to kLastWritesWait) for the writes a lock held back.
    void flushStore();
    static constexpr std::chrono::minutes kLastWritesWait{10};

    void openRecord(const Config& config, const RunDescription& run, bool resuming, int worldSize);

    std::shared_ptr<RunLog> m_log;
    std::shared_ptr<RunStore> m_store;
    int64_t m_runId = 0;
    std::string m_runDir, m_dbPath;
    bool m_done = false;
};

// A new run's folder when none is given: runs/<name>-<date>-<time> under the working folder.
std::string defaultRunDir(const std::string& name);

// Rank 0's ownership of a run's folder (store/RunFolderLock), held from before anything is written into it to
// the end of the process.
struct RunFolderClaim {
    std::string runDir;
    std::shared_ptr<RunFolderLock> lock;
};

// Takes the folder of a new run (`runDir`, made when missing; empty: the next free runs/<name>-<date>-<time>)
// or of a resumed one. A new run's folder must hold no run yet, checked under the lock, so that of two
// trainings started together into one folder exactly one runs: before, each checked for config.yaml seconds
// before it wrote its own, and both went on. InputError naming the holder when another process owns it.
RunFolderClaim claimRunFolder(const std::string& runDir, const std::string& name, bool resuming);

}  // namespace osprey
