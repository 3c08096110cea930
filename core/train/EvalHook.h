#pragma once

#include <functional>
#include <memory>

#include "train/TrainerHook.h"
#include "train/TrainingTask.h"

namespace osprey {

class RecordWriter;
struct EpochRecords;

// Validates every `every` epochs and after the last one; the metrics go to the sinks as val/top1, val/top5
// and val/loss and into the epoch's metrics, which every hook's afterEpoch then reads. Recording
// (inspect.record, the same on every rank), the validation of the weights the best checkpoint is judged by
// (`recordEma`: the averaged ones) also gives its per-sample records, which rank 0 hands to `writer` (null on
// the other ranks); training ends once they are written.
class EvalHook : public TrainerHook {
public:
    explicit EvalHook(int64_t every, bool record = false, bool recordEma = false,
                      std::shared_ptr<RecordWriter> writer = nullptr)
        : m_every(every), m_record(record), m_recordEma(recordEma), m_writer(std::move(writer)) {}
    // Also hands each validation's records (rank 0, where recorded) to `listener`: TensorBoard's pictures.
    void setRecordsListener(std::function<void(const EpochRecords&)> listener) {
        m_listener = std::move(listener);
    }
    void measureEpoch(Trainer& trainer, EpochMetrics& metrics) override;
    void afterTrain(Trainer& trainer) override;

private:
    void keep(const TaskEvaluation& evaluation, const char* model);

    int64_t m_every;
    bool m_record, m_recordEma;
    std::shared_ptr<RecordWriter> m_writer;
    std::function<void(const EpochRecords&)> m_listener;
};

}  // namespace osprey
