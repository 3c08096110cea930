#include "CliCommon.h"

#include <cstdio>
#include <filesystem>

#include "util/Errors.h"

namespace osprey::cli {

Config loadConfig(const std::string& path, const std::vector<std::string>& overrides) {
    Config config = path.empty() ? Config() : Config::fromFile(path);
    config.applyOverrides(overrides);
    return config;
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

std::string formatPercent(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f%%", value);
    return buffer;
}

std::string formatFixed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

void printCocoMetrics(const CocoMetrics& m, bool perClass) {
    static const char* rows[12] = {
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50      | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.75      | area=   all | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area= small | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area=medium | maxDets=100 ]",
        "Average Precision  (AP) @[ IoU=0.50:0.95 | area= large | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets=  1 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets= 10 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=   all | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area= small | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area=medium | maxDets=100 ]",
        "Average Recall     (AR) @[ IoU=0.50:0.95 | area= large | maxDets=100 ]",
    };
    for (int i = 0; i < 12; ++i)
        std::printf(" %s = %.3f\n", rows[i], m.stats[i]);
    if (!perClass)
        return;
    std::printf("\n%-24s %8s %8s\n", "category", "AP", "AP50");
    for (size_t k = 0; k < m.categoryIds.size(); ++k) {
        std::printf("%-24s %8.3f %8.3f\n", m.categoryNames[k].c_str(), m.categoryAP[k], m.categoryAP50[k]);
    }
}

}  // namespace osprey::cli
