#include "train/Trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "data/loader/DataLoader.h"
#include "data/loader/DevicePrefetcher.h"
#include "device/MemoryFormat.h"
#include "distributed/Communicator.h"
#include "distributed/DataParallel.h"
#include "distributed/GradientReducer.h"
#include "eval/EpochRecords.h"
#include "train/GradientClipping.h"
#include "train/ModelEma.h"
#include "train/OptimizerFactory.h"
#include "train/StopSignal.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {
double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}
}  // namespace

Trainer::Trainer(Parts parts)
    : m_options(parts.options),
      m_model(std::move(parts.model)),
      m_task(std::move(parts.task)),
      m_optimizer(std::move(parts.optimizer)),
      m_trainLoader(std::move(parts.trainLoader)),
      m_valLoader(std::move(parts.valLoader)),
      m_prefetcher(std::make_unique<DevicePrefetcher>(*m_trainLoader, parts.device, parts.channelsLast,
                                                      inputType(parts.precision, parts.device))),
      m_device(parts.device),
      m_channelsLast(parts.channelsLast),
      m_schedule(std::move(parts.schedule)),
      m_precision(parts.precision),
      m_ema(std::move(parts.ema)),
      m_world(parts.world ? parts.world : &Communicator::world()),
      m_reducer(std::move(parts.reducer)) {
    // Data-parallel ranks agree on every step's loss and on stopping through the host, so they read it at
    // once.
    m_deferReadback = parts.deferLossReadback || (m_device.is_cuda() && !m_world->distributed());
    if (m_precision == Precision::Fp16 || parts.scaleLoss)
        m_scaler = std::make_unique<LossScaler>();
}

Trainer::~Trainer() = default;

void Trainer::put(const std::string& name, double value) {
    for (auto& sink : m_sinks)
        sink->put(name, value, m_state.globalStep, m_state.epoch);
}

void Trainer::flushSinks() {
    for (auto& sink : m_sinks)
        sink->flush();
}

int64_t Trainer::updatesDone() const {
    const int64_t perEpoch = (stepsPerEpoch() + m_options.accumulate - 1) / m_options.accumulate;
    return m_state.epoch * perEpoch + (m_state.stepInEpoch + m_options.accumulate - 1) / m_options.accumulate;
}

int64_t Trainer::stepsPerEpoch() const {
    const int64_t batches = m_trainLoader->batchesPerEpoch();
    const int64_t cap = m_options.maxStepsPerEpoch;
    return cap > 0 ? std::min(cap, batches) : batches;
}

void Trainer::train() {
    if (stepsPerEpoch() == 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP(
                "osprey::Errors",
                "the training split has fewer images than one batch (train.batch_size = {value})"),
            {{"value", std::to_string(m_trainLoader->options().batchSize)}}));
    }
    m_model->to(m_device);
    if (m_channelsLast)
        useChannelsLast(*m_model);
    m_model->train();
    for (auto& h : m_hooks)
        h->beforeTrain(*this);
    while (m_state.epoch < m_options.epochs && !m_state.stopped) {
        runEpoch();
    }
    for (auto& h : m_hooks)
        h->afterTrain(*this);
    flushSinks();
}

void Trainer::runEpoch() {
    m_trainLoader->startEpoch(m_state.epoch, m_state.stepInEpoch);
    m_prefetcher->restart();
    m_state.metrics.startEpoch();
    for (auto& h : m_hooks)
        h->beforeEpoch(*this);
    const int64_t steps = stepsPerEpoch();
    m_optimizer->zero_grad();
    Batch batch;
    while (m_state.stepInEpoch < steps && m_prefetcher->next(batch)) {
        const auto start = std::chrono::steady_clock::now();
        auto step = std::make_unique<PendingStep>(m_device);
        step->waitSeconds = m_prefetcher->lastWaitSeconds();
        m_state.lr = m_schedule.at(static_cast<double>(m_state.epoch) +
                                   static_cast<double>(m_state.stepInEpoch) / static_cast<double>(steps));
        setLearningRate(*m_optimizer, m_state.lr);
        for (auto& h : m_hooks)
            h->beforeStep(*this);

        TaskLoss out;
        {
            AutocastScope autocast(m_precision, m_device);
            out = m_task->loss(*m_model, batch, m_device, m_state.globalStep);
        }
        step->readback.start(out);
        StepLossValues values;
        if (!m_deferReadback) {
            values = step->readback.finish();
            checkFinite(values.total, m_state.globalStep);
        }
        // Accumulation groups start at the epoch's start; the last one of an epoch may be shorter, and every
        // update is the mean gradient of the batches its group holds.
        const int64_t groupStart = m_state.stepInEpoch / m_options.accumulate * m_options.accumulate;
        const int64_t groupSize = std::min(m_options.accumulate, steps - groupStart);
        const bool update = m_state.stepInEpoch + 1 == groupStart + groupSize;
        torch::Tensor objective = groupSize > 1 ? out.total / static_cast<double>(groupSize) : out.total;
        if (m_reducer && update)
            m_reducer->arm();
        (m_scaler ? m_scaler->scale(objective) : objective).backward();
        if (m_reducer && update) {
            m_reducer->finish();
            step->reduceSeconds = m_reducer->lastTiming().reduceSeconds;
            step->exposedReduceSeconds = m_reducer->lastTiming().exposedSeconds;
        }
        ++m_state.stepInEpoch;
        ++m_state.globalStep;
        if (update)
            optimizerStep();
        step->stepInEpoch = m_state.stepInEpoch;
        step->globalStep = m_state.globalStep;
        step->lr = m_state.lr;
        step->batchSize = batch.images.size(0) * m_world->size();

        bool stop = false;
        if (m_deferReadback) {
            stop = stopRequested();
            // The step before is reported once this one is queued: its loss has arrived by now, or arrives
            // while the device works on this step.
            if (m_pending)
                reportStep(*m_pending);
            step->stepSeconds = secondsSince(start);
            m_pending = std::move(step);
            if (update && stop) {
                reportStep(*m_pending);
                m_pending.reset();
            }
        } else {
            stop = agreeOnStep(out, values.total);
            // The readback has this rank's parts; data-parallel ranks report the means agreeOnStep made.
            if (m_world->distributed()) {
                for (auto& [name, part] : out.parts)
                    values.parts[name] = part.item<double>();
            }
            step->stepSeconds = secondsSince(start);
            m_state.loss = values.total;
            m_state.lossParts = std::move(values.parts);
            reportStep(*step);
        }
        if (update && stop) {
            m_state.stopped = true;
            return;
        }
    }
    if (m_pending) {
        reportStep(*m_pending);
        m_pending.reset();
    }
    checkWeightsFinite();
    for (auto& h : m_hooks)
        h->measureEpoch(*this, m_state.metrics);
    // The epoch's rows are written before a checkpoint of it can exist: a resume from that checkpoint finds
    // every row up to its step in every sink (the store, TensorBoard's files), and writes the later ones
    // again.
    flushSinks();
    for (auto& h : m_hooks)
        h->afterEpoch(*this);
    ++m_state.epoch;
    m_state.stepInEpoch = 0;
}

void Trainer::checkFinite(double loss, int64_t globalStep) {
    // With fp16 loss scaling an overflow skips the update instead (its gradients are not finite either).
    if (std::isfinite(loss) || m_scaler)
        return;
    // Steps are counted as the logged rows count them, this one included. The value itself is a row of the
    // loss curve (the store keeps a nan as NULL): the workbench marks the divergence there, on the plot and
    // in the run list.
    const int64_t stepsDone = globalStep + 1;
    for (auto& sink : m_sinks)
        sink->put("train/loss", loss, stepsDone, m_state.epoch);
    const std::string epoch = std::to_string(m_state.epoch + 1), step = std::to_string(stepsDone);
    throw RuntimeFailure(
        "the training loss became " + std::to_string(loss) + " at epoch " + epoch + ", step " + step +
            "; lower optim.lr or enable optim.grad_clip",
        Reason{"loss_not_finite", {{"value", std::to_string(loss)}, {"epoch", epoch}, {"step", step}}});
}

void Trainer::checkWeightsFinite() const {
    // A finite loss can still come with a gradient of inf or nan; the next step's loss shows the damage, but
    // after an epoch's last update validation and the checkpoint would take the broken weights.
    std::vector<torch::Tensor> finite;
    for (const auto& p : m_model->parameters())
        finite.push_back(p.detach().isfinite().all());
    if (finite.empty() || torch::stack(finite).all().item<bool>())
        return;
    const std::string epoch = std::to_string(m_state.epoch + 1), step = std::to_string(m_state.globalStep);
    throw RuntimeFailure("the weights hold nan or infinite values after epoch " + epoch + ", step " + step +
                             " (an update diverged although its loss was finite); lower optim.lr or enable "
                             "optim.grad_clip",
                         Reason{"weights_not_finite", {{"epoch", epoch}, {"step", step}}});
}

void Trainer::reportStep(PendingStep& step) {
    // The loop may be a step further on: the hooks see the state as it was after `step`.
    const int64_t liveInEpoch = m_state.stepInEpoch, liveGlobal = m_state.globalStep;
    const double liveLr = m_state.lr;
    if (step.readback.started()) {
        StepLossValues values = step.readback.finish();
        checkFinite(values.total, step.globalStep - 1);
        m_state.loss = values.total;
        m_state.lossParts = std::move(values.parts);
    }
    m_state.stepInEpoch = step.stepInEpoch;
    m_state.globalStep = step.globalStep;
    m_state.lr = step.lr;
    m_state.batchSize = step.batchSize;
    m_state.stepSeconds = step.stepSeconds;
    m_state.waitSeconds = step.waitSeconds;
    m_state.reduceSeconds = step.reduceSeconds;
    m_state.exposedReduceSeconds = step.exposedReduceSeconds;
    for (auto& h : m_hooks)
        h->afterStep(*this);
    m_state.stepInEpoch = liveInEpoch;
    m_state.globalStep = liveGlobal;
    m_state.lr = liveLr;
}

bool Trainer::agreeOnStep(TaskLoss& out, double& loss) {
    if (!m_world->distributed())
        return stopRequested();
    std::vector<double> values = {loss, stopRequested() ? 1.0 : 0.0};
    for (const auto& [name, part] : out.parts)
        values.push_back(part.item<double>());
    torch::Tensor sums = torch::tensor(values, torch::kFloat64);
    m_world->allReduceSum(sums);
    const double ranks = static_cast<double>(m_world->size());
    loss = sums[0].item<double>() / ranks;
    size_t k = 2;
    for (auto& [name, part] : out.parts)
        part = torch::full({}, sums[static_cast<int64_t>(k++)].item<double>() / ranks);
    return sums[1].item<double>() > 0;
}

bool Trainer::optimizerStep() {
    auto clip = [this] {
        if (m_options.gradClip > 0)
            clipGradNorm(m_model->parameters(), m_options.gradClip);
    };
    if (m_scaler) {
        // fp16: an overflow drops this update and halves the scale.
        const double before = m_scaler->currentScale();
        const bool stepped = m_scaler->step(*m_optimizer, m_model->parameters(), clip);
        if (m_scaler->currentScale() != before)
            put("train/loss_scale", m_scaler->currentScale());
        m_skippedInARow = stepped ? 0 : m_skippedInARow + 1;
        if (!stepped) {
            put("train/skipped_updates", static_cast<double>(m_scaler->skippedSteps()));
            if (m_skippedInARow >= kMaxSkippedInARow) {
                const std::string count = std::to_string(m_skippedInARow),
                                  scale = std::to_string(m_scaler->currentScale()),
                                  epoch = std::to_string(m_state.epoch + 1),
                                  step = std::to_string(m_state.globalStep);
                throw RuntimeFailure(
                    count +
                        " updates in a row were skipped for nan or infinite gradients under fp16 (the loss "
                        "scale is down to " +
                        scale + "), at epoch " + epoch + ", step " + step +
                        ": the training diverged; lower optim.lr, enable optim.grad_clip, or train in bf16",
                    Reason{"updates_skipped",
                           {{"count", count}, {"scale", scale}, {"epoch", epoch}, {"step", step}}});
            }
            return false;
        }
    } else {
        clip();
        m_optimizer->step();
        m_optimizer->zero_grad();
    }
    if (m_ema)
        m_ema->update(*m_model, updatesDone());
    return true;
}

TaskEvaluation Trainer::evaluate(bool record) {
    return evaluate(*m_model, record);
}

TaskEvaluation Trainer::evaluate(torch::nn::Module& model, bool record) {
    torch::NoGradGuard noGrad;
    // Batch-norm statistics differ between ranks unless synchronised: all evaluate rank 0's, the ones its
    // checkpoint holds.
    broadcastBuffers(model, *m_world);
    const bool wasTraining = model.is_training();
    model.eval();
    TaskEvaluation result = m_task->evaluate(model, *m_valLoader, m_device, m_precision, *m_world, record);
    model.train(wasTraining);
    if (result.records) {
        result.records->epoch = m_state.epoch;
        result.records->step = m_state.globalStep;
    }
    return result;
}

}  // namespace osprey
