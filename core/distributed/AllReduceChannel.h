#pragma once

#include <torch/types.h>

#include <memory>
#include <string>
#include <vector>

#include "distributed/Communicator.h"

namespace osprey {

// What a GradientReducer sums its gradient buckets through: MPI (host memory; CUDA gradients are staged
// through it), or one of libtorch's c10d process groups (NCCL on the GPU, Gloo over TCP).
class AllReduceChannel {
public:
    virtual ~AllReduceChannel() = default;

    // For the run's log: "MPI", "NCCL on cuda:0", ...
    virtual std::string description() const = 0;
    // Where the buckets handed to startSum() live.
    virtual torch::Device bucketDevice() const = 0;
    // Whether sums may run on a thread of their own while backward goes on.
    virtual bool overlapsBackward() const = 0;
    // Starts summing `bucket` (contiguous fp32 on bucketDevice()) over all ranks, in place; wait() on the
    // result finishes it. Every rank must start the same sums in the same order.
    virtual std::unique_ptr<Communicator::Pending> startSum(torch::Tensor& bucket) = 0;

    // Sums `values` (floating point, any device) over all ranks now, in place: staged to bucketDevice() and
    // back when they live elsewhere. For the training thread's own sums (batch-norm statistics, evaluation).
    void sum(torch::Tensor& values);
    // A second channel of the same kind whose sums are independent of this one's, so that the training
    // thread can sum while this one's sums run on their own thread; null when this channel is MPI (whose
    // world already serves the training thread). Collective.
    virtual std::unique_ptr<AllReduceChannel> companion(const Communicator& world) const;

protected:
    // sum() of a tensor already on bucketDevice(), contiguous: startSum and wait, unless a channel can do
    // better.
    virtual void sumNow(torch::Tensor& bucket);
};

// The channel that `backend` (the value of dist.backend) names for a model on `modelDevice`:
//   auto  NCCL for a model on a CUDA device when this libtorch has NCCL, else MPI
//   mpi   MPI through host memory
//   nccl  NCCL (CUDA models only)
//   gloo  Gloo over TCP, through host memory
// Throws InputError naming dist.backend when the choice cannot serve this build or device. Collective:
// every rank calls it at the same point (the c10d groups meet through a store whose address rank 0 sends).
std::unique_ptr<AllReduceChannel> openGradientChannel(const std::string& backend, const Communicator& world,
                                                      const torch::Device& modelDevice);

// Why NCCL cannot sum the gradients of ranks whose devices are `rankDevices`: three numbers per rank, in rank
// order (1 for a CUDA model, else 0; a key of the rank's machine; the CUDA device index). NCCL needs every
// rank on CUDA and no two ranks of one machine on the same GPU. Empty when it can.
std::string whyNcclCannotServe(const std::vector<double>& rankDevices);

}  // namespace osprey
