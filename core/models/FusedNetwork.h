#pragma once

#include <torch/nn/module.h>
#include <torch/types.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "device/Precision.h"
#include "util/Reason.h"

namespace torch::jit {
struct Graph;
struct Code;
}  // namespace torch::jit

namespace osprey {

// How predict, eval, bench infer and the workbench run a model: fused (the default) or as trained.
struct InferenceOptions {
    bool fuse = true;  // --no-fuse: the eager module, operation by operation
    // The autocast the user allows (--precision, a run's hardware.precision); bf16 is used only where the
    // hardware multiplies it natively (inferencePrecision).
    Precision precision = Precision::Fp32;
};

// The precision inference runs in on `device` when the user allows `allowed`: bf16 only where the hardware
// multiplies bf16 natively (CUDA; a CPU with AVX-512 BF16, AMX or AArch64 BF16 — `cpuNativeBf16`), else fp32
// with `note` saying why.
struct InferencePrecision {
    Precision precision = Precision::Fp32;
    Reason note;
};
InferencePrecision inferencePrecision(Precision allowed, torch::Device device, bool cpuNativeBf16);

// A network's forward pass compiled for inference, once per input shape: traced (models/ModelTrace), batch
// norms folded into the convolutions before them, and on the CPU in fp32 the convolutions, linear layers and
// activations handed to oneDNN with their weights reordered once (libtorch's ConvertFrozenOpsToMKLDNN, what
// torch.jit.optimize_for_inference does). The first run at a shape compares the compiled graph with the
// module's own outputs; should they differ, the folded graph without oneDNN is tried and checked, and failing
// that the module itself runs that shape, with a note.
// The weights are copied into the graphs when they are made: a module whose weights change afterwards
// (training) must not be run through one.
class FusedNetwork {
public:
    using Forward = std::function<std::vector<torch::Tensor>(const torch::Tensor&)>;

    // `forward` is the module's eager forward pass, returning tensors only; `module` holds its weights.
    FusedNetwork(std::shared_ptr<torch::nn::Module> module, Forward forward, InferenceOptions options,
                 torch::Device device);
    ~FusedNetwork();
    FusedNetwork(FusedNetwork&&) noexcept;
    FusedNetwork& operator=(FusedNetwork&&) noexcept;

    // The outputs for `images`, computed as the options say (gradients off).
    std::vector<torch::Tensor> run(const torch::Tensor& images);

    // What the user should know: bf16 switched off, a shape left unfused.
    const std::vector<Reason>& notes() const { return m_notes; }
    Precision precision() const { return m_precision; }
    bool fuses() const { return m_options.fuse; }
    // How many input shapes run a compiled graph (tests; a shape whose check failed is not counted).
    int64_t compiledShapes() const;
    // How many of those run oneDNN's layouts (CPU, fp32); a shape whose oneDNN form failed the check runs the
    // folded graph without them (tests).
    int64_t oneDnnShapes() const;
    // How many nodes of `kind` ("aten::batch_norm") the compiled graphs hold, nested blocks included (tests).
    int64_t countOperations(const std::string& kind) const;

private:
    struct Compiled;
    Compiled& compiledFor(const torch::Tensor& images);
    void compile(Compiled& compiled, const torch::Tensor& images);
    bool tryCompile(Compiled& compiled, const torch::Tensor& images, bool toOneDnn);
    void note(const Reason& reason);

    std::shared_ptr<torch::nn::Module> m_module;
    Forward m_forward;
    InferenceOptions m_options;
    torch::Device m_device;
    Precision m_precision = Precision::Fp32;
    std::map<std::vector<int64_t>, std::unique_ptr<Compiled>> m_compiled;
    std::vector<Reason> m_notes;
};

// The inference passes on a traced graph, in place: batch norms (and constant adds and multiplications)
// folded into the convolutions before them, and with `toOneDnn` (CPU, fp32) oneDNN's layouts and kernels.
void optimizeForInference(std::shared_ptr<torch::jit::Graph>& graph, bool toOneDnn);

// Whether `fused` equals `eager` to within `relative` of eager's largest magnitude (and NaN where it is).
bool closeEnough(const torch::Tensor& fused, const torch::Tensor& eager, double relative);

}  // namespace osprey
