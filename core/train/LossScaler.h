#pragma once

#include <torch/optim/optimizer.h>
#include <torch/types.h>

#include <functional>

#include <vector>

namespace osprey {

// Dynamic loss scaling for fp16 training, as torch.cuda.amp.GradScaler does it: the loss is multiplied by a
// scale before backward so small gradients survive fp16; before the optimizer step the gradients are divided
// back, and a step whose gradients hold inf or nan is skipped and halves the scale. After `growthInterval`
// good steps in a row the scale doubles.
class LossScaler {
public:
    struct Options {
        double initialScale = 65536.0;
        double growthFactor = 2.0;
        double backoffFactor = 0.5;
        int64_t growthInterval = 2000;
    };

    LossScaler() : LossScaler(Options{}) {}
    explicit LossScaler(Options options);

    torch::Tensor scale(const torch::Tensor& loss) const { return loss * m_scale; }
    // Divides every gradient by the scale; returns false (and leaves the gradients) when any is inf or nan.
    bool unscale(const std::vector<torch::Tensor>& parameters);
    // After each optimizer update: `stepped` false means the step was skipped for non-finite gradients.
    void update(bool stepped);
    // The whole update: unscale; on inf/nan clear the gradients and skip; else `beforeStep` (gradient
    // clipping), the optimizer step, and zeroed gradients. Updates the scale either way; false when skipped.
    bool step(torch::optim::Optimizer& optimizer, const std::vector<torch::Tensor>& parameters,
              const std::function<void()>& beforeStep = {});

    double currentScale() const { return m_scale; }
    void setScale(double scale) { m_scale = scale; }
    int64_t skippedSteps() const { return m_skipped; }

private:
    Options m_options;
    double m_scale;
    int64_t m_goodSteps = 0;
    int64_t m_skipped = 0;
};

}  // namespace osprey
