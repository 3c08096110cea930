#include <CLI/CLI.hpp>

#include <iostream>
#include <memory>

#include "CliCommon.h"
#include "Commands.h"
#include "PredictionReport.h"
#include "device/DeviceSelection.h"
#include "device/Precision.h"
#include "infer/ClassThresholds.h"
#include "infer/ImagePredictor.h"
#include "infer/OnnxPredictor.h"
#include "session/TaskRegistry.h"
#include "util/Errors.h"

namespace osprey::cli {

namespace {

struct PredictArgs {
    std::string run;
    std::string model;
    std::string weights;
    std::string onnx;
    std::string device = "auto";
    int topK = 5;
    int threads = 0;
    bool logits = false;
    bool json = false;
    bool ema = false;
    bool fuse = true;
    bool explicitThreshold = false;  // --score-threshold given: it overrides the run's saved thresholds
    std::string precision = "fp32";
    double scoreThreshold = 0.25;
    std::string outDir;
    std::vector<std::string> images;
};

void runPredict(const PredictArgs& args) {
    const bool fromRun = !args.run.empty();
    const bool fromOnnx = !args.onnx.empty();
    if (fromOnnx && (fromRun || !args.weights.empty() || !args.model.empty() || args.ema))
        throw InputError(
            "predict --onnx takes the model from the ONNX file: no --run, --weights, --model or --ema");
    if (!fromOnnx && fromRun == !args.weights.empty()) {
        throw InputError(
            "predict needs either --run RUN_DIR, or --weights FILE (with --model NAME), or --onnx FILE");
    }
    configureThreads(args.threads);
    std::unique_ptr<ImagePredictor> predictor;
    if (fromOnnx) {
        // OpenCV's dnn module runs it on the CPU, with its own threads.
        DeployedModel::setThreads(args.threads);
        predictor = OnnxPredictor::open(args.onnx);
    } else {
        const DeviceChoice device = selectDevice(args.device);
        predictor = openPredictor(args.model, fromRun ? checkpointOfRun(args.run) : args.weights,
                                  device.device, args.ema,
                                  InferenceOptions{args.fuse, parsePrecision(args.precision, device.device)});
    }
    app::PredictionRequest request;
    request.images = args.images;
    request.options = PredictOptions{args.topK, args.logits, args.scoreThreshold};
    // A detector run's thresholds.json (inspect confusion --save-thresholds, or the Evaluation view) decides
    // which boxes are listed, unless --score-threshold asks for one threshold.
    if (fromRun && predictor->meta().task == TaskKind::Detection && !args.explicitThreshold) {
        if (const auto saved = loadClassThresholds(args.run)) {
            request.options.classThresholds =
                saved->forClasses(predictor->meta().classNames, args.scoreThreshold);
            std::cerr << "note: per-class score thresholds from " << classThresholdsPath(args.run) << " ("
                      << saved->describe() << "); --score-threshold T uses one threshold instead\n";
            if (saved->epoch != predictor->meta().epoch)
                std::cerr << "note: the weights are those of epoch " << predictor->meta().epoch
                          << ", the thresholds were chosen at epoch " << saved->epoch
                          << ": choose them again with osprey-cli inspect confusion --run " << args.run
                          << " --save-thresholds f1\n";
        }
    }
    request.json = args.json;
    request.outDir = args.outDir;
    const int failures = app::reportPredictions(
        request, [&](const cv::Mat& image) { return predictor->predict(image, request.options); });
    for (const auto& note : predictor->notes())
        std::cerr << "note: " << note.english() << "\n";
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
    cmd->add_option("--onnx", args->onnx,
                    "An ONNX model 'osprey-cli export' wrote, run with OpenCV's dnn module (no libtorch)");
    cmd->add_flag("--ema", args->ema, "Use the checkpoint's averaged (EMA) weights");
    cmd->add_option("--score-threshold", args->scoreThreshold,
                    "Detectors: smallest score listed and drawn (default 0.25, or with --run the per-class "
                    "thresholds saved in RUN_DIR/thresholds.json)")
        ->check(CLI::Range(0.0, 1.0))
        ->each([args](const std::string&) { args->explicitThreshold = true; });
    cmd->add_option("--out,-o", args->outDir,
                    "Draw what the model sees (boxes, or a classifier's classes) with scores into copies of "
                    "the images here");
    cmd->add_option("--top-k,-k", args->topK, "How many classes to list per image")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--device", args->device, "auto, cpu, cuda or cuda:N");
    cmd->add_flag(
        "--fuse,!--no-fuse", args->fuse,
        "Run the fused network (batch norms folded, oneDNN on the CPU; the default), or the model as "
        "trained");
    cmd->add_option(
           "--precision", args->precision,
           "fp32, or bf16 where the hardware has it (CUDA, a CPU with AVX-512 BF16 or AMX); fp16: CUDA")
        ->check(CLI::IsMember({"fp32", "bf16", "fp16"}));
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
