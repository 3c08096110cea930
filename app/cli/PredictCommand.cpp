#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <set>

#include "CliCommon.h"
#include "Commands.h"
#include "data/ImageDecoder.h"
#include "device/DeviceSelection.h"
#include "infer/ImagePredictor.h"
#include "infer/Predictor.h"
#include "session/TaskRegistry.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"

namespace fs = std::filesystem;

namespace osprey::cli {

namespace {

struct PredictArgs {
    std::string run;
    std::string model;
    std::string weights;
    std::string device = "auto";
    int topK = 5;
    int threads = 0;
    bool logits = false;
    bool json = false;
    bool ema = false;
    double scoreThreshold = 0.25;
    std::string outDir;
    std::vector<std::string> images;
};

// Where the drawn copy of `image` goes under `outDir`: the same file name, made unique within this call.
std::string drawnPath(const std::string& outDir, const std::string& image, std::set<std::string>& used) {
    const fs::path name = fs::path(image).filename();
    fs::path target = fs::path(outDir) / name;
    for (int i = 2; used.count(target.string()); ++i)
        target =
            fs::path(outDir) / (name.stem().string() + "-" + std::to_string(i) + name.extension().string());
    used.insert(target.string());
    std::error_code ec;
    if (fs::equivalent(target, image, ec))
        throw InputError("--out '" + outDir + "' would overwrite the input image '" + image +
                         "'; choose another folder");
    return target.string();
}

nlohmann::json toJson(const std::string& path, const ImageOutcome& o, bool withLogits) {
    if (o.task == TaskKind::Detection) {
        nlohmann::json item{
            {"image", path}, {"width", o.width}, {"height", o.height}, {"boxes", nlohmann::json::array()}};
        for (const auto& b : o.boxes) {
            item["boxes"].push_back({{"x1", b.x1},
                                     {"y1", b.y1},
                                     {"x2", b.x2},
                                     {"y2", b.y2},
                                     {"class_id", b.classId},
                                     {"label", b.label},
                                     {"score", b.score}});
        }
        return item;
    }
    nlohmann::json item{{"image", path}, {"predictions", nlohmann::json::array()}};
    for (const auto& c : o.top)
        item["predictions"].push_back({{"class_id", c.classId}, {"label", c.label}, {"score", c.score}});
    if (withLogits)
        item["logits"] = o.logits;
    return item;
}

void print(const std::string& path, const ImageOutcome& o) {
    if (o.task == TaskKind::Detection) {
        std::printf("%s: %zu object(s)\n", path.c_str(), o.boxes.size());
        for (const auto& b : o.boxes) {
            std::printf("  %5.1f%%  %-16s [%.1f, %.1f, %.1f, %.1f]\n", 100.0 * b.score, b.label.c_str(), b.x1,
                        b.y1, b.x2, b.y2);
        }
        return;
    }
    std::printf("%s\n", path.c_str());
    for (const auto& c : o.top)
        std::printf("  %6.2f%%  %s (%lld)\n", 100.0 * c.score, c.label.c_str(),
                    static_cast<long long>(c.classId));
    if (!o.logits.empty()) {
        std::printf("  logits:");
        for (float v : o.logits)
            std::printf(" %.4f", v);
        std::printf("\n");
    }
}

void runPredict(const PredictArgs& args) {
    const bool fromRun = !args.run.empty();
    if (fromRun == !args.weights.empty()) {
        throw InputError("predict needs either --run RUN_DIR, or --weights FILE (with --model NAME)");
    }
    configureThreads(args.threads);
    const DeviceChoice device = selectDevice(args.device);
    const std::unique_ptr<ImagePredictor> predictor = openPredictor(
        args.model, fromRun ? checkpointOfRun(args.run) : args.weights, device.device, args.ema);
    const PredictOptions options{args.topK, args.logits, args.scoreThreshold};
    if (!args.outDir.empty())
        createFolders(args.outDir, "--out");
    std::set<std::string> used;
    nlohmann::json out = nlohmann::json::array();
    int failures = 0;
    for (const auto& path : args.images) {
        std::string error;
        cv::Mat image = decodeImageFile(path, &error);
        if (image.empty()) {
            ++failures;
            const std::string message = "cannot read image '" + path + "': " + error;
            std::cerr << "error: " << message << std::endl;
            if (args.json)
                out.push_back({{"image", path}, {"error", message}});
            continue;
        }
        const ImageOutcome outcome = predictor->predict(image, options);
        if (args.json)
            out.push_back(toJson(path, outcome, args.logits));
        else
            print(path, outcome);
        if (!args.outDir.empty()) {
            drawOutcome(image, outcome);
            const std::string target = drawnPath(args.outDir, path, used);
            if (!cv::imwrite(target, image))
                throw RuntimeFailure("cannot write '" + target + "'");
            if (!args.json)
                std::printf("  drawn: %s\n", target.c_str());
        }
    }
    if (args.json)
        std::cout << jsonText(out, 2) << std::endl;
    if (failures)
        setExitCode(2);
}

}  // namespace

void addPredictCommand(CLI::App& app) {
    auto args = std::make_shared<PredictArgs>();
    CLI::App* cmd =
        app.add_subcommand("predict", "Classify images, or find objects in them, with a trained model");
    cmd->add_option("--run", args->run, "Run folder (uses best.pt, else last.pt)");
    cmd->add_option("--model,-m", args->model,
                    "Model the weights hold; needed for a PyTorch or safetensors file (with --weights)");
    cmd->add_option(
        "--weights,-w", args->weights,
        "Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file (torchvision preprocessing)");
    cmd->add_flag("--ema", args->ema, "Use the checkpoint's averaged (EMA) weights");
    cmd->add_option("--score-threshold", args->scoreThreshold, "Detectors: smallest score listed and drawn")
        ->check(CLI::Range(0.0, 1.0));
    cmd->add_option("--out,-o", args->outDir,
                    "Draw what the model sees (boxes, or a classifier's classes) with scores into copies of "
                    "the images here");
    cmd->add_option("--top-k,-k", args->topK, "How many classes to list per image")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--device", args->device, "auto, cpu, cuda or cuda:N");
    cmd->add_option("--threads", args->threads, "CPU threads; 0: all cores")->check(CLI::NonNegativeNumber);
    cmd->add_flag("--logits", args->logits, "Also print the raw output vector");
    cmd->add_flag("--json", args->json,
                  "Print a JSON array: {image, predictions: [{class_id, label, score}], logits}; for "
                  "detectors {image, width, height, boxes: [{x1, y1, x2, y2, class_id, label, score}]} in "
                  "original-image pixels");
    cmd->add_option("images", args->images, "Image files")->required();
    cmd->callback([args] { runPredict(*args); });
}

}  // namespace osprey::cli
