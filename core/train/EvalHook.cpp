#include "train/EvalHook.h"

#include <map>
#include <string>

#include "train/ModelEma.h"
#include "train/Trainer.h"

namespace osprey {

void EvalHook::afterEpoch(Trainer& trainer) {
    auto& state = trainer.state();
    const int64_t done = state.epoch + 1;
    if (done % m_every != 0 && done != trainer.epochs())
        return;
    // Only what this evaluation measured goes to the metrics: lastEval also holds the previous epoch's
    // average train/loss (for checkpoints and the summary), which written here made a stale loss row.
    std::map<std::string, double> measured;
    for (const auto& [name, value] : trainer.evaluate())
        measured["val/" + name] = value;
    if (trainer.ema()) {
        for (const auto& [name, value] : trainer.evaluate(trainer.ema()->model()))
            measured["val_ema/" + name] = value;
    }
    for (const auto& [name, value] : measured) {
        state.lastEval[name] = value;
        trainer.put(name, value);
    }
}

}  // namespace osprey
