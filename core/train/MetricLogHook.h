#pragma once

#include <map>
#include <string>

#include "train/TrainerHook.h"

namespace osprey {

// Training metrics for the sinks: every `every` steps the mean loss (and the task's loss parts) since the
// last row, the LR, images per second and the share of time spent waiting for data; at each epoch's end the
// epoch's mean loss and duration.
class MetricLogHook : public TrainerHook {
public:
    explicit MetricLogHook(int64_t every) : m_every(every) {}
    void beforeEpoch(Trainer& trainer) override;
    void afterStep(Trainer& trainer) override;
    void measureEpoch(Trainer& trainer, EpochMetrics& metrics) override;

private:
    int64_t m_every;
    double m_loss = 0, m_images = 0, m_compute = 0, m_wait = 0;
    std::map<std::string, double> m_parts;
    int64_t m_steps = 0;
    double m_epochLoss = 0, m_epochSeconds = 0;
    int64_t m_epochSteps = 0;
};

}  // namespace osprey
