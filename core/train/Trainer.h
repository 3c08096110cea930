#pragma once

#include <torch/optim/optimizer.h>

#include <limits>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "device/Precision.h"
#include "store/MetricSink.h"
#include "train/LossReadback.h"
#include "train/LossScaler.h"
#include "train/LrSchedule.h"
#include "train/TrainerHook.h"
#include "train/TrainingTask.h"

namespace osprey {

class Communicator;
class DataLoader;
class DevicePrefetcher;
class GradientReducer;
class ModelEma;

// Where training stands; hooks read it, checkpoints save it.
struct TrainState {
    int64_t epoch = 0;        // the epoch running now (0-based)
    int64_t stepInEpoch = 0;  // batches of this epoch done
    int64_t globalStep = 0;   // batches done over the whole run
    bool stopped = false;     // a stop signal ended the loop early
    double bestMetric = std::numeric_limits<double>::quiet_NaN();
    EpochMetrics metrics;  // what the epoch ends measured ("val/top1", "val/mAP", "train/loss", ...)

    // The step just taken (valid in afterStep).
    double loss = 0;
    std::map<std::string, double> lossParts;  // the task's named loss parts ("train/loss_cls", ...)
    int64_t batchSize = 0;                    // images of the step over all ranks
    double stepSeconds = 0;                   // compute, without the wait for data
    double waitSeconds = 0;                   // waiting for the loader
    double lr = 0;
    // Data-parallel runs: this rank's gradient all-reduce of the step, and the part of it that backward did
    // not hide (both 0 in a single process or on steps without an update).
    double reduceSeconds = 0;
    double exposedReduceSeconds = 0;
};

// Owns the training loop: per batch, forward, the task's loss, backward, (accumulated) optimizer update;
// around it, hooks carry everything else (LR, evaluation, checkpoints, metrics, console). Stops early,
// between optimizer updates, when a stop signal arrives.
class Trainer {
public:
    // The loop's settings (train.epochs, train.accumulate, train.max_steps_per_epoch, optim.grad_clip).
    struct Options {
        int64_t epochs = 1;
        int64_t accumulate = 1;        // batches per optimizer update
        int64_t maxStepsPerEpoch = 0;  // 0: the whole training split
        double gradClip = 0;           // the largest gradient norm; 0: no clipping
    };
    struct Parts {
        Options options;
        LrSchedule schedule{LrSchedule::Kind::Constant, 0.1, 1};
        std::shared_ptr<torch::nn::Module> model;
        std::shared_ptr<TrainingTask> task;
        std::unique_ptr<torch::optim::Optimizer> optimizer;
        std::shared_ptr<DataLoader> trainLoader;
        std::shared_ptr<DataLoader> valLoader;
        torch::Device device = torch::kCPU;
        Precision precision = Precision::Fp32;
        // Dynamic loss scaling, always on under fp16; also without it (as GradScaler can be), for tests on
        // CPUs, whose autocast has no fp16.
        bool scaleLoss = false;
        std::shared_ptr<ModelEma> ema;  // null: no weight averaging
        // Data parallel: the ranks of the run (null: a single process) and the averaging of gradients.
        const Communicator* world = nullptr;
        std::shared_ptr<GradientReducer> reducer;
        bool channelsLast = false;  // hardware.channels_last: images in NHWC order (the model is converted by
                                    // the caller)
        bool deferLossReadback = false;  // the CUDA path's one-step-late loss reading, on any device
    };

    explicit Trainer(Parts parts);
    ~Trainer();

    void addHook(std::shared_ptr<TrainerHook> hook) { m_hooks.push_back(std::move(hook)); }
    void addSink(std::shared_ptr<MetricSink> sink) { m_sinks.push_back(std::move(sink)); }
    // Sends a metric to every sink at the current step and epoch.
    void put(const std::string& name, double value);
    void flushSinks();

    void train();
    // Runs the model (or the given one, such as the averaged weights) over the validation loader; the task's
    // metrics without prefix ("top1", "mAP", "loss"), and with `record` its per-sample records (rank 0).
    TaskEvaluation evaluate(bool record = false);
    TaskEvaluation evaluate(torch::nn::Module& model, bool record = false);

    TrainState& state() { return m_state; }
    torch::nn::Module& model() { return *m_model; }
    torch::optim::Optimizer& optimizer() { return *m_optimizer; }
    DataLoader& trainLoader() { return *m_trainLoader; }
    const LrSchedule& schedule() const { return m_schedule; }
    int64_t epochs() const { return m_options.epochs; }
    int64_t stepsPerEpoch() const;  // batches per epoch, after train.max_steps_per_epoch
    // Optimizer updates so far (accumulation groups start at each epoch's start; the last may be shorter).
    int64_t updatesDone() const;
    Precision precision() const { return m_precision; }
    ModelEma* ema() { return m_ema.get(); }
    // fp16 only: the dynamic loss scaler (null otherwise).
    LossScaler* lossScaler() { return m_scaler.get(); }
    // The ranks of this run (a world of one without mpirun).
    const Communicator& world() const { return *m_world; }

private:
    // A step whose hooks have not run yet: on a CUDA device its loss travels back while the next step is
    // queued, and afterStep sees the step once its loss has arrived.
    struct PendingStep {
        explicit PendingStep(torch::Device device) : readback(device) {}
        LossReadback readback;
        int64_t stepInEpoch = 0, globalStep = 0, batchSize = 0;
        double stepSeconds = 0, waitSeconds = 0, lr = 0, reduceSeconds = 0, exposedReduceSeconds = 0;
    };

    void runEpoch();
    // Reads the step's loss, stops the run on a non-finite one, and runs afterStep with the state as it was
    // after that step.
    void reportStep(PendingStep& step);
    // Throws when the loss of the step with index `globalStep` is not finite (fp16 loss scaling skips such
    // steps instead), after putting the value on the loss curve.
    void checkFinite(double loss, int64_t globalStep);
    void checkWeightsFinite() const;
    // Data parallel: the mean loss (and parts) of the step over all ranks, and whether any rank was asked
    // to stop, so that every rank stops after the same step.
    bool agreeOnStep(TaskLoss& out, double& loss);
    // False when fp16 loss scaling skipped the update for non-finite gradients.
    bool optimizerStep();

    Options m_options;
    std::shared_ptr<torch::nn::Module> m_model;
    std::shared_ptr<TrainingTask> m_task;
    std::unique_ptr<torch::optim::Optimizer> m_optimizer;
    std::shared_ptr<DataLoader> m_trainLoader;
    std::shared_ptr<DataLoader> m_valLoader;
    std::unique_ptr<DevicePrefetcher> m_prefetcher;
    torch::Device m_device;
    bool m_channelsLast;
    // Whether afterStep runs a step late, once the step's loss has come back without a synchronisation
    // (a single process on CUDA; Parts::deferLossReadback forces it, for tests).
    bool m_deferReadback;
    std::unique_ptr<PendingStep> m_pending;
    LrSchedule m_schedule;
    Precision m_precision;
    std::shared_ptr<ModelEma> m_ema;
    const Communicator* m_world;
    std::shared_ptr<GradientReducer> m_reducer;
    std::unique_ptr<LossScaler> m_scaler;
    // fp16: an overflow skips an update and halves the scale, and a few in a row are normal; this many means
    // the gradients are nan or infinite at any scale, and the run stops saying so.
    static constexpr int64_t kMaxSkippedInARow = 50;
    int64_t m_skippedInARow = 0;
    std::vector<std::shared_ptr<TrainerHook>> m_hooks;
    std::vector<std::shared_ptr<MetricSink>> m_sinks;
    TrainState m_state;
};

}  // namespace osprey
