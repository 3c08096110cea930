#include "train/EvalHook.h"

#include <map>
#include <string>

#include "eval/EpochRecords.h"
#include "store/RecordWriter.h"
#include "train/ModelEma.h"
#include "train/Trainer.h"

namespace osprey {

void EvalHook::measureEpoch(Trainer& trainer, EpochMetrics& metrics) {
    const int64_t done = trainer.state().epoch + 1;
    if (done % m_every != 0 && done != trainer.epochs())
        return;
    const TaskEvaluation plain = trainer.evaluate(m_record && !m_recordEma);
    for (const auto& [name, value] : plain.metrics) {
        metrics.put("val/" + name, value);
        trainer.put("val/" + name, value);
    }
    keep(plain, "model");
    if (trainer.ema()) {
        const TaskEvaluation averaged = trainer.evaluate(trainer.ema()->model(), m_record && m_recordEma);
        for (const auto& [name, value] : averaged.metrics) {
            metrics.put("val_ema/" + name, value);
            trainer.put("val_ema/" + name, value);
        }
        keep(averaged, "ema");
    }
}

void EvalHook::keep(const TaskEvaluation& evaluation, const char* model) {
    if (!evaluation.records)
        return;
    evaluation.records->model = model;
    if (m_listener)
        m_listener(*evaluation.records);
    if (m_writer)
        m_writer->submit(evaluation.records);
}

void EvalHook::afterTrain(Trainer&) {
    if (m_writer)
        m_writer->drain(RecordWriter::kFinalWait);
}

}  // namespace osprey
