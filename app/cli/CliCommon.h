#pragma once

#include <string>
#include <vector>

#include "config/Config.h"
#include "eval/CocoEvaluator.h"
#include "store/RunStore.h"

namespace osprey::cli {

// The experiment in `path` with `overrides` (dotted key=value) applied.
Config loadConfig(const std::string& path, const std::vector<std::string>& overrides);

// A run named by its id in the store or by its folder.
RunRecord findRun(const RunStore& store, const std::string& idOrDir);

std::string formatPercent(double value);
// The twelve COCO numbers as pycocotools prints them; `perClass`: then AP and AP50 per category.
void printCocoMetrics(const CocoMetrics& metrics, bool perClass);
// `value` with `decimals` digits after the point.
std::string formatFixed(double value, int decimals);

}  // namespace osprey::cli
