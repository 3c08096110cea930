// osprey-infer: runs a model `osprey-cli export` wrote as ONNX on pictures, with OpenCV's dnn module and
// without libtorch (a deployment machine needs neither Osprey's training stack nor a GPU). Prints and draws
// what `osprey-cli predict` does. Exit codes: 0 success, 1 runtime failure, 2 bad usage or bad input.
#include <CLI/CLI.hpp>

#include <iostream>

#include "PredictionReport.h"
#include "infer/DeployedModel.h"
#include "util/Errors.h"
#include "util/Version.h"

int main(int argc, char** argv) {
    CLI::App app{"Run an exported Osprey model (ONNX) on images without libtorch", "osprey-infer"};
    app.set_version_flag("--version", "osprey-infer " + osprey::programVersion());
    std::string modelPath;
    osprey::app::PredictionRequest request;
    app.add_option("model", modelPath, "ONNX model written by 'osprey-cli export'")->required();
    app.add_option("images", request.images, "Image files")->required();
    app.add_option("--top-k,-k", request.options.topK, "How many classes to list per image")
        ->check(CLI::PositiveNumber);
    app.add_option("--score-threshold", request.options.scoreThreshold,
                   "Detectors: smallest score listed and drawn")
        ->check(CLI::Range(0.0, 1.0));
    app.add_option(
        "--out,-o", request.outDir,
        "Draw what the model sees (boxes, or a classifier's classes) with scores into copies of the "
        "images here");
    int threads = 0;
    app.add_option("--threads", threads, "CPU threads; 0: all cores")->check(CLI::NonNegativeNumber);
    app.add_flag("--logits", request.options.logits, "Also print the raw output vector");
    app.add_flag(
        "--json", request.json,
        "Print a JSON array: {image, predictions: [{class_id, label, score}], logits}; for detectors "
        "{image, width, height, boxes: [{x1, y1, x2, y2, class_id, label, score}]} in original-image "
        "pixels");
    try {
        app.parse(argc, argv);
        osprey::DeployedModel::setThreads(threads);
        osprey::DeployedModel model = osprey::DeployedModel::open(modelPath);
        const int failures = osprey::app::reportPredictions(
            request, [&](const cv::Mat& image) { return model.predict(image, request.options); });
        return failures ? 2 : 0;
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;
    } catch (const osprey::InputError& e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 1;
    }
}
