#pragma once

#include <memory>

#include "distributed/AllReduceChannel.h"

namespace osprey {

// Gradient sums through one of libtorch's c10d process groups. The ranks meet through a TCP store served
// by rank 0, whose address and port rank 0 sends over MPI: on one machine the loopback address, across
// machines MASTER_ADDR when set, else rank 0's host name (and MASTER_PORT when set, else a free port).
// Gloo binds to the interface GLOO_SOCKET_IFNAME names when set, as PyTorch does.
class C10dChannel : public AllReduceChannel {
public:
    enum class Kind { Gloo, Nccl };
    // Whether this build can make a group of `kind` (Gloo: libtorch's c10d with Gloo's headers at build
    // time; NCCL: a CUDA libtorch built with NCCL).
    static bool built(Kind kind);

    // Collective: every rank of `world` constructs one at the same point. `device` is where buckets live
    // (a CUDA device for NCCL, the CPU for Gloo).
    C10dChannel(Kind kind, const Communicator& world, const torch::Device& device);
    ~C10dChannel() override;

    std::string description() const override;
    torch::Device bucketDevice() const override { return m_device; }
    bool overlapsBackward() const override { return true; }
    std::unique_ptr<Communicator::Pending> startSum(torch::Tensor& bucket) override;
    // A second process group over the same rendezvous store (its keys under a prefix of their own).
    std::unique_ptr<AllReduceChannel> companion(const Communicator& world) const override;

protected:
    // Without polling: NCCL's wait only orders the current CUDA stream after the sum, the host goes on.
    void sumNow(torch::Tensor& bucket) override;

private:
    struct Group;
    C10dChannel(Kind kind, const Communicator& world, const torch::Device& device, const Group& sharing);
    // Starts m_group->group over m_group->store.
    void startGroup(const Communicator& world);

    Kind m_kind;
    torch::Device m_device;
    std::unique_ptr<Group> m_group;
};

}  // namespace osprey
