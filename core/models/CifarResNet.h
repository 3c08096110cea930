#pragma once

#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>

#include "models/ClassificationModel.h"

namespace osprey {

// The CIFAR ResNets of He et al. (2015), section 4.2: a 3x3 stem of 16 channels, three stages of n basic
// blocks with 16, 32 and 64 channels, global pooling and a linear classifier; depth = 6n + 2 (20, 32, 44,
// 56). Shortcuts that change shape subsample and zero-pad channels (option A), so they add no parameters.
class CifarResNetImpl : public ClassificationModel {
public:
    CifarResNetImpl(int depth, int64_t numClasses, bool zeroInitResidual = false);
    torch::Tensor forward(torch::Tensor x) override;

private:
    torch::nn::Conv2d conv1_{nullptr};
    torch::nn::BatchNorm2d bn1_{nullptr};
    torch::nn::Sequential layer1_{nullptr}, layer2_{nullptr}, layer3_{nullptr};
    torch::nn::Linear fc_{nullptr};
};

class CifarBasicBlockImpl : public torch::nn::Module {
public:
    CifarBasicBlockImpl(int64_t inplanes, int64_t planes, int64_t stride);
    torch::Tensor forward(torch::Tensor x);
    torch::nn::BatchNorm2d& lastNorm() { return bn2_; }

private:
    int64_t m_stride;
    int64_t m_padChannels;
    torch::nn::Conv2d conv1_{nullptr}, conv2_{nullptr};
    torch::nn::BatchNorm2d bn1_{nullptr}, bn2_{nullptr};
};
TORCH_MODULE(CifarBasicBlock);

}  // namespace osprey
