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
//
// On CUDA the check, the division and the new scale are libtorch's fused kernels
// (_amp_foreach_non_finite_check_and_unscale_, _amp_update_scale_, as GradScaler uses them): one launch for
// all gradients and one read back to the host per update, the one PyTorch's GradScaler also makes to decide
// whether to step.
class LossScaler {
public:
    enum class Kernels {
        Auto,      // fused for gradients on CUDA, else per tensor
        Fused,     // fused wherever libtorch has them (on the CPU from libtorch 2.3 on; tests)
        PerTensor  // isfinite and a division per gradient
    };
    struct Options {
        double initialScale = 65536.0;
        double growthFactor = 2.0;
        double backoffFactor = 0.5;
        int64_t growthInterval = 2000;
        Kernels kernels = Kernels::Auto;
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
    void setScale(double scale) {
        m_scale = scale;
        m_deviceScale = torch::Tensor();
    }
    int64_t skippedSteps() const { return m_skipped; }

private:
    // The fused check, division and scale update of `grads` (one device); returns whether all were finite.
    bool unscaleAndUpdateFused(const std::vector<torch::Tensor>& grads);

    Options m_options;
    double m_scale;
    int64_t m_goodSteps = 0;
    int64_t m_skipped = 0;
    torch::Tensor m_deviceScale;    // fused kernels: the scale on the gradients' device, [1] float32
    torch::Tensor m_growthTracker;  // fused kernels: good steps in a row, [1] int32
};

}  // namespace osprey
