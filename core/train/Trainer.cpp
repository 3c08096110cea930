#include "train/Trainer.h"

#include <torch/nn/utils/clip_grad.h>

#include <chrono>
#include <cmath>

#include "data/DataLoader.h"
#include "dist/Communicator.h"
#include "dist/DataParallel.h"
#include "dist/GradientReducer.h"
#include "train/ModelEma.h"
#include "train/OptimizerFactory.h"
#include "train/StopSignal.h"
#include "util/Errors.h"

namespace osprey {

namespace {
double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}
}  // namespace

Trainer::Trainer(Parts parts)
    : m_config(std::move(parts.config)),
      m_model(std::move(parts.model)),
      m_task(std::move(parts.task)),
      m_optimizer(std::move(parts.optimizer)),
      m_trainLoader(std::move(parts.trainLoader)),
      m_valLoader(std::move(parts.valLoader)),
      m_device(parts.device),
      m_schedule(LrSchedule::fromConfig(m_config, parts.baseLr)),
      m_epochs(m_config.getInt("train.epochs")),
      m_accumulate(m_config.getInt("train.accumulate")),
      m_gradClip(m_config.getFloat("optim.grad_clip")),
      m_precision(parts.precision),
      m_ema(std::move(parts.ema)),
      m_world(parts.world ? parts.world : &Communicator::world()),
      m_reducer(std::move(parts.reducer)) {
    if (m_precision == Precision::Fp16)
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

int64_t Trainer::stepsPerEpoch() const {
    const int64_t batches = m_trainLoader->batchesPerEpoch();
    const int64_t cap = m_config.getInt("train.max_steps_per_epoch");
    return cap > 0 ? std::min(cap, batches) : batches;
}

void Trainer::train() {
    if (stepsPerEpoch() == 0) {
        throw InputError("the training split has fewer images than one batch (train.batch_size = " +
                         std::to_string(m_config.getInt("train.batch_size")) + ")");
    }
    m_model->to(m_device);
    m_model->train();
    for (auto& h : m_hooks)
        h->beforeTrain(*this);
    while (m_state.epoch < m_epochs && !m_state.stopped) {
        runEpoch();
    }
    for (auto& h : m_hooks)
        h->afterTrain(*this);
    flushSinks();
}

void Trainer::runEpoch() {
    m_trainLoader->startEpoch(m_state.epoch, m_state.stepInEpoch);
    for (auto& h : m_hooks)
        h->beforeEpoch(*this);
    const int64_t steps = stepsPerEpoch();
    m_optimizer->zero_grad();
    Batch batch;
    while (m_state.stepInEpoch < steps && m_trainLoader->next(batch)) {
        const auto start = std::chrono::steady_clock::now();
        m_state.waitSeconds = m_trainLoader->lastWaitSeconds();
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
        const double loss = out.total.item<double>();
        // With fp16 loss scaling an overflow skips the update instead (its gradients are not finite either).
        if (!std::isfinite(loss) && !m_scaler) {
            throw RuntimeFailure("the training loss became " + std::to_string(loss) + " at epoch " +
                                 std::to_string(m_state.epoch + 1) + ", step " +
                                 std::to_string(m_state.globalStep) +
                                 "; lower optim.lr or enable optim.grad_clip");
        }
        torch::Tensor objective =
            m_accumulate > 1 ? out.total / static_cast<double>(m_accumulate) : out.total;
        const bool update = (m_state.globalStep + 1) % m_accumulate == 0 || m_state.stepInEpoch + 1 == steps;
        if (m_reducer && update)
            m_reducer->arm();
        (m_scaler ? m_scaler->scale(objective) : objective).backward();
        m_state.reduceSeconds = m_state.exposedReduceSeconds = 0;
        if (m_reducer && update) {
            m_reducer->finish();
            m_state.reduceSeconds = m_reducer->lastTiming().reduceSeconds;
            m_state.exposedReduceSeconds = m_reducer->lastTiming().exposedSeconds;
        }
        ++m_state.stepInEpoch;
        ++m_state.globalStep;
        if (update)
            optimizerStep();

        double meanLoss = loss;
        const bool stop = agreeOnStep(out, meanLoss);
        m_state.loss = meanLoss;
        m_state.lossParts.clear();
        for (const auto& [name, part] : out.parts)
            m_state.lossParts[name] = part.item<double>();
        m_state.batchSize = batch.images.size(0) * m_world->size();
        m_state.stepSeconds = secondsSince(start);
        for (auto& h : m_hooks)
            h->afterStep(*this);
        if (update && stop) {
            m_state.stopped = true;
            return;
        }
    }
    for (auto& h : m_hooks)
        h->afterEpoch(*this);
    ++m_state.epoch;
    m_state.stepInEpoch = 0;
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
        if (m_gradClip > 0)
            torch::nn::utils::clip_grad_norm_(m_model->parameters(), m_gradClip);
    };
    if (m_scaler) {
        // fp16: an overflow drops this update and halves the scale.
        const double before = m_scaler->currentScale();
        const bool stepped = m_scaler->step(*m_optimizer, m_model->parameters(), clip);
        if (m_scaler->currentScale() != before)
            put("train/loss_scale", m_scaler->currentScale());
        if (!stepped)
            return false;
    } else {
        clip();
        m_optimizer->step();
        m_optimizer->zero_grad();
    }
    if (m_ema)
        m_ema->update(*m_model, m_state.globalStep / m_accumulate);
    return true;
}

std::map<std::string, double> Trainer::evaluate() {
    return evaluate(*m_model);
}

std::map<std::string, double> Trainer::evaluate(torch::nn::Module& model) {
    torch::NoGradGuard noGrad;
    // Batch-norm statistics differ between ranks unless synchronised: all evaluate rank 0's, the ones its
    // checkpoint holds.
    broadcastBuffers(model, *m_world);
    const bool wasTraining = model.is_training();
    model.eval();
    auto metrics = m_task->evaluate(model, *m_valLoader, m_device, m_precision, *m_world);
    model.train(wasTraining);
    return metrics;
}

}  // namespace osprey
