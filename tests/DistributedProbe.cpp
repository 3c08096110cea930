// osprey-dist-probe: what the distributed tests run under mpirun, besides osprey-cli itself.
//   osprey-dist-probe train OUT_DIR CONFIG [key=value...]
//       trains through runTraining (as `osprey-cli train` does); every rank then writes its parameters and
//       buffers to OUT_DIR/rank<R>.pt, so that the test can compare ranks and runs.
//   osprey-dist-probe fail RANK STEP CONFIG [key=value...]
//       the same, but rank RANK throws after global step STEP.
//   osprey-dist-probe syncbn
//       compares SyncableBatchNorm2d on each rank's part of a batch with BatchNorm2d on the whole batch
//       (outputs, running statistics, input and parameter gradients); exits 1 when they differ.
//   osprey-dist-probe allreduce BACKEND MB REPEATS
//       sums an fp32 bucket of MB megabytes REPEATS times through the gradient channel dist.backend=BACKEND
//       opens (on the CPU), checks every sum, and prints the median and fastest time of one sum on rank 0.
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>

#include "config/Config.h"
#include "distributed/AllReduceChannel.h"
#include "distributed/Communicator.h"
#include "distributed/SyncBatchNorm.h"
#include "session/TrainingSession.h"
#include "train/Trainer.h"
#include "util/Errors.h"

namespace fs = std::filesystem;
using namespace osprey;

namespace {

class FailAtStep : public TrainerHook {
public:
    FailAtStep(int rank, int64_t step) : m_rank(rank), m_step(step) {}
    void afterStep(Trainer& trainer) override {
        if (trainer.world().rank() == m_rank && trainer.state().globalStep == m_step)
            throw RuntimeFailure("injected fault at step " + std::to_string(m_step));
    }

private:
    int m_rank;
    int64_t m_step;
};

int train(const std::string& outDir, const std::string& configPath, const std::vector<std::string>& overrides,
          std::shared_ptr<TrainerHook> hook) {
    TrainRequest request;
    request.config = Config::fromFile(configPath);
    request.config.applyOverrides(overrides);
    request.configName = "probe";
    request.quiet = true;
    if (const char* dir = std::getenv("PROBE_RUN_DIR"))
        request.runDir = dir;
    if (const char* db = std::getenv("PROBE_DB"))
        request.dbPath = db;
    if (hook)
        request.extraHooks.push_back(hook);
    const int rank = Communicator::world().rank();
    request.afterTraining = [&](torch::nn::Module& model) {
        std::vector<torch::Tensor> state;
        for (const auto& p : model.parameters())
            state.push_back(p.detach().clone());
        for (const auto& b : model.buffers())
            state.push_back(b.detach().clone());
        fs::create_directories(outDir);
        torch::save(state, (fs::path(outDir) / ("rank" + std::to_string(rank) + ".pt")).string());
    };
    const TrainSummary summary = runTraining(std::move(request));
    if (rank == 0)
        std::cout << "status " << runStatusName(summary.status) << " run " << summary.runDir << std::endl;
    return 0;
}

double relativeDifference(const torch::Tensor& a, const torch::Tensor& b) {
    return ((a - b).norm() / b.norm().clamp_min(1e-12)).item<double>();
}

int syncBatchNorm() {
    const Communicator& world = Communicator::world();
    const int64_t perRank = 3, channels = 4;
    torch::manual_seed(7);
    // The global batch and an upstream gradient, the same on every rank; each rank takes its rows.
    const torch::Tensor global = torch::randn({perRank * world.size(), channels, 5, 6}) * 2 + 0.5;
    const torch::Tensor upstream = torch::randn_like(global);

    torch::nn::BatchNorm2d reference(channels);
    torch::Tensor x = global.clone().requires_grad_(true);
    const torch::Tensor referenceOut = reference(x);
    (referenceOut * upstream).sum().backward();

    SyncableBatchNorm2d synced(channels);
    synchronizeBatchNorm(*synced, world);
    torch::Tensor mine = global.narrow(0, perRank * world.rank(), perRank).clone().requires_grad_(true);
    torch::Tensor out = synced(mine);
    (out * upstream.narrow(0, perRank * world.rank(), perRank)).sum().backward();
    // Parameter gradients add up over ranks (the gradient all-reduce averages them; the loss here is a sum).
    torch::Tensor weightGrad = synced->weight.grad().clone(), biasGrad = synced->bias.grad().clone();
    world.allReduceSum(weightGrad);
    world.allReduceSum(biasGrad);

    const torch::Tensor expectedOut = referenceOut.detach().narrow(0, perRank * world.rank(), perRank);
    const std::vector<std::pair<std::string, double>> differences = {
        {"output", relativeDifference(out.detach(), expectedOut)},
        {"running_mean", relativeDifference(synced->running_mean, reference->running_mean)},
        {"running_var", relativeDifference(synced->running_var, reference->running_var)},
        {"input_grad", relativeDifference(mine.grad(), x.grad().narrow(0, perRank * world.rank(), perRank))},
        {"weight_grad", relativeDifference(weightGrad, reference->weight.grad())},
        {"bias_grad", relativeDifference(biasGrad, reference->bias.grad())}};
    bool ok = true;
    for (const auto& [name, d] : differences) {
        std::cout << "rank " << world.rank() << " " << name << " relative difference " << d << std::endl;
        ok = ok && d < 1e-5;
    }
    return ok ? 0 : 1;
}

int allReduce(const std::string& backend, double megabytes, int repeats) {
    const Communicator& world = Communicator::world();
    std::unique_ptr<AllReduceChannel> channel = openGradientChannel(backend, world, torch::kCPU);
    const int64_t n = static_cast<int64_t>(megabytes * 1e6 / 4);
    // Rank r holds (r + 1) * (i % 7): the sum is (1 + ... + N) * (i % 7), exact in fp32.
    const torch::Tensor pattern = torch::arange(n, torch::kInt64).remainder(7).to(torch::kFloat32);
    const double ranks = world.size();
    const torch::Tensor expected = pattern * (ranks * (ranks + 1) / 2);
    std::vector<double> seconds;
    for (int k = 0; k < repeats; ++k) {
        torch::Tensor bucket = pattern * static_cast<double>(world.rank() + 1);
        world.barrier();
        const auto start = std::chrono::steady_clock::now();
        channel->startSum(bucket)->wait();
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        if (!torch::equal(bucket, expected)) {
            std::cerr << "rank " << world.rank() << ": sum " << k << " through " << channel->description()
                      << " is wrong" << std::endl;
            return 1;
        }
    }
    std::sort(seconds.begin(), seconds.end());
    if (world.rank() == 0) {
        std::cout << channel->description() << ": " << repeats << " sums of " << megabytes
                  << " MB checked; median " << 1e3 * seconds[seconds.size() / 2] << " ms, fastest "
                  << 1e3 * seconds.front() << " ms" << std::endl;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    int code = 2;
    try {
        if (args.size() >= 3 && args[0] == "train") {
            code = train(args[1], args[2], {args.begin() + 3, args.end()}, nullptr);
        } else if (args.size() >= 4 && args[0] == "fail") {
            auto hook = std::make_shared<FailAtStep>(std::stoi(args[1]), std::stoll(args[2]));
            code = train(fs::temp_directory_path().string(), args[3], {args.begin() + 4, args.end()}, hook);
        } else if (args.size() == 1 && args[0] == "syncbn") {
            code = syncBatchNorm();
        } else if (args.size() == 4 && args[0] == "allreduce") {
            code = allReduce(args[1], std::stod(args[2]), std::stoi(args[3]));
        } else {
            std::cerr
                << "usage: osprey-dist-probe train OUT_DIR CONFIG [k=v...] | fail RANK STEP CONFIG [k=v...] "
                   "| syncbn | allreduce BACKEND MB REPEATS\n";
        }
    } catch (const std::exception& e) {
        std::cerr << "error (rank " << Communicator::world().rank() << "): " << e.what() << std::endl;
        code = 1;
        Communicator::abortAll(code);
    }
    Communicator::finalize();
    return code;
}
