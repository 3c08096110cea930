#include "train/MarginHook.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "eval/EpochRecords.h"
#include "store/RecordWriter.h"
#include "train/MarginRecorder.h"
#include "train/Trainer.h"

namespace osprey {

void MarginHook::measureEpoch(Trainer& trainer, EpochMetrics&) {
    std::vector<float> margins = m_recorder->takeEpoch(trainer.world());
    if (!m_writer || margins.empty())
        return;
    auto records = std::make_shared<EpochRecords>();
    records->epoch = trainer.state().epoch;
    records->step = trainer.state().globalStep;
    records->split = "train";
    records->source = "train_margins";
    records->items = static_cast<int64_t>(margins.size());
    for (float m : margins)
        records->recorded += std::isnan(m) ? 0 : 1;
    records->summary = nlohmann::json{{"items_seen", records->recorded}}.dump();
    records->f32["margin"] = std::move(margins);
    m_writer->submit(records);
}

}  // namespace osprey
