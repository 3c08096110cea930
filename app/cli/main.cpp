// osprey-cli: everything the Osprey workbench launches, without a display: train, evaluate, predict,
// benchmark, list models and runs. Exit codes: 0 success, 1 runtime failure, 2 bad usage, config or input.
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <iostream>

#include "Commands.h"
#include "device/MemoryTuning.h"
#include "device/TorchCompat.h"
#include "distributed/Communicator.h"
#include "util/Errors.h"
#include "util/Version.h"

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

namespace {
// "(rank 1 of 2) " when mpirun started this process.
std::string rankLabel() {
    if (!osprey::Communicator::launchedByLauncher())
        return "";
    try {
        const auto& world = osprey::Communicator::world();
        if (world.distributed())
            return "(" + world.label() + ") ";
    } catch (...) {
    }
    return "";
}

// The workbench that launched this process (OSPREY_ERROR_REASON=1 in its environment) reads the error's parts
// from a "reason: " line after the "error: " line, to word it in its own language.
void printError(const std::string& message, const std::exception& e) {
    std::cerr << "error: " << rankLabel() << message << std::endl;
    const char* wanted = std::getenv("OSPREY_ERROR_REASON");
    if (wanted && std::string(wanted) == "1") {
        osprey::Reason reason = osprey::reasonOf(e);
        if (!reason.empty() && !rankLabel().empty()) {  // which rank failed, as the error line says
            const auto& world = osprey::Communicator::world();
            reason.args["rank"] = std::to_string(world.rank());
            reason.args["ranks"] = std::to_string(world.size());
        }
        if (!reason.empty())
            std::cerr << "reason: " << reason.toJson() << std::endl;
    }
}
}  // namespace

int main(int argc, char** argv) {
    // mpirun's spelling "-np N" works for launch too (CLI11 would read it as -n p).
    std::vector<std::string> arguments(argv, argv + argc);
    const bool launch = arguments.size() > 1 && arguments[1] == "launch";
    for (size_t i = 2; launch && i < arguments.size() && arguments[i] != "--"; ++i) {
        if (arguments[i] == "-np")
            arguments[i] = "--np";
    }
    std::vector<char*> pointers;
    for (auto& a : arguments)
        pointers.push_back(a.data());
    argc = static_cast<int>(pointers.size());
    argv = pointers.data();
    osprey::keepFreedMemoryInProcess();
    CLI::App app{"Osprey: train, evaluate and run image classifiers from the command line", "osprey-cli"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "osprey-cli " + osprey::programVersion() + " (libtorch " +
                                          osprey::compat::torchVersion() + ")");
    bool verbose = false;
    app.add_flag("--verbose", verbose, "On an error inside libtorch, also print its C++ stack trace");
    app.fallthrough();  // --verbose after the subcommand too
    osprey::cli::addTrainCommand(app);
    osprey::cli::addEvalCommand(app);
    osprey::cli::addPredictCommand(app);
    osprey::cli::addBenchCommand(app);
    osprey::cli::addModelsCommand(app);
    osprey::cli::addRunsCommand(app);
    osprey::cli::addWeightsCommand(app);
    osprey::cli::addCocoEvalCommand(app);
    osprey::cli::addShapesCommand(app);
    osprey::cli::addLaunchCommand(app);
    osprey::cli::addExportCommand(app);
    osprey::cli::addDataCommand(app);
    osprey::cli::addInspectCommand(app);
    int code = 0;
    try {
        app.parse(argc, argv);
        code = osprey::cli::exitCode();
    } catch (const CLI::ParseError& e) {
        const int parseCode = app.exit(e);
        code = parseCode == 0 ? 0 : 2;
    } catch (const osprey::InputError& e) {
        printError(e.what(), e);
        code = 2;
    } catch (const std::exception& e) {
        printError(verbose ? osprey::errorWithTrace(e) : osprey::errorMessage(e), e);
        code = 1;
    }
    if (code != 0 && osprey::Communicator::launchedByLauncher()) {
        // One failed rank ends them all at once (the others may be waiting for it in a collective); mpirun
        // reports the code.
        osprey::Communicator::abortAll(code);
    }
    osprey::Communicator::finalize();
    return code;
}
