#pragma once

#include <torch/optim/optimizer.h>
#include <torch/serialize/input-archive.h>
#include <torch/serialize/output-archive.h>

#include <string>

namespace osprey {

// An optimizer's state (momentum buffers, moment estimates, step counts) and its parameter groups' options,
// saved keyed by each parameter's position in the groups, so that a checkpoint written by one libtorch
// version resumes under another. libtorch's own Optimizer::save keys the state by the parameter's address,
// written as hex by 1.13 and as decimal by 2.x, which 2.x cannot read back from a 1.13 file.
//
// The layout is libtorch's own (pytorch_version, state/<key>, param_groups/...), with positions as keys;
// loadOptimizerState reads both that and the address-keyed files of earlier Osprey builds, matching saved
// and present parameters by their order in the groups.
void saveOptimizerState(torch::serialize::OutputArchive& archive, const torch::optim::Optimizer& optimizer);

// Throws InputError naming the checkpoint at `checkpointPath` when the saved groups do not match the
// optimizer's (another optimizer, other groups, another model) or the archive is not an optimizer's state.
void loadOptimizerState(torch::serialize::InputArchive& archive, torch::optim::Optimizer& optimizer,
                        const std::string& checkpointPath);

}  // namespace osprey
