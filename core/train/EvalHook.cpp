#include "train/EvalHook.h"

#include "train/ModelEma.h"
#include "train/Trainer.h"

namespace osprey {

void EvalHook::afterEpoch(Trainer& trainer) {
    auto& state = trainer.state();
    const int64_t done = state.epoch + 1;
    if (done % m_every != 0 && done != trainer.epochs())
        return;
    const ClassificationResult r = trainer.evaluate();
    state.lastEval["val/top1"] = r.top1;
    state.lastEval["val/top5"] = r.top5;
    state.lastEval["val/loss"] = r.loss;
    if (trainer.ema()) {
        const ClassificationResult e = trainer.evaluate(trainer.ema()->model());
        state.lastEval["val_ema/top1"] = e.top1;
        state.lastEval["val_ema/top5"] = e.top5;
        state.lastEval["val_ema/loss"] = e.loss;
    }
    for (const auto& [name, value] : state.lastEval)
        trainer.put(name, value);
}

}  // namespace osprey
