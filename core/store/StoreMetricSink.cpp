#include "store/StoreMetricSink.h"

namespace osprey {

StoreMetricSink::StoreMetricSink(std::shared_ptr<RunStore> store, int64_t runId,
                                 std::chrono::milliseconds interval, size_t maxRows)
    : m_store(std::move(store)),
      m_runId(runId),
      m_interval(interval),
      m_maxRows(maxRows),
      m_lastFlush(std::chrono::steady_clock::now()) {}

StoreMetricSink::~StoreMetricSink() {
    try {
        flush();
    } catch (...) {
        // a destructor must not throw; the rows are lost only if the database itself is gone
    }
}

void StoreMetricSink::put(const std::string& name, double value, int64_t step, int64_t epoch) {
    m_pending.push_back({step, epoch, name, value, wallClockNow()});
    if (m_pending.size() >= m_maxRows || std::chrono::steady_clock::now() - m_lastFlush >= m_interval)
        flush();
}

void StoreMetricSink::flush() {
    m_lastFlush = std::chrono::steady_clock::now();
    if (m_pending.empty())
        return;
    m_store->insertMetrics(m_runId, m_pending);
    m_pending.clear();
}

}  // namespace osprey
