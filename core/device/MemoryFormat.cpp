#include "device/MemoryFormat.h"

namespace osprey {

void useChannelsLast(torch::nn::Module& module) {
    torch::NoGradGuard noGrad;
    std::vector<torch::Tensor> tensors = module.parameters();
    const std::vector<torch::Tensor> buffers = module.buffers();
    tensors.insert(tensors.end(), buffers.begin(), buffers.end());
    for (auto& tensor : tensors) {
        if (tensor.dim() == 4)
            tensor.set_data(tensor.contiguous(torch::MemoryFormat::ChannelsLast));
    }
}

}  // namespace osprey
