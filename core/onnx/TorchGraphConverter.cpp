#include "onnx/TorchGraphConverter.h"

#include <ATen/PadNd.h>
#include <torch/csrc/jit/ir/ir.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using torch::jit::Node;
using torch::jit::Value;

[[noreturn]] void cannotWrite(const std::string& what) {
    throw InputError(Reason::sentence(
        OSPREY_TRANSLATE_NOOP("osprey::Errors", "the ONNX exporter cannot write the network's '{operation}'"),
        {{"operation", what}}));
}

int64_t wrapDim(int64_t dim, size_t rank) {
    return dim < 0 ? dim + static_cast<int64_t>(rank) : dim;
}

int64_t elements(const std::vector<int64_t>& shape) {
    return std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
}

}  // namespace

std::vector<std::string> TorchGraphConverter::convert(const torch::jit::Graph& graph,
                                                      const std::string& inputName) {
    if (graph.inputs().size() != 1)
        cannotWrite("graph with " + std::to_string(graph.inputs().size()) + " inputs");
    name(graph.inputs()[0], inputName);
    for (const Node* node : graph.nodes())
        convertNode(node);
    std::vector<std::string> outputs;
    for (const Value* v : graph.outputs())
        outputs.push_back(tensor(v));
    return outputs;
}

std::vector<int64_t> TorchGraphConverter::sizes(const Value* value) const {
    const auto type = value->type()->cast<c10::TensorType>();
    const auto concrete = type ? type->sizes().concrete_sizes() : c10::nullopt;
    if (!concrete)
        cannotWrite("tensor of unknown shape (" + value->debugName() + ")");
    return *concrete;
}

bool TorchGraphConverter::isKnown(const Value* value) const {
    return m_known.count(value) > 0;
}

const c10::IValue& TorchGraphConverter::known(const Value* value) const {
    const auto it = m_known.find(value);
    if (it == m_known.end())
        cannotWrite("value computed while running (" + value->debugName() + ", from " +
                    value->node()->kind().toQualString() + ")");
    return it->second;
}

std::vector<int64_t> TorchGraphConverter::knownInts(const Value* value) const {
    const c10::IValue& v = known(value);
    if (v.isInt())
        return {v.toInt()};
    return v.toIntVector();
}

double TorchGraphConverter::knownDouble(const Value* value) const {
    const c10::IValue& v = known(value);
    return v.isDouble() ? v.toDouble() : static_cast<double>(v.toInt());
}

std::string TorchGraphConverter::tensor(const Value* value) {
    const auto named = m_names.find(value);
    if (named != m_names.end())
        return named->second;
    const auto it = m_known.find(value);
    if (it != m_known.end() && (it->second.isTensor() || it->second.isDouble() || it->second.isInt())) {
        const std::string n = it->second.isTensor()
                                  ? m_builder.constant(it->second.toTensor(), "w")
                                  : m_builder.scalar(static_cast<float>(knownDouble(value)), "k");
        m_names[value] = n;
        return n;
    }
    cannotWrite(std::string("input from ") + value->node()->kind().toQualString());
}

std::string TorchGraphConverter::reshapeTarget(const Value* value) {
    std::vector<int64_t> shape = sizes(value);
    if (m_dynamicBatch && !shape.empty())
        shape[0] = 0;
    return m_builder.ints(shape, "shape");
}

void TorchGraphConverter::convertNode(const Node* node) {
    const std::string kind = node->kind().toQualString();
    const auto inputs = node->inputs();
    if (kind == "prim::Constant") {
        const auto value = torch::jit::toIValue(node->output());
        m_known[node->output()] = value ? *value : c10::IValue();
        return;
    }
    if (kind == "prim::ListConstruct") {
        const bool tensors =
            !inputs.empty() && inputs[0]->type()->cast<c10::TensorType>() && !isKnown(inputs[0]);
        if (tensors) {
            m_tensorLists[node->output()] = {inputs.begin(), inputs.end()};
            return;
        }
        std::vector<int64_t> ints;
        std::vector<double> doubles;
        for (const Value* v : inputs) {
            const c10::IValue& k = known(v);
            if (k.isDouble())
                doubles.push_back(k.toDouble());
            else
                ints.push_back(k.toInt());
        }
        m_known[node->output()] = doubles.empty() ? c10::IValue(ints) : c10::IValue(doubles);
        return;
    }
    if (kind == "aten::size") {
        const std::vector<int64_t> s = sizes(inputs[0]);
        if (inputs.size() == 1)
            m_known[node->output()] = c10::IValue(s);
        else
            m_known[node->output()] = s.at(static_cast<size_t>(wrapDim(knownInt(inputs[1]), s.size())));
        return;
    }
    if (kind == "prim::NumToTensor" || kind == "aten::Int" || kind == "aten::ScalarImplicit" ||
        kind == "aten::Float" || kind == "aten::IntImplicit" || kind == "aten::FloatImplicit") {
        if (isKnown(inputs[0])) {
            const c10::IValue& v = known(inputs[0]);
            m_known[node->output()] = v.isTensor() ? v.toTensor().item() : v;
            return;
        }
        if (kind == "prim::NumToTensor" || kind == "aten::ScalarImplicit") {
            name(node->output(), tensor(inputs[0]));
            return;
        }
        cannotWrite(kind);
    }
    if (kind == "aten::contiguous" || kind == "aten::dropout" || kind == "aten::dropout_" ||
        kind == "aten::feature_dropout" || kind == "aten::alpha_dropout" || kind == "aten::detach" ||
        kind == "aten::clone" || kind == "aten::to") {
        name(node->output(), tensor(inputs[0]));
        return;
    }
    if (convertActivation(node, kind) || convertArithmetic(node, kind) || convertLayer(node, kind) ||
        convertShape(node, kind))
        return;
    cannotWrite(kind);
}

bool TorchGraphConverter::convertActivation(const Node* node, const std::string& kind) {
    const auto inputs = node->inputs();
    auto base = kind;
    if (!base.empty() && base.back() == '_')
        base.pop_back();  // in-place forms compute the same
    const auto hardSigmoid = [&](const std::string& x, float alpha, float beta) {
        onnx::NodeProto& n = m_builder.node("HardSigmoid", {x});
        OnnxGraphBuilder::attribute(n, "alpha", alpha);
        OnnxGraphBuilder::attribute(n, "beta", beta);
        return n.output(0);
    };
    const auto clampTo = [&](const std::string& x, double low, double high) {
        // low + (high - low) * HardSigmoid(x; 1 / (high - low), -low / (high - low)): OpenCV 4.6 reads no
        // Clip with bounds as inputs.
        const double range = high - low;
        std::string y = m_builder.apply(
            "Mul", {hardSigmoid(x, static_cast<float>(1 / range), static_cast<float>(-low / range)),
                    m_builder.scalar(static_cast<float>(range))});
        if (low != 0)
            y = m_builder.apply("Add", {y, m_builder.scalar(static_cast<float>(low))});
        return y;
    };
    std::string out;
    if (base == "aten::relu") {
        out = m_builder.apply("Relu", {tensor(inputs[0])});
    } else if (base == "aten::sigmoid") {
        out = m_builder.apply("Sigmoid", {tensor(inputs[0])});
    } else if (base == "aten::tanh") {
        out = m_builder.apply("Tanh", {tensor(inputs[0])});
    } else if (base == "aten::silu") {
        const std::string x = tensor(inputs[0]);
        out = m_builder.apply("Mul", {x, m_builder.apply("Sigmoid", {x})});
    } else if (base == "aten::hardsigmoid") {
        out = hardSigmoid(tensor(inputs[0]), 1.0f / 6, 0.5f);
    } else if (base == "aten::hardswish") {
        const std::string x = tensor(inputs[0]);
        out = m_builder.opset() >= 14 ? m_builder.apply("HardSwish", {x})
                                      : m_builder.apply("Mul", {x, hardSigmoid(x, 1.0f / 6, 0.5f)});
    } else if (base == "aten::hardtanh") {
        out = clampTo(tensor(inputs[0]), knownDouble(inputs[1]), knownDouble(inputs[2]));
    } else if (base == "aten::relu6") {
        out = clampTo(tensor(inputs[0]), 0, 6);
    } else if (base == "aten::leaky_relu") {
        onnx::NodeProto& n = m_builder.node("LeakyRelu", {tensor(inputs[0])});
        OnnxGraphBuilder::attribute(n, "alpha", static_cast<float>(knownDouble(inputs[1])));
        out = n.output(0);
    } else if (base == "aten::clamp" || base == "aten::clamp_min") {
        const bool hasMax = base == "aten::clamp" && !known(inputs[2]).isNone();
        const double low = known(inputs[1]).isNone() ? -INFINITY : knownDouble(inputs[1]);
        if (!hasMax && low == 0)
            out = m_builder.apply("Relu", {tensor(inputs[0])});
        else if (hasMax && std::isfinite(low))
            out = clampTo(tensor(inputs[0]), low, knownDouble(inputs[2]));
        else
            cannotWrite(kind + " without both bounds");
    } else if (base == "aten::softmax") {
        const size_t rank = sizes(inputs[0]).size();
        const int64_t axis = wrapDim(knownInt(inputs[1]), rank);
        if (m_builder.opset() < 13 && axis != static_cast<int64_t>(rank) - 1)
            cannotWrite(kind + " over a dimension other than the last before opset 13");
        onnx::NodeProto& n = m_builder.node("Softmax", {tensor(inputs[0])});
        OnnxGraphBuilder::attribute(n, "axis", axis);
        out = n.output(0);
    } else {
        return false;
    }
    name(node->output(), out);
    return true;
}

bool TorchGraphConverter::convertArithmetic(const Node* node, const std::string& kind) {
    const auto inputs = node->inputs();
    auto base = kind;
    if (!base.empty() && base.back() == '_')
        base.pop_back();
    static const std::map<std::string, std::string> ops = {
        {"aten::add", "Add"}, {"aten::sub", "Sub"}, {"aten::mul", "Mul"}, {"aten::div", "Div"}};
    const auto op = ops.find(base);
    if (op == ops.end())
        return false;
    if (base == "aten::div" && inputs.size() > 2 && !known(inputs[2]).isNone())
        cannotWrite(kind + " with a rounding mode");
    std::string a = tensor(inputs[0]), b = tensor(inputs[1]);
    if ((base == "aten::add" || base == "aten::sub") && inputs.size() > 2 && knownDouble(inputs[2]) != 1.0)
        b = m_builder.apply("Mul", {b, m_builder.scalar(static_cast<float>(knownDouble(inputs[2])))});
    // The smaller operand first: OpenCV 4.6 fuses Mul(x, HardSigmoid(...)) into a hard-swish even when the
    // gate is a squeeze-excitation's [N, C, 1, 1], and then computes the wrong shape; Mul(gate, x) it reads.
    if (op->second == "Mul" && !isKnown(inputs[0]) && !isKnown(inputs[1]) &&
        elements(sizes(inputs[1])) < elements(sizes(inputs[0])))
        std::swap(a, b);
    name(node->output(), m_builder.apply(op->second, {a, b}));
    return true;
}

bool TorchGraphConverter::convertLayer(const Node* node, const std::string& kind) {
    const auto inputs = node->inputs();
    if (kind == "aten::conv2d") {
        const std::vector<int64_t> w = sizes(inputs[1]);
        const std::vector<int64_t> stride = knownInts(inputs[3]), dilation = knownInts(inputs[5]);
        const c10::IValue& padding = known(inputs[4]);
        if (padding.isString())
            cannotWrite("aten::conv2d with padding '" + padding.toStringRef() + "'");
        const std::vector<int64_t> pad = knownInts(inputs[4]);
        std::vector<std::string> in = {tensor(inputs[0]), tensor(inputs[1])};
        if (!known(inputs[2]).isNone())
            in.push_back(tensor(inputs[2]));
        onnx::NodeProto& n = m_builder.node("Conv", in);
        OnnxGraphBuilder::attribute(n, "kernel_shape", std::vector<int64_t>{w[2], w[3]});
        OnnxGraphBuilder::attribute(n, "strides",
                                    stride.size() == 1 ? std::vector<int64_t>{stride[0], stride[0]} : stride);
        const int64_t ph = pad[0], pw = pad.size() > 1 ? pad[1] : pad[0];
        OnnxGraphBuilder::attribute(n, "pads", std::vector<int64_t>{ph, pw, ph, pw});
        OnnxGraphBuilder::attribute(
            n, "dilations", dilation.size() == 1 ? std::vector<int64_t>{dilation[0], dilation[0]} : dilation);
        OnnxGraphBuilder::attribute(n, "group", knownInt(inputs[6]));
        name(node->output(), n.output(0));
    } else if (kind == "aten::batch_norm") {
        const int64_t channels = sizes(inputs[0]).at(1);
        const auto orDefault = [&](const Value* v, float fill) {
            return known(v).isNone() ? m_builder.constant(torch::full({channels}, fill)) : tensor(v);
        };
        onnx::NodeProto& n = m_builder.node(
            "BatchNormalization", {tensor(inputs[0]), orDefault(inputs[1], 1), orDefault(inputs[2], 0),
                                   tensor(inputs[3]), tensor(inputs[4])});
        OnnxGraphBuilder::attribute(n, "epsilon", static_cast<float>(knownDouble(inputs[7])));
        OnnxGraphBuilder::attribute(n, "momentum", 0.9f);
        name(node->output(), n.output(0));
    } else if (kind == "aten::group_norm") {
        groupNorm(node);
    } else if (kind == "aten::max_pool2d" || kind == "aten::avg_pool2d") {
        const bool max = kind == "aten::max_pool2d";
        const std::vector<int64_t> k = knownInts(inputs[1]);
        const std::vector<int64_t> kernel = k.size() == 1 ? std::vector<int64_t>{k[0], k[0]} : k;
        std::vector<int64_t> stride = knownInts(inputs[2]);
        if (stride.empty())
            stride = kernel;
        else if (stride.size() == 1)
            stride = {stride[0], stride[0]};
        std::vector<int64_t> pad = knownInts(inputs[3]);
        if (pad.size() == 1)
            pad = {pad[0], pad[0]};
        onnx::NodeProto& n = m_builder.node(max ? "MaxPool" : "AveragePool", {tensor(inputs[0])});
        OnnxGraphBuilder::attribute(n, "kernel_shape", kernel);
        OnnxGraphBuilder::attribute(n, "strides", stride);
        OnnxGraphBuilder::attribute(n, "pads", std::vector<int64_t>{pad[0], pad[1], pad[0], pad[1]});
        if (max) {
            const std::vector<int64_t> dilation = knownInts(inputs[4]);
            if (std::any_of(dilation.begin(), dilation.end(), [](int64_t d) { return d != 1; }))
                cannotWrite(kind + " with dilation");
            OnnxGraphBuilder::attribute(n, "ceil_mode", static_cast<int64_t>(known(inputs[5]).toBool()));
        } else {
            OnnxGraphBuilder::attribute(n, "ceil_mode", static_cast<int64_t>(known(inputs[4]).toBool()));
            OnnxGraphBuilder::attribute(n, "count_include_pad",
                                        static_cast<int64_t>(known(inputs[5]).toBool()));
            if (inputs.size() > 6 && !known(inputs[6]).isNone())
                cannotWrite(kind + " with a divisor");
        }
        name(node->output(), n.output(0));
    } else if (kind == "aten::adaptive_avg_pool2d") {
        const std::vector<int64_t> in = sizes(inputs[0]), out = sizes(node->output());
        if (out[2] == 1 && out[3] == 1) {
            name(node->output(), m_builder.apply("GlobalAveragePool", {tensor(inputs[0])}));
        } else if (in[2] % out[2] == 0 && in[3] % out[3] == 0) {
            const std::vector<int64_t> kernel = {in[2] / out[2], in[3] / out[3]};
            onnx::NodeProto& n = m_builder.node("AveragePool", {tensor(inputs[0])});
            OnnxGraphBuilder::attribute(n, "kernel_shape", kernel);
            OnnxGraphBuilder::attribute(n, "strides", kernel);
            OnnxGraphBuilder::attribute(n, "pads", std::vector<int64_t>{0, 0, 0, 0});
            OnnxGraphBuilder::attribute(n, "ceil_mode", int64_t{0});
            OnnxGraphBuilder::attribute(n, "count_include_pad", int64_t{0});
            name(node->output(), n.output(0));
        } else {
            cannotWrite(kind + " to a size that does not divide the input's");
        }
    } else if (kind == "aten::mean") {
        const std::vector<int64_t> in = sizes(inputs[0]);
        std::vector<int64_t> dims = knownInts(inputs[1]);
        for (auto& d : dims)
            d = wrapDim(d, in.size());
        std::sort(dims.begin(), dims.end());
        const bool keep = known(inputs[2]).toBool();
        if (in.size() == 4 && dims == std::vector<int64_t>{2, 3}) {
            std::string y = m_builder.apply("GlobalAveragePool", {tensor(inputs[0])});
            if (!keep) {
                onnx::NodeProto& n = m_builder.node("Flatten", {y});
                OnnxGraphBuilder::attribute(n, "axis", int64_t{1});
                y = n.output(0);
            }
            name(node->output(), y);
        } else {
            onnx::NodeProto& n = m_builder.node("ReduceMean", {tensor(inputs[0])});
            OnnxGraphBuilder::attribute(n, "axes", dims);
            OnnxGraphBuilder::attribute(n, "keepdims", static_cast<int64_t>(keep));
            name(node->output(), n.output(0));
        }
    } else if (kind == "aten::linear" || kind == "aten::addmm") {
        // linear(x, W[out, in], b); addmm(b, x, W^T). Gemm with the weight as [out, in] and transB = 1:
        // OpenCV 4.6 reads a constant B with transB = 0 wrongly for batches over 1.
        const bool linear = kind == "aten::linear";
        const Value* x = linear ? inputs[0] : inputs[1];
        const Value* bias = linear ? inputs[2] : inputs[0];
        std::string weight;
        if (linear) {
            weight = tensor(inputs[1]);
        } else {
            if (!isKnown(inputs[2]) || knownDouble(inputs[3]) != 1.0 || knownDouble(inputs[4]) != 1.0)
                cannotWrite(kind + " of computed matrices");
            weight = m_builder.constant(known(inputs[2]).toTensor().t().contiguous(), "w");
        }
        const std::vector<int64_t> xs = sizes(x);
        if (xs.size() != 2)
            cannotWrite(kind + " on a tensor of rank " + std::to_string(xs.size()));
        std::vector<std::string> in = {tensor(x), weight};
        if (!known(bias).isNone())
            in.push_back(tensor(bias));
        onnx::NodeProto& n = m_builder.node("Gemm", in);
        OnnxGraphBuilder::attribute(n, "alpha", 1.0f);
        OnnxGraphBuilder::attribute(n, "beta", 1.0f);
        OnnxGraphBuilder::attribute(n, "transA", int64_t{0});
        OnnxGraphBuilder::attribute(n, "transB", int64_t{1});
        name(node->output(), n.output(0));
    } else if (kind == "aten::upsample_nearest2d" || kind == "aten::_upsample_nearest_exact2d") {
        if (kind != "aten::upsample_nearest2d")
            cannotWrite(kind);
        resize(node, "nearest");
    } else if (kind == "aten::upsample_bilinear2d") {
        resize(node, "linear");
    } else {
        return false;
    }
    return true;
}

void TorchGraphConverter::groupNorm(const Node* node) {
    // InstanceNormalization over [N, G, C/G * H * W] normalises each group; the per-channel scale and shift
    // follow on the original shape (ONNX 1.12 has no GroupNormalization).
    const auto inputs = node->inputs();
    const std::vector<int64_t> in = sizes(inputs[0]);
    const int64_t groups = knownInt(inputs[1]);
    const std::string grouped = m_builder.apply(
        "Reshape", {tensor(inputs[0]), m_builder.ints({m_dynamicBatch ? 0 : in[0], groups, -1})});
    onnx::NodeProto& norm = m_builder.node(
        "InstanceNormalization",
        {grouped, m_builder.constant(torch::ones({groups})), m_builder.constant(torch::zeros({groups}))});
    OnnxGraphBuilder::attribute(norm, "epsilon", static_cast<float>(knownDouble(inputs[4])));
    std::string y = m_builder.apply("Reshape", {norm.output(0), reshapeTarget(inputs[0])});
    std::vector<int64_t> perChannel = {in[1]};
    perChannel.resize(in.size() - 1, 1);
    if (!known(inputs[2]).isNone())
        y = m_builder.apply("Mul", {y, m_builder.constant(known(inputs[2]).toTensor().reshape(perChannel))});
    if (!known(inputs[3]).isNone())
        y = m_builder.apply("Add", {y, m_builder.constant(known(inputs[3]).toTensor().reshape(perChannel))});
    name(node->output(), y);
}

void TorchGraphConverter::resize(const Node* node, const std::string& mode) {
    const auto inputs = node->inputs();
    const std::vector<int64_t> in = sizes(inputs[0]), out = sizes(node->output());
    const bool integerScale = out[2] % in[2] == 0 && out[3] % in[3] == 0;
    const bool newForm = m_builder.opset() >= 13;
    std::vector<std::string> args = {tensor(inputs[0]), newForm ? std::string() : m_builder.empty("roi")};
    if (integerScale) {
        args.push_back(m_builder.floats(
            {1, 1, static_cast<float>(out[2] / in[2]), static_cast<float>(out[3] / in[3])}, "scales"));
    } else {
        if (m_dynamicBatch)
            cannotWrite("resize by a fractional factor with a dynamic batch");
        args.push_back(newForm ? std::string() : m_builder.empty("scales"));
        args.push_back(m_builder.ints(out, "sizes"));
    }
    onnx::NodeProto& n = m_builder.node("Resize", args);
    OnnxGraphBuilder::attribute(n, "mode", mode);
    if (mode == "nearest") {
        // PyTorch's nearest: source index floor(destination * in / out).
        OnnxGraphBuilder::attribute(n, "coordinate_transformation_mode", std::string("asymmetric"));
        OnnxGraphBuilder::attribute(n, "nearest_mode", std::string("floor"));
    } else {
        bool alignCorners = false;
        for (const Value* v : inputs)
            if (isKnown(v) && known(v).isBool())
                alignCorners = known(v).toBool();
        OnnxGraphBuilder::attribute(n, "coordinate_transformation_mode",
                                    std::string(alignCorners ? "align_corners" : "half_pixel"));
    }
    name(node->output(), n.output(0));
}

bool TorchGraphConverter::convertShape(const Node* node, const std::string& kind) {
    const auto inputs = node->inputs();
    if (kind == "aten::flatten") {
        const size_t rank = sizes(inputs[0]).size();
        const int64_t start = wrapDim(knownInt(inputs[1]), rank), end = wrapDim(knownInt(inputs[2]), rank);
        if (start == 1 && end == static_cast<int64_t>(rank) - 1) {
            onnx::NodeProto& n = m_builder.node("Flatten", {tensor(inputs[0])});
            OnnxGraphBuilder::attribute(n, "axis", int64_t{1});
            name(node->output(), n.output(0));
        } else {
            name(node->output(),
                 m_builder.apply("Reshape", {tensor(inputs[0]), reshapeTarget(node->output())}));
        }
    } else if (kind == "aten::view" || kind == "aten::reshape" || kind == "aten::_reshape_alias" ||
               kind == "aten::unsqueeze" || kind == "aten::squeeze") {
        name(node->output(), m_builder.apply("Reshape", {tensor(inputs[0]), reshapeTarget(node->output())}));
    } else if (kind == "aten::permute" || kind == "aten::transpose" || kind == "aten::t") {
        const size_t rank = sizes(inputs[0]).size();
        std::vector<int64_t> perm(rank);
        std::iota(perm.begin(), perm.end(), 0);
        if (kind == "aten::permute") {
            perm = knownInts(inputs[1]);
            for (auto& p : perm)
                p = wrapDim(p, rank);
        } else if (kind == "aten::transpose") {
            std::swap(perm[static_cast<size_t>(wrapDim(knownInt(inputs[1]), rank))],
                      perm[static_cast<size_t>(wrapDim(knownInt(inputs[2]), rank))]);
        } else if (rank == 2) {
            std::swap(perm[0], perm[1]);
        }
        onnx::NodeProto& n = m_builder.node("Transpose", {tensor(inputs[0])});
        OnnxGraphBuilder::attribute(n, "perm", perm);
        name(node->output(), n.output(0));
    } else if (kind == "aten::cat") {
        const auto list = m_tensorLists.find(inputs[0]);
        if (list == m_tensorLists.end())
            cannotWrite(kind + " of a list computed while running");
        std::vector<std::string> parts;
        for (const Value* v : list->second)
            parts.push_back(tensor(v));
        onnx::NodeProto& n = m_builder.node("Concat", parts);
        OnnxGraphBuilder::attribute(n, "axis", wrapDim(knownInt(inputs[1]), sizes(node->output()).size()));
        name(node->output(), n.output(0));
    } else if (kind == "aten::slice") {
        const std::vector<int64_t> in = sizes(inputs[0]);
        const int64_t dim = wrapDim(knownInt(inputs[1]), in.size());
        const int64_t size = in[static_cast<size_t>(dim)];
        int64_t start = known(inputs[2]).isNone() ? 0 : knownInt(inputs[2]);
        int64_t end = known(inputs[3]).isNone() ? size : knownInt(inputs[3]);
        const int64_t step = knownInt(inputs[4]);
        start = std::clamp<int64_t>(start < 0 ? start + size : start, 0, size);
        end = std::clamp<int64_t>(end < 0 ? end + size : end, 0, size);
        if (start == 0 && end == size && step == 1) {
            name(node->output(), tensor(inputs[0]));
        } else if (in.size() == 4 && dim >= 2 && start == 0 && end == size) {
            // Every step-th row or column: a 1x1 max pool with that stride (OpenCV 4.6 reads no strided
            // Slice).
            onnx::NodeProto& n = m_builder.node("MaxPool", {tensor(inputs[0])});
            OnnxGraphBuilder::attribute(n, "kernel_shape", std::vector<int64_t>{1, 1});
            OnnxGraphBuilder::attribute(
                n, "strides", dim == 2 ? std::vector<int64_t>{step, 1} : std::vector<int64_t>{1, step});
            OnnxGraphBuilder::attribute(n, "pads", std::vector<int64_t>{0, 0, 0, 0});
            // floor((size - 1) / step) + 1 = ceil(size / step) rows, as the slice has.
            OnnxGraphBuilder::attribute(n, "ceil_mode", int64_t{0});
            name(node->output(), n.output(0));
        } else {
            name(node->output(),
                 m_builder.apply("Slice", {tensor(inputs[0]), m_builder.ints({start}), m_builder.ints({end}),
                                           m_builder.ints({dim}), m_builder.ints({step})}));
        }
    } else if (kind == "aten::constant_pad_nd" || kind == "aten::pad" || kind == "aten::_pad_enum") {
        // _pad_enum(input, pad, mode, value): mode an at::padding_mode.
        if (kind == "aten::_pad_enum" &&
            knownInt(inputs[2]) != static_cast<int64_t>(at::padding_mode::constant))
            cannotWrite(kind + " other than constant padding");
        if (kind == "aten::pad" && known(inputs[2]).toStringRef() != "constant")
            cannotWrite(kind + " other than constant padding");
        const std::vector<int64_t> in = sizes(inputs[0]);
        const std::vector<int64_t> pad = knownInts(inputs[1]);
        // PyTorch: (begin, end) pairs from the last dimension backwards; ONNX: all begins, then all ends.
        std::vector<int64_t> pads(2 * in.size(), 0);
        for (size_t i = 0; i + 1 < pad.size(); i += 2) {
            const size_t dim = in.size() - 1 - i / 2;
            pads[dim] = pad[i];
            pads[dim + in.size()] = pad[i + 1];
        }
        const double value = inputs.size() > 2 && !known(inputs[inputs.size() - 1]).isNone()
                                 ? knownDouble(inputs[inputs.size() - 1])
                                 : 0.0;
        onnx::NodeProto& n = m_builder.node("Pad", {tensor(inputs[0]), m_builder.ints(pads, "pads"),
                                                    m_builder.scalar(static_cast<float>(value))});
        OnnxGraphBuilder::attribute(n, "mode", std::string("constant"));
        name(node->output(), n.output(0));
    } else {
        return false;
    }
    return true;
}

}  // namespace osprey
