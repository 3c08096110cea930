#include "store/TensorBoardSink.h"

#include <filesystem>
#include <limits>

#include "store/RunStore.h"
#include "util/HostName.h"

namespace osprey {

TensorBoardSink::TensorBoardSink(const std::string& runDir, std::optional<int64_t> trainedAgainAfter,
                                 const std::vector<HParam>& hparams, Warn warn,
                                 std::chrono::milliseconds interval)
    : m_firstStep(trainedAgainAfter ? *trainedAgainAfter + 1 : std::numeric_limits<int64_t>::min()),
      m_warn(std::move(warn)),
      m_interval(interval),
      m_lastFlush(std::chrono::steady_clock::now()) {
    guarded([&] {
        const double now = wallClockNow();
        m_writer =
            std::make_unique<EventFileWriter>(std::filesystem::path(runDir) / "tensorboard", hostName(), now);
        if (trainedAgainAfter)
            m_writer->addSessionStart(m_firstStep, now);
        m_writer->addHParams(hparams, now);
        m_writer->flush();
    });
}

TensorBoardSink::~TensorBoardSink() {
    flush();
}

template <typename Write>
void TensorBoardSink::guarded(Write&& write) {
    try {
        write();
    } catch (const std::exception& e) {
        if (m_warn)
            m_warn(std::string("TensorBoard files are no longer written: ") + e.what());
        m_writer.reset();
    }
}

void TensorBoardSink::put(const std::string& name, double value, int64_t step, int64_t /*epoch*/) {
    // A resumed run's steps up to its checkpoint are in the files written before.
    if (!m_writer || step < m_firstStep)
        return;
    guarded([&] { m_writer->addScalar(name, step, value, wallClockNow()); });
    if (std::chrono::steady_clock::now() - m_lastFlush >= m_interval)
        flush();
}

void TensorBoardSink::putImage(const std::string& tag, int64_t step, const std::string& png, int width,
                               int height, int channels) {
    if (!m_writer || step < m_firstStep)
        return;
    guarded([&] { m_writer->addImage(tag, step, png, width, height, channels, wallClockNow()); });
}

void TensorBoardSink::flush() {
    m_lastFlush = std::chrono::steady_clock::now();
    if (m_writer)
        guarded([&] { m_writer->flush(); });
}

std::string TensorBoardSink::path() const {
    return m_writer ? m_writer->path().string() : std::string();
}

}  // namespace osprey
