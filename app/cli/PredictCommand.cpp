#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "device/DeviceSelection.h"
#include "infer/Predictor.h"
#include "util/Errors.h"

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
    std::vector<std::string> images;
};

void runPredict(const PredictArgs& args) {
    const bool fromRun = !args.run.empty();
    if (fromRun == !args.weights.empty()) {
        throw InputError("predict needs either --run RUN_DIR, or --weights FILE (with --model NAME)");
    }
    configureThreads(args.threads);
    const DeviceChoice device = selectDevice(args.device);
    Predictor predictor = fromRun ? Predictor::fromRun(args.run, device.device, args.ema)
                                  : Predictor::fromWeights(args.model, args.weights, device.device, args.ema);
    nlohmann::json out = nlohmann::json::array();
    int failures = 0;
    for (const auto& path : args.images) {
        ImagePrediction p;
        try {
            p = predictor.predict(path, args.topK, args.logits);
        } catch (const InputError& e) {
            ++failures;
            std::cerr << "error: " << e.what() << std::endl;
            if (args.json)
                out.push_back({{"image", path}, {"error", e.what()}});
            continue;
        }
        if (args.json) {
            nlohmann::json item{{"image", path}, {"predictions", nlohmann::json::array()}};
            for (const auto& c : p.top) {
                item["predictions"].push_back(
                    {{"class_id", c.classId}, {"label", c.label}, {"score", c.score}});
            }
            if (args.logits)
                item["logits"] = p.logits;
            out.push_back(item);
        } else {
            std::printf("%s\n", path.c_str());
            for (const auto& c : p.top) {
                std::printf("  %6.2f%%  %s (%lld)\n", 100.0 * c.score, c.label.c_str(),
                            static_cast<long long>(c.classId));
            }
            if (args.logits) {
                std::printf("  logits:");
                for (float v : p.logits)
                    std::printf(" %.4f", v);
                std::printf("\n");
            }
        }
    }
    if (args.json)
        std::cout << out.dump(2) << std::endl;
    if (failures)
        setExitCode(2);
}

}  // namespace

void addPredictCommand(CLI::App& app) {
    auto args = std::make_shared<PredictArgs>();
    CLI::App* cmd = app.add_subcommand("predict", "Classify images with a trained model");
    cmd->add_option("--run", args->run, "Run folder (uses best.pt, else last.pt)");
    cmd->add_option("--model,-m", args->model,
                    "Model the weights hold; needed for a PyTorch or safetensors file (with --weights)");
    cmd->add_option(
        "--weights,-w", args->weights,
        "Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file (torchvision preprocessing)");
    cmd->add_flag("--ema", args->ema, "Use the checkpoint's averaged (EMA) weights");
    cmd->add_option("--top-k,-k", args->topK, "How many classes to list per image")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--device", args->device, "auto, cpu, cuda or cuda:N");
    cmd->add_option("--threads", args->threads, "CPU threads; 0: all cores")->check(CLI::NonNegativeNumber);
    cmd->add_flag("--logits", args->logits, "Also print the raw output vector");
    cmd->add_flag("--json", args->json,
                  "Print a JSON array: {image, predictions: [{class_id, label, score}], logits}");
    cmd->add_option("images", args->images, "Image files")->required();
    cmd->callback([args] { runPredict(*args); });
}

}  // namespace osprey::cli
