#include "weights/StateDict.h"

namespace osprey {

StateDict stateDictOf(const torch::nn::Module& module) {
    StateDict out;
    auto add = [&out](const std::string& prefix, const torch::nn::Module& m) {
        for (const auto& p : m.named_parameters(/*recurse=*/false))
            out.push_back({prefix + p.key(), p.value()});
        for (const auto& b : m.named_buffers(/*recurse=*/false))
            out.push_back({prefix + b.key(), b.value()});
    };
    add("", module);  // the root by reference: it need not live in a shared_ptr
    for (const auto& item : module.named_modules("", /*include_self=*/false))
        add(item.key() + ".", *item.value());
    return out;
}

bool isNormStatistic(const std::string& name) {
    auto endsWith = [&name](const std::string& suffix) {
        return name.size() >= suffix.size() &&
               name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    return endsWith("running_mean") || endsWith("running_var") || endsWith("num_batches_tracked");
}

int64_t countStateDictParameters(const StateDict& stateDict) {
    int64_t n = 0;
    for (const auto& t : stateDict) {
        if (!isNormStatistic(t.name))
            n += t.tensor.numel();
    }
    return n;
}

std::string shapeText(c10::IntArrayRef shape) {
    std::string s = "[";
    for (size_t i = 0; i < shape.size(); ++i)
        s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

}  // namespace osprey
