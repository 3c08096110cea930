#include "session/InferenceBenchmark.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "device/BackendSettings.h"
#include "device/DeviceSelection.h"
#include "device/MemoryFormat.h"
#include "device/Precision.h"
#include "models/ClassificationModel.h"
#include "models/FusedClassifier.h"
#include "models/FusedDetector.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "util/JsonText.h"

namespace osprey {

double percentile(std::vector<double> values, double p) {
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p / 100.0 * static_cast<double>(values.size() - 1);
    const auto lo = static_cast<size_t>(rank);
    const size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (values[hi] - values[lo]) * (rank - static_cast<double>(lo));
}

InferBenchResult benchInfer(const InferBenchOptions& o) {
    InferBenchResult r;
    r.threads = configureThreads(o.threads);
    const DeviceChoice device = selectDevice(o.device);
    const Precision precision = parsePrecision(o.precision, device.device);
    applyBackendSettings(BackendSettings{}, device.device);  // as training runs by default
    const ModelInfo& info = ModelRegistry::instance().get(o.model);
    r.model = o.model;
    r.task = taskName(info.task());
    r.device = device.device.str();
    r.precision = precisionName(precision);
    r.imageSize = o.imageSize > 0 ? o.imageSize : info.defaultInputSize;
    r.steps = o.steps;
    torch::manual_seed(0);
    const std::shared_ptr<torch::nn::Module> model =
        ModelRegistry::instance().create(o.model, ModelOptions{});
    model->to(device.device);
    if (o.channelsLast)
        useChannelsLast(*model);
    model->eval();
    // The same fused (or, with fuse off, eager) network predict and eval run.
    std::unique_ptr<FusedClassifier> classifier;
    std::unique_ptr<FusedDetector> detector;
    const InferenceOptions inference{o.fuse, precision};
    if (auto c = std::dynamic_pointer_cast<ClassificationModel>(model))
        classifier = std::make_unique<FusedClassifier>(c, inference, device.device);
    else
        detector = std::make_unique<FusedDetector>(std::dynamic_pointer_cast<DetectionModel>(model),
                                                   inference, device.device);
    const FusedNetwork& network = classifier ? classifier->network() : detector->network();
    r.precision = precisionName(network.precision());
    r.fused = o.fuse;
    torch::NoGradGuard noGrad;
    for (int64_t batch : o.batchSizes) {
        torch::Tensor images =
            torch::randn({batch, 3, r.imageSize, r.imageSize}, torch::TensorOptions(device.device));
        if (o.channelsLast)
            images = images.contiguous(torch::MemoryFormat::ChannelsLast);
        std::vector<double> ms;
        for (int64_t step = 0; step < o.warmup + o.steps; ++step) {
            const auto start = std::chrono::steady_clock::now();
            if (detector) {
                const auto found = detector->detect(images);
                if (!found.empty())
                    found.back().scores.sum().item<float>();  // waits for the device
            } else {
                classifier->forward(images).sum().item<float>();
            }
            if (step >= o.warmup)
                ms.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                        .count());
        }
        InferBenchRow row;
        row.batchSize = batch;
        double total = 0;
        for (double v : ms)
            total += v;
        row.meanMs = ms.empty() ? 0 : total / static_cast<double>(ms.size());
        row.p50Ms = percentile(ms, 50);
        row.p90Ms = percentile(ms, 90);
        row.p95Ms = percentile(ms, 95);
        row.p99Ms = percentile(ms, 99);
        row.imagesPerSecond = row.meanMs > 0 ? 1000.0 * static_cast<double>(batch) / row.meanMs : 0;
        r.rows.push_back(row);
    }
    for (const auto& note : network.notes())
        r.notes.push_back(note.english());
    return r;
}

std::string InferBenchResult::toJson() const {
    nlohmann::json j{{"mode", "infer"},         {"model", model},         {"task", task},
                     {"device", device},        {"precision", precision}, {"threads", threads},
                     {"image_size", imageSize}, {"steps", steps},         {"fused", fused},
                     {"notes", notes}};
    j["batches"] = nlohmann::json::array();
    for (const auto& row : rows) {
        j["batches"].push_back({{"batch_size", row.batchSize},
                                {"mean_ms", row.meanMs},
                                {"p50_ms", row.p50Ms},
                                {"p90_ms", row.p90Ms},
                                {"p95_ms", row.p95Ms},
                                {"p99_ms", row.p99Ms},
                                {"img_per_s", row.imagesPerSecond}});
    }
    return jsonText(j, 2);
}

std::string InferBenchResult::toText() const {
    std::string out;
    char line[256];
    std::snprintf(
        line, sizeof line, "infer %s (%s, %s) on %s, %s, %d threads, %lldx%lld px, %lld timed passes\n",
        model.c_str(), task.c_str(), fused ? "fused" : "unfused", device.c_str(), precision.c_str(), threads,
        static_cast<long long>(imageSize), static_cast<long long>(imageSize), static_cast<long long>(steps));
    out += line;
    for (const auto& note : notes)
        out += "  note: " + note + "\n";
    out += "  batch   mean ms    p50 ms    p90 ms    p95 ms    p99 ms     img/s\n";
    for (const auto& r : rows) {
        std::snprintf(line, sizeof line, "  %5lld %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f\n",
                      static_cast<long long>(r.batchSize), r.meanMs, r.p50Ms, r.p90Ms, r.p95Ms, r.p99Ms,
                      r.imagesPerSecond);
        out += line;
    }
    return out;
}

}  // namespace osprey
