#pragma once

#include <chrono>
#include <memory>

#include "eval/TaskDescriptor.h"
#include "train/TrainerHook.h"

namespace osprey {

class RunLog;

// One progress line per epoch, updated in place: step, loss, img/s, data-wait share and ETA; at the epoch's
// end the validation metrics join it.
class ConsoleProgressHook : public TrainerHook {
public:
    ConsoleProgressHook(std::shared_ptr<RunLog> log, const TaskDescriptor& task)
        : m_log(std::move(log)), m_task(task) {}
    void beforeTrain(Trainer& trainer) override;
    void beforeEpoch(Trainer& trainer) override;
    void afterStep(Trainer& trainer) override;
    void afterEpoch(Trainer& trainer) override;

private:
    std::string line(Trainer& trainer) const;

    std::shared_ptr<RunLog> m_log;
    const TaskDescriptor& m_task;
    std::chrono::steady_clock::time_point m_lastPrint;
    double m_seconds = 0, m_wait = 0, m_images = 0, m_loss = 0;
    int64_t m_steps = 0;
};

}  // namespace osprey
