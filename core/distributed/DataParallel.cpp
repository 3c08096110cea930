#include "distributed/DataParallel.h"

#include "distributed/Communicator.h"

namespace osprey {

void broadcastBuffers(torch::nn::Module& model, const Communicator& world) {
    if (!world.distributed())
        return;
    for (auto& b : model.buffers())
        world.broadcast(b, 0);
}

void broadcastModelState(torch::nn::Module& model, const Communicator& world) {
    if (!world.distributed())
        return;
    torch::NoGradGuard noGrad;
    for (auto& p : model.parameters())
        world.broadcast(p, 0);
    broadcastBuffers(model, world);
}

}  // namespace osprey
