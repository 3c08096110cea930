#pragma once

#include <torch/nn/cloneable.h>
#include <torch/nn/options/batchnorm.h>

#include <memory>

namespace osprey {

class Communicator;

// Batch norm over [N, C, H, W] with BatchNorm2d's parameters, buffers and names (torchvision weights load
// unchanged) that can be synchronised across the ranks of a data-parallel run: in training its mean and
// variance are then those of the global batch, and its backward pass reduces the gradient sums across ranks
// too, so that N ranks with per-rank batch B compute what one process computes on batch N x B (PyTorch's
// SyncBatchNorm). Unsynchronised (the default) it computes exactly what BatchNorm2d does. Every batch-norm
// layer Osprey's models build is one of these. (Not a subclass of BatchNorm2dImpl: libtorch does not export
// what a subclass needs.)
class SyncableBatchNorm2dImpl : public torch::nn::Cloneable<SyncableBatchNorm2dImpl> {
public:
    explicit SyncableBatchNorm2dImpl(int64_t features)
        : SyncableBatchNorm2dImpl(torch::nn::BatchNorm2dOptions(features)) {}
    explicit SyncableBatchNorm2dImpl(const torch::nn::BatchNorm2dOptions& options);

    void reset() override;
    torch::Tensor forward(const torch::Tensor& input);
    // Null: per-rank statistics again. The communicator must outlive the layer's use.
    void synchronize(const Communicator* world) { m_world = world; }
    bool synchronized() const { return m_world != nullptr; }
    void pretty_print(std::ostream& stream) const override;

    torch::nn::BatchNorm2dOptions options;
    torch::Tensor weight, bias;                                    // (affine)
    torch::Tensor running_mean, running_var, num_batches_tracked;  // (track_running_stats)

private:
    torch::Tensor synchronizedForward(const torch::Tensor& input);

    const Communicator* m_world = nullptr;
};
TORCH_MODULE(SyncableBatchNorm2d);

// Synchronises every SyncableBatchNorm2d layer of `model` across `world`; returns how many there are.
int64_t synchronizeBatchNorm(torch::nn::Module& model, const Communicator& world);

}  // namespace osprey
