#include "models/EfficientNet.h"

#include <torch/nn/functional/pooling.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/dropout.h>

#include <cmath>
#include <stdexcept>

#include "models/ConvNormActivation.h"

namespace osprey {

namespace F = torch::nn::functional;

namespace {

struct StageConfig {
    int64_t expandRatio, kernel, stride, in, out, layers;
};

// EfficientNet-B0, before width and depth scaling.
constexpr StageConfig kBaseStages[] = {
    {1, 3, 1, 32, 16, 1},  {6, 3, 2, 16, 24, 2},   {6, 5, 2, 24, 40, 2},   {6, 3, 2, 40, 80, 3},
    {6, 5, 1, 80, 112, 3}, {6, 5, 2, 112, 192, 4}, {6, 3, 1, 192, 320, 1},
};

}  // namespace

EfficientNetOptions efficientNetVariant(int variant, int64_t numClasses, int64_t* inputSize) {
    struct Variant {
        double width, depth, dropout;
        int64_t size;
    };
    static constexpr Variant kVariants[] = {
        {1.0, 1.0, 0.2, 224}, {1.0, 1.1, 0.2, 240}, {1.1, 1.2, 0.3, 260}, {1.2, 1.4, 0.3, 300},
        {1.4, 1.8, 0.4, 380}, {1.6, 2.2, 0.4, 456}, {1.8, 2.6, 0.5, 528}, {2.0, 3.1, 0.5, 600},
    };
    if (variant < 0 || variant > 7)
        throw std::out_of_range("EfficientNet variant must be 0..7");
    const Variant& v = kVariants[variant];
    EfficientNetOptions o;
    o.widthMult = v.width;
    o.depthMult = v.depth;
    o.dropout = v.dropout;
    o.numClasses = numClasses;
    if (variant >= 5) {
        o.bnEps = 1e-3;
        o.bnMomentum = 0.01;
    }
    if (inputSize)
        *inputSize = v.size;
    return o;
}

torch::Tensor dropPath(const torch::Tensor& x, double p, bool training) {
    if (!training || p <= 0)
        return x;
    const double keep = 1.0 - p;
    std::vector<int64_t> shape(static_cast<size_t>(x.dim()), 1);
    shape[0] = x.size(0);
    const torch::Tensor mask = torch::empty(shape, x.options()).bernoulli_(keep);
    return x * mask / keep;
}

MBConvImpl::MBConvImpl(int64_t in, int64_t out, int64_t expandRatio, int64_t kernel, int64_t stride,
                       double dropPath, const EfficientNetOptions& o)
    : m_residual(stride == 1 && in == out), m_dropPath(dropPath) {
    const int64_t expanded = makeDivisible(static_cast<double>(in * expandRatio));
    Chain block;
    if (expanded != in)
        block->push_back(convNormActivation(in, expanded, 1, 1, 1, Activation::SiLU, o.bnEps, o.bnMomentum));
    block->push_back(convNormActivation(expanded, expanded, kernel, stride, expanded, Activation::SiLU,
                                        o.bnEps, o.bnMomentum));
    block->push_back(SqueezeExcitation(expanded, std::max<int64_t>(1, in / 4)));
    block->push_back(convNormActivation(expanded, out, 1, 1, 1, Activation::None, o.bnEps, o.bnMomentum));
    block_ = register_module("block", block);
}

torch::Tensor MBConvImpl::forward(torch::Tensor x) {
    torch::Tensor result = block_->forward(x);
    if (m_residual)
        result = osprey::dropPath(result, m_dropPath, is_training()) + x;
    return result;
}

EfficientNetImpl::EfficientNetImpl(const EfficientNetOptions& o) {
    std::vector<StageConfig> stages;
    int64_t totalBlocks = 0;
    for (const StageConfig& base : kBaseStages) {
        StageConfig s = base;
        s.in = makeDivisible(static_cast<double>(base.in) * o.widthMult);
        s.out = makeDivisible(static_cast<double>(base.out) * o.widthMult);
        s.layers = static_cast<int64_t>(std::ceil(static_cast<double>(base.layers) * o.depthMult));
        totalBlocks += s.layers;
        stages.push_back(s);
    }
    Chain features;
    features->push_back(
        convNormActivation(3, stages.front().in, 3, 2, 1, Activation::SiLU, o.bnEps, o.bnMomentum));
    int64_t blockId = 0;
    for (const StageConfig& s : stages) {
        Chain stage;
        for (int64_t i = 0; i < s.layers; ++i) {
            const double p =
                o.stochasticDepth * static_cast<double>(blockId++) / static_cast<double>(totalBlocks);
            stage->push_back(
                MBConv(i == 0 ? s.in : s.out, s.out, s.expandRatio, s.kernel, i == 0 ? s.stride : 1, p, o));
        }
        features->push_back(stage);
    }
    m_pyramidChannels = {stages[2].out, stages[4].out, stages[6].out};
    const int64_t lastIn = stages.back().out, lastOut = 4 * lastIn;
    if (o.withClassifier) {
        features->push_back(
            convNormActivation(lastIn, lastOut, 1, 1, 1, Activation::SiLU, o.bnEps, o.bnMomentum));
    }
    features_ = register_module("features", features);
    if (o.withClassifier) {
        classifier_ =
            register_module("classifier", Chain(torch::nn::Dropout(torch::nn::DropoutOptions(o.dropout)),
                                                torch::nn::Linear(lastOut, o.numClasses)));
    }

    initConvolutionsAndNorms(*this);
    torch::NoGradGuard noGrad;
    for (auto& m : modules(false)) {
        if (auto* linear = m->as<torch::nn::Linear>()) {
            const double range = 1.0 / std::sqrt(static_cast<double>(linear->options.out_features()));
            torch::nn::init::uniform_(linear->weight, -range, range);
            torch::nn::init::zeros_(linear->bias);
        }
    }
}

std::vector<torch::Tensor> EfficientNetImpl::pyramidFeatures(torch::Tensor x) {
    std::vector<torch::Tensor> out;
    size_t index = 0;
    for (auto& stage : *features_) {
        x = stage.forward(x);
        // features.0 is the stem, features.1-7 the stages: 3, 5 and 7 end at strides 8, 16 and 32.
        if (index == 3 || index == 5 || index == 7)
            out.push_back(x);
        if (++index > 7)
            break;
    }
    return out;
}

torch::Tensor EfficientNetImpl::earlyFeatures(torch::Tensor x) {
    return forwardWhileStrideAtMost(*features_, std::move(x), 4);
}

torch::Tensor EfficientNetImpl::forward(torch::Tensor x) {
    if (!classifier_)
        throw std::logic_error("this EfficientNet is a backbone without classifier");
    x = features_->forward(x);
    x = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1)).flatten(1);
    return classifier_->forward(x);
}

}  // namespace osprey
