#pragma once

#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>
#include "models/ConvNormActivation.h"
#include "models/SqueezeExcitation.h"

#include "models/ClassificationModel.h"

namespace osprey {

// EfficientNet-B0..B7 with torchvision's module tree and parameter names (features.N.M.block.K...,
// classifier.1): MBConv blocks with squeeze-excitation and SiLU, stochastic depth growing linearly with depth
// to 0.2, dropout before the classifier; width and depth scaled per variant.
struct EfficientNetOptions {
    double widthMult = 1.0;
    double depthMult = 1.0;
    double dropout = 0.2;
    double stochasticDepth = 0.2;
    double bnEps = 1e-5;  // B5-B7 use TensorFlow's 1e-3 and momentum 0.01
    double bnMomentum = 0.1;
    int64_t numClasses = 1000;
    // false: a detection backbone, the stages only (no final 1x1 convolution, no classifier).
    bool withClassifier = true;
};

// The options of efficientnet_b0 ... efficientnet_b7 (`variant` 0..7) and that variant's input size.
EfficientNetOptions efficientNetVariant(int variant, int64_t numClasses, int64_t* inputSize = nullptr);

class MBConvImpl : public torch::nn::Module {
public:
    MBConvImpl(int64_t in, int64_t out, int64_t expandRatio, int64_t kernel, int64_t stride, double dropPath,
               const EfficientNetOptions& options);
    torch::Tensor forward(torch::Tensor x);

private:
    Chain block_{nullptr};
    bool m_residual;
    double m_dropPath;
};
TORCH_MODULE(MBConv);

class EfficientNetImpl : public ClassificationModel {
public:
    explicit EfficientNetImpl(const EfficientNetOptions& options);
    torch::Tensor forward(torch::Tensor x) override;
    torch::Tensor earlyFeatures(torch::Tensor x) override;

    // The outputs of the last stage at strides 8, 16 and 32 (features.3, .5, .7 for B0: 40, 112 and 320
    // channels), for detectors.
    std::vector<torch::Tensor> pyramidFeatures(torch::Tensor x);
    std::vector<int64_t> pyramidChannels() const { return m_pyramidChannels; }

private:
    Chain features_{nullptr};
    Chain classifier_{nullptr};
    std::vector<int64_t> m_pyramidChannels;
};

// Stochastic depth in "row" mode: in training, drops each sample's residual branch with probability p and
// scales the survivors by 1/(1-p).
torch::Tensor dropPath(const torch::Tensor& x, double p, bool training);

}  // namespace osprey
