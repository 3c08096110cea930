#pragma once

#include <torch/nn/module.h>

namespace osprey {

class Communicator;

// Makes every rank's buffers (batch-norm statistics) equal to rank 0's.
void broadcastBuffers(torch::nn::Module& model, const Communicator& world);
// Makes every rank's copy of `model` equal to rank 0's: parameters and buffers (batch-norm statistics).
void broadcastModelState(torch::nn::Module& model, const Communicator& world);

}  // namespace osprey
