#include "train/EvalHook.h"

#include "train/ModelEma.h"
#include "train/Trainer.h"

namespace osprey {

void EvalHook::afterEpoch(Trainer& trainer) {
    auto& state = trainer.state();
    const int64_t done = state.epoch + 1;
    if (done % m_every != 0 && done != trainer.epochs())
        return;
    for (const auto& [name, value] : trainer.evaluate())
        state.lastEval["val/" + name] = value;
    if (trainer.ema()) {
        for (const auto& [name, value] : trainer.evaluate(trainer.ema()->model()))
            state.lastEval["val_ema/" + name] = value;
    }
    for (const auto& [name, value] : state.lastEval)
        trainer.put(name, value);
}

}  // namespace osprey
