#include "distributed/GradientReducer.h"

#include <algorithm>
#include <chrono>

#include "distributed/AllReduceChannel.h"

namespace osprey {

namespace {
double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

GradientReducer::GradientReducer(std::vector<torch::Tensor> parameters,
                                 std::unique_ptr<AllReduceChannel> channel, int worldSize,
                                 int64_t bucketBytes)
    : m_channel(std::move(channel)), m_worldSize(worldSize), m_overlap(m_channel->overlapsBackward()) {
    const auto bucketOptions =
        torch::TensorOptions().dtype(torch::kFloat32).device(m_channel->bucketDevice());
    for (auto& p : parameters) {
        if (p.requires_grad())
            m_params.push_back(p);
    }
    m_slots.resize(m_params.size());
    // Backward produces the last layers' gradients first.
    int64_t filled = 0;
    std::vector<size_t> current;
    auto close = [&] {
        if (current.empty())
            return;
        Bucket bucket;
        bucket.flat = torch::empty({filled}, bucketOptions);
        bucket.params = current;
        bucket.pending = current.size();
        m_buckets.push_back(std::move(bucket));
        current.clear();
        filled = 0;
    };
    for (size_t k = m_params.size(); k-- > 0;) {
        m_slots[k].bucket = m_buckets.size();
        m_slots[k].offset = filled;
        current.push_back(k);
        filled += m_params[k].numel();
        if (filled * 4 >= bucketBytes)
            close();
    }
    close();
    for (size_t k = 0; k < m_params.size(); ++k) {
        m_hookHandles.push_back(
            m_params[k].register_hook([this, k](const torch::Tensor& gradient) { onGradient(k, gradient); }));
    }
    if (m_overlap && m_worldSize > 1)
        m_thread = std::thread([this] { communicationLoop(); });
}

GradientReducer::~GradientReducer() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    for (size_t k = 0; k < m_params.size(); ++k)
        m_params[k].remove_hook(m_hookHandles[k]);
}

std::vector<int64_t> GradientReducer::bucketBytes() const {
    std::vector<int64_t> sizes;
    for (const auto& b : m_buckets)
        sizes.push_back(b.flat.numel() * 4);
    return sizes;
}

void GradientReducer::arm() {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_armed = true;
    m_firstStart = m_lastEnd = 0;
}

void GradientReducer::copyIn(size_t index, const torch::Tensor& gradient) {
    const torch::Tensor& p = m_params[index];
    const Slot& slot = m_slots[index];
    torch::Tensor view = m_buckets[slot.bucket].flat.narrow(0, slot.offset, p.numel());
    // The gradient as autograd will leave it in .grad: what is there already (accumulated micro-batches, or
    // zeros) plus this pass's.
    const torch::Tensor& existing = p.grad();
    if (existing.defined()) {
        view.copy_(existing.reshape(-1));
        if (gradient.defined())
            view.add_(gradient.reshape(-1).to(view.device(), torch::kFloat32));
    } else if (gradient.defined()) {
        view.copy_(gradient.reshape(-1));
    } else {
        view.zero_();
    }
}

void GradientReducer::onGradient(size_t index, const torch::Tensor& gradient) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_armed || m_slots[index].ready)
            return;
    }
    copyIn(index, gradient);
    std::lock_guard<std::mutex> lock(m_mutex);
    m_slots[index].ready = true;
    Bucket& bucket = m_buckets[m_slots[index].bucket];
    if (--bucket.pending == 0)
        markReady(bucket);
}

void GradientReducer::markReady(Bucket& bucket) {
    bucket.ready = true;
    m_changed.notify_all();
}

void GradientReducer::communicationLoop() {
    for (;;) {
        size_t index;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [this] {
                return m_stop || (m_nextToReduce < m_buckets.size() && m_buckets[m_nextToReduce].ready &&
                                  !m_buckets[m_nextToReduce].reduced);
            });
            if (m_stop)
                return;
            index = m_nextToReduce;
        }
        Bucket& bucket = m_buckets[index];
        const double start = now();
        try {
            m_channel->startSum(bucket.flat)->wait();
            bucket.flat.div_(m_worldSize);
        } catch (...) {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_error = std::current_exception();
            m_changed.notify_all();
            return;
        }
        const double end = now();
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_firstStart == 0)
            m_firstStart = start;
        m_lastEnd = end;
        bucket.reduced = true;
        ++m_nextToReduce;
        m_changed.notify_all();
    }
}

void GradientReducer::finish() {
    // Parameters that took no part in this pass (their hook never ran) contribute zeros, or what they
    // had accumulated.
    for (size_t k = 0; k < m_params.size(); ++k) {
        bool ready;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            ready = m_slots[k].ready;
        }
        if (!ready)
            onGradient(k, torch::Tensor());
    }
    const double backwardEnd = now();
    if (m_worldSize > 1 && !m_overlap) {
        m_firstStart = backwardEnd;
        for (auto& bucket : m_buckets) {
            m_channel->startSum(bucket.flat)->wait();
            bucket.flat.div_(m_worldSize);
        }
        m_lastEnd = now();
    } else if (m_worldSize > 1) {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_changed.wait(lock, [this] { return m_error || m_nextToReduce == m_buckets.size(); });
        if (m_error)
            std::rethrow_exception(m_error);
    }
    for (size_t k = 0; k < m_params.size(); ++k) {
        torch::Tensor& p = m_params[k];
        const Slot& slot = m_slots[k];
        torch::Tensor averaged = m_buckets[slot.bucket].flat.narrow(0, slot.offset, p.numel()).view_as(p);
        if (!p.grad().defined())
            p.mutable_grad() = torch::zeros_like(p);
        p.mutable_grad().copy_(averaged);
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    m_timing.reduceSeconds = m_worldSize > 1 ? m_lastEnd - m_firstStart : 0;
    // A bucket can only start after backward when its last gradient came last: all of it is exposed then.
    m_timing.exposedSeconds =
        m_worldSize > 1 ? std::clamp(m_lastEnd - backwardEnd, 0.0, m_timing.reduceSeconds) : 0;
    for (auto& slot : m_slots)
        slot.ready = false;
    for (auto& bucket : m_buckets) {
        bucket.pending = bucket.params.size();
        bucket.ready = bucket.reduced = false;
    }
    m_nextToReduce = 0;
    m_armed = false;
}

}  // namespace osprey
