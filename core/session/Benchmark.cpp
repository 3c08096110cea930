#include "session/Benchmark.h"

#include "device/Precision.h"
#include "session/InferenceBenchmark.h"

#include <torch/cuda.h>
#include <torch/nn/functional/loss.h>
#include <torch/optim/sgd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "data/checks/BadImageTracker.h"
#include "data/decode/DecodeChoice.h"
#include "data/formats/folder/ImageFolderDataset.h"
#include "data/formats/tfrecord/TfRecordClassification.h"
#include "data/loader/DataLoader.h"
#include "data/loader/DevicePrefetcher.h"
#include "device/BackendSettings.h"
#include "device/DeviceSelection.h"
#include "device/MemoryFormat.h"
#include "models/ModelRegistry.h"
#include "models/detection/DetectionModel.h"
#include "train/ForeachSgd.h"
#include "util/Errors.h"
#include "util/JsonText.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using Clock = std::chrono::steady_clock;

std::unique_ptr<DataLoader> folderLoader(const BenchOptions& o, bool pinMemory, int64_t* classes = nullptr,
                                         bool gpuDecode = false) {
    std::shared_ptr<const Dataset> dataset = tfRecordBenchDataset(o.dataDir);  // a folder of shards, or
    if (!dataset)
        dataset = std::make_shared<ImageFolderDataset>(o.dataDir);  // class folders
    if (classes)
        *classes = static_cast<int64_t>(dataset->classNames().size());
    ClassificationTransform::Options t;
    t.geometry = ClassificationTransform::Geometry::RandomResizedCrop;
    t.size = static_cast<int>(o.imageSize);
    t.hflip = 0.5;
    LoaderOptions lo;
    lo.batchSize = o.batchSize;
    lo.workers = o.workers;
    lo.pinMemory = pinMemory;
    lo.persistent = true;  // as the training loader
    lo.gpuDecode = gpuDecode;
    if (o.epochSize > 0)
        lo.maxBatchesPerEpoch = std::max<int64_t>(1, o.epochSize / o.batchSize);
    auto bad = std::make_shared<BadImageTracker>(dataset->size(), 1.0);
    auto loader = std::make_unique<DataLoader>(dataset, ClassificationTransform(t), lo, bad);
    if (loader->batchesPerEpoch() == 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "'{path}' holds fewer images than one batch"),
            {{"path", o.dataDir}}));
    return loader;
}

// The workers' pictures and busy time between two snapshots.
void workerRates(BenchResult& r, const std::vector<LoaderWorkerStats>& before,
                 const std::vector<LoaderWorkerStats>& after) {
    r.workerRates.clear();
    for (size_t w = 0; w < after.size() && w < before.size(); ++w)
        r.workerRates.push_back(
            {after[w].pictures - before[w].pictures, after[w].busySeconds - before[w].busySeconds});
}

void finish(BenchResult& r, const std::vector<double>& stepSeconds, double waitSeconds, double images) {
    double total = 0;
    for (double s : stepSeconds)
        total += s;
    r.steps = static_cast<int64_t>(stepSeconds.size());
    r.imagesPerSecond = total > 0 ? images / total : 0;
    r.msPerStepMean = stepSeconds.empty() ? 0 : 1000.0 * total / static_cast<double>(stepSeconds.size());
    r.msPerStepMedian = 1000.0 * percentile(stepSeconds, 50);
    r.dataWaitPercent = total > 0 ? 100.0 * waitSeconds / total : 0;
    r.timedSeconds = total;
}

// The same three objects in every image (a fixed, seeded draw), as the torchvision peer builds them.
std::vector<DetectionTarget> syntheticTargets(const BenchOptions& o, int64_t classes, torch::Device device) {
    const auto size = static_cast<float>(o.imageSize);
    const torch::Tensor boxes =
        torch::tensor(
            {{0.10f, 0.10f, 0.40f, 0.50f}, {0.50f, 0.20f, 0.90f, 0.60f}, {0.20f, 0.55f, 0.60f, 0.95f}}) *
        size;
    const torch::Tensor labels = torch::tensor({int64_t{1}, int64_t{2} % classes, int64_t{3} % classes});
    return std::vector<DetectionTarget>(static_cast<size_t>(o.batchSize),
                                        DetectionTarget{boxes.to(device), labels.to(device)});
}

// The model a training benchmark times, with what its loss needs.
struct BenchModel {
    std::shared_ptr<torch::nn::Module> module;
    ClassificationModel* classifier = nullptr;
    DetectionModel* detector = nullptr;
    int64_t classes = 0;
    std::vector<DetectionTarget> targets;  // detectors: the same synthetic objects every step
};

BenchModel benchModel(const BenchOptions& o, torch::Device device, int64_t classes, bool fromFolder) {
    const ModelInfo& info = ModelRegistry::instance().get(o.model);
    const bool detection = info.task() == TaskKind::Detection;
    if (detection && fromFolder)
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors",
            "bench train --data takes classifiers; detectors are timed on synthetic images")));
    BenchModel m;
    m.classes = detection ? info.defaultNumClasses : classes;  // detectors: torchvision's COCO layout
    torch::manual_seed(0);
    ModelOptions options;
    options.numClasses = m.classes;
    m.module = ModelRegistry::instance().create(o.model, options);
    m.classifier = dynamic_cast<ClassificationModel*>(m.module.get());
    m.detector = dynamic_cast<DetectionModel*>(m.module.get());
    m.module->to(device);
    if (o.channelsLast)
        useChannelsLast(*m.module);
    m.module->train();
    if (detection)
        m.targets = syntheticTargets(o, m.classes, device);
    return m;
}

// What each step trains on: the next batch of a folder loader, copied to the device on a side stream one
// step ahead as in training, or else the same random batch every step.
class BenchFeed {
public:
    BenchFeed(const BenchOptions& o, torch::Device device, int64_t classes,
              std::unique_ptr<DataLoader> loader)
        : m_loader(std::move(loader)) {
        if (m_loader) {
            m_loader->startEpoch(m_epoch);
            m_prefetcher = std::make_unique<DevicePrefetcher>(*m_loader, device, o.channelsLast);
            return;
        }
        m_images = torch::randn({o.batchSize, 3, o.imageSize, o.imageSize}, torch::TensorOptions(device));
        if (o.channelsLast)
            m_images = m_images.contiguous(torch::MemoryFormat::ChannelsLast);
        m_labels =
            torch::randint(0, classes, {o.batchSize}, torch::TensorOptions(device).dtype(torch::kInt64));
    }

    std::vector<LoaderWorkerStats> workerStats() const {
        return m_loader ? m_loader->workerStats() : std::vector<LoaderWorkerStats>{};
    }
    std::string gpuDecoder() const { return m_prefetcher ? m_prefetcher->gpuDecoder() : std::string(); }

    // Images and labels for the next step.
    std::pair<torch::Tensor, torch::Tensor> next() {
        if (!m_loader)
            return {m_images, m_labels};
        Batch batch;
        if (!m_prefetcher->next(batch)) {
            m_loader->startEpoch(++m_epoch);
            m_prefetcher->restart();
            if (!m_prefetcher->next(batch))
                throw RuntimeFailure(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors", "the benchmark loader produced no batch")));
        }
        return {batch.images, batch.labels};
    }

private:
    std::unique_ptr<DataLoader> m_loader;
    std::unique_ptr<DevicePrefetcher> m_prefetcher;
    int64_t m_epoch = 0;
    torch::Tensor m_images, m_labels;
};

// One SGD step as training takes it (autocast forward and loss, fp32 backward); waits for the device.
void trainStep(const BenchModel& m, torch::optim::Optimizer& optimizer, const torch::Tensor& x,
               const torch::Tensor& y, Precision precision, torch::Device device) {
    optimizer.zero_grad();
    torch::Tensor loss;
    {
        AutocastScope autocast(precision, device);
        loss = m.detector
                   ? m.detector->loss(x, m.targets).total().to(torch::kFloat32)
                   : torch::nn::functional::cross_entropy(m.classifier->forward(x).to(torch::kFloat32), y);
    }
    loss.backward();
    optimizer.step();
    loss.item<float>();
}

}  // namespace

BenchResult benchTrain(const BenchOptions& o) {
    BenchResult r;
    r.mode = "train";
    r.model = o.model;
    r.threads = configureThreads(o.threads);
    const DeviceChoice device = selectDevice(o.device);
    r.device = device.device.str();
    const Precision precision = parsePrecision(o.precision, device.device);
    applyBackendSettings(BackendSettings{}, device.device);  // cuDNN benchmark and TF32, as training runs
    r.precision = precisionName(precision);
    r.batchSize = o.batchSize;
    r.imageSize = o.imageSize;
    r.workers = o.dataDir.empty() ? 0 : o.workers;
    r.foreachOptimizer = o.foreachOptimizer;

    std::unique_ptr<DataLoader> loader;
    int64_t classes = o.numClasses;
    if (!o.dataDir.empty()) {
        const DecodeChoice decode = DecodeChoice::choose(o.decode, device.device, true, false);
        r.decode = decode.gpu ? "gpu" : "cpu";
        r.decodeNote = decode.note;
        loader = folderLoader(o, device.device.is_cuda(), &classes, decode.gpu);
    }
    const BenchModel model = benchModel(o, device.device, classes, loader != nullptr);
    BenchFeed feed(o, device.device, model.classes, std::move(loader));
    const auto sgd = torch::optim::SGDOptions(0.01).momentum(0.9);
    const std::unique_ptr<torch::optim::Optimizer> optimizer =
        o.foreachOptimizer ? std::make_unique<ForeachSgd>(model.module->parameters(), sgd)
                           : std::make_unique<torch::optim::SGD>(model.module->parameters(), sgd);
    std::vector<double> seconds, compute;
    std::vector<LoaderWorkerStats> before;
    double wait = 0, images = 0;
    for (int64_t step = 0; step < o.warmup + o.steps; ++step) {
        if (step == o.warmup)
            before = feed.workerStats();
        const auto start = Clock::now();
        const auto [x, y] = feed.next();
        const double waited = std::chrono::duration<double>(Clock::now() - start).count();
        trainStep(model, *optimizer, x, y, precision, device.device);
        if (step >= o.warmup) {
            seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
            compute.push_back(seconds.back() - waited);
            wait += waited;
            images += static_cast<double>(x.size(0));
        }
    }
    finish(r, seconds, wait, images);
    r.msComputeMedian = 1000.0 * percentile(compute, 50);
    workerRates(r, before, feed.workerStats());
    r.decoder = feed.gpuDecoder();
    return r;
}

namespace {

// bench data all the way to the device: the pictures decoded on the CPU workers or with nvJPEG, normalised
// images on the device, each batch waited for.
BenchResult benchDataOnDevice(const BenchOptions& o, BenchResult r) {
    const DeviceChoice device = selectDevice(o.device);
    r.device = device.device.str();
    const DecodeChoice decode = DecodeChoice::choose(o.decode, device.device, true, false);
    r.decode = decode.gpu ? "gpu" : "cpu";
    r.decodeNote = decode.note;
    auto loader = folderLoader(o, device.device.is_cuda(), nullptr, decode.gpu);
    int64_t epoch = 0;
    loader->startEpoch(epoch);
    DevicePrefetcher prefetcher(*loader, device.device, o.channelsLast);
    std::vector<double> seconds;
    std::vector<LoaderWorkerStats> before;
    GpuBatchDecoder::Counts countsBefore;
    double images = 0;
    auto last = Clock::now();
    for (int64_t step = 0; step < o.warmup + o.steps; ++step) {
        if (step == o.warmup) {
            before = loader->workerStats();
            countsBefore = prefetcher.gpuDecodeCounts();
        }
        Batch batch;
        if (!prefetcher.next(batch)) {
            loader->startEpoch(++epoch);
            prefetcher.restart();
            if (!prefetcher.next(batch))
                throw RuntimeFailure(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP("osprey::Errors", "the benchmark loader produced no batch")));
        }
        if (device.device.is_cuda())
            torch::cuda::synchronize(device.device.index());
        const auto now = Clock::now();
        if (step >= o.warmup) {
            seconds.push_back(std::chrono::duration<double>(now - last).count());
            images += static_cast<double>(batch.images.size(0));
        }
        last = now;
    }
    finish(r, seconds, 0, images);
    r.dataWaitPercent = 100;
    workerRates(r, before, loader->workerStats());
    r.decoder = prefetcher.gpuDecoder();  // made with the first batch
    const GpuBatchDecoder::Counts counts = prefetcher.gpuDecodeCounts();
    r.gpuPictures = counts.gpu - countsBefore.gpu;
    r.gpuRegionPictures = counts.regionOnly - countsBefore.regionOnly;
    r.gpuCpuFallbacks = counts.cpuFallback - countsBefore.cpuFallback;
    return r;
}

}  // namespace

BenchResult benchData(const BenchOptions& o) {
    if (o.dataDir.empty())
        throw InputError(Reason::sentence(OSPREY_TRANSLATE_NOOP(
            "osprey::Errors", "bench data needs --data FOLDER (a class-per-folder image set)")));
    BenchResult r;
    r.mode = "data";
    r.threads = configureThreads(o.threads);
    r.device = "cpu";
    r.workers = o.workers;
    r.batchSize = o.batchSize;
    r.imageSize = o.imageSize;
    if (o.decode != "cpu" || o.device.rfind("cuda", 0) == 0)
        return benchDataOnDevice(o, r);
    auto loader = folderLoader(o, /*pinMemory=*/false);
    int64_t epoch = 0;
    loader->startEpoch(epoch);
    std::vector<double> seconds;
    std::vector<LoaderWorkerStats> before;
    double images = 0;
    auto last = Clock::now();
    for (int64_t step = 0; step < o.warmup + o.steps; ++step) {
        if (step == o.warmup)
            before = loader->workerStats();
        Batch batch;
        if (!loader->next(batch)) {
            loader->startEpoch(++epoch);
            loader->next(batch);
        }
        const auto now = Clock::now();
        if (step >= o.warmup) {
            seconds.push_back(std::chrono::duration<double>(now - last).count());
            images += static_cast<double>(batch.size());
        }
        last = now;
    }
    finish(r, seconds, 0, images);
    r.dataWaitPercent = 100;
    workerRates(r, before, loader->workerStats());
    return r;
}

std::string BenchResult::toJson() const {
    nlohmann::json j{{"mode", mode},
                     {"model", model},
                     {"precision", precision},
                     {"device", device},
                     {"threads", threads},
                     {"workers", workers},
                     {"batch_size", batchSize},
                     {"image_size", imageSize},
                     {"steps", steps},
                     {"img_per_s", imagesPerSecond},
                     {"ms_per_step_mean", msPerStepMean},
                     {"ms_per_step_median", msPerStepMedian},
                     {"data_wait_pct", dataWaitPercent}};
    if (mode == "train") {
        j["ms_compute_median"] = msComputeMedian;
        j["foreach_optimizer"] = foreachOptimizer;
    }
    j["decode"] = decode;
    if (!decoder.empty()) {
        j["decoder"] = decoder;
        if (mode == "data")
            j["gpu_pictures"] = {{"decoded", gpuPictures},
                                 {"region_only", gpuRegionPictures},
                                 {"cpu_fallback", gpuCpuFallbacks}};
    }
    if (!decodeNote.empty())
        j["decode_note"] = decodeNote;
    if (!workerRates.empty()) {
        // Each worker's own rate (pictures per second it spent making them) and its share of the timed steps.
        nlohmann::json rates = nlohmann::json::array();
        for (const Worker& w : workerRates)
            rates.push_back({{"pictures", w.pictures},
                             {"img_per_busy_s",
                              w.busySeconds > 0 ? static_cast<double>(w.pictures) / w.busySeconds : 0.0},
                             {"busy_pct", timedSeconds > 0 ? 100.0 * w.busySeconds / timedSeconds : 0.0}});
        j["loader_workers"] = rates;
    }
    return jsonText(j, 2);
}

std::string BenchResult::toText() const {
    char buffer[512];
    std::snprintf(buffer, sizeof buffer,
                  "%s %s on %s, %s (%d threads, %d workers): batch %lld, %lldx%lld px, %lld timed steps\n"
                  "  %.1f img/s, %.1f ms/step mean, %.1f ms/step median, data wait %.1f%%\n",
                  mode.c_str(), model.empty() ? "pipeline" : model.c_str(), device.c_str(), precision.c_str(),
                  threads, workers, static_cast<long long>(batchSize), static_cast<long long>(imageSize),
                  static_cast<long long>(imageSize), static_cast<long long>(steps), imagesPerSecond,
                  msPerStepMean, msPerStepMedian, dataWaitPercent);
    std::string text = buffer;
    if (!decoder.empty())
        text += "  decoding: " + decoder + "\n";
    if (!decodeNote.empty())
        text += "  " + decodeNote + "\n";
    if (!workerRates.empty()) {
        text += "  loader workers (pictures per busy second, busy share):";
        for (const Worker& w : workerRates) {
            std::snprintf(buffer, sizeof buffer, " %.0f/%.0f%%",
                          w.busySeconds > 0 ? static_cast<double>(w.pictures) / w.busySeconds : 0.0,
                          timedSeconds > 0 ? 100.0 * w.busySeconds / timedSeconds : 0.0);
            text += buffer;
        }
        text += "\n";
    }
    return text;
}

}  // namespace osprey
