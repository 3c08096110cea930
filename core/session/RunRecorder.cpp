#include "session/RunRecorder.h"

#include <ctime>
#include <filesystem>
#include <optional>

#include "config/Config.h"
#include "device/TorchCompat.h"
#include "distributed/Communicator.h"
#include "store/RecordStore.h"
#include "store/RunFolderLock.h"
#include "store/RunStore.h"
#include "train/RunLog.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/Translatable.h"
#include "util/Version.h"

namespace fs = std::filesystem;

namespace osprey {

namespace {

// Marks the run failed with `message`, unless another rank already did: the first rank to fail says why, and
// what the others saw after it (a peer gone from the Gloo or NCCL connection) only follows in the events.
void markRunFailed(RunStore& store, int64_t runId, const std::string& message, const Reason& reason) {
    const std::optional<RunRecord> run = store.findRun(runId);
    if (!run || run->status != RunStatus::Failed)
        store.setStatus(runId, RunStatus::Failed, message, reason);
}

// A resume trains the steps after its checkpoint again: their validations' per-sample records go too. A run
// without inspect.db (recording off, or made before it existed) keeps none; records that cannot be changed
// only cost a warning, never the resume.
void dropLaterRecords(const std::string& runDir, int64_t step, RunLog& log) {
    const std::string path = RecordStore::pathIn(runDir);
    if (!fs::exists(path))
        return;
    try {
        RecordStore records(path);
        records.deleteAfter(step);
    } catch (const std::exception& e) {
        log.warn("cannot drop the per-sample records after step " + std::to_string(step) + ": " +
                 errorMessage(e));
    }
}

bool holdsARun(const std::string& runDir) {
    return fs::exists(fs::path(runDir) / "config.yaml") || fs::exists(fs::path(runDir) / "last.pt");
}

void refuseAFolderHoldingARun(const std::string& runDir) {
    if (holdsARun(runDir)) {
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "run folder '{path}' already holds a run; continue it "
                                                   "with --resume {path} or choose another --run-dir"),
                             {{"path", runDir}}));
    }
}

}  // namespace

std::string defaultRunDir(const std::string& name) {
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    fs::path dir = fs::path("runs") / (name + "-" + stamp);
    for (int i = 2; fs::exists(dir); ++i)
        dir = fs::path("runs") / (name + "-" + stamp + "-" + std::to_string(i));
    return dir.string();
}

RunFolderClaim claimRunFolder(const std::string& runDir, const std::string& name, bool resuming) {
    if (!runDir.empty()) {
        // A new run never overwrites another's files: checked before the lock (no need to take it), and
        // again under it (the other training may have written its config since).
        if (!resuming)
            refuseAFolderHoldingARun(runDir);
        if (!resuming)
            createFolders(runDir, "run");
        RunFolderClaim claim{runDir, std::make_shared<RunFolderLock>(runDir)};
        if (!resuming)
            refuseAFolderHoldingARun(runDir);
        return claim;
    }
    // The next free name; one that another training took between the look and the lock is skipped.
    while (true) {
        const std::string dir = defaultRunDir(name);
        createFolders(dir, "run");
        std::shared_ptr<RunFolderLock> lock = RunFolderLock::tryTake(dir);
        if (lock && !holdsARun(dir))
            return {dir, lock};
    }
}

RunRecorder::RunRecorder(const std::string& runDir, const std::string& dbPath, bool resuming, bool quiet,
                         const Config& config, const RunDescription& run, const Communicator& world)
    : m_log(std::make_shared<RunLog>()), m_runDir(runDir) {
    const bool leader = world.rank() == 0;
    if (leader) {
        m_log->setQuiet(quiet);
        m_dbPath = dbPath.empty() ? RunStore::defaultPath() : dbPath;
        openRecord(config, run, resuming, world.size());
    } else {
        // The other ranks only warn; rank 0 tells the run's story, keeps its files and writes the store.
        m_log->setQuiet(true);
        m_log->setRank(world.rank());
    }
    // The other ranks learn where the run is recorded, to record their own failure there.
    const std::string where = world.broadcast(std::to_string(m_runId) + "\n" + m_dbPath);
    m_runId = std::stoll(where.substr(0, where.find('\n')));
    m_dbPath = where.substr(where.find('\n') + 1);
}

void RunRecorder::openRecord(const Config& config, const RunDescription& run, bool resuming, int worldSize) {
    // The store first: one that cannot be used (another program's file) leaves the folder without a run.
    m_store = std::make_shared<RunStore>(m_dbPath);
    m_runDir = fs::absolute(m_runDir).lexically_normal().string();
    config.saveTo((fs::path(m_runDir) / "config.yaml").string());
    m_log->openFile((fs::path(m_runDir) / "train.log").string());
    for (const std::string& name : removeAbandonedTemporaries(m_runDir))
        m_log->info("removed '" + name + "', an unfinished write of a process that was killed");
    if (resuming)
        dropLaterRecords(m_runDir, run.resumedStep, *m_log);
    const std::optional<RunRecord> existing = resuming ? m_store->findRunByDir(m_runDir) : std::nullopt;
    if (existing) {
        m_runId = existing->id;
        m_store->setStatus(m_runId, RunStatus::Running);
        // The steps after the checkpoint are trained again: their rows from before the interruption go, so
        // that every step's metrics are stored once.
        const int64_t dropped = m_store->deleteMetricsAfter(m_runId, run.resumedStep);
        m_store->deleteRecordsAfter(m_runId, run.resumedStep);
        m_store->addEvent(m_runId, "info",
                          "resumed at " + run.resumedAt +
                              (worldSize > 1 ? " on " + std::to_string(worldSize) + " ranks" : "") +
                              (dropped > 0 ? "; dropped " + std::to_string(dropped) +
                                                 " metric rows of the steps after it, trained again"
                                           : ""));
    } else {
        RunRecord record;
        record.name = run.name;
        record.status = RunStatus::Running;
        record.task = run.task;
        record.model = run.model;
        record.dataset = run.dataset;
        record.configYaml = config.toYaml();
        record.runDir = m_runDir;
        record.device = run.device;
        record.worldSize = worldSize;
        record.versions = "osprey " + programVersion() + "; libtorch " + compat::torchVersion();
        m_runId = m_store->createRun(record);
    }
    m_log->attachStore(m_store, m_runId);
    // From here on a store locked by another program delays the rows, not the training.
    // A weak reference: the log holds the store, and a log held by the store's callback was never freed (a
    // cycle AddressSanitizer's leak check found).
    m_store->waitOutLocks([weakLog = std::weak_ptr<RunLog>(m_log)](const std::string& news) {
        if (const auto log = weakLog.lock())
            log->warn(news);
    });
}

void RunRecorder::flushStore() {
    if (m_store && !m_store->flushWaitingWrites(kLastWritesWait)) {
        m_log->warn("the run store '" + m_dbPath + "' stayed locked by another program for " +
                    std::to_string(kLastWritesWait.count() / 60) +
                    " minutes after the run ended: its last rows and status are not recorded there (the "
                    "checkpoints and train.log are complete)");
    }
}

RunRecorder::~RunRecorder() {
    if (m_done || !m_store)
        return;
    try {
        m_store->setStatus(m_runId, RunStatus::Failed, "ended unexpectedly",
                           Reason{"ended_unexpectedly", {}});
        flushStore();
    } catch (...) {
    }
}

void RunRecorder::finished(RunStatus status, int64_t epochs, int64_t badImages) {
    if (m_store) {
        m_store->setBadImages(m_runId, badImages);
        m_store->setStatus(
            m_runId, status,
            runStatusName(status) + std::string(" after ") + std::to_string(epochs) + " epochs",
            Reason{"ended", {{"status", runStatusName(status)}, {"epochs", std::to_string(epochs)}}});
        flushStore();
    }
    m_done = true;
}

void RunRecorder::failed(const std::string& message, const Reason& reason, int64_t badImages) {
    m_done = true;
    if (m_store) {
        m_store->setBadImages(m_runId, badImages);
        markRunFailed(*m_store, m_runId, message, reason);
        flushStore();
        return;
    }
    // A rank other than 0 records it in rank 0's run (found through the store path and run id rank 0 sent)
    // before the launcher ends every rank; rank 0 writes everything else.
    if (m_dbPath.empty() || m_runId <= 0)
        return;
    try {
        RunStore store(m_dbPath);
        markRunFailed(store, m_runId, message, reason);
        store.addEvent(m_runId, "error", message);
    } catch (...) {
        // the message still reaches the console; the store may not be reachable from this machine
    }
}

}  // namespace osprey
