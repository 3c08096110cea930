#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "CliCommon.h"
#include "Commands.h"
#include "infer/Predictor.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Strings.h"
#include "weights/ModelWeights.h"
#include "weights/WeightFile.h"

namespace osprey::cli {

namespace {

struct WeightsArgs {
    std::string file;
    std::string run;
    std::string model;
    std::string out;
    int64_t numClasses = 0;
    bool partial = false;
    bool ema = false;
    bool json = false;
};

std::string dtypeName(const torch::Tensor& t) {
    return c10::toString(t.scalar_type());
}

void runInspect(const WeightsArgs& args) {
    const ModelWeights w = readModelWeights(args.file, args.ema);
    const int64_t params = countStateDictParameters(w.tensors);
    if (args.json) {
        nlohmann::json out{{"file", args.file}, {"kind", w.description}, {"parameters", params}};
        if (w.meta) {
            out["model"] = w.meta->modelName;
            out["num_classes"] = w.meta->numClasses;
        }
        out["tensors"] = nlohmann::json::array();
        for (const auto& t : w.tensors) {
            out["tensors"].push_back(
                {{"name", t.name}, {"shape", t.tensor.sizes().vec()}, {"dtype", dtypeName(t.tensor)}});
        }
        std::cout << jsonText(out, 2) << std::endl;
        return;
    }
    std::printf("file        %s\n", args.file.c_str());
    std::printf("kind        %s\n", w.description.c_str());
    if (w.meta) {
        std::printf("model       %s, %lld classes, input %lld px\n", w.meta->modelName.c_str(),
                    static_cast<long long>(w.meta->numClasses),
                    static_cast<long long>(w.meta->preprocessing.inputSize));
    }
    size_t width = 4;
    for (const auto& t : w.tensors)
        width = std::max(width, t.name.size());
    std::printf("\n%-*s  %-22s %s\n", static_cast<int>(width), "name", "shape", "dtype");
    for (const auto& t : w.tensors) {
        std::printf("%-*s  %-22s %s\n", static_cast<int>(width), t.name.c_str(),
                    shapeText(t.tensor.sizes()).c_str(), dtypeName(t.tensor).c_str());
    }
    std::printf("\n%zu tensors, %s parameters (batch-norm statistics not counted)\n", w.tensors.size(),
                withThousands(params).c_str());
}

void runImport(const WeightsArgs& args) {
    checkOutputFile(args.out, "--out");
    const LoadReport report = importWeights(args.file, args.model, args.numClasses, !args.partial, args.out);
    std::printf("%s\n", report.describe().c_str());
    std::printf("wrote %s (model %s)\n", args.out.c_str(), args.model.c_str());
}

void runExport(const WeightsArgs& args) {
    if (args.file.empty() == args.run.empty())
        throw InputError("weights export needs either a checkpoint FILE or --run RUN_DIR");
    checkOutputFile(args.out, "--out");
    const std::string source = args.run.empty() ? args.file : checkpointOfRun(args.run);
    const ModelWeights w = readModelWeights(source, args.ema);
    std::map<std::string, std::string> metadata{{"format", "pt"}};
    if (w.meta) {
        metadata["osprey_model"] = w.meta->modelName;
        metadata["osprey_num_classes"] = std::to_string(w.meta->numClasses);
    }
    writeWeightFile(args.out, w.tensors, metadata);
    std::printf("wrote %s: %zu tensors, %s parameters, from %s\n", args.out.c_str(), w.tensors.size(),
                withThousands(countStateDictParameters(w.tensors)).c_str(), source.c_str());
}

}  // namespace

void addWeightsCommand(CLI::App& app) {
    auto args = std::make_shared<WeightsArgs>();
    CLI::App* cmd =
        app.add_subcommand("weights", "Inspect, import and export weight files (PyTorch, safetensors)");
    cmd->require_subcommand(1);

    CLI::App* inspect = cmd->add_subcommand("inspect", "List a weight file's tensors, shapes and dtypes");
    inspect->add_option("file", args->file, "Osprey checkpoint, PyTorch .pth/.pt or .safetensors")
        ->required();
    inspect->add_flag("--ema", args->ema, "The checkpoint's averaged (EMA) weights");
    inspect->add_flag("--json", args->json,
                      "Print {file, kind, parameters, tensors: [{name, shape, dtype}]}");
    inspect->callback([args] { runInspect(*args); });

    CLI::App* import = cmd->add_subcommand(
        "import", "Turn a PyTorch or safetensors file into an Osprey weights file for a registered model");
    import->add_option("file", args->file, "PyTorch .pth/.pt or .safetensors file")->required();
    import->add_option("--model,-m", args->model, "Registered model the file holds (osprey-cli models)")
        ->required();
    import->add_option("--out,-o", args->out, "Osprey weights file to write")->required();
    import
        ->add_option(
            "--num-classes", args->numClasses,
            "Classes of the new model; its head starts fresh when the file's differs (default: the file's)")
        ->check(CLI::PositiveNumber);
    import->add_flag("--partial", args->partial, "Load what fits and report the rest instead of failing");
    import->callback([args] { runImport(*args);
});

CLI::App* exportCmd = cmd->add_subcommand(
    "export", "Write a checkpoint's weights as a .pth (torch.load + load_state_dict) or .safetensors file");
exportCmd->add_option("file", args->file, "Osprey checkpoint or weights file");
exportCmd->add_option("--run", args->run, "Run folder (uses best.pt, else last.pt)");
exportCmd->add_option("--out,-o", args->out, "File to write; .safetensors by extension, else .pth")
    ->required();
exportCmd->add_flag("--ema", args->ema, "Export the averaged (EMA) weights");
exportCmd->callback([args] { runExport(*args); });
}  // namespace osprey::cli

}  // namespace osprey::cli
