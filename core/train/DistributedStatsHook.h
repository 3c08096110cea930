#pragma once

#include <memory>

#include "train/TrainerHook.h"

namespace osprey {

class RunLog;

// Data-parallel runs: every `every` steps, each rank's mean step time, data wait and gradient all-reduce
// time go to the sinks as dist/rank<R>/step_ms, dist/rank<R>/data_wait_ms and dist/rank<R>/allreduce_ms,
// with the share of all-reduce time that backward hid (dist/allreduce_hidden_pct), so that a straggler is
// visible; each epoch ends with a one-line summary in the log. Every rank must run it (it gathers).
class DistributedStatsHook : public TrainerHook {
public:
    DistributedStatsHook(int64_t every, std::shared_ptr<RunLog> log)
        : m_every(every), m_log(std::move(log)) {}
    void beforeEpoch(Trainer& trainer) override;
    void afterStep(Trainer& trainer) override;
    void afterEpoch(Trainer& trainer) override;

private:
    struct Sums {
        double step = 0, wait = 0, reduce = 0, exposed = 0;
        int64_t steps = 0;
    };
    void add(Sums& sums, Trainer& trainer);
    // Gathers every rank's means of `sums` (in ms): rank after rank, four values each.
    static std::vector<double> gather(Trainer& trainer, const Sums& sums);

    int64_t m_every;
    std::shared_ptr<RunLog> m_log;  // null on ranks other than 0
    Sums m_window, m_epoch;
};

}  // namespace osprey
