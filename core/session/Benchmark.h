#pragma once

#include <string>
#include <vector>

namespace osprey {

struct BenchOptions {
    std::string model = "resnet18";
    int64_t batchSize = 32;
    int64_t imageSize = 224;
    int64_t steps = 20;
    int64_t warmup = 3;
    int64_t numClasses = 1000;
    std::string dataDir;  // empty: synthetic tensors
    int workers = 2;
    int64_t epochSize =
        0;  // pictures per epoch from a folder (0: all of them), as short epochs run in training
    std::string device = "auto";
    int threads = 0;
    std::string precision = "fp32";  // fp32, bf16, fp16 (CUDA)
    bool channelsLast = false;       // weights and images in NHWC memory order
    bool foreachOptimizer = true;    // the multi-tensor SGD (optim.foreach), else libtorch's per-tensor one
    // Where the folder's pictures are decoded (as data.decode): cpu on the loader's workers, gpu with nvJPEG,
    // auto the GPU where possible. bench data with gpu or auto, or a CUDA --device, times the pictures all
    // the way to normalised images on the device (synchronised per batch).
    std::string decode = "cpu";
    std::string compareDumpDir;  // bench data --compare-cpu --dump: the pictures the paths disagree on most
};

struct BenchResult {
    std::string mode;  // train or data
    std::string model;
    std::string device;
    std::string precision = "fp32";
    int threads = 0;
    int workers = 0;
    int64_t batchSize = 0;
    int64_t imageSize = 0;
    int64_t steps = 0;
    double imagesPerSecond = 0;
    double msPerStepMean = 0;
    double msPerStepMedian = 0;
    double dataWaitPercent = 0;
    double msComputeMedian = 0;
    bool foreachOptimizer =
        false;  // train: the multi-tensor SGD  // train: a step's median time without its wait for data
    // A folder's loader: per worker, pictures made in the timed steps and seconds spent making them.
    struct Worker {
        int64_t pictures = 0;
        double busySeconds = 0;
    };
    std::vector<Worker> workerRates;
    double timedSeconds = 0;
    // Where the pictures were decoded (cpu, gpu), by which nvJPEG backend, and what it decoded in the timed
    // steps; why auto fell back to the CPU.
    std::string decode = "cpu";
    std::string decoder;
    std::string decodeNote;
    int64_t gpuPictures = 0, gpuRegionPictures = 0, gpuCpuFallbacks = 0;

    std::string toJson() const;
    std::string toText() const;
};

// Training throughput: SGD steps (forward, loss, backward, update) on synthetic tensors (a fixed random
// batch: compute only; detectors get three fixed boxes per image) or on a class-per-folder dataset through
// the loader. Warm-up steps are not timed.
BenchResult benchTrain(const BenchOptions& options);

// Input-pipeline throughput: decode, random-resized crop, flip and normalise a folder of images into batches.
BenchResult benchData(const BenchOptions& options);

// GPU decoding against the CPU path on the same folder and seeds (bench data --compare-cpu): the mean and
// largest absolute difference of the normalised images, and the outcome of malformed JPEGs (truncated, not a
// JPEG, progressive, CMYK, 4:1:1, a PNG named .jpg, damaged data) on both paths. JSON.
std::string compareDecoding(const BenchOptions& options);

}  // namespace osprey
