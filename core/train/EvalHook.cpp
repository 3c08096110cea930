#include "train/EvalHook.h"

#include <map>
#include <string>

#include "train/ModelEma.h"
#include "train/Trainer.h"

namespace osprey {

void EvalHook::measureEpoch(Trainer& trainer, EpochMetrics& metrics) {
    const int64_t done = trainer.state().epoch + 1;
    if (done % m_every != 0 && done != trainer.epochs())
        return;
    for (const auto& [name, value] : trainer.evaluate()) {
        metrics.put("val/" + name, value);
        trainer.put("val/" + name, value);
    }
    if (trainer.ema()) {
        for (const auto& [name, value] : trainer.evaluate(trainer.ema()->model())) {
            metrics.put("val_ema/" + name, value);
            trainer.put("val_ema/" + name, value);
        }
    }
}

}  // namespace osprey
