#include "models/ResNet.h"

#include "models/ConvNormActivation.h"

#include <torch/nn/functional/activation.h>
#include <torch/nn/functional/pooling.h>
#include <torch/nn/init.h>

namespace osprey {

namespace F = torch::nn::functional;

int64_t countParameters(const torch::nn::Module& module) {
    int64_t total = 0;
    for (const auto& p : module.parameters())
        total += p.numel();
    return total;
}

torch::Tensor forwardWhileStrideAtMost(torch::nn::SequentialImpl& layers, torch::Tensor x, int64_t stride) {
    // A quarter of slack on the stride: unpadded convolutions and pools (SqueezeNet's) end a pixel or two
    // short of the exact size, padded ones round up (an 18-pixel input is 9, 5, 3 at strides 2, 4, 8).
    const int64_t side = x.size(2);
    for (auto& layer : layers) {
        torch::Tensor next = layer.forward(x);
        if (next.size(2) * stride * 5 < side * 4)
            break;
        x = std::move(next);
    }
    return x;
}

torch::nn::Conv2d convNoBias(int64_t in, int64_t out, int64_t kernel, int64_t stride, int64_t groups) {
    return torch::nn::Conv2d(torch::nn::Conv2dOptions(in, out, kernel)
                                 .stride(stride)
                                 .padding(kernel / 2)
                                 .groups(groups)
                                 .bias(false));
}

BasicBlockImpl::BasicBlockImpl(int64_t inplanes, int64_t planes, int64_t stride,
                               torch::nn::Sequential downsample, const NormSpec& norm) {
    conv1_ = register_module("conv1", convNoBias(inplanes, planes, 3, stride));
    bn1_ = makeNorm(planes, norm);
    register_module("bn1", bn1_.ptr());
    conv2_ = register_module("conv2", convNoBias(planes, planes, 3));
    bn2_ = makeNorm(planes, norm);
    register_module("bn2", bn2_.ptr());
    if (downsample)
        downsample_ = register_module("downsample", downsample);
}

torch::Tensor BasicBlockImpl::forward(torch::Tensor x) {
    torch::Tensor identity = downsample_ ? downsample_->forward(x) : x;
    torch::Tensor out = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    out = bn2_.forward(conv2_(out));
    return F::relu(out += identity, F::ReLUFuncOptions(true));
}

BottleneckImpl::BottleneckImpl(int64_t inplanes, int64_t planes, int64_t stride,
                               torch::nn::Sequential downsample, int64_t groups, int64_t baseWidth,
                               const NormSpec& norm) {
    const int64_t width = planes * baseWidth / 64 * groups;
    conv1_ = register_module("conv1", convNoBias(inplanes, width, 1));
    bn1_ = makeNorm(width, norm);
    register_module("bn1", bn1_.ptr());
    conv2_ = register_module("conv2", convNoBias(width, width, 3, stride, groups));
    bn2_ = makeNorm(width, norm);
    register_module("bn2", bn2_.ptr());
    conv3_ = register_module("conv3", convNoBias(width, planes * kExpansion, 1));
    bn3_ = makeNorm(planes * kExpansion, norm);
    register_module("bn3", bn3_.ptr());
    if (downsample)
        downsample_ = register_module("downsample", downsample);
}

torch::Tensor BottleneckImpl::forward(torch::Tensor x) {
    torch::Tensor identity = downsample_ ? downsample_->forward(x) : x;
    torch::Tensor out = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    out = F::relu(bn2_.forward(conv2_(out)), F::ReLUFuncOptions(true));
    out = bn3_.forward(conv3_(out));
    return F::relu(out += identity, F::ReLUFuncOptions(true));
}

ResNetImpl::ResNetImpl(const ResNetOptions& options) : m_options(options) {
    TORCH_CHECK(options.layers.size() == 4, "ResNet needs 4 stages, got ", options.layers.size());
    conv1_ = register_module(
        "conv1", torch::nn::Conv2d(torch::nn::Conv2dOptions(3, 64, 7).stride(2).padding(3).bias(false)));
    bn1_ = makeNorm(64, options.norm);
    register_module("bn1", bn1_.ptr());
    TORCH_CHECK(!options.strides.empty() && options.strides.size() <= 4, "ResNet builds 1 to 4 stages");
    TORCH_CHECK(options.strides.size() == 4 || !options.withClassifier,
                "a ResNet classifier needs all 4 stages");
    const int64_t planes[4] = {64, 128, 256, 512};
    torch::nn::Sequential* layers[4] = {&layer1_, &layer2_, &layer3_, &layer4_};
    for (size_t i = 0; i < options.strides.size(); ++i) {
        *layers[i] = register_module("layer" + std::to_string(i + 1),
                                     makeLayer(planes[i], options.layers[i], options.strides[i]));
    }
    const int64_t expansion = options.block == ResNetOptions::Block::Basic ? BasicBlockImpl::kExpansion
                                                                           : BottleneckImpl::kExpansion;
    if (options.withClassifier)
        fc_ = register_module("fc", torch::nn::Linear(512 * expansion, options.numClasses));

    initConvolutionsAndNorms(*this);
    if (options.zeroInitResidual) {
        torch::NoGradGuard noGrad;
        for (auto& m : modules(false)) {
            if (auto* b = m->as<BasicBlockImpl>())
                normWeight(b->lastNorm()).zero_();
            if (auto* b = m->as<BottleneckImpl>())
                normWeight(b->lastNorm()).zero_();
        }
    }
}

torch::nn::Sequential ResNetImpl::makeLayer(int64_t planes, int blocks, int64_t stride) {
    const bool basic = m_options.block == ResNetOptions::Block::Basic;
    const int64_t expansion = basic ? BasicBlockImpl::kExpansion : BottleneckImpl::kExpansion;
    torch::nn::Sequential layer;
    for (int i = 0; i < blocks; ++i) {
        torch::nn::Sequential downsample{nullptr};
        const int64_t s = i == 0 ? stride : 1;
        if (i == 0 && (stride != 1 || m_inplanes != planes * expansion)) {
            downsample = torch::nn::Sequential(convNoBias(m_inplanes, planes * expansion, 1, stride));
            downsample->push_back(makeNorm(planes * expansion, m_options.norm));
        }
        if (basic) {
            layer->push_back(BasicBlock(m_inplanes, planes, s, downsample, m_options.norm));
        } else {
            layer->push_back(Bottleneck(m_inplanes, planes, s, downsample, m_options.groups,
                                        m_options.widthPerGroup, m_options.norm));
        }
        m_inplanes = planes * expansion;
    }
    return layer;
}

std::vector<int64_t> ResNetImpl::featureChannels() const {
    const int64_t e = m_options.block == ResNetOptions::Block::Basic ? BasicBlockImpl::kExpansion
                                                                     : BottleneckImpl::kExpansion;
    return {64 * e, 128 * e, 256 * e, 512 * e};
}

std::vector<torch::Tensor> ResNetImpl::features(torch::Tensor x) {
    x = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    x = F::max_pool2d(x, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
    std::vector<torch::Tensor> out;
    for (auto* layer : {&layer1_, &layer2_, &layer3_, &layer4_}) {
        if (!*layer)
            break;
        x = (*layer)->forward(x);
        out.push_back(x);
    }
    return out;
}

// The stem and layer1, at stride 4.
torch::Tensor ResNetImpl::earlyFeatures(torch::Tensor x) {
    x = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    x = F::max_pool2d(x, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
    return layer1_->forward(x);
}

torch::Tensor ResNetImpl::forward(torch::Tensor x) {
    TORCH_CHECK(fc_, "this ResNet is a feature extractor without a classifier; call features()");
    x = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    x = F::max_pool2d(x, F::MaxPool2dFuncOptions(3).stride(2).padding(1));
    x = layer4_->forward(layer3_->forward(layer2_->forward(layer1_->forward(x))));
    x = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1)).flatten(1);
    return fc_(x);
}

}  // namespace osprey
