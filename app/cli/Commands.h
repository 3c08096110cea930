#pragma once

namespace CLI {
class App;
}

namespace osprey::cli {

// Each adds one subcommand of osprey-cli; its callback does the work and throws on failure
// (InputError: exit 2, anything else: exit 1).
void addTrainCommand(CLI::App& app);
void addEvalCommand(CLI::App& app);
void addPredictCommand(CLI::App& app);
void addBenchCommand(CLI::App& app);
void addModelsCommand(CLI::App& app);
void addRunsCommand(CLI::App& app);
void addWeightsCommand(CLI::App& app);
void addCocoEvalCommand(CLI::App& app);
void addShapesCommand(CLI::App& app);
void addLaunchCommand(CLI::App& app);
void addExportCommand(CLI::App& app);
void addDataCommand(CLI::App& app);
// data convert: one dataset format to another (DataConvertCommand.cpp).
void addDataConvertCommand(CLI::App& data);
void addInspectCommand(CLI::App& app);

// Set by a command that finished but must still exit non-zero (predict with an unreadable image).
void setExitCode(int code);
int exitCode();

}  // namespace osprey::cli
