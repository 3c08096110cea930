#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "distributed/Communicator.h"
#include "eval/TaskDescriptor.h"
#include "session/TrainingSession.h"
#include "util/Errors.h"
#include "util/Strings.h"

namespace fs = std::filesystem;

namespace osprey::cli {

namespace {

struct TrainArgs {
    std::string config;
    std::string runDir;
    std::string db;
    std::string resume;
    int threads = -1;
    bool printConfig = false;
    bool quiet = false;
    std::vector<std::string> overrides;
};

void runTrain(const TrainArgs& args) {
    TrainRequest request;
    if (!args.resume.empty()) {
        const fs::path saved = fs::path(args.resume) / "config.yaml";
        if (!fs::exists(saved)) {
            throw InputError("cannot resume '" + args.resume + "': it is not a run folder (no config.yaml)");
        }
        if (!args.config.empty())
            std::cerr << "note: --resume uses the run's own config.yaml; --config is ignored\n";
        request.config = loadConfig(saved.string(), args.overrides);
        request.resumeDir = args.resume;
    } else {
        if (args.config.empty()) {
            throw InputError(
                "train needs --config EXP.yaml (or --resume RUN_DIR); templates are in resources/templates/");
        }
        request.config = loadConfig(args.config, args.overrides);
        request.configName = fs::path(args.config).stem().string();
    }
    if (args.printConfig) {
        std::cout << request.config.toYaml(/*withComments=*/true);
        return;
    }
    request.runDir = args.runDir;
    request.dbPath = args.db;
    request.threads = args.threads;
    request.quiet = args.quiet;

    const TrainSummary summary = runTraining(std::move(request));
    if (Communicator::world().rank() != 0)
        return;  // rank 0 reports for all
    std::string line = runStatusName(summary.status) + std::string(" in ") + formatDuration(summary.seconds);
    const std::string metrics = taskDescriptor(summary.task).describe(summary.metrics, "val/", false);
    if (!metrics.empty())
        line += ": validation " + metrics;
    std::cout << line << "\n";
    if (!std::isnan(summary.bestMetric)) {
        std::cout << "best " << summary.bestMetricName << ": " << summary.bestMetric << "\n";
    }
    if (summary.badImages > 0) {
        std::cout << "skipped " << summary.badImages << " unreadable image(s); see train.log\n";
    }
    std::cout << "run " << summary.runId << " stored in " << summary.runDir << " (run store "
              << summary.dbPath << ")\n";
}

}  // namespace

void addTrainCommand(CLI::App& app) {
    auto args = std::make_shared<TrainArgs>();
    CLI::App* cmd = app.add_subcommand("train", "Train a model from an experiment file");
    cmd->add_option("--config,-c", args->config, "Experiment YAML file (templates in resources/templates/)");
    cmd->add_option("--run-dir", args->runDir, "Run folder; default runs/<name>-<date>-<time>");
    cmd->add_option("--db", args->db, "Run store; default ~/.local/share/osprey/runs.db");
    cmd->add_option("--resume", args->resume, "Continue the run in this folder from its last checkpoint");
    cmd->add_option("--threads", args->threads,
                    "CPU threads for tensor math (default: hardware.threads, all cores)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_flag("--print-config", args->printConfig,
                  "Print the resolved experiment with descriptions and exit");
    cmd->add_flag("--quiet,-q", args->quiet, "Only warnings and the final summary");
    cmd->add_option("overrides", args->overrides,
                    "Dotted key=value overrides, e.g. train.epochs=30 optim.lr=0.05");
    cmd->callback([args] { runTrain(*args); });
}

}  // namespace osprey::cli
