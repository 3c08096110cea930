#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "Commands.h"
#include "models/ModelRegistry.h"
#include "util/JsonText.h"
#include "util/Strings.h"

namespace osprey::cli {

void addModelsCommand(CLI::App& app) {
    auto json = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand("models", "List every registered model with its parameter count");
    cmd->add_flag("--json", *json, "Print a JSON array of {name, task, params, input_size, description}");
    cmd->callback([json] {
        nlohmann::json out = nlohmann::json::array();
        if (!*json)
            std::printf("%-18s %-15s %14s %6s  %s\n", "name", "task", "parameters", "input", "description");
        for (const auto& info : ModelRegistry::instance().models()) {
            const auto model = ModelRegistry::instance().create(info.name, ModelOptions{});
            const int64_t params = countParameters(*model);
            if (*json) {
                out.push_back({{"name", info.name},
                               {"task", taskName(info.task())},
                               {"params", params},
                               {"num_classes", info.defaultNumClasses},
                               {"input_size", info.defaultInputSize},
                               {"description", info.description}});
            } else {
                std::printf("%-18s %-15s %14s %6lld  %s\n", info.name.c_str(), taskName(info.task()),
                            withThousands(params).c_str(), static_cast<long long>(info.defaultInputSize),
                            info.description.c_str());
            }
        }
        if (*json)
            std::cout << jsonText(out, 2) << std::endl;
    });
}

}  // namespace osprey::cli
