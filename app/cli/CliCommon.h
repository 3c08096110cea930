#pragma once

#include <string>
#include <vector>

#include "config/Config.h"
#include "store/RunStore.h"

namespace osprey::cli {

// The experiment in `path` with `overrides` (dotted key=value) applied.
Config loadConfig(const std::string& path, const std::vector<std::string>& overrides);

// The checkpoint a command uses for a run folder: best.pt, else last.pt, saying so on stderr in that case.
std::string checkpointOfRun(const std::string& runDir);

// A run named by its id in the store or by its folder.
RunRecord findRun(const RunStore& store, const std::string& idOrDir);

}  // namespace osprey::cli
