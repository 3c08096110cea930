#include "models/ConvNormActivation.h"

#include <torch/nn/init.h>
#include <torch/nn/modules/activation.h>
#include <torch/nn/modules/batchnorm.h>
#include <torch/nn/modules/conv.h>
#include <torch/nn/modules/linear.h>
#include <torch/nn/modules/normalization.h>

#include <algorithm>

#include "distributed/SyncBatchNorm.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

struct HardswishImpl : torch::nn::Module {
    torch::Tensor forward(torch::Tensor x) { return torch::hardswish(x); }
};
TORCH_MODULE(Hardswish);

}  // namespace

torch::nn::AnyModule activationModule(Activation activation) {
    switch (activation) {
        case Activation::ReLU:
            return torch::nn::AnyModule(torch::nn::ReLU(torch::nn::ReLUOptions(true)));
        case Activation::ReLU6:
            return torch::nn::AnyModule(torch::nn::ReLU6(torch::nn::ReLU6Options(true)));
        case Activation::SiLU:
            return torch::nn::AnyModule(torch::nn::SiLU());
        case Activation::Hardswish:
            return torch::nn::AnyModule(Hardswish());
        case Activation::None:
            break;
    }
    return {};
}

Chain convNormActivation(int64_t in, int64_t out, int64_t kernel, int64_t stride, int64_t groups,
                         Activation activation, double bnEps, double bnMomentum) {
    Chain block(torch::nn::Conv2d(torch::nn::Conv2dOptions(in, out, kernel)
                                      .stride(stride)
                                      .padding((kernel - 1) / 2)
                                      .groups(groups)
                                      .bias(false)),
                SyncableBatchNorm2d(torch::nn::BatchNorm2dOptions(out).eps(bnEps).momentum(bnMomentum)));
    if (activation != Activation::None)
        block->push_back(activationModule(activation));
    return block;
}

torch::nn::AnyModule makeNorm(int64_t channels, const NormSpec& spec) {
    if (spec.kind == NormSpec::Kind::Batch)
        return torch::nn::AnyModule(SyncableBatchNorm2d(channels));
    if (spec.groups < 1 || channels % spec.groups != 0) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "model.norm_groups = {groups} does not divide a layer of {channels} "
                                  "channels; choose a divisor of every layer's width"),
            {{"groups", std::to_string(spec.groups)}, {"channels", std::to_string(channels)}}));
    }
    return torch::nn::AnyModule(torch::nn::GroupNorm(torch::nn::GroupNormOptions(spec.groups, channels)));
}

torch::Tensor normWeight(const torch::nn::AnyModule& norm) {
    // The dictionary must outlive the pointer `find` returns into it (a temporary here was a use after free).
    const auto parameters = norm.ptr()->named_parameters(/*recurse=*/false);
    const auto* weight = parameters.find("weight");
    TORCH_CHECK(weight != nullptr, "normalisation layer without a weight");
    return *weight;
}

void initConvolutionsAndNorms(torch::nn::Module& module) {
    torch::NoGradGuard noGrad;
    for (auto& m : module.modules(/*include_self=*/false)) {
        if (auto* conv = m->as<torch::nn::Conv2d>()) {
            torch::nn::init::kaiming_normal_(conv->weight, 0.0, torch::kFanOut, torch::kReLU);
            if (conv->bias.defined())
                torch::nn::init::zeros_(conv->bias);
        } else if (auto* bn = m->as<SyncableBatchNorm2d>()) {
            torch::nn::init::ones_(bn->weight);
            torch::nn::init::zeros_(bn->bias);
        } else if (auto* bn = m->as<torch::nn::BatchNorm2d>()) {
            torch::nn::init::ones_(bn->weight);
            torch::nn::init::zeros_(bn->bias);
        } else if (auto* gn = m->as<torch::nn::GroupNorm>()) {
            torch::nn::init::ones_(gn->weight);
            torch::nn::init::zeros_(gn->bias);
        }
    }
}

void initLinearLayersNormal(torch::nn::Module& module, double std) {
    torch::NoGradGuard noGrad;
    for (auto& m : module.modules(/*include_self=*/false)) {
        if (auto* linear = m->as<torch::nn::Linear>()) {
            torch::nn::init::normal_(linear->weight, 0, std);
            torch::nn::init::zeros_(linear->bias);
        }
    }
}

int64_t makeDivisible(double value, int64_t divisor) {
    int64_t result =
        std::max<int64_t>(divisor, static_cast<int64_t>(value + divisor / 2.0) / divisor * divisor);
    if (static_cast<double>(result) < 0.9 * value)
        result += divisor;
    return result;
}

}  // namespace osprey
