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
    const auto& eval = trainer.state().metrics.latest();
    char buffer[160] = {};
    if (eval.count("val/top1")) {
        std::snprintf(buffer, sizeof buffer, "  val top1 %.2f%%  top5 %.2f%%  loss %.4f", eval.at("val/top1"),
                      eval.at("val/top5"), eval.at("val/loss"));
    }
    if (eval.count("val/mAP")) {
        std::snprintf(buffer, sizeof buffer, "  val mAP %.3f  AP50 %.3f  loss %.4f", eval.at("val/mAP"),
                      eval.at("val/AP50"), eval.at("val/loss"));
    }
    m_log->progress(text + buffer + "  (" + formatDuration(m_seconds) + ")", true);
}

}  // namespace osprey
