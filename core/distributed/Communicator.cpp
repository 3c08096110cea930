#include "distributed/Communicator.h"

#include <chrono>
#include <climits>
#include <cstdlib>
#include <thread>

#include "util/Errors.h"
#include "util/Translatable.h"

#ifdef OSPREY_HAVE_MPI
#include <mpi.h>
#endif

namespace osprey {

namespace {

const char* const kLauncherVariables[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"};

std::unique_ptr<Communicator> g_world;

}  // namespace

bool Communicator::launchedByLauncher() {
    for (const char* name : kLauncherVariables) {
        if (std::getenv(name) != nullptr)
            return true;
    }
    return false;
}

Communicator& Communicator::world() {
    if (!g_world)
        g_world = create();
    return *g_world;
}

#ifdef OSPREY_HAVE_MPI

namespace {

MPI_Comm& comm(void* handle) {
    return *static_cast<MPI_Comm*>(handle);
}

void check(int code, const char* what) {
    if (code == MPI_SUCCESS)
        return;
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(code, text, &length);
    throw RuntimeFailure(
        Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "MPI {call} failed: {cause}"),
                         {{"call", what}, {"cause", std::string(text, length)}}));
}

MPI_Datatype typeOf(const torch::Tensor& t) {
    switch (t.scalar_type()) {
        case torch::kFloat:
            return MPI_FLOAT;
        case torch::kDouble:
            return MPI_DOUBLE;
        case torch::kLong:
            return MPI_INT64_T;
        case torch::kInt:
            return MPI_INT32_T;
        case torch::kByte:
        case torch::kBool:
            return MPI_UINT8_T;
        default:
            throw RuntimeFailure(
                Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "no MPI type for tensors of {type}"),
                                 {{"type", c10::toString(t.scalar_type())}}));
    }
}

// MPI counts are ints: larger tensors go in pieces.
template <typename Fn>
void inPieces(torch::Tensor& flat, Fn fn) {
    const int64_t n = flat.numel();
    constexpr int64_t kPiece = INT_MAX / 2;
    for (int64_t start = 0; start < n; start += kPiece) {
        torch::Tensor piece = flat.narrow(0, start, std::min(kPiece, n - start));
        fn(piece.data_ptr(), static_cast<int>(piece.numel()));
    }
}

// A contiguous host copy of `tensor`, or `tensor` itself when it already is one; `copyBack` is then false.
torch::Tensor hostView(const torch::Tensor& tensor, bool& copyBack) {
    copyBack = !tensor.device().is_cpu() || !tensor.is_contiguous();
    return copyBack ? tensor.to(torch::kCPU).contiguous() : tensor;
}

class MpiPending : public Communicator::Pending {
public:
    explicit MpiPending(MPI_Request request) : m_request(request) {}
    ~MpiPending() override {
        if (m_request != MPI_REQUEST_NULL)
            MPI_Wait(&m_request, MPI_STATUS_IGNORE);
    }
    void wait() override {
        // A world of one that no launcher started never initialises MPI: nothing to wait for.
        if (m_request == MPI_REQUEST_NULL)
            return;
        // A blocking wait would spin a core at full speed; the training threads need it more.
        int done = 0;
        while (true) {
            check(MPI_Test(&m_request, &done, MPI_STATUS_IGNORE), "test");
            if (done)
                break;
            std::this_thread::sleep_for(std::chrono::microseconds(100));
        }
        m_request = MPI_REQUEST_NULL;
    }

private:
    MPI_Request m_request;
};

}  // namespace

std::unique_ptr<Communicator> Communicator::create() {
    std::unique_ptr<Communicator> c(new Communicator());
    if (!launchedByLauncher())
        return c;
    int initialised = 0;
    MPI_Initialized(&initialised);
    int provided = MPI_THREAD_SINGLE;
    if (!initialised)
        check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided), "init");
    else
        MPI_Query_thread(&provided);
    // Errors come back as codes (and become exceptions) instead of ending the job without a word.
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    c->m_handle = new MPI_Comm(MPI_COMM_WORLD);
    c->m_threadMultiple = provided >= MPI_THREAD_MULTIPLE;
    MPI_Comm_rank(MPI_COMM_WORLD, &c->m_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &c->m_size);
    MPI_Comm local;
    check(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, c->m_rank, MPI_INFO_NULL, &local),
          "split by machine");
    MPI_Comm_rank(local, &c->m_localRank);
    MPI_Comm_size(local, &c->m_localSize);
    MPI_Comm_free(&local);
    return c;
}

Communicator::~Communicator() {
    if (m_handle && m_owned) {
        int finalized = 0;
        MPI_Finalized(&finalized);
        if (!finalized)
            MPI_Comm_free(&comm(m_handle));
    }
    delete static_cast<MPI_Comm*>(m_handle);
}

void Communicator::finalize() {
    int initialised = 0, finalized = 0;
    MPI_Initialized(&initialised);
    MPI_Finalized(&finalized);
    if (initialised && !finalized)
        MPI_Finalize();
}

void Communicator::abortAll(int code) {
    int initialised = 0, finalized = 0;
    MPI_Initialized(&initialised);
    MPI_Finalized(&finalized);
    if (initialised && !finalized && g_world && g_world->distributed())
        MPI_Abort(MPI_COMM_WORLD, code);
}

std::unique_ptr<Communicator> Communicator::duplicate() const {
    std::unique_ptr<Communicator> c(new Communicator());
    c->m_rank = m_rank;
    c->m_size = m_size;
    c->m_localRank = m_localRank;
    c->m_localSize = m_localSize;
    c->m_threadMultiple = m_threadMultiple;
    if (m_handle) {
        MPI_Comm copy;
        check(MPI_Comm_dup(comm(m_handle), &copy), "communicator duplication");
        MPI_Comm_set_errhandler(copy, MPI_ERRORS_RETURN);
        c->m_handle = new MPI_Comm(copy);
        c->m_owned = true;
    }
    return c;
}

void Communicator::allReduceSum(torch::Tensor& tensor) const {
    if (!distributed())
        return;
    if (m_floatSumRoute && tensor.is_floating_point()) {
        m_floatSumRoute(tensor);
        return;
    }
    bool copyBack = false;
    torch::Tensor host = hostView(tensor, copyBack);
    torch::Tensor flat = host.view(-1);
    const MPI_Datatype type = typeOf(flat);
    inPieces(flat, [&](void* data, int count) {
        check(MPI_Allreduce(MPI_IN_PLACE, data, count, type, MPI_SUM, comm(m_handle)), "all-reduce");
    });
    if (copyBack)
        tensor.copy_(host);
}

std::unique_ptr<Communicator::Pending> Communicator::startAllReduceSum(torch::Tensor& tensor) const {
    TORCH_CHECK(tensor.device().is_cpu() && tensor.is_contiguous() && tensor.numel() < INT_MAX,
                "startAllReduceSum needs a contiguous CPU tensor");
    if (!distributed())
        return std::make_unique<MpiPending>(MPI_REQUEST_NULL);
    MPI_Request request;
    check(MPI_Iallreduce(MPI_IN_PLACE, tensor.data_ptr(), static_cast<int>(tensor.numel()), typeOf(tensor),
                         MPI_SUM, comm(m_handle), &request),
          "all-reduce");
    return std::make_unique<MpiPending>(request);
}

void Communicator::broadcast(torch::Tensor& tensor, int root) const {
    if (!distributed())
        return;
    bool copyBack = false;
    torch::Tensor host = hostView(tensor, copyBack);
    // Any element type travels as bytes.
    torch::Tensor bytes = host.view(-1).view(torch::kByte);
    inPieces(bytes, [&](void* data, int count) {
        check(MPI_Bcast(data, count, MPI_BYTE, root, comm(m_handle)), "broadcast");
    });
    if (copyBack)
        tensor.copy_(host);
}

std::string Communicator::broadcast(const std::string& text, int root) const {
    if (!distributed())
        return text;
    int64_t length = static_cast<int64_t>(text.size());
    check(MPI_Bcast(&length, 1, MPI_INT64_T, root, comm(m_handle)), "broadcast");
    torch::Tensor bytes = torch::empty({length}, torch::kByte);
    if (m_rank == root)
        std::copy(text.begin(), text.end(), bytes.data_ptr<uint8_t>());
    broadcast(bytes, root);
    return std::string(reinterpret_cast<const char*>(bytes.data_ptr<uint8_t>()), static_cast<size_t>(length));
}

std::vector<double> Communicator::allGather(const std::vector<double>& values) const {
    if (!distributed())
        return values;
    std::vector<double> all(values.size() * static_cast<size_t>(m_size));
    check(MPI_Allgather(values.data(), static_cast<int>(values.size()), MPI_DOUBLE, all.data(),
                        static_cast<int>(values.size()), MPI_DOUBLE, comm(m_handle)),
          "all-gather");
    return all;
}

std::vector<std::vector<double>> Communicator::allGatherVariable(const std::vector<double>& values) const {
    if (!distributed())
        return {values};
    const std::vector<double> counts = allGather({static_cast<double>(values.size())});
    std::vector<int> sizes(counts.size()), offsets(counts.size());
    int total = 0;
    for (size_t r = 0; r < counts.size(); ++r) {
        sizes[r] = static_cast<int>(counts[r]);
        offsets[r] = total;
        total += sizes[r];
    }
    std::vector<double> all(static_cast<size_t>(total));
    check(MPI_Allgatherv(values.data(), static_cast<int>(values.size()), MPI_DOUBLE, all.data(), sizes.data(),
                         offsets.data(), MPI_DOUBLE, comm(m_handle)),
          "all-gather");
    std::vector<std::vector<double>> out(counts.size());
    for (size_t r = 0; r < counts.size(); ++r)
        out[r].assign(all.begin() + offsets[r], all.begin() + offsets[r] + sizes[r]);
    return out;
}

std::vector<double> Communicator::gatherVariable(const std::vector<double>& values, int root) const {
    if (!distributed())
        return values;
    int count = static_cast<int>(values.size());
    std::vector<int> sizes(m_rank == root ? static_cast<size_t>(m_size) : 0);
    check(MPI_Gather(&count, 1, MPI_INT, sizes.data(), 1, MPI_INT, root, comm(m_handle)), "gather");
    std::vector<int> offsets(sizes.size());
    int total = 0;
    for (size_t r = 0; r < sizes.size(); ++r) {
        offsets[r] = total;
        total += sizes[r];
    }
    std::vector<double> all(static_cast<size_t>(total));
    check(MPI_Gatherv(values.data(), count, MPI_DOUBLE, all.data(), sizes.data(), offsets.data(), MPI_DOUBLE,
                      root, comm(m_handle)),
          "gather");
    return all;
}

void Communicator::barrier() const {
    if (distributed())
        check(MPI_Barrier(comm(m_handle)), "barrier");
}

#else  // no MPI in this build: a world of one process

namespace {
class LocalPending : public Communicator::Pending {
public:
    void wait() override {}
};
}  // namespace

std::unique_ptr<Communicator> Communicator::create() {
    if (launchedByLauncher()) {
        throw RuntimeFailure(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "this process was started by mpirun, but this osprey-cli was built without "
                                  "MPI (install libopenmpi-dev and rebuild)")));
    }
    return std::unique_ptr<Communicator>(new Communicator());
}
Communicator::~Communicator() = default;
void Communicator::finalize() {}
void Communicator::abortAll(int) {}
std::unique_ptr<Communicator> Communicator::duplicate() const {
    return std::unique_ptr<Communicator>(new Communicator());
}
void Communicator::allReduceSum(torch::Tensor&) const {}
std::unique_ptr<Communicator::Pending> Communicator::startAllReduceSum(torch::Tensor&) const {
    return std::make_unique<LocalPending>();
}
void Communicator::broadcast(torch::Tensor&, int) const {}
std::string Communicator::broadcast(const std::string& text, int) const {
    return text;
}
std::vector<double> Communicator::allGather(const std::vector<double>& values) const {
    return values;
}
std::vector<std::vector<double>> Communicator::allGatherVariable(const std::vector<double>& values) const {
    return {values};
}
std::vector<double> Communicator::gatherVariable(const std::vector<double>& values, int) const {
    return values;
}
void Communicator::barrier() const {}

#endif

}  // namespace osprey
