#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "device/DeviceSelection.h"
#include "infer/DetectionPredictor.h"
#include "infer/Predictor.h"
#include "session/CheckpointEvaluation.h"
#include "util/Errors.h"
#include "weights/Checkpoint.h"

namespace osprey::cli {

namespace {

struct EvalArgs {
    std::string run;
    std::string config;
    std::string weights;
    std::string device = "auto";
    int threads = 0;
    bool json = false;
    bool ema = false;
    std::string detectionsOut;
    std::vector<std::string> overrides;
};

void runDetectionEval(const EvalArgs& args, const Config& config, const std::string& weights,
                      torch::Device device) {
    const DetectionEvaluation e = evaluateDetectorWeights(config, weights, device, args.ema);
    if (!args.detectionsOut.empty())
        writeCocoDetections(args.detectionsOut, e.detections);
    if (args.json) {
        std::cout << e.metrics.toJson(true) << std::endl;
        return;
    }
    std::printf("weights     %s%s\n", weights.c_str(), args.ema ? " (averaged)" : "");
    std::printf("images      %lld, %zu detections\n", static_cast<long long>(e.images), e.detections.size());
    std::printf("loss        %.4f\n\n", e.loss);
    printCocoMetrics(e.metrics, true);
    if (!args.detectionsOut.empty())
        std::printf("\ndetections written to %s (COCO results format)\n", args.detectionsOut.c_str());
}

void printResult(const ClassificationResult& r, const std::vector<std::string>& names) {
    std::printf("images      %lld\n", static_cast<long long>(r.samples));
    std::printf("top-1       %.2f%%\n", r.top1);
    std::printf("top-5       %.2f%%\n", r.top5);
    std::printf("loss        %.4f\n\n", r.loss);
    std::printf("per-class accuracy:\n");
    for (size_t c = 0; c < r.perClassAccuracy.size(); ++c) {
        const double a = r.perClassAccuracy[c];
        std::printf("  %-20s %s\n", names[c].c_str(),
                    std::isnan(a) ? "(no images)" : formatPercent(a).c_str());
    }
    if (names.size() > 20)
        return;  // a confusion matrix wider than a terminal helps nobody; --json has it
    std::printf("\nconfusion matrix (rows: true class, columns: predicted):\n      ");
    for (size_t c = 0; c < names.size(); ++c)
        std::printf("%6.6s", names[c].c_str());
    std::printf("\n");
    for (size_t t = 0; t < names.size(); ++t) {
        std::printf("%6.6s", names[t].c_str());
        for (size_t p = 0; p < names.size(); ++p)
            std::printf("%6lld", static_cast<long long>(r.confusion[t][p]));
        std::printf("\n");
    }
}

void runEval(const EvalArgs& args) {
    const bool fromRun = !args.run.empty();
    if (fromRun == (!args.config.empty() || !args.weights.empty())) {
        throw InputError("eval needs either --run RUN_DIR, or --config EXP.yaml with --weights FILE");
    }
    if (!fromRun && (args.config.empty() || args.weights.empty())) {
        throw InputError("eval with --config also needs --weights FILE (and the other way round)");
    }
    configureThreads(args.threads);
    const DeviceChoice device = selectDevice(args.device);
    const std::string weights = fromRun ? runCheckpointPath(args.run) : args.weights;
    Config config = fromRun ? Config::fromYaml(Checkpoint::load(weights).meta().configYaml, weights)
                            : Config::fromFile(args.config);
    config.applyOverrides(args.overrides);
    if (weightsTask(config.getString("model.name"), weights) == TaskKind::Detection) {
        runDetectionEval(args, config, weights, device.device);
        return;
    }
    if (!args.detectionsOut.empty())
        throw InputError("--detections-out needs a detector; '" + weights + "' holds a classifier");
    std::vector<std::string> names;
    const ClassificationResult result = evaluateWeights(config, weights, device.device, &names, args.ema);
    if (args.json) {
        std::cout << toJson(result, names) << std::endl;
    } else {
        std::printf("weights     %s%s\n", weights.c_str(), args.ema ? " (averaged)" : "");
        printResult(result, names);
    }
}

}  // namespace

void addEvalCommand(CLI::App& app) {
    auto args = std::make_shared<EvalArgs>();
    CLI::App* cmd = app.add_subcommand("eval", "Evaluate a trained model on its validation split");
    cmd->add_option("--run", args->run, "Run folder (uses best.pt, else last.pt, and the run's config)");
    cmd->add_option("--config,-c", args->config, "Experiment YAML that names the data (with --weights)");
    cmd->add_option(
        "--weights,-w", args->weights,
        "Osprey checkpoint, or PyTorch .pth / .safetensors of the config's model (with --config)");
    cmd->add_flag("--ema", args->ema, "Evaluate the checkpoint's averaged (EMA) weights");
    cmd->add_option("--device", args->device, "auto, cpu, cuda or cuda:N");
    cmd->add_option("--threads", args->threads, "CPU threads; 0: all cores")->check(CLI::NonNegativeNumber);
    cmd->add_flag(
        "--json", args->json,
        "Print the metrics as JSON (classifiers: top1, top5, loss, per-class, confusion; detectors: "
        "the twelve COCO numbers, per-class AP and PR curves)");
    cmd->add_option(
        "--detections-out", args->detectionsOut,
        "Detectors: also write the detections as a COCO results JSON (for coco-eval or pycocotools)");
    cmd->add_option("overrides", args->overrides, "Dotted key=value overrides, e.g. data.root=/data/val");
    cmd->callback([args] { runEval(*args); });
}

}  // namespace osprey::cli
