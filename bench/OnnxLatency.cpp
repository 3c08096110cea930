// osprey-onnx-bench MODEL.onnx --size S [--batch N] [--iterations K] [--warmup W] [--threads T]
// The latency of an exported model in OpenCV's dnn module (its CPU backend, as osprey-infer runs it): the
// network's forward pass alone on a random input, median and 90th percentile over K runs after W warm-up
// runs. A benchmark, not a test: docs/benchmarks.md quotes it beside `osprey-cli bench infer` and PyTorch
// eager.
#include <opencv2/core.hpp>
#include <opencv2/core/utils/logger.hpp>
#include <opencv2/dnn.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: osprey-onnx-bench MODEL.onnx --size S [--batch N] [--iterations K] "
                     "[--warmup W] [--threads T]\n");
        return 2;
    }
    int size = 224, batch = 1, iterations = 20, warmup = 3, threads = 0;
    for (int i = 2; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const int value = std::atoi(argv[i + 1]);
        if (key == "--size")
            size = value;
        else if (key == "--batch")
            batch = value;
        else if (key == "--iterations")
            iterations = value;
        else if (key == "--warmup")
            warmup = value;
        else if (key == "--threads")
            threads = value;
        else {
            std::fprintf(stderr, "osprey-onnx-bench: unknown option %s\n", key.c_str());
            return 2;
        }
    }
    cv::utils::logging::setLogLevel(cv::utils::logging::LOG_LEVEL_SILENT);
    if (threads > 0)
        cv::setNumThreads(threads);
    try {
        cv::dnn::Net net = cv::dnn::readNetFromONNX(argv[1]);
        net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
        net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
        const int shape[] = {batch, 3, size, size};
        cv::Mat input(4, shape, CV_32F);
        cv::randn(input, 0, 1);
        const std::vector<cv::String> outputs = net.getUnconnectedOutLayersNames();
        std::vector<double> ms;
        for (int i = 0; i < warmup + iterations; ++i) {
            net.setInput(input);
            std::vector<cv::Mat> out;
            const auto start = std::chrono::steady_clock::now();
            net.forward(out, outputs);
            const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
            if (i >= warmup)
                ms.push_back(took.count());
        }
        std::sort(ms.begin(), ms.end());
        const double median = ms[ms.size() / 2], p90 = ms[std::min(ms.size() - 1, ms.size() * 9 / 10)];
        std::printf(
            "{\"model\": \"%s\", \"batch\": %d, \"size\": %d, \"threads\": %d, \"iterations\": %d, "
            "\"median_ms\": %.2f, \"p90_ms\": %.2f, \"img_per_s\": %.1f}\n",
            argv[1], batch, size, cv::getNumThreads(), iterations, median, p90, batch * 1000.0 / median);
    } catch (const cv::Exception& e) {
        std::fprintf(stderr, "osprey-onnx-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
