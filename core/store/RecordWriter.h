#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "store/RecordStore.h"

namespace osprey {

class RunStore;

// Writes a run's per-sample records off the training thread: one thread of its own opens RUN_DIR/inspect.db
// on its first write, writes each submitted validation in one transaction, then indexes it in the run store's
// `records` table. Recording never fails a run: the first write that fails is reported through `warn` once
// and turns recording off (later submissions are dropped).
class RecordWriter {
public:
    // `meta` (task, class names) goes into the file's meta table before anything else; `index` and `runId`
    // say where the records are indexed (null: nowhere, for `osprey-cli eval` outside a run's store).
    RecordWriter(std::string runDir, std::map<std::string, std::string> meta, std::shared_ptr<RunStore> index,
                 int64_t runId, std::function<void(const std::string&)> warn);
    // Waits for what was submitted (up to kFinalWait), then ends the thread.
    ~RecordWriter();
    RecordWriter(const RecordWriter&) = delete;
    RecordWriter& operator=(const RecordWriter&) = delete;

    // The manifest of a split: its items' names and labels.
    void submitSamples(const std::string& split, std::vector<RecordedSample> samples);
    void submit(std::shared_ptr<const EpochRecords> records);
    // Waits up to `timeout` for everything submitted to be written (or dropped after a failure); false when
    // some is still waiting.
    bool drain(std::chrono::milliseconds timeout);
    // False once a write failed.
    bool enabled() const { return m_enabled; }
    // Validations written so far.
    int64_t written() const { return m_written; }

    static constexpr std::chrono::minutes kFinalWait{2};

private:
    void run();
    void writeOne(const std::function<void(RecordStore&)>& job);
    void enqueue(std::function<void(RecordStore&)> job);

    std::string m_runDir;
    std::map<std::string, std::string> m_meta;
    std::shared_ptr<RunStore> m_index;
    int64_t m_runId;
    std::function<void(const std::string&)> m_warn;
    std::unique_ptr<RecordStore> m_store;  // the thread's alone

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::function<void(RecordStore&)>> m_queue;
    bool m_busy = false;
    bool m_stop = false;
    std::atomic<bool> m_enabled{true};
    std::atomic<int64_t> m_written{0};
    std::thread m_thread;
};

}  // namespace osprey
