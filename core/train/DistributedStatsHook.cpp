#include "train/DistributedStatsHook.h"

#include <algorithm>
#include <cstdio>

#include "distributed/Communicator.h"
#include "train/RunLog.h"
#include "train/Trainer.h"

namespace osprey {

namespace {
constexpr size_t kValues = 4;  // step, wait, all-reduce, exposed all-reduce
}

void DistributedStatsHook::add(Sums& sums, Trainer& trainer) {
    const auto& s = trainer.state();
    sums.step += s.stepSeconds;
    sums.wait += s.waitSeconds;
    sums.reduce += s.reduceSeconds;
    sums.exposed += s.exposedReduceSeconds;
    ++sums.steps;
}

std::vector<double> DistributedStatsHook::gather(Trainer& trainer, const Sums& sums) {
    const double n = static_cast<double>(std::max<int64_t>(1, sums.steps));
    return trainer.world().allGather(
        {1e3 * sums.step / n, 1e3 * sums.wait / n, 1e3 * sums.reduce / n, 1e3 * sums.exposed / n});
}

void DistributedStatsHook::beforeEpoch(Trainer&) {
    m_epoch = Sums();
}

void DistributedStatsHook::afterStep(Trainer& trainer) {
    if (!trainer.world().distributed())
        return;
    add(m_window, trainer);
    add(m_epoch, trainer);
    if (m_window.steps < m_every)
        return;
    const std::vector<double> all = gather(trainer, m_window);
    double reduce = 0, exposed = 0;
    for (size_t r = 0; r < all.size() / kValues; ++r) {
        const std::string prefix = "dist/rank" + std::to_string(r) + "/";
        trainer.put(prefix + "step_ms", all[r * kValues]);
        trainer.put(prefix + "data_wait_ms", all[r * kValues + 1]);
        trainer.put(prefix + "allreduce_ms", all[r * kValues + 2]);
        reduce += all[r * kValues + 2];
        exposed += all[r * kValues + 3];
    }
    if (reduce > 0)
        trainer.put("dist/allreduce_hidden_pct", 100.0 * (1.0 - exposed / reduce));
    m_window = Sums();
}

void DistributedStatsHook::afterEpoch(Trainer& trainer) {
    if (!trainer.world().distributed() || m_epoch.steps == 0)
        return;
    const std::vector<double> all = gather(trainer, m_epoch);
    if (!m_log)
        return;
    size_t slowest = 0, fastest = 0;
    double reduce = 0, exposed = 0, wait = 0;
    const size_t ranks = all.size() / kValues;
    for (size_t r = 0; r < ranks; ++r) {
        if (all[r * kValues] > all[slowest * kValues])
            slowest = r;
        if (all[r * kValues] < all[fastest * kValues])
            fastest = r;
        wait += all[r * kValues + 1];
        reduce += all[r * kValues + 2];
        exposed += all[r * kValues + 3];
    }
    char line[256];
    std::snprintf(line, sizeof line,
                  "%zu ranks: step %.1f-%.1f ms (slowest rank %zu), data wait %.1f ms, gradient all-reduce "
                  "%.1f ms per step, %.0f%% of it hidden behind backward",
                  ranks, all[fastest * kValues], all[slowest * kValues], slowest,
                  wait / static_cast<double>(ranks), reduce / static_cast<double>(ranks),
                  reduce > 0 ? 100.0 * (1.0 - exposed / reduce) : 0.0);
    m_log->info(line);
}

}  // namespace osprey
