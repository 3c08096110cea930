#pragma once

#include <string>
#include <vector>

namespace osprey {

struct InferBenchOptions {
    std::string model = "resnet50";
    std::vector<int64_t> batchSizes = {1, 8};
    int64_t imageSize = 0;  // 0: the model's default input size
    int64_t steps = 20;
    int64_t warmup = 3;
    std::string device = "auto";
    std::string precision = "fp32";
    int threads = 0;
    bool channelsLast = false;  // weights and images in NHWC memory order
    bool fuse = true;           // the fused network predict and eval run (FusedNetwork); false: the module
};

// Latency of one batch size: the whole forward pass (and, for detectors, post-processing with NMS), as the
// EfficientDet reference tabulates it.
struct InferBenchRow {
    int64_t batchSize = 0;
    double meanMs = 0, p50Ms = 0, p90Ms = 0, p95Ms = 0, p99Ms = 0;
    double imagesPerSecond = 0;
};

struct InferBenchResult {
    std::string model, task, device, precision;
    int threads = 0;
    int64_t imageSize = 0, steps = 0;
    bool fused = false;
    std::vector<std::string> notes;  // bf16 switched off, a shape left unfused
    std::vector<InferBenchRow> rows;
    std::string toJson() const;
    std::string toText() const;
};

// Inference latency on random inputs for each batch size, after untimed warm-up passes.
InferBenchResult benchInfer(const InferBenchOptions& options);

// The p-th percentile (0..100) of `values` with linear interpolation between ranks, as numpy.percentile.
double percentile(std::vector<double> values, double p);

}  // namespace osprey
