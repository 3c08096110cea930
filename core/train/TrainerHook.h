#pragma once

namespace osprey {

class Trainer;

// Something that acts at fixed points of training: checkpointing, LR stepping, evaluation, metric writing.
// The trainer calls every hook in the order they were added.
class TrainerHook {
public:
    virtual ~TrainerHook() = default;
    virtual void beforeTrain(Trainer&) {}
    virtual void afterTrain(Trainer&) {}
    virtual void beforeEpoch(Trainer&) {}
    virtual void afterEpoch(Trainer&) {}
    virtual void beforeStep(Trainer&) {}
    virtual void afterStep(Trainer&) {}
};

}  // namespace osprey
