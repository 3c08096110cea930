#include <CLI/CLI.hpp>

#include <iostream>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "infer/Predictor.h"
#include "onnx/OnnxExporter.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"
#include "util/JsonText.h"

namespace osprey::cli {

namespace {

struct ExportArgs {
    std::string run;
    std::string model;
    std::string weights;
    bool ema = false;
    std::string format = "onnx";
    std::string out;
    std::string profile = "opencv";
    int64_t opset = 13;
    std::string batch = "1";
    int64_t inputSize = 0;
    bool json = false;
};

int64_t batchOption(const std::string& text) {
    if (text == "dynamic")
        return 0;
    try {
        size_t used = 0;
        const long long n = std::stoll(text, &used);
        if (used == text.size() && n > 0)
            return n;
    } catch (const std::exception&) {
    }
    throw InputError("--batch takes a number of images or 'dynamic', not '" + text + "'");
}

void runExport(const ExportArgs& args) {
    if (args.run.empty() == args.weights.empty())
        throw InputError(
            "export needs either --run RUN_DIR, or --weights FILE (with --model NAME for a "
            "PyTorch or safetensors file)");
    if (args.format != "onnx")
        throw InputError("--format '" + args.format + "' is unknown; valid: onnx");
    // Before the export, which takes a while: a folder here failed only at its end (issue 36).
    checkOutputFile(args.out, "--out");
    OnnxExportOptions options;
    options.profile = args.profile;
    options.opset = args.opset;
    options.batch = batchOption(args.batch);
    options.inputSize = args.inputSize;
    const std::string weights = args.run.empty() ? args.weights : runCheckpointPath(args.run);
    const OnnxExportSummary s = exportOnnx(args.model, weights, args.ema, options, args.out);
    if (args.json) {
        std::cout << jsonText(nlohmann::json{{"path", s.path},
                                             {"task", s.task},
                                             {"model", s.model},
                                             {"profile", s.profile},
                                             {"opset", s.opset},
                                             {"input_size", s.inputSize},
                                             {"batch", args.batch},
                                             {"nodes", s.nodes},
                                             {"bytes", s.bytes},
                                             {"outputs", s.outputs}},
                              2)
                  << std::endl;
        return;
    }
    std::cout << "Wrote " << s.path << ": " << s.model << " (" << s.task << "), profile " << s.profile
              << ", opset " << s.opset << ", input " << args.batch << "x3x" << s.inputSize << "x"
              << s.inputSize << ", " << s.nodes << " nodes, " << (s.bytes + 512 * 1024) / (1024 * 1024)
              << " MiB; outputs:";
    for (const auto& o : s.outputs)
        std::cout << " " << o;
    std::cout << std::endl;
}

}  // namespace

void addExportCommand(CLI::App& app) {
    auto args = std::make_shared<ExportArgs>();
    CLI::App* cmd = app.add_subcommand(
        "export", "Write a trained model as an ONNX file for OpenCV's dnn module, ONNX Runtime or TensorRT");
    cmd->add_option("--run", args->run, "Run folder (uses best.pt, else last.pt)");
    cmd->add_option("--model,-m", args->model,
                    "Model the weights hold; needed for a PyTorch or safetensors file (with --weights)");
    cmd->add_option("--weights,-w", args->weights,
                    "Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file");
    cmd->add_flag("--ema", args->ema, "Export the checkpoint's averaged (EMA) weights");
    cmd->add_option("--format", args->format, "Export format: onnx");
    cmd->add_option("--out,-o", args->out, "The file to write (FILE.onnx)")->required();
    cmd->add_option(
        "--profile", args->profile,
        "Detectors: opencv (fixed input, raw outputs, decoding by the reader: OpenCV's dnn module) "
        "or full (decoding, TopK and NMS in the graph: ONNX Runtime, TensorRT)");
    cmd->add_option("--opset", args->opset, "ONNX opset to write (11 to 17; full profile: 13 or newer)");
    cmd->add_option("--batch", args->batch, "Images per run: a number, or dynamic");
    cmd->add_option("--input-size", args->inputSize, "Input side in pixels (default: the trained one)");
    cmd->add_flag("--json", args->json, "Print what was written as JSON");
    cmd->callback([args] { runExport(*args); });
}

}  // namespace osprey::cli
