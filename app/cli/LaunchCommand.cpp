#include <unistd.h>

#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "Commands.h"
#include "distributed/MpiLaunch.h"
#include "util/AtomicFile.h"
#include "util/Errors.h"

namespace fs = std::filesystem;

namespace osprey::cli {

namespace {

struct LaunchArgs {
    MpiLaunch mpi;
    std::string hosts;
    bool dryRun = false;
    bool slurm = false;
    SlurmJob job;
    std::string out;
    bool force = false;
    std::vector<std::string> command;
};

// This very osprey-cli, by absolute path: the ranks must run the same build.
std::string selfPath() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string("osprey-cli") : self.string();
}

std::vector<std::string> splitHosts(const std::string& text) {
    std::vector<std::string> hosts;
    std::string current;
    for (char c : text + ",") {
        if (c == ',') {
            if (!current.empty())
                hosts.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    return hosts;
}

void runLaunch(LaunchArgs& args) {
    if (args.command.empty()) {
        throw InputError(
            "launch needs the osprey-cli command to run after '--', e.g. "
            "osprey-cli launch -np 2 -- train --config resources/templates/digits.yaml");
    }
    if (args.slurm) {
        args.job.validate();
        const std::string script = args.job.script(selfPath(), args.command);
        const std::string out = args.out.empty() ? args.job.jobName + ".sbatch" : args.out;
        if (fs::exists(out) && !args.force)
            throw InputError("'" + out + "' exists; choose another --out or add --force to replace it");
        writeFileAtomically(out, script);
        fs::permissions(out, fs::perms::owner_exec | fs::perms::group_exec, fs::perm_options::add);
        std::cout << "wrote " << out << " (" << args.job.nodes * args.job.tasksPerNode
                  << " ranks); submit it with: sbatch " << out << "\n";
        return;
    }
    args.mpi.hosts = splitHosts(args.hosts);
    args.mpi.validate();
    const std::vector<std::string> cmd = args.mpi.command(selfPath(), args.command);
    std::cout << shellJoin(cmd) << std::endl;
    if (args.dryRun)
        return;
    std::vector<char*> argv;
    for (const auto& a : cmd)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    // mpirun takes this process's place: its exit code and signals (Stop, Kill) are the job's.
    ::execvp(argv[0], argv.data());
    throw InputError("cannot run '" + args.mpi.mpirun + "': " + std::strerror(errno) +
                     " (install openmpi-bin, or give its path with --mpirun)");
}

}  // namespace

void addLaunchCommand(CLI::App& app) {
    auto args = std::make_shared<LaunchArgs>();
    CLI::App* cmd = app.add_subcommand(
        "launch",
        "Run an osprey-cli command data-parallel under mpirun, or write a SLURM batch script for it");
    cmd->footer(
        "Examples:\n"
        "  osprey-cli launch -np 2 -- train --config resources/templates/digits.yaml\n"
        "  osprey-cli launch -np 8 --hosts node1:4,node2:4 -- train --config exp.yaml dist.sync_bn=true\n"
        "  osprey-cli launch --slurm --nodes 4 --tasks-per-node 8 --time 12:00:00 -- train --config "
        "exp.yaml");
    cmd->add_option("-n,--np", args->mpi.processes, "Number of processes (ranks)");
    cmd->add_option("--hosts,-H", args->hosts, "Comma-separated hosts, each optionally name:slots");
    cmd->add_option("--hostfile", args->mpi.hostfile, "An OpenMPI hostfile");
    cmd->add_option("--mpirun", args->mpi.mpirun, "mpirun to use (default: mpirun on PATH)");
    cmd->add_option("--mpirun-arg", args->mpi.extraArgs,
                    "An extra mpirun argument, passed as it is (repeat for several)")
        ->allow_extra_args(false);
    cmd->add_flag("--dry-run", args->dryRun, "Print the mpirun command and exit");
    cmd->add_flag("--slurm", args->slurm, "Write an sbatch script instead of running");
    cmd->add_option("--nodes", args->job.nodes, "SLURM: nodes");
    cmd->add_option("--tasks-per-node", args->job.tasksPerNode, "SLURM: ranks per node (one per GPU, say)");
    cmd->add_option("--time", args->job.time, "SLURM: time limit, e.g. 04:00:00");
    cmd->add_option("--partition", args->job.partition, "SLURM: partition");
    cmd->add_option("--gpus-per-node", args->job.gpusPerNode, "SLURM: GPUs per node (--gres=gpu:N)");
    cmd->add_option("--job-name", args->job.jobName, "SLURM: job name (default osprey)");
    cmd->add_option("--out", args->out, "SLURM: the script to write (default <job-name>.sbatch)");
    cmd->add_flag("--force", args->force, "SLURM: replace an existing script");
    cmd->add_option("command", args->command,
                    "After '--': the osprey-cli command to run, e.g. train --config X");
    cmd->callback([args] {
        args->job.mpirunArgs = args->mpi.extraArgs;
        runLaunch(*args);
    });
}

}  // namespace osprey::cli
