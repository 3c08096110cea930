#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "device/DeviceSelection.h"
#include "distributed/AllReduceChannel.h"
#include "distributed/Communicator.h"
#include "eval/CocoEvaluator.h"
#include "session/Benchmark.h"
#include "session/InferenceBenchmark.h"
#include "util/Errors.h"

namespace osprey::cli {

namespace {

struct AllReduceArgs {
    std::string backend = "auto";
    std::string device = "auto";
    double megabytes = 25;
    int repeats = 20;
};

// Sums an fp32 bucket through the channel dist.backend opens for a model on --device, as the gradient
// reducer does, and checks every sum. Without mpirun it is a world of one process: NCCL then starts a
// one-rank group on the GPU and the sum leaves the bucket as it was.
void runAllReduce(const AllReduceArgs& a, bool json) {
    const Communicator& world = Communicator::world();
    const DeviceChoice device = selectDevice(a.device, world.localRank());
    std::unique_ptr<AllReduceChannel> channel = openGradientChannel(a.backend, world, device.device);
    if (!world.distributed() && channel->description().rfind("MPI", 0) == 0) {
        throw InputError(
            "bench allreduce: a single process sums nothing through MPI; start it with mpirun "
            "-np N, or choose --backend nccl or gloo");
    }
    const torch::Device where = channel->bucketDevice();  // CUDA for NCCL; host memory for MPI and Gloo
    const auto n = static_cast<int64_t>(a.megabytes * 1e6 / 4);
    // Rank r holds (r + 1) * (i % 7): the sum is (1 + ... + N) * (i % 7), exact in fp32.
    const torch::Tensor pattern =
        torch::arange(n, torch::kInt64).remainder(7).to(torch::TensorOptions(where).dtype(torch::kFloat32));
    const double ranks = world.size();
    const torch::Tensor expected = pattern * (ranks * (ranks + 1) / 2);
    std::vector<double> ms;
    for (int k = 0; k < a.repeats; ++k) {
        torch::Tensor bucket = pattern * static_cast<double>(world.rank() + 1);
        world.barrier();
        const auto start = std::chrono::steady_clock::now();
        channel->startSum(bucket)->wait();
        bucket.sum().item<float>();  // waits for the device
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (!torch::equal(bucket, expected)) {
            throw RuntimeFailure("sum " + std::to_string(k) + " through " + channel->description() +
                                 " is wrong" + (world.distributed() ? " on " + world.label() : ""));
        }
    }
    if (world.rank() != 0)
        return;
    const double median = percentile(ms, 50), fastest = *std::min_element(ms.begin(), ms.end());
    if (json) {
        std::cout << nlohmann::json{{"mode", "allreduce"},      {"channel", channel->description()},
                                    {"device", where.str()},    {"ranks", world.size()},
                                    {"megabytes", a.megabytes}, {"repeats", a.repeats},
                                    {"checked", true},          {"median_ms", median},
                                    {"fastest_ms", fastest}}
                         .dump(2)
                  << std::endl;
    } else {
        std::printf("%s, %d rank(s): %d sums of %.1f MB checked; median %.3f ms, fastest %.3f ms\n",
                    channel->description().c_str(), world.size(), a.repeats, a.megabytes, median, fastest);
    }
}

}  // namespace

void addBenchCommand(CLI::App& app) {
    struct Args {
        BenchOptions options;
        bool json = false;
    };
    auto args = std::make_shared<Args>();
    CLI::App* cmd = app.add_subcommand("bench", "Measure training or input-pipeline throughput");
    cmd->require_subcommand(1);
    auto common = [args](CLI::App* sub) {
        auto& o = args->options;
        sub->add_option("--batch-size,-b", o.batchSize, "Images per step")->check(CLI::PositiveNumber);
        sub->add_option("--image-size,-s", o.imageSize, "Square input side in pixels")
            ->check(CLI::Range(8, 4096));
        sub->add_option("--steps", o.steps, "Timed steps")->check(CLI::PositiveNumber);
        sub->add_option("--warmup", o.warmup, "Untimed steps first")->check(CLI::NonNegativeNumber);
        sub->add_option("--workers", o.workers, "Loader threads")->check(CLI::NonNegativeNumber);
        sub->add_option("--threads", o.threads, "CPU threads for tensor math; 0: all cores")
            ->check(CLI::NonNegativeNumber);
        sub->add_flag("--json", args->json, "Print the result as JSON");
    };
    CLI::App* train = cmd->add_subcommand("train", "Training steps per second of a model");
    common(train);
    train->add_option("--model,-m", args->options.model, "Registered model name");
    train->add_option("--data", args->options.dataDir, "Class-per-folder images; default synthetic tensors");
    train->add_option("--epoch-size", args->options.epochSize, "Pictures per epoch from --data (0: all)")
        ->check(CLI::NonNegativeNumber);
    train->add_option("--device", args->options.device, "auto, cpu, cuda or cuda:N");
    train
        ->add_option("--precision", args->options.precision, "fp32, bf16 (autocast) or fp16 (CUDA, autocast)")
        ->check(CLI::IsMember({"fp32", "bf16", "fp16"}));
    train->add_flag("--channels-last", args->options.channelsLast, "Weights and images in NHWC memory order");
    train->add_flag("!--no-foreach", args->options.foreachOptimizer,
                    "libtorch's per-tensor SGD instead of the multi-tensor one (optim.foreach=false)");
    train
        ->add_option("--decode", args->options.decode,
                     "Where --data's pictures are decoded: cpu (loader workers), gpu (nvJPEG) or auto")
        ->check(CLI::IsMember({"auto", "cpu", "gpu"}));
    train->callback([args] {
        const BenchResult r = benchTrain(args->options);
        std::cout << (args->json ? r.toJson() + "\n" : r.toText());
    });
    auto infer = std::make_shared<InferBenchOptions>();
    CLI::App* inference = cmd->add_subcommand(
        "infer", "Inference latency (mean, p50, p90, p95, p99) and throughput per batch size");
    inference->add_option("--model,-m", infer->model, "Registered model name (classifier or detector)");
    inference->add_option("--batch-sizes", infer->batchSizes, "Batch sizes to time, e.g. 1,8,32")
        ->delimiter(',')
        ->check(CLI::PositiveNumber);
    inference->add_option("--image-size,-s", infer->imageSize, "Square input side; default: the model's")
        ->check(CLI::Range(0, 4096));
    inference->add_option("--steps", infer->steps, "Timed passes per batch size")->check(CLI::PositiveNumber);
    inference->add_option("--warmup", infer->warmup, "Untimed passes first")->check(CLI::NonNegativeNumber);
    inference->add_option("--device", infer->device, "auto, cpu, cuda or cuda:N");
    inference->add_option("--precision", infer->precision, "fp32, bf16 or fp16 (CUDA)")
        ->check(CLI::IsMember({"fp32", "bf16", "fp16"}));
    inference->add_option("--threads", infer->threads, "CPU threads; 0: all cores")
        ->check(CLI::NonNegativeNumber);
    inference->add_flag("--channels-last", infer->channelsLast, "Weights and images in NHWC memory order");
    inference->add_flag(
        "--fuse,!--no-fuse", infer->fuse,
        "Run the fused network predict and eval use (batch norms folded, oneDNN on the CPU; the "
        "default), or the model as trained");
    inference->add_flag("--json", args->json, "Print the result as JSON");
    inference->callback([args, infer] {
        const InferBenchResult r = benchInfer(*infer);
        std::cout << (args->json ? r.toJson() + "\n" : r.toText());
    });

    // COCO annotation loading: what a detection run pays before its first step.
    auto annotations = std::make_shared<std::string>();
    CLI::App* load = cmd->add_subcommand("annotations", "Seconds to load a COCO instances file");
    load->add_option("--gt", *annotations, "COCO instances JSON")->required();
    load->add_flag("--json", args->json, "Print the result as JSON");
    load->callback([args, annotations] {
        const auto start = std::chrono::steady_clock::now();
        const CocoGroundTruth gt = loadCocoGroundTruth(*annotations);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (args->json) {
            std::cout << nlohmann::json{{"images", gt.images.size()},
                                        {"boxes", gt.annotations.size()},
                                        {"categories", gt.categories.size()},
                                        {"seconds", seconds}}
                             .dump()
                      << std::endl;
        } else {
            std::printf("%zu images, %zu boxes, %zu categories loaded in %.2f s\n", gt.images.size(),
                        gt.annotations.size(), gt.categories.size(), seconds);
        }
    });
    auto reduce = std::make_shared<AllReduceArgs>();
    CLI::App* allreduce = cmd->add_subcommand(
        "allreduce", "Time and check sums of a gradient bucket through the channel dist.backend opens");
    allreduce->add_option("--backend", reduce->backend, "auto, mpi, nccl or gloo (as dist.backend)")
        ->check(CLI::IsMember({"auto", "mpi", "nccl", "gloo"}));
    allreduce->add_option("--device", reduce->device, "The model's device: auto, cpu, cuda or cuda:N");
    allreduce->add_option("--mb", reduce->megabytes, "Bucket size in megabytes")->check(CLI::PositiveNumber);
    allreduce->add_option("--repeats", reduce->repeats, "Timed sums")->check(CLI::PositiveNumber);
    allreduce->add_flag("--json", args->json, "Print the result as JSON");
    allreduce->callback([args, reduce] { runAllReduce(*reduce, args->json); });
    CLI::App* data = cmd->add_subcommand("data", "Images per second of the input pipeline");
    common(data);
    data->add_option("--data", args->options.dataDir, "Class-per-folder images")->required();
    data->add_option("--epoch-size", args->options.epochSize,
                     "Pictures per epoch (0: all), as the short epochs of training")
        ->check(CLI::NonNegativeNumber);
    data->add_option("--decode", args->options.decode,
                     "Where pictures are decoded: cpu (loader workers), gpu (nvJPEG) or auto; gpu and auto "
                     "time them to normalised images on the device")
        ->check(CLI::IsMember({"auto", "cpu", "gpu"}));
    data->add_option(
        "--device", args->options.device,
        "auto, cpu, cuda or cuda:N (cuda: time the pictures to the device, as training gets them)");
    data->add_flag("--channels-last", args->options.channelsLast,
                   "Images in NHWC memory order on the device");
    auto compare = std::make_shared<bool>(false);
    data->add_flag("--compare-cpu", *compare,
                   "GPU decoding against the CPU path on the same pictures and seeds: mean and largest "
                   "absolute difference of the normalised images, and malformed JPEGs on both paths (JSON)");
    data->add_option("--dump", args->options.compareDumpDir,
                     "With --compare-cpu: the six pictures the two paths disagree on most, as PNGs in this "
                     "folder (GPU, CPU, difference x4)")
        ->needs("--compare-cpu");
    data->callback([args, compare] {
        if (*compare) {
            std::cout << compareDecoding(args->options) << std::endl;
            return;
        }
        const BenchResult r = benchData(args->options);
        std::cout << (args->json ? r.toJson() + "\n" : r.toText());
    });
}

}  // namespace osprey::cli
