#include "train/MetricLogHook.h"

#include "train/Trainer.h"

namespace osprey {

void MetricLogHook::beforeEpoch(Trainer&) {
    m_epochLoss = m_epochSeconds = 0;
    m_epochSteps = 0;
}

void MetricLogHook::afterStep(Trainer& trainer) {
    const auto& s = trainer.state();
    m_loss += s.loss;
    for (const auto& [name, value] : s.lossParts)
        m_parts[name] += value;
    m_images += static_cast<double>(s.batchSize);
    m_compute += s.stepSeconds;
    m_wait += s.waitSeconds;
    ++m_steps;
    m_epochLoss += s.loss;
    m_epochSeconds += s.stepSeconds + s.waitSeconds;
    ++m_epochSteps;
    if (m_steps < m_every)
        return;
    const double total = m_compute + m_wait;
    trainer.put("train/loss", m_loss / static_cast<double>(m_steps));
    for (const auto& [name, sum] : m_parts)
        trainer.put(name, sum / static_cast<double>(m_steps));
    m_parts.clear();
    trainer.put("train/lr", s.lr);
    if (total > 0) {
        trainer.put("train/img_per_s", m_images / total);
        trainer.put("train/data_wait_pct", 100.0 * m_wait / total);
    }
    m_loss = m_images = m_compute = m_wait = 0;
    m_steps = 0;
}

void MetricLogHook::measureEpoch(Trainer& trainer, EpochMetrics& metrics) {
    if (m_epochSteps == 0)
        return;
    // The epoch's mean loss, for checkpoints and the run's summary (its rows are train/epoch_loss).
    metrics.put("train/loss", m_epochLoss / static_cast<double>(m_epochSteps));
    trainer.put("train/epoch_loss", m_epochLoss / static_cast<double>(m_epochSteps));
    trainer.put("train/epoch_seconds", m_epochSeconds);
}

}  // namespace osprey
