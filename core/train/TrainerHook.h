#pragma once

#include <map>
#include <string>

namespace osprey {

class Trainer;

// What was measured at an epoch's end (validation, the epoch's mean loss): every producer writes here in
// measureEpoch, before any hook's afterEpoch reads it, so the order hooks were added in cannot decide what a
// consumer (checkpointing, the console) sees.
class EpochMetrics {
public:
    void put(const std::string& name, double value) {
        m_measured[name] = value;
        m_latest[name] = value;
    }
    // Measured at this epoch's end.
    const std::map<std::string, double>& measured() const { return m_measured; }
    // The latest value of every metric measured so far ("val/top1" of the last evaluation, which may be an
    // earlier epoch's when eval.every > 1).
    const std::map<std::string, double>& latest() const { return m_latest; }
    void startEpoch() { m_measured.clear(); }
    void restore(std::map<std::string, double> latest) { m_latest = std::move(latest); }

private:
    std::map<std::string, double> m_measured, m_latest;
};

// Something that acts at fixed points of training: checkpointing, LR stepping, evaluation, metric writing.
// The trainer calls every hook in the order they were added; at an epoch's end every hook's measureEpoch
// first, then every hook's afterEpoch.
class TrainerHook {
public:
    virtual ~TrainerHook() = default;
    virtual void beforeTrain(Trainer&) {}
    virtual void afterTrain(Trainer&) {}
    virtual void beforeEpoch(Trainer&) {}
    // Producers of epoch metrics (evaluation, averages) put them into `metrics` here.
    virtual void measureEpoch(Trainer&, EpochMetrics&) {}
    virtual void afterEpoch(Trainer&) {}
    virtual void beforeStep(Trainer&) {}
    virtual void afterStep(Trainer&) {}
};

}  // namespace osprey
