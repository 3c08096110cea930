#include "distributed/SyncBatchNorm.h"

#include <torch/autograd.h>

#include <ostream>
#include <string>

#include "distributed/Communicator.h"

namespace osprey {

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

torch::Tensor perChannel(const torch::Tensor& t) {
    return t.view({1, -1, 1, 1});
}

// y = (x - mean) * invstd * weight + bias with the global mean and invstd; backward reduces the two
// gradient sums over all ranks, as the gradient of the global statistics asks.
struct SyncBatchNormFunction : public torch::autograd::Function<SyncBatchNormFunction> {
    static torch::Tensor forward(AutogradContext* ctx, const torch::Tensor& input,
                                 const torch::Tensor& weight, const torch::Tensor& bias,
                                 const torch::Tensor& mean, const torch::Tensor& invstd, double count,
                                 int64_t world) {
        ctx->save_for_backward({input, weight, mean, invstd});
        ctx->saved_data["count"] = count;
        ctx->saved_data["world"] = world;
        const torch::Tensor scale = (invstd * weight).to(input.scalar_type());
        const torch::Tensor shift = (bias - mean * invstd * weight).to(input.scalar_type());
        return input * perChannel(scale) + perChannel(shift);
    }

    static variable_list backward(AutogradContext* ctx, variable_list grads) {
        const auto saved = ctx->get_saved_variables();
        const torch::Tensor& input = saved[0];
        const torch::Tensor& weight = saved[1];
        const torch::Tensor& mean = saved[2];
        const torch::Tensor& invstd = saved[3];
        const double count = ctx->saved_data["count"].toDouble();
        const auto* world = reinterpret_cast<const Communicator*>(ctx->saved_data["world"].toInt());
        const torch::Tensor dy = grads[0].to(torch::kFloat32);
        const torch::Tensor xmu = input.to(torch::kFloat32) - perChannel(mean);
        const torch::Tensor sumDy = dy.sum({0, 2, 3});
        const torch::Tensor sumDyXmu = (dy * xmu).sum({0, 2, 3});
        const torch::Tensor gradWeight = sumDyXmu * invstd;
        const torch::Tensor gradBias = sumDy;
        torch::Tensor global = torch::cat({sumDy, sumDyXmu}).to(torch::kFloat64);
        world->allReduceSum(global);
        global = global.to(torch::kFloat32);
        const int64_t c = mean.size(0);
        const torch::Tensor meanDy = global.narrow(0, 0, c) / count;
        const torch::Tensor meanDyXmu = global.narrow(0, c, c) / count;
        const torch::Tensor gradInput =
            (dy - perChannel(meanDy) - xmu * perChannel(invstd * invstd * meanDyXmu)) *
            perChannel(invstd * weight);
        return {gradInput.to(input.scalar_type()), gradWeight, gradBias, {}, {}, {}, {}};
    }
};

}  // namespace

SyncableBatchNorm2dImpl::SyncableBatchNorm2dImpl(const torch::nn::BatchNorm2dOptions& options_)
    : options(options_) {
    reset();
}

void SyncableBatchNorm2dImpl::reset() {
    const int64_t c = options.num_features();
    if (options.affine()) {
        weight = register_parameter("weight", torch::ones({c}));
        bias = register_parameter("bias", torch::zeros({c}));
    }
    if (options.track_running_stats()) {
        running_mean = register_buffer("running_mean", torch::zeros({c}));
        running_var = register_buffer("running_var", torch::ones({c}));
        num_batches_tracked = register_buffer("num_batches_tracked", torch::zeros({}, torch::kLong));
    }
}

torch::Tensor SyncableBatchNorm2dImpl::forward(const torch::Tensor& input) {
    TORCH_CHECK(input.dim() == 4, "SyncableBatchNorm2d: expected a 4-D input, got ", input.dim(), "-D");
    if (m_world && is_training())
        return synchronizedForward(input);
    // As libtorch's BatchNorm2d.
    double averagingFactor = 0.0;
    if (is_training() && options.track_running_stats()) {
        num_batches_tracked += 1;
        averagingFactor =
            options.momentum().has_value() ? *options.momentum() : 1.0 / num_batches_tracked.item<double>();
    }
    return torch::batch_norm(input, weight, bias, running_mean, running_var,
                             is_training() || !options.track_running_stats(), averagingFactor, options.eps(),
                             /*cudnn_enabled=*/true);
}

torch::Tensor SyncableBatchNorm2dImpl::synchronizedForward(const torch::Tensor& input) {
    TORCH_CHECK(options.affine() && options.track_running_stats(),
                "synchronised batch norm needs an affine layer that tracks running statistics");
    const int64_t c = input.size(1);
    torch::Tensor mean, invstd;
    double count = 0;
    {
        torch::NoGradGuard noGrad;
        // Sums in fp64 over (N, H, W), added over all ranks: the statistics of the global batch.
        const torch::Tensor x = input.detach().to(torch::kFloat64);
        const double local = static_cast<double>(input.numel() / c);
        torch::Tensor sums =
            torch::cat({x.sum({0, 2, 3}), (x * x).sum({0, 2, 3}), torch::full({1}, local, x.options())});
        m_world->allReduceSum(sums);
        count = sums[2 * c].item<double>();
        const torch::Tensor globalMean = sums.narrow(0, 0, c) / count;
        const torch::Tensor globalVar = (sums.narrow(0, c, c) / count - globalMean * globalMean).clamp_min(0);
        mean = globalMean.to(torch::kFloat32);
        invstd = (globalVar + options.eps()).rsqrt().to(torch::kFloat32);
        num_batches_tracked += 1;
        const double momentum =
            options.momentum().has_value() ? *options.momentum() : 1.0 / num_batches_tracked.item<double>();
        const torch::Tensor unbiased = globalVar * (count / std::max(1.0, count - 1));
        running_mean.mul_(1 - momentum).add_(globalMean.to(running_mean.scalar_type()), momentum);
        running_var.mul_(1 - momentum).add_(unbiased.to(running_var.scalar_type()), momentum);
    }
    return SyncBatchNormFunction::apply(input, weight, bias, mean, invstd, count,
                                        reinterpret_cast<int64_t>(m_world));
}

void SyncableBatchNorm2dImpl::pretty_print(std::ostream& stream) const {
    stream << "osprey::SyncableBatchNorm2d(" << options.num_features() << ", eps=" << options.eps()
           << ", momentum=" << (options.momentum() ? std::to_string(*options.momentum()) : "None")
           << (m_world ? ", synchronised" : "") << ")";
}

int64_t synchronizeBatchNorm(torch::nn::Module& model, const Communicator& world) {
    int64_t layers = 0;
    for (auto& m : model.modules()) {
        if (auto* bn = dynamic_cast<SyncableBatchNorm2dImpl*>(m.get())) {
            bn->synchronize(&world);
            ++layers;
        }
    }
    return layers;
}

}  // namespace osprey
