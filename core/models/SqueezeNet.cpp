#include "models/SqueezeNet.h"

#include <torch/nn/init.h>
#include <torch/nn/modules/activation.h>
#include <torch/nn/modules/dropout.h>
#include <torch/nn/modules/pooling.h>

#include <stdexcept>

namespace osprey {

namespace {

torch::nn::Conv2d conv(int64_t in, int64_t out, int64_t kernel, int64_t stride = 1, int64_t padding = 0) {
    return torch::nn::Conv2d(torch::nn::Conv2dOptions(in, out, kernel).stride(stride).padding(padding));
}

torch::nn::ReLU relu() {
    return torch::nn::ReLU(torch::nn::ReLUOptions(true));
}

torch::nn::MaxPool2d pool() {
    return torch::nn::MaxPool2d(torch::nn::MaxPool2dOptions(3).stride(2).ceil_mode(true));
}

}  // namespace

FireImpl::FireImpl(int64_t in, int64_t squeeze, int64_t expand1x1, int64_t expand3x3) {
    squeeze_ = register_module("squeeze", conv(in, squeeze, 1));
    expand1x1_ = register_module("expand1x1", conv(squeeze, expand1x1, 1));
    expand3x3_ = register_module("expand3x3", conv(squeeze, expand3x3, 3, 1, 1));
}

torch::Tensor FireImpl::forward(torch::Tensor x) {
    x = torch::relu(squeeze_(x));
    return torch::cat({torch::relu(expand1x1_(x)), torch::relu(expand3x3_(x))}, 1);
}

SqueezeNetImpl::SqueezeNetImpl(const std::string& version, int64_t numClasses, double dropout) {
    torch::nn::Sequential f;
    if (version == "1_0") {
        f = torch::nn::Sequential(conv(3, 96, 7, 2), relu(), pool(), Fire(96, 16, 64, 64),
                                  Fire(128, 16, 64, 64), Fire(128, 32, 128, 128), pool(),
                                  Fire(256, 32, 128, 128), Fire(256, 48, 192, 192), Fire(384, 48, 192, 192),
                                  Fire(384, 64, 256, 256), pool(), Fire(512, 64, 256, 256));
    } else if (version == "1_1") {
        f = torch::nn::Sequential(conv(3, 64, 3, 2), relu(), pool(), Fire(64, 16, 64, 64),
                                  Fire(128, 16, 64, 64), pool(), Fire(128, 32, 128, 128),
                                  Fire(256, 32, 128, 128), pool(), Fire(256, 48, 192, 192),
                                  Fire(384, 48, 192, 192), Fire(384, 64, 256, 256), Fire(512, 64, 256, 256));
    } else {
        throw std::invalid_argument("SqueezeNet version must be 1_0 or 1_1, got " + version);
    }
    features_ = register_module("features", f);
    torch::nn::Conv2d finalConv = conv(512, numClasses, 1);
    classifier_ = register_module(
        "classifier",
        torch::nn::Sequential(torch::nn::Dropout(torch::nn::DropoutOptions(dropout)), finalConv, relu(),
                              torch::nn::AdaptiveAvgPool2d(torch::nn::AdaptiveAvgPool2dOptions(1))));

    torch::NoGradGuard noGrad;
    for (auto& m : modules(false)) {
        if (auto* c = m->as<torch::nn::Conv2d>()) {
            if (c == finalConv.get()) {
                torch::nn::init::normal_(c->weight, 0.0, 0.01);
            } else {
                torch::nn::init::kaiming_uniform_(c->weight);
            }
            torch::nn::init::zeros_(c->bias);
        }
    }
}

torch::Tensor SqueezeNetImpl::earlyFeatures(torch::Tensor x) {
    return forwardWhileStrideAtMost(*features_, std::move(x), 4);
}

torch::Tensor SqueezeNetImpl::forward(torch::Tensor x) {
    return classifier_->forward(features_->forward(x)).flatten(1);
}

}  // namespace osprey
