// osprey-cli: everything the Osprey workbench launches, without a display: train, evaluate, predict,
// benchmark, list models and runs. Exit codes: 0 success, 1 runtime failure, 2 bad usage, config or input.
#include <c10/util/Exception.h>
#include <CLI/CLI.hpp>

#include <iostream>

#include "Commands.h"
#include "device/MemoryTuning.h"
#include "util/Errors.h"

namespace osprey::cli {
namespace {
int g_exitCode = 0;
}
void setExitCode(int code) {
    g_exitCode = code;
}
int exitCode() {
    return g_exitCode;
}
}  // namespace osprey::cli

int main(int argc, char** argv) {
    osprey::keepFreedMemoryInProcess();
    CLI::App app{"Osprey: train, evaluate and run image classifiers from the command line", "osprey-cli"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "osprey-cli 0.1.0");
    osprey::cli::addTrainCommand(app);
    osprey::cli::addEvalCommand(app);
    osprey::cli::addPredictCommand(app);
    osprey::cli::addBenchCommand(app);
    osprey::cli::addModelsCommand(app);
    osprey::cli::addRunsCommand(app);
    osprey::cli::addWeightsCommand(app);
    osprey::cli::addCocoEvalCommand(app);
    osprey::cli::addShapesCommand(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : 2;
    } catch (const osprey::InputError& e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 2;
    } catch (const c10::Error& e) {
        std::cerr << "error: " << e.what_without_backtrace() << std::endl;
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << std::endl;
        return 1;
    }
    return osprey::cli::exitCode();
}
