#pragma once

#include <chrono>
#include <memory>
#include <vector>

#include "store/MetricSink.h"
#include "store/RunStore.h"

namespace osprey {

// Writes metrics of one run to the run store in short batched transactions: at most every `interval` or when
// `maxRows` are waiting, so a fast trainer does not hold the database and the GUI still sees rows each
// second.
class StoreMetricSink : public MetricSink {
public:
    StoreMetricSink(std::shared_ptr<RunStore> store, int64_t runId,
                    std::chrono::milliseconds interval = std::chrono::milliseconds(500),
                    size_t maxRows = 512);
    ~StoreMetricSink() override;

    void put(const std::string& name, double value, int64_t step, int64_t epoch) override;
    void flush() override;

private:
    std::shared_ptr<RunStore> m_store;
    int64_t m_runId;
    std::chrono::milliseconds m_interval;
    size_t m_maxRows;
    std::vector<MetricRow> m_pending;
    std::chrono::steady_clock::time_point m_lastFlush;
};

}  // namespace osprey
