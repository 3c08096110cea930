#pragma once

#include <torch/types.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace osprey {

// The processes of one data-parallel run. Launched by mpirun (or any launcher that sets OpenMPI's, PMI's
// or PMIx's rank variables), it is MPI_COMM_WORLD; otherwise a world of one process, where every collective
// is the identity. Collectives take CPU or CUDA tensors (CUDA ones are staged through host memory) and must
// be called by every rank in the same order.
class Communicator {
public:
    // The world of this process. Initialises MPI on first use when a launcher started the process; throws
    // RuntimeFailure when it did but this build has no MPI.
    static Communicator& world();
    // Whether an MPI launcher started this process (its environment says so).
    static bool launchedByLauncher();
    // Ends MPI normally (after the last collective); a no-op without MPI.
    static void finalize();
    // Ends every rank of the world at once with `code` (MPI_Abort); returns only without MPI.
    static void abortAll(int code);

    ~Communicator();
    Communicator(const Communicator&) = delete;
    Communicator& operator=(const Communicator&) = delete;

    int rank() const { return m_rank; }
    int size() const { return m_size; }
    int localRank() const { return m_localRank; }  // among the ranks on this machine
    int localSize() const { return m_localSize; }
    bool distributed() const { return m_size > 1; }
    // "rank 1 of 2" for messages; empty in a world of one.
    std::string label() const {
        return distributed() ? "rank " + std::to_string(m_rank) + " of " + std::to_string(m_size) : "";
    }
    // Whether two threads may use two communicators at once (MPI_THREAD_MULTIPLE).
    bool threadsMayOverlap() const { return m_threadMultiple; }

    // A new communicator over the same ranks whose collectives are independent of this one's (for a
    // thread of its own).
    std::unique_ptr<Communicator> duplicate() const;

    // Sums `tensor` (float, double, int64, int32) over all ranks, in place.
    void allReduceSum(torch::Tensor& tensor) const;
    // While set, allReduceSum of floating-point tensors goes through `route` instead of MPI: a data-parallel
    // run whose gradients travel through NCCL (or Gloo) sums its batch-norm statistics and evaluation results
    // the same way, on the GPU without staging through host memory. An empty function restores MPI. Only
    // this communicator: duplicates keep MPI.
    void routeFloatSums(std::function<void(torch::Tensor&)> route) const {
        m_floatSumRoute = std::move(route);
    }
    // Starts a sum of a contiguous CPU float tensor in place and returns; wait() finishes it, polling
    // gently so that a waiting thread does not take a core from the computation.
    class Pending;
    std::unique_ptr<Pending> startAllReduceSum(torch::Tensor& tensor) const;
    // Copies `tensor` of rank `root` into `tensor` on every rank (same shape and type everywhere).
    void broadcast(torch::Tensor& tensor, int root = 0) const;
    std::string broadcast(const std::string& text, int root = 0) const;
    // Every rank's `values` (the same count on each), rank after rank.
    std::vector<double> allGather(const std::vector<double>& values) const;
    // Every rank's `values` (any count), one vector per rank.
    std::vector<std::vector<double>> allGatherVariable(const std::vector<double>& values) const;
    // Every rank's `values` (any count), rank after rank, on rank `root` only (the others get none): what
    // only one rank keeps (per-sample records) need not travel to every rank.
    std::vector<double> gatherVariable(const std::vector<double>& values, int root = 0) const;
    void barrier() const;

    class Pending {
    public:
        virtual ~Pending() = default;
        virtual void wait() = 0;
    };

private:
    Communicator() = default;
    static std::unique_ptr<Communicator> create();

    void* m_handle = nullptr;  // MPI_Comm, kept opaque so that mpi.h stays out of the headers
    int m_rank = 0;
    int m_size = 1;
    int m_localRank = 0;
    int m_localSize = 1;
    bool m_threadMultiple = false;
    bool m_owned = false;  // a duplicate: freed with this object
    mutable std::function<void(torch::Tensor&)> m_floatSumRoute;
};

}  // namespace osprey
