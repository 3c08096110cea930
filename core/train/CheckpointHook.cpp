#include "train/CheckpointHook.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "store/RunStore.h"
#include "train/ModelEma.h"
#include "train/RunLog.h"
#include "train/Trainer.h"
#include "util/AtomicFile.h"
#include "util/FaultPoint.h"
#include "util/JsonText.h"

namespace fs = std::filesystem;

namespace osprey {

CheckpointHook::CheckpointHook(Options options, CheckpointMeta meta, std::shared_ptr<RunStore> store,
                               int64_t runId, std::shared_ptr<RunLog> log)
    : m_options(std::move(options)),
      m_meta(std::move(meta)),
      m_store(std::move(store)),
      m_runId(runId),
      m_log(std::move(log)) {}

std::string CheckpointHook::lastPath() const {
    return (fs::path(m_options.runDir) / "last.pt").string();
}
std::string CheckpointHook::bestPath() const {
    return (fs::path(m_options.runDir) / "best.pt").string();
}

std::string CheckpointHook::snapshotPath(int64_t epochsDone) const {
    char name[32];
    std::snprintf(name, sizeof name, "epoch-%04lld.pt", static_cast<long long>(epochsDone));
    return (fs::path(m_options.runDir) / "snapshots" / name).string();
}

void CheckpointHook::save(Trainer& trainer, const std::string& path, const std::string& kind,
                          bool weightsOnly) {
    // The store must hold every metric the checkpoint has seen, or a resume after a kill would lack them.
    trainer.flushSinks();
    const auto& s = trainer.state();
    CheckpointMeta meta = m_meta;
    // After an epoch's end the next epoch starts at batch 0; after a mid-epoch stop, continue where it was.
    const bool epochDone = s.stepInEpoch == 0 || s.stepInEpoch >= trainer.stepsPerEpoch();
    meta.epoch = epochDone && !s.stopped ? s.epoch + 1 : s.epoch;
    meta.stepInEpoch = epochDone && !s.stopped ? 0 : s.stepInEpoch;
    meta.globalStep = s.globalStep;
    meta.bestMetric = s.bestMetric;
    meta.metricsJson = jsonText(nlohmann::json(s.metrics.latest()));
    meta.lossScale = trainer.lossScaler() ? trainer.lossScaler()->currentScale() : 0.0;
    const torch::nn::Module* ema = trainer.ema() ? &trainer.ema()->model() : nullptr;
    // A snapshot keeps what predicts (the weights and their average), not what resumes: a tenth or less of
    // the size with momentum or Adam's moments, and every one of them is kept.
    Checkpoint::save(path, meta, trainer.model(), weightsOnly ? nullptr : &trainer.optimizer(), ema);
    const auto it = s.metrics.latest().find(m_options.metric);
    const double metric = it != s.metrics.latest().end() ? it->second : std::nan("");
    if (m_store)
        m_store->recordCheckpoint(m_runId, path, kind, meta.epoch, meta.globalStep, metric);
}

void CheckpointHook::copyAtomically(const std::string& from, const std::string& to) {
    writeFileAtomically(to, readFile(from));
}

void CheckpointHook::afterEpoch(Trainer& trainer) {
    auto& s = trainer.state();
    // Only a metric this epoch measured can make a new best.
    const auto it = s.metrics.measured().find(m_options.metric);
    bool improved = false;
    if (it != s.metrics.measured().end()) {
        const double value = it->second;
        improved =
            std::isnan(s.bestMetric) || (m_options.maximize ? value > s.bestMetric : value < s.bestMetric);
        if (improved)
            s.bestMetric = value;
    }
    if (improved) {
        // The best first: a kill before last.pt follows costs at most the resume point of one epoch (a resume
        // then starts from best.pt), never the best model itself.
        save(trainer, bestPath(), "best");
        faultPoint("best-before-last");
        if (m_store)
            m_store->setBestMetric(m_runId, m_options.metric, s.bestMetric);
        copyAtomically(bestPath(), lastPath());
        if (m_store)
            m_store->recordCheckpoint(m_runId, lastPath(), "last", s.epoch + 1, s.globalStep, s.bestMetric);
    } else {
        save(trainer, lastPath(), "last");
    }
    const int64_t done = s.epoch + 1;
    if (m_options.every > 0 && done % m_options.every == 0) {
        char name[32];
        std::snprintf(name, sizeof name, "epoch-%04lld.pt", static_cast<long long>(done));
        const std::string periodic = (fs::path(m_options.runDir) / name).string();
        copyAtomically(lastPath(), periodic);
        if (m_store)
            m_store->recordCheckpoint(m_runId, periodic, "periodic", done, s.globalStep, std::nan(""));
        prunePeriodic();
    }
    if (m_options.snapshotEvery > 0 && done % m_options.snapshotEvery == 0) {
        const std::string snapshot = snapshotPath(done);
        fs::create_directories(fs::path(snapshot).parent_path());
        save(trainer, snapshot, "snapshot", true);
    }
}

void CheckpointHook::afterTrain(Trainer& trainer) {
    if (!trainer.state().stopped)
        return;
    save(trainer, lastPath(), "last");
    m_log->info("stopped: checkpoint written to " + lastPath());
}

void CheckpointHook::prunePeriodic() {
    std::vector<fs::path> periodic;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_options.runDir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("epoch-", 0) == 0 && entry.path().extension() == ".pt")
            periodic.push_back(entry.path());
    }
    std::sort(periodic.begin(), periodic.end());
    while (static_cast<int64_t>(periodic.size()) > m_options.keep) {
        if (fs::remove(periodic.front(), ec) && m_store)
            m_store->removeCheckpoint(m_runId, periodic.front().string());
        periodic.erase(periodic.begin());
    }
}

}  // namespace osprey
