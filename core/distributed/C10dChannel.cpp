#include "distributed/C10dChannel.h"

#include <chrono>
#include <cstdlib>
#include <exception>
#include <thread>

#include "device/TorchCompat.h"
#include "util/Errors.h"
#include "util/HostName.h"
#include "util/Translatable.h"

// libtorch defines USE_DISTRIBUTED, USE_C10D_GLOO and USE_C10D_NCCL for the code that links it, after
// what it was built with; Gloo's own headers must be there as well (Debian: libgloo-dev).
#ifdef USE_DISTRIBUTED
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#if defined(USE_C10D_GLOO) && defined(OSPREY_HAVE_GLOO_HEADERS)
#define OSPREY_C10D_GLOO
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#endif
#ifdef USE_C10D_NCCL
#define OSPREY_C10D_NCCL
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>
#endif
#endif

namespace osprey {

bool C10dChannel::built(Kind kind) {
#ifdef OSPREY_C10D_GLOO
    if (kind == Kind::Gloo)
        return true;
#endif
#ifdef OSPREY_C10D_NCCL
    if (kind == Kind::Nccl)
        return true;
#endif
    (void)kind;
    return false;
}

namespace {
const char* kindName(C10dChannel::Kind kind) {
    return kind == C10dChannel::Kind::Nccl ? "NCCL" : "Gloo";
}
}  // namespace

std::string C10dChannel::description() const {
    return m_kind == Kind::Nccl ? "NCCL on " + m_device.str() + " (libtorch c10d)"
                                : "Gloo over TCP (libtorch c10d)";
}

#ifdef USE_DISTRIBUTED

namespace {

// Long enough for any bucket; a rank that fails ends every rank sooner, through MPI.
constexpr std::chrono::minutes kTimeout{30};

std::string environment(const char* name, const std::string& fallback) {
    const char* value = std::getenv(name);
    return value && *value ? value : fallback;
}

std::string withoutBacktrace(const std::exception& e) {
    if (const auto* error = dynamic_cast<const c10::Error*>(&e))
        return error->what_without_backtrace();
    return e.what();
}

// Rank 0 serves a TCP store; every rank connects to it. Rank 0 sends "host:port" over MPI, or "!" and the
// reason when its server could not start, so that no rank waits for a store that will never exist.
c10::intrusive_ptr<c10d::Store> meet(const Communicator& world, const std::string& name) {
    c10d::TCPStoreOptions options;
    options.numWorkers = static_cast<size_t>(world.size());
    options.waitWorkers = false;
    options.timeout = kTimeout;
    c10::intrusive_ptr<c10d::Store> store;
    std::string address;
    if (world.rank() == 0) {
        const bool oneMachine = world.localSize() == world.size();
        const std::string host = oneMachine ? "127.0.0.1" : environment("MASTER_ADDR", hostName());
        try {
            const std::string port = environment("MASTER_PORT", "0");
            options.port = static_cast<std::uint16_t>(std::stoul(port));
            options.isServer = true;
            auto server = c10::make_intrusive<c10d::TCPStore>(host, options);
            address = host + ":" + std::to_string(server->getPort());
            store = server;
        } catch (const std::exception& e) {
            address =
                "!" + Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                             "{backend}: rank 0 could not serve the "
                                                             "rendezvous store on {host}: {cause}"),
                                       {{"backend", name}, {"host", host}, {"cause", withoutBacktrace(e)}})
                          .toJson();
        }
    }
    address = world.broadcast(address);
    if (address.rfind('!', 0) == 0)
        throw RuntimeFailure(Reason::fromJson(address.substr(1)));
    if (world.rank() != 0) {
        const size_t colon = address.rfind(':');
        options.port = static_cast<std::uint16_t>(std::stoul(address.substr(colon + 1)));
        try {
            store = c10::make_intrusive<c10d::TCPStore>(address.substr(0, colon), options);
        } catch (const std::exception& e) {
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "{backend}: {rank} could not reach rank 0's store at {address}: {cause}"),
                {{"backend", name},
                 {"rank", world.label()},
                 {"address", address},
                 {"cause", withoutBacktrace(e)}}));
        }
    }
    return store;
}

class WorkPending : public Communicator::Pending {
public:
    WorkPending(c10::intrusive_ptr<c10d::Work> work, std::string name)
        : m_work(std::move(work)), m_name(std::move(name)) {}
    void wait() override {
        // Polled gently, as MPI's requests are: a spinning wait would take a core from backward.
        try {
            while (!m_work->isCompleted())
                std::this_thread::sleep_for(std::chrono::microseconds(100));
            // Rethrows a failure; for NCCL it also orders this thread's CUDA stream after the sum.
            m_work->wait();
        } catch (const std::exception& e) {
            throw RuntimeFailure(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors", "{backend} all-reduce failed: {cause}"),
                {{"backend", m_name}, {"cause", withoutBacktrace(e)}}));
        }
    }

private:
    c10::intrusive_ptr<c10d::Work> m_work;
    std::string m_name;
};

}  // namespace

struct C10dChannel::Group {
    c10::intrusive_ptr<c10d::Store> store;
    c10::intrusive_ptr<compat::C10dCollectives> group;
};

C10dChannel::C10dChannel(Kind kind, const Communicator& world, const torch::Device& device)
    : m_kind(kind), m_device(device), m_group(std::make_unique<Group>()) {
    if (!built(kind))
        throw RuntimeFailure(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "{backend} is not part of this build"),
                             {{"backend", kindName(kind)}}));
    m_group->store = meet(world, kindName(kind));
    startGroup(world);
}

C10dChannel::C10dChannel(Kind kind, const Communicator& world, const torch::Device& device,
                         const Group& sharing)
    : m_kind(kind), m_device(device), m_group(std::make_unique<Group>()) {
    m_group->store = c10::make_intrusive<c10d::PrefixStore>("osprey-sums", sharing.store);
    startGroup(world);
}

std::unique_ptr<AllReduceChannel> C10dChannel::companion(const Communicator& world) const {
    return std::unique_ptr<AllReduceChannel>(new C10dChannel(m_kind, world, m_device, *m_group));
}

void C10dChannel::sumNow(torch::Tensor& bucket) {
    std::vector<at::Tensor> tensors{bucket};
    try {
        m_group->group->allreduce(tensors)->wait();
    } catch (const std::exception& e) {
        throw RuntimeFailure(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "{backend} all-reduce failed: {cause}"),
                             {{"backend", kindName(m_kind)}, {"cause", withoutBacktrace(e)}}));
    }
}

void C10dChannel::startGroup(const Communicator& world) {
    const std::string name = kindName(m_kind);
    try {
#ifdef OSPREY_C10D_GLOO
        if (m_kind == Kind::Gloo) {
            auto options = c10d::ProcessGroupGloo::Options::create(kTimeout);
            using Gloo = c10d::ProcessGroupGloo;
            const char* interface = std::getenv("GLOO_SOCKET_IFNAME");
            if (world.localSize() == world.size())
                options->devices.push_back(Gloo::createDeviceForHostname("127.0.0.1"));
            else if (interface && *interface)
                options->devices.push_back(Gloo::createDeviceForInterface(interface));
            else
                options->devices.push_back(Gloo::createDefaultDevice());
            // One bucket is summed at a time: one worker thread is all it can use.
            options->threads = 1;
            m_group->group = c10::make_intrusive<Gloo>(m_group->store, world.rank(), world.size(), options);
        }
#endif
#ifdef OSPREY_C10D_NCCL
        if (m_kind == Kind::Nccl) {
            auto options = c10d::ProcessGroupNCCL::Options::create();
            options->timeout = kTimeout;
            m_group->group = c10::make_intrusive<c10d::ProcessGroupNCCL>(m_group->store, world.rank(),
                                                                         world.size(), options);
        }
#endif
    } catch (const std::exception& e) {
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "{backend} process group on {rank} could not start: {cause}"),
            {{"backend", name}, {"rank", world.label()}, {"cause", withoutBacktrace(e)}}));
    }
}

C10dChannel::~C10dChannel() {
    if (!m_group->group)
        return;
    try {
        compat::closeGroup(*m_group->group, std::uncaught_exceptions() > 0);
    } catch (const std::exception&) {
        // The run is ending anyway; a group that cannot shut down cleanly must not hide why.
    }
}

std::unique_ptr<Communicator::Pending> C10dChannel::startSum(torch::Tensor& bucket) {
    TORCH_CHECK(bucket.device() == m_device && bucket.is_contiguous(), "a bucket on ", m_device.str(),
                " is needed, not on ", bucket.device().str());
    std::vector<at::Tensor> tensors{bucket};
    return std::make_unique<WorkPending>(m_group->group->allreduce(tensors), kindName(m_kind));
}

#else  // a libtorch without c10d

struct C10dChannel::Group {};

C10dChannel::C10dChannel(Kind kind, const Communicator&, const torch::Device& device)
    : m_kind(kind), m_device(device) {
    throw RuntimeFailure(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "this libtorch has no distributed (c10d) support")));
}
C10dChannel::C10dChannel(Kind kind, const Communicator& world, const torch::Device& device, const Group&)
    : C10dChannel(kind, world, device) {}
C10dChannel::~C10dChannel() = default;
std::unique_ptr<Communicator::Pending> C10dChannel::startSum(torch::Tensor&) {
    throw RuntimeFailure(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "this libtorch has no distributed (c10d) support")));
}
void C10dChannel::sumNow(torch::Tensor&) {
    throw RuntimeFailure(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "this libtorch has no distributed (c10d) support")));
}
std::unique_ptr<AllReduceChannel> C10dChannel::companion(const Communicator&) const {
    throw RuntimeFailure(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "this libtorch has no distributed (c10d) support")));
}
void C10dChannel::startGroup(const Communicator&) {}

#endif

}  // namespace osprey
