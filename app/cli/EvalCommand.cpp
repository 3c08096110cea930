#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

#include "CliCommon.h"
#include "Commands.h"
#include "device/DeviceSelection.h"
#include "infer/Predictor.h"
#include "session/TaskRegistry.h"
#include "store/RunFolderLock.h"
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
    bool fuse = true;
    bool record = false;
    std::string split = "val";
    std::string detectionsOut;
    std::vector<std::string> overrides;
};

void runEval(const EvalArgs& args) {
    const bool fromRun = !args.run.empty();
    if (fromRun == (!args.config.empty() || !args.weights.empty())) {
        throw InputError("eval needs either --run RUN_DIR, or --config EXP.yaml with --weights FILE");
    }
    if (!fromRun && (args.config.empty() || args.weights.empty())) {
        throw InputError("eval with --config also needs --weights FILE (and the other way round)");
    }
    if (args.record && !fromRun) {
        throw InputError(
            "eval --record needs --run RUN_DIR: the records go into that run's inspect.db, and --config with "
            "--weights names no run folder");
    }
    configureThreads(args.threads);
    const DeviceChoice device = selectDevice(args.device);
    const std::string weights = fromRun ? checkpointOfRun(args.run) : args.weights;
    // --record writes into the run's folder: this process owns it until it ends, as a trainer does, and is
    // refused while another one does (issue 36).
    const std::unique_ptr<RunFolderLock> owner =
        args.record ? std::make_unique<RunFolderLock>(args.run) : nullptr;
    Config config = fromRun ? Config::fromYaml(Checkpoint::load(weights).meta().configYaml, weights)
                            : Config::fromFile(args.config);
    config.applyOverrides(args.overrides);
    const EvaluationReport report =
        evaluateWeightFile(config, weights,
                           {device.device, args.ema, args.detectionsOut, args.fuse, args.split == "train",
                            args.record ? args.run : std::string()});
    std::cout << (args.json ? report.json + "\n" : report.text) << std::flush;
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
    cmd->add_flag(
        "--fuse,!--no-fuse", args->fuse,
        "Classifiers and detectors: run the fused network (batch norms folded, oneDNN on the CPU; the "
        "default), or the model as trained");
    cmd->add_flag(
        "--record", args->record,
        "Also keep the per-sample records (predictions, losses, matches) as an 'eval' validation in "
        "the run's inspect.db, for inspect (needs --run)");
    cmd->add_option("--split", args->split,
                    "The split to evaluate: val (default) or train (with evaluation's transforms)")
        ->check(CLI::IsMember({"val", "train"}));
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
