#pragma once

#include <memory>

#include "train/TrainerHook.h"

namespace osprey {

// Validates every `every` epochs and after the last one; the metrics go to the sinks as val/top1, val/top5
// and val/loss and into the trainer state for the hooks after this one.
class EvalHook : public TrainerHook {
public:
    explicit EvalHook(int64_t every) : m_every(every) {}
    void afterEpoch(Trainer& trainer) override;

private:
    int64_t m_every;
};

}  // namespace osprey
