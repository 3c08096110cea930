#pragma once

#include <memory>

#include "train/TrainerHook.h"

namespace osprey {

// Validates every `every` epochs and after the last one; the metrics go to the sinks as val/top1, val/top5
// and val/loss and into the epoch's metrics, which every hook's afterEpoch then reads.
class EvalHook : public TrainerHook {
public:
    explicit EvalHook(int64_t every) : m_every(every) {}
    void measureEpoch(Trainer& trainer, EpochMetrics& metrics) override;

private:
    int64_t m_every;
};

}  // namespace osprey
