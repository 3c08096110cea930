#include "CliCommon.h"

#include <filesystem>
#include <iostream>

#include "infer/Predictor.h"
#include "util/Errors.h"

namespace osprey::cli {

Config loadConfig(const std::string& path, const std::vector<std::string>& overrides) {
    Config config = path.empty() ? Config() : Config::fromFile(path);
    config.applyOverrides(overrides);
    return config;
}

std::string checkpointOfRun(const std::string& runDir) {
    const std::string path = runCheckpointPath(runDir);
    if (std::filesystem::path(path).filename() != "best.pt") {
        std::cerr << "note: '" << runDir
                  << "' has no best.pt (no validation has improved on its metric yet); using last.pt\n";
    }
    return path;
}

RunRecord findRun(const RunStore& store, const std::string& idOrDir) {
    const bool numeric = !idOrDir.empty() && idOrDir.find_first_not_of("0123456789") == std::string::npos;
    if (numeric) {
        if (auto run = store.findRun(std::stoll(idOrDir)))
            return *run;
    }
    std::error_code ec;
    const std::string dir = std::filesystem::absolute(idOrDir, ec).lexically_normal().string();
    if (auto run = store.findRunByDir(dir))
        return *run;
    throw InputError("no run '" + idOrDir + "' in the run store '" + store.path() +
                     "' (give a run id from 'osprey-cli runs list' or a run folder)");
}

}  // namespace osprey::cli
