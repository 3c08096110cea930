#include "distributed/AllReduceChannel.h"

#include <functional>

#include "distributed/C10dChannel.h"
#include "util/Errors.h"
#include "util/HostName.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

// Sums through MPI on a duplicate of the world, so that the communication thread's collectives never
// interleave with the training thread's.
class MpiChannel : public AllReduceChannel {
public:
    // `whyNotNccl`: for a CUDA model, why auto did not choose NCCL (empty: this libtorch has none).
    MpiChannel(const Communicator& world, bool stagesCuda, std::string whyNotNccl)
        : m_comm(world.duplicate()), m_stagesCuda(stagesCuda), m_whyNotNccl(std::move(whyNotNccl)) {}

    std::string description() const override {
        if (!m_stagesCuda)
            return "MPI";
        return "MPI (CUDA gradients staged through host memory" +
               (m_whyNotNccl.empty() ? std::string() : "; not NCCL: " + m_whyNotNccl) + ")";
    }
    torch::Device bucketDevice() const override { return torch::kCPU; }
    bool overlapsBackward() const override { return m_comm->threadsMayOverlap(); }
    std::unique_ptr<Communicator::Pending> startSum(torch::Tensor& bucket) override {
        return m_comm->startAllReduceSum(bucket);
    }

private:
    std::unique_ptr<Communicator> m_comm;
    bool m_stagesCuda;
    std::string m_whyNotNccl;
};

// This rank's entry for whyNcclCannotServe: whether it is on CUDA, its machine, its device.
std::vector<double> deviceEntry(const torch::Device& device) {
    // Exact in a double: 52 bits of the host name's hash.
    const double machine =
        static_cast<double>(std::hash<std::string>{}(hostName()) & ((uint64_t{1} << 52) - 1));
    return {device.is_cuda() ? 1.0 : 0.0, machine,
            device.is_cuda() ? static_cast<double>(device.index()) : -1.0};
}

}  // namespace

void AllReduceChannel::sum(torch::Tensor& values) {
    const bool inPlace = values.device() == bucketDevice() && values.is_contiguous();
    torch::Tensor staged = inPlace ? values : values.to(bucketDevice()).contiguous();
    sumNow(staged);
    if (!inPlace)
        values.copy_(staged);
}

void AllReduceChannel::sumNow(torch::Tensor& bucket) {
    startSum(bucket)->wait();
}

std::unique_ptr<AllReduceChannel> AllReduceChannel::companion(const Communicator&) const {
    return nullptr;
}

std::string whyNcclCannotServe(const std::vector<double>& rankDevices) {
    const size_t ranks = rankDevices.size() / 3;
    for (size_t r = 0; r < ranks; ++r) {
        if (rankDevices[3 * r] != 1.0)
            return "rank " + std::to_string(r) + "'s model is not on a CUDA device";
        for (size_t q = 0; q < r; ++q) {
            if (rankDevices[3 * q + 1] == rankDevices[3 * r + 1] &&
                rankDevices[3 * q + 2] == rankDevices[3 * r + 2]) {
                return "ranks " + std::to_string(q) + " and " + std::to_string(r) +
                       " both use cuda:" + std::to_string(static_cast<int>(rankDevices[3 * r + 2])) +
                       " on one machine (NCCL needs a GPU for each rank)";
            }
        }
    }
    return {};
}

std::unique_ptr<AllReduceChannel> openGradientChannel(const std::string& backend, const Communicator& world,
                                                      const torch::Device& modelDevice) {
    const bool cuda = modelDevice.is_cuda();
    const bool ncclBuilt = C10dChannel::built(C10dChannel::Kind::Nccl);
    if (backend == "nccl" && !ncclBuilt) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "dist.backend: 'nccl' needs a libtorch built with CUDA and NCCL; this "
                                  "osprey-cli's libtorch has no NCCL (use 'mpi' or 'gloo', or 'auto')")));
    }
    // Every rank decides from every rank's device, so that all of them open the same channel.
    std::string whyNotNccl;
    if (ncclBuilt && (backend == "nccl" || backend == "auto"))
        whyNotNccl = whyNcclCannotServe(world.allGather(deviceEntry(modelDevice)));
    if (backend == "nccl") {
        if (!whyNotNccl.empty()) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "dist.backend: 'nccl' cannot serve this run: {cause} (set hardware.device to give each "
                    "rank its own GPU, or use 'mpi' or 'gloo')"),
                {{"cause", whyNotNccl}}));
        }
        return std::make_unique<C10dChannel>(C10dChannel::Kind::Nccl, world, modelDevice);
    }
    if (backend == "gloo") {
        if (!C10dChannel::built(C10dChannel::Kind::Gloo)) {
            throw InputError(
                Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                       "dist.backend: this osprey-cli was built without Gloo "
                                                       "(install libgloo-dev and rebuild, or use 'mpi')")));
        }
        return std::make_unique<C10dChannel>(C10dChannel::Kind::Gloo, world, torch::Device(torch::kCPU));
    }
    if (backend == "auto" && ncclBuilt && whyNotNccl.empty())
        return std::make_unique<C10dChannel>(C10dChannel::Kind::Nccl, world, modelDevice);
    if (backend == "auto" || backend == "mpi")
        return std::make_unique<MpiChannel>(world, cuda, backend == "auto" ? whyNotNccl : std::string());
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "dist.backend: unknown backend '{value}' (auto, mpi, nccl or gloo)"),
        {{"value", backend}}));
}

}  // namespace osprey
