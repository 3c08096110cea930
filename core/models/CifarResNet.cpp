#include "models/CifarResNet.h"

#include <torch/nn/functional/activation.h>
#include <torch/nn/functional/padding.h>
#include <torch/nn/functional/pooling.h>

#include "models/ConvNormActivation.h"
#include "models/ResNet.h"

namespace osprey {

namespace F = torch::nn::functional;

CifarBasicBlockImpl::CifarBasicBlockImpl(int64_t inplanes, int64_t planes, int64_t stride,
                                         const NormSpec& norm)
    : m_stride(stride), m_padChannels(planes - inplanes) {
    conv1_ = register_module("conv1", convNoBias(inplanes, planes, 3, stride));
    bn1_ = makeNorm(planes, norm);
    register_module("bn1", bn1_.ptr());
    conv2_ = register_module("conv2", convNoBias(planes, planes, 3));
    bn2_ = makeNorm(planes, norm);
    register_module("bn2", bn2_.ptr());
}

torch::Tensor CifarBasicBlockImpl::forward(torch::Tensor x) {
    torch::Tensor shortcut = x;
    if (m_stride != 1 || m_padChannels != 0) {
        using torch::indexing::Slice;
        shortcut = x.index({Slice(), Slice(), Slice(torch::indexing::None, torch::indexing::None, m_stride),
                            Slice(torch::indexing::None, torch::indexing::None, m_stride)});
        const int64_t half = m_padChannels / 2;
        shortcut = F::pad(shortcut, F::PadFuncOptions({0, 0, 0, 0, half, m_padChannels - half}));
    }
    torch::Tensor out = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    out = bn2_.forward(conv2_(out));
    return F::relu(out + shortcut, F::ReLUFuncOptions(true));
}

CifarResNetImpl::CifarResNetImpl(int depth, int64_t numClasses, bool zeroInitResidual, const NormSpec& norm) {
    TORCH_CHECK((depth - 2) % 6 == 0 && depth >= 8, "CIFAR ResNet depth must be 6n+2, got ", depth);
    const int blocks = (depth - 2) / 6;
    conv1_ = register_module("conv1", convNoBias(3, 16, 3));
    bn1_ = makeNorm(16, norm);
    register_module("bn1", bn1_.ptr());
    auto stage = [blocks, &norm](int64_t inplanes, int64_t planes, int64_t stride) {
        torch::nn::Sequential layer;
        for (int i = 0; i < blocks; ++i) {
            layer->push_back(CifarBasicBlock(i == 0 ? inplanes : planes, planes, i == 0 ? stride : 1, norm));
        }
        return layer;
    };
    layer1_ = register_module("layer1", stage(16, 16, 1));
    layer2_ = register_module("layer2", stage(16, 32, 2));
    layer3_ = register_module("layer3", stage(32, 64, 2));
    fc_ = register_module("fc", torch::nn::Linear(64, numClasses));
    initConvolutionsAndNorms(*this);
    if (zeroInitResidual) {
        torch::NoGradGuard noGrad;
        for (auto& m : modules(false)) {
            if (auto* b = m->as<CifarBasicBlockImpl>())
                normWeight(b->lastNorm()).zero_();
        }
    }
}

// The stem and the first stage, at the images' resolution.
torch::Tensor CifarResNetImpl::earlyFeatures(torch::Tensor x) {
    return layer1_->forward(F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true)));
}

torch::Tensor CifarResNetImpl::forward(torch::Tensor x) {
    x = F::relu(bn1_.forward(conv1_(x)), F::ReLUFuncOptions(true));
    x = layer3_->forward(layer2_->forward(layer1_->forward(x)));
    x = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1)).flatten(1);
    return fc_(x);
}

}  // namespace osprey
