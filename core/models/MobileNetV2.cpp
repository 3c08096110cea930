#include "models/MobileNetV2.h"

#include <torch/nn/functional/pooling.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/dropout.h>
#include <torch/nn/modules/linear.h>

#include <cmath>

#include "distributed/SyncBatchNorm.h"
#include "models/ConvNormActivation.h"

namespace osprey {

namespace F = torch::nn::functional;

InvertedResidualImpl::InvertedResidualImpl(int64_t in, int64_t out, int64_t stride, int64_t expandRatio)
    : m_residual(stride == 1 && in == out) {
    const int64_t hidden = in * expandRatio;
    Chain conv;
    if (expandRatio != 1)
        conv->push_back(convNormActivation(in, hidden, 1, 1, 1, Activation::ReLU6));
    conv->push_back(convNormActivation(hidden, hidden, 3, stride, hidden, Activation::ReLU6));
    conv->push_back(torch::nn::Conv2d(torch::nn::Conv2dOptions(hidden, out, 1).bias(false)));
    conv->push_back(SyncableBatchNorm2d(out));
    conv_ = register_module("conv", conv);
}

torch::Tensor InvertedResidualImpl::forward(torch::Tensor x) {
    return m_residual ? x + conv_->forward(x) : conv_->forward(x);
}

MobileNetV2Impl::MobileNetV2Impl(int64_t numClasses, double widthMult, double dropout) {
    struct Stage {
        int64_t expand, channels, repeats, stride;
    };
    static constexpr Stage kStages[] = {{1, 16, 1, 1}, {6, 24, 2, 2},  {6, 32, 3, 2}, {6, 64, 4, 2},
                                        {6, 96, 3, 1}, {6, 160, 3, 2}, {6, 320, 1, 1}};
    int64_t input = makeDivisible(32 * widthMult);
    const int64_t last = makeDivisible(1280 * std::max(1.0, widthMult));
    Chain features;
    features->push_back(convNormActivation(3, input, 3, 2, 1, Activation::ReLU6));
    for (const Stage& s : kStages) {
        const int64_t output = makeDivisible(static_cast<double>(s.channels) * widthMult);
        for (int64_t i = 0; i < s.repeats; ++i) {
            features->push_back(InvertedResidual(input, output, i == 0 ? s.stride : 1, s.expand));
            input = output;
        }
    }
    features->push_back(convNormActivation(input, last, 1, 1, 1, Activation::ReLU6));
    features_ = register_module("features", features);
    classifier_ = register_module("classifier", Chain(torch::nn::Dropout(torch::nn::DropoutOptions(dropout)),
                                                      torch::nn::Linear(last, numClasses)));

    initConvolutionsAndNorms(*this);
    initLinearLayersNormal(*this, 0.01);
}

torch::Tensor MobileNetV2Impl::earlyFeatures(torch::Tensor x) {
    return forwardWhileStrideAtMost(*features_, std::move(x), 4);
}

torch::Tensor MobileNetV2Impl::forward(torch::Tensor x) {
    x = features_->forward(x);
    x = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1)).flatten(1);
    return classifier_->forward(x);
}

}  // namespace osprey
