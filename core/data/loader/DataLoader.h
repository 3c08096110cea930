#pragma once

#include <torch/types.h>

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "data/formats/Dataset.h"
#include "data/loader/BatchSource.h"
#include "data/transforms/ClassificationTransform.h"

namespace osprey {

class BadImageTracker;

struct LoaderOptions {
    int64_t batchSize = 32;
    int workers = 2;   // 0: load on the calling thread
    int prefetch = 4;  // batches prepared ahead (at least enough to give every worker two pictures)
    bool shuffle = true;
    bool dropLast = true;
    uint64_t seed = 0;
    int rank = 0;  // this process's shard of every epoch
    int worldSize = 1;
    // Training: every shard equally long, the last ones padded with the first items (DistributedSampler).
    // Evaluation: false, every item exactly once; shards may then differ by one item.
    bool padShards = true;
    bool cache = false;      // keep decoded images in memory (classification)
    bool pinMemory = false;  // page-locked batches, for fast asynchronous copies to a CUDA device
    // Training: once an epoch's last batch is under way, the workers go on with the next epoch's first
    // batches (its order and augmentation are known in advance), so that no epoch starts with an empty queue.
    bool persistent = false;
    int64_t maxBatchesPerEpoch = 0;  // 0: the whole shard (train.max_steps_per_epoch)
    // data.decode picked the GPU: the source leaves the JPEGs it can encoded in each batch, for the
    // DevicePrefetcher to decode with nvJPEG. Cleared by the loader when its source cannot (detection, the
    // RAM cache).
    bool gpuDecode = false;
};

// What each worker made since the loader was built: pictures, and seconds spent making them.
struct LoaderWorkerStats {
    int64_t pictures = 0;
    double busySeconds = 0;
};

// Decodes and augments on worker threads into a bounded queue of ready batches. The pictures of one batch are
// spread over all workers (a batch is ready when its last picture is), and with `persistent` the next epoch's
// first batches are made while the current one ends. The order of an epoch and the augmentation of every
// image depend only on (seed, epoch, image), never on thread timing, so a run repeats exactly and can restart
// in the middle of an epoch. Each rank reads a disjoint, equally long shard, padded by repeating the first
// items as PyTorch's DistributedSampler does. Unreadable images are skipped and reported. Batches hold uint8
// NHWC pixels (modelInput() makes the model's input of them on the device).
class DataLoader {
public:
    DataLoader(std::shared_ptr<BatchSource> source, LoaderOptions options);
    // A classification loader: a ClassificationSource over `dataset`.
    DataLoader(std::shared_ptr<const Dataset> dataset, ClassificationTransform transform,
               LoaderOptions options, std::shared_ptr<BadImageTracker> badImages);
    ~DataLoader();
    DataLoader(const DataLoader&) = delete;
    DataLoader& operator=(const DataLoader&) = delete;

    int64_t batchesPerEpoch() const;
    const LoaderOptions& options() const { return m_options; }
    int64_t samplesPerEpoch() const { return static_cast<int64_t>(m_shardSize); }
    // Items of the whole split (every rank's shards): the range of Batch::indices.
    int64_t itemCount() const { return static_cast<int64_t>(m_source->size()); }

    // Starts delivering the batches of `epoch` from batch `firstBatch` on (to resume inside an epoch).
    // Batches already made ahead for exactly that position are kept; anything else made ahead is dropped.
    void startEpoch(int64_t epoch, int64_t firstBatch = 0);
    // The next batch, or false at the end of the epoch. Rethrows what a worker threw.
    bool next(Batch& batch);
    // Seconds the last next() spent waiting for a batch.
    double lastWaitSeconds() const { return m_lastWait; }
    // Per worker, what it made (one entry for the calling thread when workers is 0).
    std::vector<LoaderWorkerStats> workerStats() const;

private:
    struct Job;
    struct Position {
        int64_t epoch = 0;
        int64_t batch = 0;
        bool operator==(const Position& o) const { return epoch == o.epoch && batch == o.batch; }
    };

    std::vector<size_t> orderOf(int64_t epoch) const;  // this rank's items of an epoch
    std::shared_ptr<Job> makeJob(const Position& at);
    // The next picture to make, or a new batch to start; false when the worker should stop.
    bool takeWork(std::unique_lock<std::mutex>& lock, std::shared_ptr<Job>& job, int64_t& row);
    bool canStartJob();  // may move production on to the next epoch
    void workerLoop(size_t worker);
    void fillRow(Job& job, int64_t row, LoaderWorkerStats& stats);
    void ensureWorkers();
    void stopWorkers();

    std::shared_ptr<BatchSource> m_source;
    LoaderOptions m_options;
    size_t m_shardSize = 0;
    int64_t m_batchesPerEpoch = 0;
    int64_t m_inFlightLimit = 1;
    double m_lastWait = 0;

    mutable std::mutex m_mutex;
    std::condition_variable m_work;           // workers wait here for pictures to make or a batch to start
    std::condition_variable m_ready;          // next() waits here for its batch
    std::deque<std::shared_ptr<Job>> m_jobs;  // started, not yet delivered; in delivery order
    Position m_produce;                       // the next batch to start
    Position m_consume;                       // the next batch next() delivers
    int64_t m_consumeEnd = 0;                 // next() delivers m_consume.batch < m_consumeEnd
    std::shared_ptr<const std::vector<size_t>> m_produceOrder;
    int64_t m_produceOrderEpoch = -1;
    bool m_stop = false;
    std::vector<std::thread> m_workers;
    std::vector<LoaderWorkerStats> m_stats;
};

}  // namespace osprey
