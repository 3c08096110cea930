#include "data/DataLoader.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>

#include "data/ClassificationSource.h"

namespace osprey {

namespace {

uint64_t mix(uint64_t x) {  // splitmix64 finaliser
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

}  // namespace

DataLoader::DataLoader(std::shared_ptr<const Dataset> dataset, ClassificationTransform transform,
                       LoaderOptions options, std::shared_ptr<BadImageTracker> badImages)
    : DataLoader(std::make_shared<ClassificationSource>(std::move(dataset), std::move(transform),
                                                        options.cache, std::move(badImages)),
                 options) {}

DataLoader::DataLoader(std::shared_ptr<BatchSource> source, LoaderOptions options)
    : m_source(std::move(source)), m_options(options) {
    TORCH_CHECK(m_options.worldSize >= 1 && m_options.rank >= 0 && m_options.rank < m_options.worldSize,
                "DataLoader: rank ", m_options.rank, " outside world size ", m_options.worldSize);
    TORCH_CHECK(m_options.batchSize >= 1, "DataLoader: batch size must be positive");
    const size_t n = m_source->size();
    const size_t world = static_cast<size_t>(m_options.worldSize);
    const size_t rank = static_cast<size_t>(m_options.rank);
    m_shardSize =
        m_options.padShards ? (n + world - 1) / world : (n > rank ? (n - rank + world - 1) / world : 0);
}

DataLoader::~DataLoader() {
    stopWorkers();
}

int64_t DataLoader::batchesPerEpoch() const {
    const auto samples = static_cast<int64_t>(m_shardSize);
    return m_options.dropLast ? samples / m_options.batchSize
                              : (samples + m_options.batchSize - 1) / m_options.batchSize;
}

void DataLoader::stopWorkers() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    for (auto& t : m_workers)
        t.join();
    m_workers.clear();
}

void DataLoader::startEpoch(int64_t epoch, int64_t firstBatch) {
    stopWorkers();
    const size_t n = m_source->size();
    std::vector<size_t> all(n);
    std::iota(all.begin(), all.end(), 0);
    if (m_options.shuffle) {
        std::mt19937_64 rng(mix(m_options.seed * 7919 + static_cast<uint64_t>(epoch)));
        std::shuffle(all.begin(), all.end(), rng);
    }
    const size_t world = static_cast<size_t>(m_options.worldSize);
    const size_t padded = m_options.padShards ? m_shardSize * world : n;
    for (size_t i = 0; all.size() < padded; ++i)
        all.push_back(all[i % n]);
    m_order.clear();
    for (size_t i = static_cast<size_t>(m_options.rank); i < padded; i += world)
        m_order.push_back(all[i]);

    m_epoch = epoch;
    m_endBatch = batchesPerEpoch();
    m_ready.clear();
    m_nextToProduce = m_nextToConsume = std::clamp<int64_t>(firstBatch, 0, m_endBatch);
    m_stop = false;
    for (int i = 0; i < m_options.workers; ++i)
        m_workers.emplace_back([this] { workerLoop(); });
}

void DataLoader::workerLoop() {
    for (;;) {
        int64_t number;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [this] {
                return m_stop || m_nextToProduce >= m_endBatch ||
                       m_nextToProduce < m_nextToConsume + m_options.prefetch;
            });
            if (m_stop || m_nextToProduce >= m_endBatch)
                return;
            number = m_nextToProduce++;
        }
        Slot slot;
        try {
            slot.batch = produce(number);
        } catch (...) {
            slot.error = std::current_exception();
        }
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_ready[number] = std::move(slot);
        }
        m_changed.notify_all();
    }
}

bool DataLoader::next(Batch& batch) {
    for (;;) {
        const auto start = std::chrono::steady_clock::now();
        Slot slot;
        if (m_workers.empty()) {
            if (m_nextToConsume >= m_endBatch)
                return false;
            try {
                slot.batch = produce(m_nextToConsume);
            } catch (...) {
                slot.error = std::current_exception();
            }
            ++m_nextToConsume;
        } else {
            std::unique_lock<std::mutex> lock(m_mutex);
            if (m_nextToConsume >= m_endBatch)
                return false;
            m_changed.wait(lock, [this] { return m_ready.count(m_nextToConsume) > 0; });
            auto it = m_ready.find(m_nextToConsume);
            slot = std::move(it->second);
            m_ready.erase(it);
            ++m_nextToConsume;
            lock.unlock();
            m_changed.notify_all();
        }
        m_lastWait = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (slot.error)
            std::rethrow_exception(slot.error);
        if (slot.batch.images.defined() && slot.batch.images.size(0) > 0) {
            batch = std::move(slot.batch);
            return true;
        }
        // every image of this batch was unreadable: go on with the next one
    }
}

Batch DataLoader::produce(int64_t number) {
    const size_t begin = static_cast<size_t>(number * m_options.batchSize);
    const size_t end = std::min(m_order.size(), begin + static_cast<size_t>(m_options.batchSize));
    std::vector<size_t> items(m_order.begin() + static_cast<std::ptrdiff_t>(begin),
                              m_order.begin() + static_cast<std::ptrdiff_t>(end));
    // Each item's randomness depends on (seed, epoch, item) only.
    std::vector<uint64_t> seeds;
    for (size_t index : items)
        seeds.push_back(mix(mix(m_options.seed ^ (static_cast<uint64_t>(m_epoch) << 32)) + index));
    Batch batch = m_source->produce(items, seeds, m_options.pinMemory);
    batch.number = number;
    return batch;
}

}  // namespace osprey
