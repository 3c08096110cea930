#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "config/Config.h"

namespace osprey {

// What would make a launch of this experiment fail at once, found before it starts: a model that is not
// registered for the experiment's task, and files and folders that are missing, unreadable or of the wrong
// kind for their key (data.root as the dataset format reads it, COCO annotation files, weight files). The
// workbench shows these beside its disabled Launch button.
struct LaunchProblem {
    std::string key;
    std::string message;  // without the key: "'/x' does not exist"
};

// Relative paths are read from `baseDir`, the folder the trainer will run in.
std::vector<LaunchProblem> launchProblems(const Config& config, const std::filesystem::path& baseDir);

// The registered models of a task ("classification", "detection"), in registration order.
std::vector<std::string> modelNamesForTask(const std::string& task);

}  // namespace osprey
