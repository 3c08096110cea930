#include "models/MobileNetV3.h"

#include <torch/nn/functional/pooling.h>
#include <torch/nn/init.h>
#include <torch/nn/modules/dropout.h>
#include <torch/nn/modules/linear.h>

#include <vector>

#include "models/SqueezeExcitation.h"

namespace osprey {

namespace F = torch::nn::functional;

namespace {

constexpr double kEps = 1e-3;
constexpr double kMomentum = 0.01;

using C = MobileNetV3BlockImpl::Config;

// Tables 1 and 2 of the MobileNetV3 paper: in, kernel, expanded, out, SE, hard-swish, stride.
const std::vector<C> kLarge = {
    {16, 3, 16, 16, false, false, 1},  {16, 3, 64, 24, false, false, 2},  {24, 3, 72, 24, false, false, 1},
    {24, 5, 72, 40, true, false, 2},   {40, 5, 120, 40, true, false, 1},  {40, 5, 120, 40, true, false, 1},
    {40, 3, 240, 80, false, true, 2},  {80, 3, 200, 80, false, true, 1},  {80, 3, 184, 80, false, true, 1},
    {80, 3, 184, 80, false, true, 1},  {80, 3, 480, 112, true, true, 1},  {112, 3, 672, 112, true, true, 1},
    {112, 5, 672, 160, true, true, 2}, {160, 5, 960, 160, true, true, 1}, {160, 5, 960, 160, true, true, 1},
};
const std::vector<C> kSmall = {
    {16, 3, 16, 16, true, false, 2}, {16, 3, 72, 24, false, false, 2}, {24, 3, 88, 24, false, false, 1},
    {24, 5, 96, 40, true, true, 2},  {40, 5, 240, 40, true, true, 1},  {40, 5, 240, 40, true, true, 1},
    {40, 5, 120, 48, true, true, 1}, {48, 5, 144, 48, true, true, 1},  {48, 5, 288, 96, true, true, 2},
    {96, 5, 576, 96, true, true, 1}, {96, 5, 576, 96, true, true, 1},
};

}  // namespace

MobileNetV3BlockImpl::MobileNetV3BlockImpl(const Config& c) : m_residual(c.stride == 1 && c.in == c.out) {
    const Activation act = c.hardswish ? Activation::Hardswish : Activation::ReLU;
    Chain block;
    if (c.expanded != c.in)
        block->push_back(convNormActivation(c.in, c.expanded, 1, 1, 1, act, kEps, kMomentum));
    block->push_back(
        convNormActivation(c.expanded, c.expanded, c.kernel, c.stride, c.expanded, act, kEps, kMomentum));
    if (c.squeezeExcite) {
        block->push_back(SqueezeExcitation(c.expanded, makeDivisible(static_cast<double>(c.expanded / 4)),
                                           SqueezeExcitationImpl::Style::ReLUHardSigmoid));
    }
    block->push_back(convNormActivation(c.expanded, c.out, 1, 1, 1, Activation::None, kEps, kMomentum));
    block_ = register_module("block", block);
}

torch::Tensor MobileNetV3BlockImpl::forward(torch::Tensor x) {
    torch::Tensor result = block_->forward(x);
    return m_residual ? result + x : result;
}

MobileNetV3Impl::MobileNetV3Impl(bool large, int64_t numClasses, double dropout) {
    const std::vector<C>& blocks = large ? kLarge : kSmall;
    const int64_t lastChannel = large ? 1280 : 1024;
    Chain features;
    features->push_back(
        convNormActivation(3, blocks.front().in, 3, 2, 1, Activation::Hardswish, kEps, kMomentum));
    for (const C& c : blocks)
        features->push_back(MobileNetV3Block(c));
    const int64_t lastIn = blocks.back().out, lastOut = 6 * lastIn;
    features->push_back(convNormActivation(lastIn, lastOut, 1, 1, 1, Activation::Hardswish, kEps, kMomentum));
    features_ = register_module("features", features);
    classifier_ = register_module(
        "classifier", Chain(torch::nn::Linear(lastOut, lastChannel), activationModule(Activation::Hardswish),
                            torch::nn::Dropout(torch::nn::DropoutOptions(dropout)),
                            torch::nn::Linear(lastChannel, numClasses)));

    initConvolutionsAndNorms(*this);
    initLinearLayersNormal(*this, 0.01);
}

torch::Tensor MobileNetV3Impl::earlyFeatures(torch::Tensor x) {
    return forwardWhileStrideAtMost(*features_, std::move(x), 4);
}

torch::Tensor MobileNetV3Impl::forward(torch::Tensor x) {
    x = features_->forward(x);
    x = F::adaptive_avg_pool2d(x, F::AdaptiveAvgPool2dFuncOptions(1)).flatten(1);
    return classifier_->forward(x);
}

}  // namespace osprey
