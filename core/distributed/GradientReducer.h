#pragma once

#include <torch/types.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace osprey {

class AllReduceChannel;

// Averages the gradients of a model's parameters over all ranks, as PyTorch's DistributedDataParallel does:
// parameters are packed, in the reverse of their registration order (roughly the order backward produces
// their gradients), into fp32 buckets of about `bucketBytes` on the channel's device (host memory for MPI
// and Gloo, the GPU for NCCL); a gradient hook copies each gradient into its bucket as soon as autograd has
// it, and a full bucket is handed to a communication thread whose all-reduce runs while backward goes on.
// Buckets are reduced strictly in order, so that every rank issues the same collectives in the same order.
// Reduced-precision gradients are reduced in fp32.
//
// Use: arm() before the backward pass whose gradients make an optimizer update (the last micro-batch when
// accumulating), finish() after it; finish() writes the averages into the parameters' .grad.
class GradientReducer {
public:
    GradientReducer(std::vector<torch::Tensor> parameters, std::unique_ptr<AllReduceChannel> channel,
                    int worldSize, int64_t bucketBytes);
    ~GradientReducer();
    GradientReducer(const GradientReducer&) = delete;
    GradientReducer& operator=(const GradientReducer&) = delete;

    void arm();
    void finish();

    struct Timing {
        double reduceSeconds = 0;   // from the first bucket's all-reduce start to the last one's end
        double exposedSeconds = 0;  // of that, the time after backward ended (what overlap did not hide)
    };
    const Timing& lastTiming() const { return m_timing; }
    // The size in bytes of every bucket, in reduction order.
    std::vector<int64_t> bucketBytes() const;
    // What the buckets are summed through.
    const AllReduceChannel& channel() const { return *m_channel; }
    // Whether buckets are summed while backward runs (else all of them after it).
    bool overlapsBackward() const { return m_overlap; }

private:
    struct Slot {
        size_t bucket = 0;
        int64_t offset = 0;
        bool ready = false;
    };
    struct Bucket {
        torch::Tensor flat;          // fp32, on the channel's device
        std::vector<size_t> params;  // indices into m_params
        size_t pending = 0;          // gradients still to come this backward pass
        bool ready = false;          // all copied in: may be reduced
        bool reduced = false;
    };

    void onGradient(size_t index, const torch::Tensor& gradient);
    void copyIn(size_t index, const torch::Tensor& gradient);
    void markReady(Bucket& bucket);
    void communicationLoop();

    std::vector<torch::Tensor> m_params;
    std::vector<Slot> m_slots;
    std::vector<Bucket> m_buckets;
    std::vector<unsigned> m_hookHandles;
    std::unique_ptr<AllReduceChannel> m_channel;  // used by the communication thread alone (or finish())
    int m_worldSize = 1;
    bool m_overlap = false;  // false: the channel cannot serve two threads; buckets are reduced in finish()

    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_armed = false;
    bool m_stop = false;
    size_t m_nextToReduce = 0;
    double m_firstStart = 0, m_lastEnd = 0;
    std::exception_ptr m_error;
    Timing m_timing;
    std::thread m_thread;
};

}  // namespace osprey
