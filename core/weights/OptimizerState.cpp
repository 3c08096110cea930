#include "weights/OptimizerState.h"

#include <torch/optim/adam.h>
#include <torch/optim/adamw.h>
#include <torch/optim/rmsprop.h>
#include <torch/optim/sgd.h>

#include <functional>
#include <memory>
#include <vector>

#include "device/TorchCompat.h"
#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

using torch::optim::OptimizerParamState;
using torch::serialize::InputArchive;
using torch::serialize::OutputArchive;

// The value libtorch writes and checks; the layout below is the one it has used since that version.
constexpr const char* kLayoutVersion = "1.5.0";

using StateMaker = std::function<std::unique_ptr<OptimizerParamState>()>;

template <typename State>
StateMaker makerOf() {
    return [] { return std::make_unique<State>(); };
}

// The concrete per-parameter state type of `optimizer`, which a saved state is read into.
StateMaker stateMaker(const torch::optim::Optimizer& optimizer) {
    if (dynamic_cast<const torch::optim::SGD*>(&optimizer))
        return makerOf<torch::optim::SGDParamState>();
    if (dynamic_cast<const torch::optim::AdamW*>(&optimizer))
        return makerOf<torch::optim::AdamWParamState>();
    if (dynamic_cast<const torch::optim::Adam*>(&optimizer))
        return makerOf<torch::optim::AdamParamState>();
    if (dynamic_cast<const torch::optim::RMSprop*>(&optimizer))
        return makerOf<torch::optim::RMSpropParamState>();
    throw RuntimeFailure(Reason::sentence(OSPREY_TRANSLATE_NOOP(
        "osprey::Errors", "saving and restoring this optimizer's state is not supported")));
}

int64_t readCount(InputArchive& archive, const std::string& key) {
    torch::Tensor count;
    archive.read(key, count);
    return count.item<int64_t>();
}

}  // namespace

void saveOptimizerState(OutputArchive& archive, const torch::optim::Optimizer& optimizer) {
    auto& mutableOptimizer = const_cast<torch::optim::Optimizer&>(optimizer);  // the state is only read
    archive.write("pytorch_version", c10::IValue(kLayoutVersion));
    OutputArchive states(archive.compilation_unit());
    OutputArchive groups(archive.compilation_unit());
    const auto& paramGroups = optimizer.param_groups();
    groups.write("param_groups/size", torch::tensor(static_cast<int64_t>(paramGroups.size())));
    int64_t position = 0;
    for (size_t g = 0; g < paramGroups.size(); ++g) {
        OutputArchive group(archive.compilation_unit());
        const auto& params = paramGroups[g].params();
        group.write("params/size", torch::tensor(static_cast<int64_t>(params.size())));
        for (size_t i = 0; i < params.size(); ++i, ++position) {
            // Digits only: libtorch 2.x's own loader parses the keys as numbers.
            const std::string key = std::to_string(position);
            group.write("params/" + std::to_string(i), c10::IValue(key));
            if (const OptimizerParamState* state = compat::optimizerState(mutableOptimizer, params[i])) {
                OutputArchive stateArchive(archive.compilation_unit());
                state->serialize(stateArchive);
                states.write(key, stateArchive);
            }
        }
        OutputArchive options(archive.compilation_unit());
        paramGroups[g].options().serialize(options);
        group.write("options", options);
        groups.write("param_groups/" + std::to_string(g), group);
    }
    archive.write("state", states);
    archive.write("param_groups", groups);
}

void loadOptimizerState(InputArchive& archive, torch::optim::Optimizer& optimizer,
                        const std::string& checkpointPath) {
    const StateMaker makeState = stateMaker(optimizer);
    auto& paramGroups = optimizer.param_groups();
    try {
        c10::IValue layout;
        if (!archive.try_read("pytorch_version", layout) || !layout.isString() ||
            layout.toStringRef() != kLayoutVersion) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "checkpoint '{path}': the optimizer state is not in a layout this build reads"),
                {{"path", checkpointPath}}));
        }
        InputArchive groups, states;
        archive.read("param_groups", groups);
        archive.read("state", states);
        // Every group is checked before anything is restored, so a refusal leaves the optimizer as it was.
        const int64_t savedGroups = readCount(groups, "param_groups/size");
        if (savedGroups != static_cast<int64_t>(paramGroups.size())) {
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP(
                    "osprey::Errors",
                    "checkpoint '{path}': the saved optimizer has {saved} parameter group(s), this "
                    "experiment's has {count} (optim.no_decay_bn_bias changed?)"),
                {{"path", checkpointPath},
                 {"saved", std::to_string(savedGroups)},
                 {"count", std::to_string(paramGroups.size())}}));
        }
        std::vector<InputArchive> savedGroupArchives(paramGroups.size());
        for (size_t g = 0; g < paramGroups.size(); ++g) {
            groups.read("param_groups/" + std::to_string(g), savedGroupArchives[g]);
            const int64_t savedParams = readCount(savedGroupArchives[g], "params/size");
            if (savedParams != static_cast<int64_t>(paramGroups[g].params().size())) {
                throw InputError(Reason::sentence(
                    OSPREY_TRANSLATE_NOOP(
                        "osprey::Errors",
                        "checkpoint '{path}': parameter group {group} of the saved optimizer has "
                        "{saved} parameters, this model's has {count}"),
                    {{"path", checkpointPath},
                     {"group", std::to_string(g)},
                     {"saved", std::to_string(savedParams)},
                     {"count", std::to_string(paramGroups[g].params().size())}}));
            }
        }
        for (size_t g = 0; g < paramGroups.size(); ++g) {
            InputArchive& group = savedGroupArchives[g];
            auto& params = paramGroups[g].params();
            for (size_t i = 0; i < params.size(); ++i) {
                c10::IValue key;
                group.read("params/" + std::to_string(i), key);
                InputArchive stateArchive;
                if (!states.try_read(key.toStringRef(), stateArchive))
                    continue;  // no state yet: the parameter had no gradient before the save
                auto state = makeState();
                state->serialize(stateArchive);
                compat::setOptimizerState(optimizer, params[i], std::move(state));
            }
            InputArchive options;
            group.read("options", options);
            paramGroups[g].options().serialize(options);
        }
    } catch (const c10::Error& e) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "checkpoint '{path}': optimizer state that does not fit this experiment's "
                                  "optimizer: {cause}"),
            {{"path", checkpointPath}, {"cause", std::string(e.what_without_backtrace()).substr(0, 300)}}));
    }
}

}  // namespace osprey
