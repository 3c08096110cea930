#include "train/ConsoleProgressHook.h"

#include <cstdio>

#include "train/RunLog.h"
#include "train/Trainer.h"
#include "util/Strings.h"

namespace osprey {

void ConsoleProgressHook::beforeTrain(Trainer&) {
    m_lastPrint = std::chrono::steady_clock::now();
}

void ConsoleProgressHook::beforeEpoch(Trainer&) {
    m_seconds = m_wait = m_images = m_loss = 0;
    m_steps = 0;
}

std::string ConsoleProgressHook::line(Trainer& trainer) const {
    const auto& s = trainer.state();
    const int64_t perEpoch = trainer.stepsPerEpoch();
    const double stepTime = m_steps ? m_seconds / static_cast<double>(m_steps) : 0;
    const int64_t remaining = (trainer.epochs() - s.epoch - 1) * perEpoch + (perEpoch - s.stepInEpoch);
    char buffer[256];
    std::snprintf(buffer, sizeof buffer,
                  "epoch %lld/%lld  %lld/%lld  loss %.4f  lr %.4g  %.0f img/s  wait %.0f%%  ETA %s",
                  static_cast<long long>(s.epoch + 1), static_cast<long long>(trainer.epochs()),
                  static_cast<long long>(s.stepInEpoch), static_cast<long long>(perEpoch),
                  m_steps ? m_loss / static_cast<double>(m_steps) : 0.0, s.lr,
                  m_seconds > 0 ? m_images / m_seconds : 0.0,
                  m_seconds > 0 ? 100.0 * m_wait / m_seconds : 0.0,
                  formatDuration(stepTime * static_cast<double>(remaining)).c_str());
    return buffer;
}

void ConsoleProgressHook::afterStep(Trainer& trainer) {
    const auto& s = trainer.state();
    m_seconds += s.stepSeconds + s.waitSeconds;
    m_wait += s.waitSeconds;
    m_images += static_cast<double>(s.batchSize);
    m_loss += s.loss;
    ++m_steps;
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastPrint < std::chrono::milliseconds(250))
        return;
    m_lastPrint = now;
    m_log->progress(line(trainer), false);
}

void ConsoleProgressHook::afterEpoch(Trainer& trainer) {
    std::string text = line(trainer);
    text = text.substr(0, text.find("  ETA"));
    const std::string metrics = m_task.describe(trainer.state().metrics.latest(), "val/", true);
    if (!metrics.empty())
        text += "  val " + metrics;
    m_log->progress(text + "  (" + formatDuration(m_seconds) + ")", true);
}

}  // namespace osprey
