#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>

#include "CliCommon.h"
#include "Commands.h"
#include "eval/CocoEvaluator.h"

namespace osprey::cli {

namespace {

struct CocoEvalArgs {
    std::string groundTruth;
    std::string detections;
    bool json = false;
    bool perClass = false;
    int threads = 0;
};

void runCocoEval(const CocoEvalArgs& args) {
    const auto start = std::chrono::steady_clock::now();
    CocoEvaluator evaluator(loadCocoGroundTruth(args.groundTruth));
    const std::vector<CocoDetection> detections = loadCocoDetections(args.detections);
    const CocoMetrics metrics = evaluator.evaluate(detections, args.threads);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (metrics.ignoredDetections > 0) {
        std::cerr << "warning: " << metrics.ignoredDetections
                  << " detections name categories the ground truth lacks; they are not evaluated\n";
    }
    if (args.json) {
        std::cout << metrics.toJson(args.perClass) << std::endl;
        return;
    }
    std::fputs(metrics.toText(args.perClass).c_str(), stdout);
    std::printf("\n%zu detections evaluated in %.2f s\n", detections.size(), seconds);
}

}  // namespace

void addCocoEvalCommand(CLI::App& app) {
    auto args = std::make_shared<CocoEvalArgs>();
    CLI::App* cmd = app.add_subcommand(
        "coco-eval", "Evaluate a COCO results file against COCO ground truth (the twelve COCOeval numbers)");
    cmd->add_option("--gt", args->groundTruth, "COCO instances JSON (images, categories, annotations)")
        ->required();
    cmd->add_option("--detections,--dt", args->detections,
                    "COCO results JSON: [{image_id, category_id, bbox: [x, y, w, h], score}]")
        ->required();
    cmd->add_flag("--json", args->json,
                  "Print {AP, AP50, AP75, APs, APm, APl, AR1, AR10, AR100, ARs, ARm, ARl}");
    cmd->add_flag("--per-class", args->perClass,
                  "Also per-category AP and AP50 (and, with --json, PR curves)");
    cmd->add_option("--threads", args->threads, "Threads; 0: all cores")->check(CLI::NonNegativeNumber);
    cmd->callback([args] { runCocoEval(*args); });
}

}  // namespace osprey::cli
