#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "eval/CocoEvaluator.h"
#include "train/Benchmark.h"
#include "train/InferenceBenchmark.h"

namespace osprey::cli {

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
    train->add_option("--device", args->options.device, "auto, cpu, cuda or cuda:N");
    train
        ->add_option("--precision", args->options.precision, "fp32, bf16 (autocast) or fp16 (CUDA, autocast)")
        ->check(CLI::IsMember({"fp32", "bf16", "fp16"}));
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
    CLI::App* data = cmd->add_subcommand("data", "Images per second of the input pipeline");
    common(data);
    data->add_option("--data", args->options.dataDir, "Class-per-folder images")->required();
    data->callback([args] {
        const BenchResult r = benchData(args->options);
        std::cout << (args->json ? r.toJson() + "\n" : r.toText());
    });
}

}  // namespace osprey::cli
