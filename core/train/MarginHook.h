#pragma once

#include <memory>

#include "train/TrainerHook.h"

namespace osprey {

class MarginRecorder;
class RecordWriter;

// At each epoch's end (on every rank: the margins are gathered), hands the epoch's training margins to the
// record writer (rank 0) as a `train_margins` validation of the train split.
class MarginHook : public TrainerHook {
public:
    MarginHook(std::shared_ptr<MarginRecorder> recorder, std::shared_ptr<RecordWriter> writer)
        : m_recorder(std::move(recorder)), m_writer(std::move(writer)) {}
    void measureEpoch(Trainer& trainer, EpochMetrics& metrics) override;

private:
    std::shared_ptr<MarginRecorder> m_recorder;
    std::shared_ptr<RecordWriter> m_writer;
};

}  // namespace osprey
