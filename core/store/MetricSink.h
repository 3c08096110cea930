#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace osprey {

// Where metrics go: the run store, the console, a test. put() must be cheap; writers batch as they need.
class MetricSink {
public:
    virtual ~MetricSink() = default;
    virtual void put(const std::string& name, double value, int64_t step, int64_t epoch) = 0;
    virtual void flush() {}
};

// Keeps every row in memory (tests, and summaries at the end of a run).
class MemoryMetricSink : public MetricSink {
public:
    struct Row {
        std::string name;
        double value;
        int64_t step;
        int64_t epoch;
    };
    void put(const std::string& name, double value, int64_t step, int64_t epoch) override {
        m_rows.push_back({name, value, step, epoch});
    }
    const std::vector<Row>& rows() const { return m_rows; }
    std::vector<double> values(const std::string& name) const {
        std::vector<double> out;
        for (const auto& r : m_rows) {
            if (r.name == name)
                out.push_back(r.value);
        }
        return out;
    }

private:
    std::vector<Row> m_rows;
};

}  // namespace osprey
