#include "weights/StateDictLoader.h"

#include <map>
#include <set>

#include <torch/utils.h>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

// DataParallel and DistributedDataParallel save every name under "module.".
std::map<std::string, torch::Tensor> byName(const StateDict& file) {
    bool wrapped = !file.empty();
    for (const auto& t : file)
        wrapped = wrapped && startsWith(t.name, "module.");
    std::map<std::string, torch::Tensor> out;
    for (const auto& t : file)
        out[wrapped ? t.name.substr(7) : t.name] = t.tensor;
    return out;
}

void listNames(std::string& out, const std::string& title, const std::vector<std::string>& names,
               size_t maxNames) {
    if (names.empty())
        return;
    out += "\n  " + title + " (" + std::to_string(names.size()) + "):";
    for (size_t i = 0; i < names.size() && i < maxNames; ++i)
        out += " " + names[i];
    if (names.size() > maxNames)
        out += " ...";
}

}  // namespace

std::string LoadReport::describe(size_t maxNames) const {
    std::string out = std::to_string(loaded) + " tensors loaded";
    if (!headReplaced.empty())
        out += ", classifier head replaced (" + std::to_string(headReplaced.size()) + " tensors)";
    out += ", " + std::to_string(missing.size()) + " missing, " + std::to_string(unexpected.size()) +
           " unexpected, " + std::to_string(mismatched.size()) + " of another shape";
    listNames(out, "missing from the file", missing, maxNames);
    listNames(out, "unexpected in the file", unexpected, maxNames);
    if (!mismatched.empty()) {
        out += "\n  shape differs (" + std::to_string(mismatched.size()) + "):";
        for (size_t i = 0; i < mismatched.size() && i < maxNames; ++i) {
            out += " " + mismatched[i].name + " file " + shapeText(mismatched[i].fileShape) + " model " +
                   shapeText(mismatched[i].modelShape);
            if (i + 1 < mismatched.size() && i + 1 < maxNames)
                out += ";";
        }
        if (mismatched.size() > maxNames)
            out += " ...";
    }
    return out;
}

std::string classifierHeadPrefix(const torch::nn::Module& model) {
    const auto parameters = model.named_parameters();
    if (parameters.is_empty())
        return {};
    const std::string last = parameters.keys().back();
    const auto dot = last.rfind('.');
    return dot == std::string::npos ? std::string() : last.substr(0, dot);
}

LoadReport loadStateDict(torch::nn::Module& model, const StateDict& file, const LoadOptions& options,
                         const std::string& source) {
    const std::map<std::string, torch::Tensor> fileTensors = byName(file);
    const std::string head = options.targetPrefix.empty() ? classifierHeadPrefix(model) : std::string();
    LoadReport report;
    std::set<std::string> used;
    std::vector<std::pair<torch::Tensor, torch::Tensor>> copies;  // model tensor, file tensor
    for (const auto& [name, tensor] : stateDictOf(model)) {
        if (!startsWith(name, options.targetPrefix))
            continue;
        const std::string fileName = options.sourcePrefix + name.substr(options.targetPrefix.size());
        const auto it = fileTensors.find(fileName);
        if (it == fileTensors.end()) {
            // Files from PyTorch before 0.4.1 have no batch-norm step counter; PyTorch fills it in too.
            if (name.size() < 19 || name.compare(name.size() - 19, 19, "num_batches_tracked") != 0)
                report.missing.push_back(name);
            continue;
        }
        used.insert(fileName);
        if (it->second.sizes() == tensor.sizes()) {
            copies.emplace_back(tensor, it->second);
        } else if (options.replaceHead && !head.empty() && startsWith(name, head + ".")) {
            report.headReplaced.push_back(name);
        } else {
            report.mismatched.push_back({name, it->second.sizes().vec(), tensor.sizes().vec()});
        }
    }
    if (!options.ignoreUnexpected) {
        for (const auto& [name, tensor] : fileTensors) {
            if (startsWith(name, options.sourcePrefix) && !used.count(name))
                report.unexpected.push_back(name);
        }
    }
    if (options.strict && !report.complete()) {
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "weights '{path}' do not fit the model (load partially to keep what fits): "
                                  "{report}"),
            {{"path", source}, {"report", report.describe()}}));
    }
    torch::NoGradGuard noGrad;
    for (auto& [target, value] : copies)
        target.copy_(value);
    report.loaded = static_cast<int64_t>(copies.size());
    return report;
}

}  // namespace osprey
