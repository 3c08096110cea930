#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/MetricSink.h"
#include "tensorboard/EventFileWriter.h"

namespace osprey {

// A run's metrics as TensorBoard event files: rank 0 writes a new file in <run>/tensorboard/ each time the
// run starts or resumes, every row the store receives as a scalar of the same name and global step, the
// configuration as hparams, and the pictures it is given. Written at least every `interval` and at each flush
// (the trainer flushes its sinks at the end of every epoch), so `tensorboard --logdir` shows the run live.
// A resumed run's file starts with a restart marker at the step after its checkpoint (TensorBoard drops the
// earlier files' rows from there on, the ones the store drops too) and holds only those steps: no step is
// written twice. Writing never fails a run: the first error goes to `warn` and ends the writing.
class TensorBoardSink : public MetricSink {
public:
    using Warn = std::function<void(const std::string&)>;

    // `trainedAgainAfter`: none for a new run; for a resumed one the step of its checkpoint (-1: it starts
    // again from the beginning), after which every step is trained, and written, again.
    TensorBoardSink(const std::string& runDir, std::optional<int64_t> trainedAgainAfter,
                    const std::vector<HParam>& hparams, Warn warn,
                    std::chrono::milliseconds interval = std::chrono::seconds(5));
    ~TensorBoardSink() override;

    void put(const std::string& name, double value, int64_t step, int64_t epoch) override;
    void flush() override;
    // A picture (PNG bytes) under `tag` at `step`.
    void putImage(const std::string& tag, int64_t step, const std::string& png, int width, int height,
                  int channels);

    // The event file; empty when writing ended (or never began).
    std::string path() const;

private:
    template <typename Write>
    void guarded(Write&& write);

    std::unique_ptr<EventFileWriter> m_writer;
    int64_t m_firstStep;  // earlier steps are in the files written before
    Warn m_warn;
    std::chrono::milliseconds m_interval;
    std::chrono::steady_clock::time_point m_lastFlush;
};

}  // namespace osprey
