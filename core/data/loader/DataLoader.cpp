#include "data/loader/DataLoader.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>

#include "data/loader/ClassificationSource.h"

namespace osprey {

namespace {

using Clock = std::chrono::steady_clock;

uint64_t mix(uint64_t x) {  // splitmix64 finaliser
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

// One batch under way: its items, and how far the workers are with its rows.
struct DataLoader::Job {
    Position at;
    std::vector<size_t> items;
    std::vector<uint64_t> seeds;
    Batch batch;
    std::vector<uint8_t> kept;  // per row: 1 when the item was readable
    bool allocated = false;     // rows are handed out once the batch's memory is there
    int64_t nextRow = 0;        // the next row to hand out
    int64_t inProgress = 0;     // rows handed out and not finished
    bool ready = false;
    std::exception_ptr error;

    int64_t rows() const { return static_cast<int64_t>(items.size()); }
};

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
    if (m_options.gpuDecode)
        m_options.gpuDecode = m_source->encodeRowsForGpu();
    const size_t n = m_source->size();
    const size_t world = static_cast<size_t>(m_options.worldSize);
    const size_t rank = static_cast<size_t>(m_options.rank);
    m_shardSize =
        m_options.padShards ? (n + world - 1) / world : (n > rank ? (n - rank + world - 1) / world : 0);
    const auto samples = static_cast<int64_t>(m_shardSize);
    m_batchesPerEpoch = m_options.dropLast ? samples / m_options.batchSize
                                           : (samples + m_options.batchSize - 1) / m_options.batchSize;
    if (m_options.maxBatchesPerEpoch > 0)
        m_batchesPerEpoch = std::min(m_batchesPerEpoch, m_options.maxBatchesPerEpoch);
    // Enough batches under way that every worker has pictures to make, whatever the batch size.
    const int64_t workerRows = 2 * static_cast<int64_t>(std::max(0, m_options.workers));
    m_inFlightLimit = std::max<int64_t>(
        {1, m_options.prefetch, (workerRows + m_options.batchSize - 1) / m_options.batchSize});
    m_stats.resize(static_cast<size_t>(std::max(1, m_options.workers)));
}

DataLoader::~DataLoader() {
    stopWorkers();
}

int64_t DataLoader::batchesPerEpoch() const {
    return m_batchesPerEpoch;
}

std::vector<LoaderWorkerStats> DataLoader::workerStats() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_stats;
}

void DataLoader::ensureWorkers() {
    if (!m_workers.empty() || m_options.workers <= 0)
        return;
    m_stop = false;
    for (int i = 0; i < m_options.workers; ++i)
        m_workers.emplace_back([this, i] { workerLoop(static_cast<size_t>(i)); });
}

void DataLoader::stopWorkers() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_work.notify_all();
    for (auto& t : m_workers)
        t.join();
    m_workers.clear();
}

std::vector<size_t> DataLoader::orderOf(int64_t epoch) const {
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
    std::vector<size_t> mine;
    mine.reserve(m_shardSize);
    for (size_t i = static_cast<size_t>(m_options.rank); i < padded; i += world)
        mine.push_back(all[i]);
    return mine;
}

std::shared_ptr<DataLoader::Job> DataLoader::makeJob(const Position& at) {
    if (m_produceOrderEpoch != at.epoch || !m_produceOrder) {
        m_produceOrder = std::make_shared<const std::vector<size_t>>(orderOf(at.epoch));
        m_produceOrderEpoch = at.epoch;
    }
    const std::vector<size_t>& order = *m_produceOrder;
    auto job = std::make_shared<Job>();
    job->at = at;
    const size_t begin = std::min(order.size(), static_cast<size_t>(at.batch * m_options.batchSize));
    const size_t end = std::min(order.size(), begin + static_cast<size_t>(m_options.batchSize));
    job->items.assign(order.begin() + static_cast<std::ptrdiff_t>(begin),
                      order.begin() + static_cast<std::ptrdiff_t>(end));
    // Each item's randomness depends on (seed, epoch, item) only.
    for (size_t index : job->items)
        job->seeds.push_back(mix(mix(m_options.seed ^ (static_cast<uint64_t>(at.epoch) << 32)) + index));
    job->kept.assign(job->items.size(), 0);
    return job;
}

void DataLoader::startEpoch(int64_t epoch, int64_t firstBatch) {
    ensureWorkers();
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const Position want{epoch, std::clamp<int64_t>(firstBatch, 0, m_batchesPerEpoch)};
        const bool madeAhead = m_options.persistent && ((!m_jobs.empty() && m_jobs.front()->at == want) ||
                                                        (m_jobs.empty() && m_produce == want));
        if (!madeAhead) {
            // Workers still on a dropped batch finish their picture into it; nobody delivers it.
            m_jobs.clear();
            m_produce = want;
        }
        m_consume = want;
        m_consumeEnd = m_batchesPerEpoch;
    }
    m_work.notify_all();
}

bool DataLoader::canStartJob() {
    if (static_cast<int64_t>(m_jobs.size()) >= m_inFlightLimit)
        return false;
    if (m_produce.batch >= m_batchesPerEpoch) {
        // The epoch being delivered is all under way: go on with the next one's first batches.
        if (!m_options.persistent || m_produce.epoch != m_consume.epoch || m_batchesPerEpoch == 0)
            return false;
        m_produce = Position{m_produce.epoch + 1, 0};
    }
    return true;
}

bool DataLoader::takeWork(std::unique_lock<std::mutex>& lock, std::shared_ptr<Job>& job, int64_t& row) {
    for (;;) {
        if (m_stop)
            return false;
        for (const auto& j : m_jobs) {
            if (j->allocated && j->nextRow < j->rows()) {
                job = j;
                row = j->nextRow++;
                ++j->inProgress;
                return true;
            }
        }
        if (canStartJob()) {
            job = makeJob(m_produce);
            ++m_produce.batch;
            m_jobs.push_back(job);
            row = -1;  // allocate it
            return true;
        }
        m_work.wait(lock);
    }
}

void DataLoader::fillRow(Job& job, int64_t row, LoaderWorkerStats& stats) {
    const auto start = Clock::now();
    const auto k = static_cast<size_t>(row);
    job.kept[k] = m_source->fill(job.batch, row, job.items[k], job.seeds[k]) ? 1 : 0;
    stats.pictures += 1;
    stats.busySeconds += secondsSince(start);
}

void DataLoader::workerLoop(size_t worker) {
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
        std::shared_ptr<Job> job;
        int64_t row = 0;
        if (!takeWork(lock, job, row))
            return;
        lock.unlock();
        std::exception_ptr error;
        LoaderWorkerStats made;
        try {
            if (row < 0)
                job->batch = m_source->allocate(job->rows(), m_options.pinMemory);
            else
                fillRow(*job, row, made);
        } catch (...) {
            error = std::current_exception();
        }
        lock.lock();
        m_stats[worker].pictures += made.pictures;
        m_stats[worker].busySeconds += made.busySeconds;
        if (row < 0) {
            job->allocated = true;
            m_work.notify_all();  // its rows are there to take
        } else {
            --job->inProgress;
        }
        if (error && !job->error) {
            job->error = error;
            job->nextRow = job->rows();  // hand out no more of it
        }
        if (job->allocated && job->nextRow == job->rows() && job->inProgress == 0 && !job->ready) {
            if (!job->error) {
                // The last picture is in: leave out the unreadable rows (outside the lock; nobody else
                // touches this batch any more).
                lock.unlock();
                keepRows(job->batch, job->kept, job->items);
                job->batch.number = job->at.batch;
                lock.lock();
            }
            job->ready = true;
            m_ready.notify_all();
        }
    }
}

bool DataLoader::next(Batch& batch) {
    for (;;) {
        const auto start = Clock::now();
        std::shared_ptr<Job> job;
        if (m_workers.empty()) {
            if (m_consume.batch >= m_consumeEnd)
                return false;
            job = makeJob(m_consume);
            ++m_consume.batch;
            LoaderWorkerStats made;
            const auto begin = Clock::now();
            try {
                job->batch = m_source->produce(job->items, job->seeds, m_options.pinMemory);
                job->batch.number = job->at.batch;
            } catch (...) {
                job->error = std::current_exception();
            }
            m_stats[0].pictures += job->rows();
            m_stats[0].busySeconds += secondsSince(begin);
        } else {
            std::unique_lock<std::mutex> lock(m_mutex);
            if (m_consume.batch >= m_consumeEnd)
                return false;
            m_ready.wait(lock, [this] {
                return !m_jobs.empty() && m_jobs.front()->at == m_consume && m_jobs.front()->ready;
            });
            job = std::move(m_jobs.front());
            m_jobs.pop_front();
            ++m_consume.batch;
            lock.unlock();
            m_work.notify_all();  // room for another batch
        }
        m_lastWait = secondsSince(start);
        if (job->error)
            std::rethrow_exception(job->error);
        if (job->batch.size() > 0) {
            batch = std::move(job->batch);
            return true;
        }
        // every image of this batch was unreadable: go on with the next one
    }
}

}  // namespace osprey
