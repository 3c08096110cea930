#pragma once

#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/container/sequential.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>

#include "models/ClassificationModel.h"
#include "models/ConvNormActivation.h"

namespace osprey {

// ResNet v1.5 (stride in the 3x3 convolution of bottlenecks) with torchvision's module tree and parameter
// names (conv1, bn1, layer1.0.conv1, ..., fc), so that torchvision weight files map one to one. Also ResNeXt
// through `groups` and `widthPerGroup`.
struct ResNetOptions {
    enum class Block { Basic, Bottleneck };
    Block block = Block::Bottleneck;
    std::vector<int> layers = {3, 4, 6, 3};
    int64_t numClasses = 1000;
    int64_t groups = 1;
    int64_t widthPerGroup = 64;
    bool zeroInitResidual = false;
    NormSpec norm;
    // false: no pooling and no fc (a detector's backbone body, named as torchvision's
    // IntermediateLayerGetter)
    bool withClassifier = true;
    // Stride of each stage's first block; SSD-ResNet34 keeps layer3 at stride 1. Fewer than four entries
    // build only that many stages (no classifier then).
    std::vector<int64_t> strides = {1, 2, 2, 2};
};

class ResNetImpl : public ClassificationModel {
public:
    explicit ResNetImpl(const ResNetOptions& options);
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;
    // The outputs of layer1 ... layer4 (strides 4, 8, 16, 32 by default), as many as were built.
    std::vector<torch::Tensor> features(torch::Tensor x);
    // Channels of layer1 ... layer4's outputs.
    std::vector<int64_t> featureChannels() const;

private:
    torch::nn::Sequential makeLayer(int64_t planes, int blocks, int64_t stride);

    ResNetOptions m_options;
    int64_t m_inplanes = 64;
    torch::nn::Conv2d conv1_{nullptr};
    torch::nn::AnyModule bn1_;
    torch::nn::Sequential layer1_{nullptr}, layer2_{nullptr}, layer3_{nullptr}, layer4_{nullptr};
    torch::nn::Linear fc_{nullptr};
};

// Two 3x3 convolutions (resnet18/34).
class BasicBlockImpl : public torch::nn::Module {
public:
    static constexpr int64_t kExpansion = 1;
    BasicBlockImpl(int64_t inplanes, int64_t planes, int64_t stride, torch::nn::Sequential downsample,
                   const NormSpec& norm = {});
    torch::Tensor forward(torch::Tensor x);
    const torch::nn::AnyModule& lastNorm() const { return bn2_; }

private:
    torch::nn::Conv2d conv1_{nullptr}, conv2_{nullptr};
    torch::nn::AnyModule bn1_, bn2_;
    torch::nn::Sequential downsample_{nullptr};
};
TORCH_MODULE(BasicBlock);

// 1x1, 3x3 (strided, grouped), 1x1 with 4x expansion (resnet50 and deeper, ResNeXt).
class BottleneckImpl : public torch::nn::Module {
public:
    static constexpr int64_t kExpansion = 4;
    BottleneckImpl(int64_t inplanes, int64_t planes, int64_t stride, torch::nn::Sequential downsample,
                   int64_t groups, int64_t baseWidth, const NormSpec& norm = {});
    torch::Tensor forward(torch::Tensor x);
    const torch::nn::AnyModule& lastNorm() const { return bn3_; }

private:
    torch::nn::Conv2d conv1_{nullptr}, conv2_{nullptr}, conv3_{nullptr};
    torch::nn::AnyModule bn1_, bn2_, bn3_;
    torch::nn::Sequential downsample_{nullptr};
};
TORCH_MODULE(Bottleneck);

// Conv2d with torchvision's defaults for ResNets: no bias, padding that keeps the size for stride 1.
torch::nn::Conv2d convNoBias(int64_t in, int64_t out, int64_t kernel, int64_t stride = 1, int64_t groups = 1);

}  // namespace osprey
