#include "models/FusedNetwork.h"

#include <torch/csrc/jit/ir/ir.h>
#include <torch/csrc/jit/passes/dead_code_elimination.h>
#include <torch/csrc/jit/passes/frozen_conv_add_relu_fusion.h>
#include <torch/csrc/jit/passes/frozen_graph_optimizations.h>
#include <torch/csrc/jit/passes/frozen_linear_transpose.h>
#include <torch/csrc/jit/passes/frozen_ops_to_mkldnn.h>
#include <torch/csrc/jit/passes/graph_rewrite_helper.h>
#include <torch/csrc/jit/runtime/interpreter.h>

#include <cmath>
#include <stdexcept>
#include <utility>

#include "device/CpuFeatures.h"
#include "models/ModelTrace.h"
#include "util/Translatable.h"

namespace osprey {

InferencePrecision inferencePrecision(Precision allowed, torch::Device device, bool cpuNativeBf16) {
    InferencePrecision out;
    out.precision = allowed;
    if (allowed != Precision::Bf16 || !device.is_cpu() || cpuNativeBf16)
        return out;
    out.precision = Precision::Fp32;
    out.note = Reason::sentence(OSPREY_TRANSLATE_NOOP(
        "osprey::Errors",
        "bf16 is off for inference: this CPU has no bf16 instructions (avx512_bf16, amx_bf16), so "
        "libtorch would emulate them, several times slower than fp32; running in fp32"));
    return out;
}

namespace {

// Runs one pass, naming it in the error should it fail.
template <typename Pass>
void runPass(const char* name, Pass&& pass) {
    try {
        pass();
    } catch (const std::exception& e) {
        throw std::runtime_error(std::string(name) + ": " + e.what());
    }
}

// The tracer makes the module's own parameter tensors the graph's constants; they require gradients again
// once the trace is over, which the frozen-graph passes refuse ("Unsupported value kind: Tensor"), and an
// optimizer step would change them under the graph. Each becomes a copy of its own.
void snapshotConstants(torch::jit::Block* block) {
    for (torch::jit::Node* node : block->nodes()) {
        if (node->kind() == c10::prim::Constant && node->hasAttribute(c10::attr::value) &&
            node->kindOf(c10::attr::value) == torch::jit::AttributeKind::t)
            node->t_(c10::attr::value, node->t(c10::attr::value).detach().clone());
        for (torch::jit::Block* inner : node->blocks())
            snapshotConstants(inner);
    }
}

}  // namespace

void optimizeForInference(std::shared_ptr<torch::jit::Graph>& graph, bool toOneDnn) {
    snapshotConstants(graph->block());
    // The tracer records aten::_convolution; the frozen-graph passes look for aten::conv2d.
    runPass("replaceConvolutionWithAtenConv",
            [&] { torch::jit::graph_rewrite_helper::replaceConvolutionWithAtenConv(graph); });
    // Dropout out; conv + batch norm, conv + constant add/sub/mul/div and linear + batch norm folded.
    runPass("OptimizeFrozenGraph",
            [&] { torch::jit::OptimizeFrozenGraph(graph, /*optimize_numerics=*/true); });
    runPass("FuseFrozenConvAddRelu", [&] { torch::jit::FuseFrozenConvAddRelu(graph); });
    if (toOneDnn) {
        runPass("ConvertFrozenOpsToMKLDNN", [&] { torch::jit::ConvertFrozenOpsToMKLDNN(graph); });
        runPass("FrozenLinearTranspose", [&] { torch::jit::FrozenLinearTranspose(graph); });
    }
    torch::jit::EliminateDeadCode(graph);
}

bool closeEnough(const torch::Tensor& fused, const torch::Tensor& eager, double relative) {
    if (fused.sizes() != eager.sizes())
        return false;
    if (eager.numel() == 0)
        return true;
    const torch::Tensor a = fused.detach().to(torch::kCPU, torch::kFloat64);
    const torch::Tensor b = eager.detach().to(torch::kCPU, torch::kFloat64);
    if (!a.isnan().equal(b.isnan()))
        return false;
    const torch::Tensor finite = b.isfinite();
    if (!a.isinf().equal(b.isinf()) || !a.masked_select(b.isinf()).equal(b.masked_select(b.isinf())))
        return false;
    const torch::Tensor fa = a.masked_select(finite), fb = b.masked_select(finite);
    if (fb.numel() == 0)
        return true;
    const double scale = fb.abs().max().item<double>();
    const double error = (fa - fb).abs().max().item<double>();
    return error <= relative * std::max(scale, 1e-12);
}

// One input shape's compiled graph.
struct FusedNetwork::Compiled {
    std::shared_ptr<torch::jit::Graph> graph;
    std::unique_ptr<torch::jit::Code> code;  // null: this shape runs the module itself
    bool oneDnn = false;                     // its convolutions run in oneDNN's layouts
};

FusedNetwork::FusedNetwork(std::shared_ptr<torch::nn::Module> module, Forward forward,
                           InferenceOptions options, torch::Device device)
    : m_module(std::move(module)), m_forward(std::move(forward)), m_options(options), m_device(device) {
    const InferencePrecision chosen = inferencePrecision(options.precision, device, cpuHasNativeBf16());
    m_precision = chosen.precision;
    if (!chosen.note.empty())
        note(chosen.note);
}

FusedNetwork::~FusedNetwork() = default;
FusedNetwork::FusedNetwork(FusedNetwork&&) noexcept = default;
FusedNetwork& FusedNetwork::operator=(FusedNetwork&&) noexcept = default;

void FusedNetwork::note(const Reason& reason) {
    for (const auto& n : m_notes)
        if (n == reason)
            return;
    m_notes.push_back(reason);
}

int64_t FusedNetwork::compiledShapes() const {
    int64_t n = 0;
    for (const auto& [shape, compiled] : m_compiled)
        n += compiled->code ? 1 : 0;
    return n;
}

namespace {

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

int64_t countIn(torch::jit::Block* block, c10::Symbol kind) {
    int64_t n = 0;
    for (torch::jit::Node* node : block->nodes()) {
        n += node->kind() == kind ? 1 : 0;
        for (torch::jit::Block* inner : node->blocks())
            n += countIn(inner, kind);
    }
    return n;
}

std::vector<torch::Tensor> runGraph(torch::jit::Code& code, const torch::Tensor& images) {
    torch::jit::Stack stack{images};
    torch::jit::InterpreterState(code).run(stack);
    std::vector<torch::Tensor> out;
    out.reserve(stack.size());
    for (auto& value : stack)
        out.push_back(value.toTensor());
    return out;
}

}  // namespace

int64_t FusedNetwork::countOperations(const std::string& kind) const {
    int64_t n = 0;
    for (const auto& [shape, compiled] : m_compiled)
        if (compiled->code)
            n += countIn(compiled->graph->block(), c10::Symbol::fromQualString(kind));
    return n;
}

bool FusedNetwork::tryCompile(Compiled& compiled, const torch::Tensor& images, bool toOneDnn) {
    TracedNetwork traced = traceNetwork(*m_module, m_forward, images);
    optimizeForInference(traced.graph, toOneDnn);
    auto code = std::make_unique<torch::jit::Code>(traced.graph, "fused");
    // The first run is checked against the module's own outputs at this shape (the trace's).
    std::vector<torch::Tensor> eager = traced.outputs;
    std::vector<torch::Tensor> fused;
    {
        AutocastScope autocast(m_precision, m_device);
        fused = runGraph(*code, images);
        if (m_precision != Precision::Fp32)
            eager = m_forward(images);
    }
    const double tolerance = m_precision == Precision::Fp32 ? 1e-3 : 5e-2;
    bool same = fused.size() == eager.size();
    for (size_t i = 0; same && i < fused.size(); ++i)
        same = closeEnough(fused[i], eager[i], tolerance);
    if (same) {
        compiled.graph = traced.graph;
        compiled.code = std::move(code);
        compiled.oneDnn = toOneDnn;
    }
    return same;
}

void FusedNetwork::compile(Compiled& compiled, const torch::Tensor& images) {
    // bf16 runs the folded graph under autocast: oneDNN's fp32 layouts would bypass it.
    const bool toOneDnn = m_device.is_cpu() && m_precision == Precision::Fp32;
    if (tryCompile(compiled, images, toOneDnn))
        return;
    // libtorch 1.13's oneDNN operations can mishandle a channel count its AVX-512 layouts pad to 16 (seen
    // with MobileNetV3-Small on an AVX-512 CPU: libtorch warns that an output of 2x120x6x6 values "was
    // resized" from 2x128x6x6, and the outputs are wrong); the folded graph without oneDNN is still faster
    // than the module, and is checked the same way.
    if (toOneDnn && tryCompile(compiled, images, false))
        return;
    note(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors",
                              "the fused model's outputs differ from the model's at input {shape}; "
                              "running the model unfused there"),
        {{"shape", c10::str(images.sizes())}}));
}

int64_t FusedNetwork::oneDnnShapes() const {
    int64_t n = 0;
    for (const auto& [shape, compiled] : m_compiled)
        n += compiled->code && compiled->oneDnn ? 1 : 0;
    return n;
}

FusedNetwork::Compiled& FusedNetwork::compiledFor(const torch::Tensor& images) {
    std::vector<int64_t> key = images.sizes().vec();
    key.push_back(images.is_contiguous() ? 0 : 1);
    auto found = m_compiled.find(key);
    if (found != m_compiled.end())
        return *found->second;
    auto compiled = std::make_unique<Compiled>();
    try {
        compile(*compiled, images);
    } catch (const std::exception& e) {
        compiled->code.reset();
        note(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                                   "the model could not be fused at input {shape} ({cause}); "
                                                   "running it unfused there"),
                             {{"shape", c10::str(images.sizes())}, {"cause", firstLine(e.what())}}));
    }
    return *m_compiled.emplace(std::move(key), std::move(compiled)).first->second;
}

std::vector<torch::Tensor> FusedNetwork::run(const torch::Tensor& images) {
    torch::NoGradGuard noGrad;
    if (!m_options.fuse) {
        m_module->eval();
        AutocastScope autocast(m_precision, m_device);
        return m_forward(images);
    }
    Compiled& compiled = compiledFor(images);
    AutocastScope autocast(m_precision, m_device);
    if (!compiled.code) {
        m_module->eval();
        return m_forward(images);
    }
    return runGraph(*compiled.code, images);
}

}  // namespace osprey
