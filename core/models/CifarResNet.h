#pragma once

#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>

#include "models/ClassificationModel.h"
#include "models/ConvNormActivation.h"

namespace osprey {

// The CIFAR ResNets of He et al. (2015), section 4.2: a 3x3 stem of 16 channels, three stages of n basic
// blocks with 16, 32 and 64 channels, global pooling and a linear classifier; depth = 6n + 2 (20, 32, 44,
// 56). Shortcuts that change shape subsample and zero-pad channels (option A), so they add no parameters.
class CifarResNetImpl : public ClassificationModel {
public:
    CifarResNetImpl(int depth, int64_t numClasses, bool zeroInitResidual = false, const NormSpec& norm = {});
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;

private:
    torch::nn::Conv2d conv1_{nullptr};
    torch::nn::AnyModule bn1_;
    torch::nn::Sequential layer1_{nullptr}, layer2_{nullptr}, layer3_{nullptr};
    torch::nn::Linear fc_{nullptr};
};

class CifarBasicBlockImpl : public torch::nn::Module {
public:
    CifarBasicBlockImpl(int64_t inplanes, int64_t planes, int64_t stride, const NormSpec& norm = {});
    torch::Tensor forward(torch::Tensor x);
    const torch::nn::AnyModule& lastNorm() const { return bn2_; }

private:
    int64_t m_stride;
    int64_t m_padChannels;
    torch::nn::Conv2d conv1_{nullptr}, conv2_{nullptr};
    torch::nn::AnyModule bn1_, bn2_;
};
TORCH_MODULE(CifarBasicBlock);

}  // namespace osprey
