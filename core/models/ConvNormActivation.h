#pragma once

#include <torch/nn/modules/container/sequential.h>

#include <string>

namespace osprey {

// A Sequential with a concrete forward(Tensor), so that it can sit inside another Sequential (libtorch's own
// Sequential cannot: its forward is a template). Parameter names are the same: "0.weight", "1.bias", ...
class ChainImpl : public torch::nn::SequentialImpl {
public:
    using SequentialImpl::SequentialImpl;
    torch::Tensor forward(torch::Tensor x) { return SequentialImpl::forward(std::move(x)); }
};
TORCH_MODULE(Chain);

// Batch norm (the default) or group norm, for models that offer the choice (ResNets, as the Graphcore recipe
// uses for small per-device batches).
struct NormSpec {
    enum class Kind { Batch, Group };
    Kind kind = Kind::Batch;
    int64_t groups = 32;

    // From the config's words: model.norm ("batch" or "group") and model.norm_groups.
    static NormSpec fromName(const std::string& kind, int64_t groups) {
        return NormSpec{kind == "group" ? Kind::Group : Kind::Batch, groups};
    }
};

// A normalisation layer over `channels` as a module that fits anywhere a BatchNorm2d would, with the same
// parameter names (weight, bias). Throws InputError when the group count does not divide `channels`.
torch::nn::AnyModule makeNorm(int64_t channels, const NormSpec& spec);

// The scale ("weight") of a layer made by makeNorm.
torch::Tensor normWeight(const torch::nn::AnyModule& norm);

enum class Activation { None, ReLU, ReLU6, SiLU, Hardswish };

// torchvision's Conv2dNormActivation: a Sequential of a bias-free convolution with "same" padding ("0"),
// batch norm ("1") and an optional activation ("2"), so that parameter names match torchvision's.
Chain convNormActivation(int64_t in, int64_t out, int64_t kernel, int64_t stride = 1, int64_t groups = 1,
                         Activation activation = Activation::ReLU, double bnEps = 1e-5,
                         double bnMomentum = 0.1);

// The activation as a module (Hardswish as a parameter-free custom module: libtorch 1.13 has none).
torch::nn::AnyModule activationModule(Activation activation);

// torchvision's initialisation of convolutional networks: Kaiming-normal (fan_out, ReLU gain) convolution
// weights, zero convolution biases, unit batch-norm scales and zero shifts. Linear layers are left to the
// model.
void initConvolutionsAndNorms(torch::nn::Module& module);

// Normal(0, std) weights and zero biases for every linear layer (torchvision's MobileNet classifiers).
void initLinearLayersNormal(torch::nn::Module& module, double std);

// torchvision's _make_divisible: the nearest multiple of `divisor`, never more than 10% below `value`.
int64_t makeDivisible(double value, int64_t divisor = 8);

}  // namespace osprey
