#pragma once

#include <string>
#include <vector>

#include "weights/StateDict.h"

namespace osprey {

struct LoadOptions {
    // Fail when anything is missing, unexpected or of another shape (besides a replaced head).
    bool strict = true;
    // When the class count differs, keep the model's freshly initialised classifier head instead of failing.
    bool replaceHead = true;
    // Only model entries under this prefix are filled ("backbone.body."), from file entries under
    // `sourcePrefix` with the rest of the name; file entries outside the scope are ignored.
    std::string targetPrefix;
    std::string sourcePrefix;
    // File entries the model has no place for are fine (a classifier file loaded as a backbone).
    bool ignoreUnexpected = false;
};

struct ShapeMismatch {
    std::string name;
    std::vector<int64_t> fileShape;
    std::vector<int64_t> modelShape;
};

// What loading did: which model entries were filled and which were not, and why.
struct LoadReport {
    int64_t loaded = 0;
    std::vector<std::string> missing;     // in the model, not in the file
    std::vector<std::string> unexpected;  // in the file, not in the model
    std::vector<ShapeMismatch> mismatched;
    std::vector<std::string> headReplaced;  // head entries kept at their initial values

    bool complete() const { return missing.empty() && unexpected.empty() && mismatched.empty(); }
    // Several lines: counts, then the names (at most `maxNames` of each kind).
    std::string describe(size_t maxNames = 10) const;
};

// The prefix of the model's classifier head: the module owning the last parameter ("fc", "classifier.1").
std::string classifierHeadPrefix(const torch::nn::Module& model);

// Copies tensors from `file` into the model's parameters and buffers by name, converting dtypes. Names with
// the "module." prefix that DataParallel adds are accepted. Throws InputError naming `source` when a strict
// load finds problems; nothing is changed in the model then.
LoadReport loadStateDict(torch::nn::Module& model, const StateDict& file, const LoadOptions& options,
                         const std::string& source);

}  // namespace osprey
