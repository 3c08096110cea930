#include "store/RecordWriter.h"

#include "store/RunStore.h"
#include "util/Errors.h"

namespace osprey {

RecordWriter::RecordWriter(std::string runDir, std::map<std::string, std::string> meta,
                           std::shared_ptr<RunStore> index, int64_t runId,
                           std::function<void(const std::string&)> warn)
    : m_runDir(std::move(runDir)),
      m_meta(std::move(meta)),
      m_index(std::move(index)),
      m_runId(runId),
      m_warn(std::move(warn)),
      m_thread([this] { run(); }) {}

RecordWriter::~RecordWriter() {
    drain(kFinalWait);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
        m_queue.clear();
    }
    m_changed.notify_all();
    m_thread.join();
}

void RecordWriter::enqueue(std::function<void(RecordStore&)> job) {
    if (!m_enabled)
        return;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_queue.push_back(std::move(job));
    }
    m_changed.notify_all();
}

void RecordWriter::submitSamples(const std::string& split, std::vector<RecordedSample> samples) {
    enqueue(
        [split, samples = std::move(samples)](RecordStore& store) { store.writeSamples(split, samples); });
}

void RecordWriter::submit(std::shared_ptr<const EpochRecords> records) {
    if (!records)
        return;
    enqueue([this, records = std::move(records)](RecordStore& store) {
        store.write(*records);
        if (m_index) {
            RecordRow row;
            row.epoch = records->epoch;
            row.step = records->step;
            row.split = records->split;
            row.source = records->source;
            row.model = records->model;
            row.items = records->items;
            row.detections = records->detections;
            row.bytes = records->payloadBytes();
            m_index->addRecord(m_runId, row);
        }
        ++m_written;
    });
}

bool RecordWriter::drain(std::chrono::milliseconds timeout) {
    std::unique_lock<std::mutex> lock(m_mutex);
    return m_changed.wait_for(lock, timeout, [this] { return m_queue.empty() && !m_busy; });
}

void RecordWriter::run() {
    std::unique_lock<std::mutex> lock(m_mutex);
    while (true) {
        m_changed.wait(lock, [this] { return m_stop || !m_queue.empty(); });
        if (m_stop)
            return;
        std::function<void(RecordStore&)> job = std::move(m_queue.front());
        m_queue.pop_front();
        m_busy = true;
        lock.unlock();
        writeOne(job);
        lock.lock();
        m_busy = false;
        m_changed.notify_all();
    }
}

void RecordWriter::writeOne(const std::function<void(RecordStore&)>& job) {
    if (!m_enabled)
        return;
    try {
        if (!m_store) {
            m_store = std::make_unique<RecordStore>(RecordStore::pathIn(m_runDir));
            for (const auto& [key, value] : m_meta)
                m_store->setMeta(key, value);
        }
        job(*m_store);
    } catch (const std::exception& e) {
        m_enabled = false;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_queue.clear();
        }
        if (m_warn)
            m_warn("per-sample records are off for the rest of this run: " + errorMessage(e));
    }
}

}  // namespace osprey
