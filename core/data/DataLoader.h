#pragma once

#include <torch/types.h>

#include <condition_variable>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "data/BatchSource.h"
#include "data/ClassificationTransform.h"
#include "data/Dataset.h"

namespace osprey {

class BadImageTracker;

struct LoaderOptions {
    int64_t batchSize = 32;
    int workers = 2;   // 0: load on the calling thread
    int prefetch = 4;  // batches prepared ahead
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
};

// Decodes and augments on worker threads into a bounded queue of ready batches. The order of an epoch and the
// augmentation of every image depend only on (seed, epoch, image), never on thread timing, so a run repeats
// exactly and can restart in the middle of an epoch. Each rank reads a disjoint, equally long shard, padded
// by repeating the first items as PyTorch's DistributedSampler does. Unreadable images are skipped and
// reported.
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

    // Starts producing the batches of `epoch` from batch `firstBatch` on (to resume inside an epoch).
    void startEpoch(int64_t epoch, int64_t firstBatch = 0);
    // The next batch, or false at the end of the epoch. Rethrows what a worker threw.
    bool next(Batch& batch);
    // Seconds the last next() spent waiting for a batch.
    double lastWaitSeconds() const { return m_lastWait; }

private:
    struct Slot {
        Batch batch;
        std::exception_ptr error;
    };

    Batch produce(int64_t number);
    void workerLoop();
    void stopWorkers();

    std::shared_ptr<BatchSource> m_source;
    LoaderOptions m_options;
    size_t m_shardSize = 0;

    std::vector<size_t> m_order;  // this rank's items for the current epoch
    int64_t m_epoch = 0;
    int64_t m_endBatch = 0;
    double m_lastWait = 0;

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<int64_t, Slot> m_ready;
    int64_t m_nextToProduce = 0;
    int64_t m_nextToConsume = 0;
    bool m_stop = false;
    std::vector<std::thread> m_workers;
};

}  // namespace osprey
