#pragma once

#include <string>
#include <vector>

#include "config/Config.h"
#include "store/RunStore.h"

namespace osprey::cli {

// The experiment in `path` with `overrides` (dotted key=value) applied.
Config loadConfig(const std::string& path, const std::vector<std::string>& overrides);

// A run named by its id in the store or by its folder.
RunRecord findRun(const RunStore& store, const std::string& idOrDir);

}  // namespace osprey::cli
