#include "distributed/MpiLaunch.h"

#include <unistd.h>

#include <filesystem>
#include <regex>
#include <sstream>

#include "util/Errors.h"
#include "util/Translatable.h"

namespace osprey {

namespace {

bool bindsItself(const std::vector<std::string>& args) {
    for (const auto& a : args) {
        if (a.rfind("--bind-to", 0) == 0 || a.rfind("-bind-to", 0) == 0 || a.rfind("--map-by", 0) == 0)
            return true;
    }
    return false;
}

bool hasArg(const std::vector<std::string>& args, const std::string& name) {
    for (const auto& a : args) {
        if (a == name)
            return true;
    }
    return false;
}

}  // namespace

void MpiLaunch::validate() const {
    if (processes < 1)
        throw InputError(
            Reason::sentence(OSPREY_TRANSLATE_NOOP("osprey::Errors", "-np must be at least 1, got {value}"),
                             {{"value", std::to_string(processes)}}));
    if (!hosts.empty() && !hostfile.empty())
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "give either --hosts or --hostfile, not both")));
    if (!hostfile.empty() && !std::filesystem::is_regular_file(hostfile))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "hostfile '{path}' does not exist or is not a file"),
            {{"path", hostfile}}));
    for (const auto& h : hosts) {
        if (h.empty() || h.find_first_of(" \t,") != std::string::npos)
            throw InputError(Reason::sentence(
                OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                      "host '{host}' is not a host name (expected name or name:slots)"),
                {{"host", h}}));
    }
}

std::vector<std::string> MpiLaunch::command(const std::string& program,
                                            const std::vector<std::string>& programArgs) const {
    std::vector<std::string> cmd = {mpirun, "-np", std::to_string(processes)};
    if (::geteuid() == 0 && !hasArg(extraArgs, "--allow-run-as-root"))
        cmd.push_back("--allow-run-as-root");
    // On this machine alone, more ranks than cores (or than physical cores, which mpirun counts) are allowed.
    if (hosts.empty() && hostfile.empty() && processes > 1 && !hasArg(extraArgs, "--oversubscribe"))
        cmd.push_back("--oversubscribe");
    if (!bindsItself(extraArgs)) {
        cmd.push_back("--bind-to");
        cmd.push_back("none");
    }
    if (!hosts.empty()) {
        std::string list;
        for (const auto& h : hosts)
            list += (list.empty() ? "" : ",") + h;
        cmd.push_back("-H");
        cmd.push_back(list);
    }
    if (!hostfile.empty()) {
        cmd.push_back("--hostfile");
        cmd.push_back(hostfile);
    }
    cmd.insert(cmd.end(), extraArgs.begin(), extraArgs.end());
    cmd.push_back(program);
    cmd.insert(cmd.end(), programArgs.begin(), programArgs.end());
    return cmd;
}

void SlurmJob::validate() const {
    if (nodes < 1)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--nodes must be at least 1, got {value}"),
            {{"value", std::to_string(nodes)}}));
    if (tasksPerNode < 1)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--tasks-per-node must be at least 1, got {value}"),
            {{"value", std::to_string(tasksPerNode)}}));
    if (gpusPerNode < 0)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--gpus-per-node must not be negative")));
    static const std::regex name("[A-Za-z0-9._-]+");
    if (!std::regex_match(jobName, name))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--job-name '{value}' may hold only letters, digits, '.', '_' and '-'"),
            {{"value", jobName}}));
    static const std::regex duration("[0-9:-]+");
    if (!time.empty() && !std::regex_match(time, duration))
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors",
                                  "--time '{value}' is not a SLURM time (e.g. 04:00:00 or 1-12:00:00)"),
            {{"value", time}}));
    if (partition.find_first_of(" \t\n'\"") != std::string::npos)
        throw InputError(Reason::sentence(
            OSPREY_TRANSLATE_NOOP("osprey::Errors", "--partition '{value}' is not a partition name"),
            {{"value", partition}}));
}

std::string SlurmJob::script(const std::string& program, const std::vector<std::string>& programArgs) const {
    std::ostringstream s;
    s << "#!/bin/bash\n";
    s << "#SBATCH --job-name=" << jobName << "\n";
    s << "#SBATCH --nodes=" << nodes << "\n";
    s << "#SBATCH --ntasks-per-node=" << tasksPerNode << "\n";
    if (!time.empty())
        s << "#SBATCH --time=" << time << "\n";
    if (!partition.empty())
        s << "#SBATCH --partition=" << partition << "\n";
    if (gpusPerNode > 0)
        s << "#SBATCH --gres=gpu:" << gpusPerNode << "\n";
    s << "#SBATCH --output=" << jobName << "-%j.out\n";
    s << "# Written by osprey-cli launch --slurm: " << nodes * tasksPerNode
      << " ranks in all. Submit with: sbatch <this file>\n";
    s << "set -euo pipefail\n";
    // OpenMPI's mpirun reads the allocation from SLURM: one rank per task, no -np or host list needed.
    std::vector<std::string> cmd = {"mpirun"};
    if (!bindsItself(mpirunArgs)) {
        cmd.push_back("--bind-to");
        cmd.push_back("none");
    }
    cmd.insert(cmd.end(), mpirunArgs.begin(), mpirunArgs.end());
    cmd.push_back(program);
    cmd.insert(cmd.end(), programArgs.begin(), programArgs.end());
    s << shellJoin(cmd) << "\n";
    return s.str();
}

std::string shellJoin(const std::vector<std::string>& args) {
    static const std::regex plain("[A-Za-z0-9_./:=,+@%-]+");
    std::string line;
    for (const auto& a : args) {
        if (!line.empty())
            line += ' ';
        if (!a.empty() && std::regex_match(a, plain)) {
            line += a;
            continue;
        }
        line += '\'';
        for (char c : a) {
            if (c == '\'')
                line += "'\\''";
            else
                line += c;
        }
        line += '\'';
    }
    return line;
}

}  // namespace osprey
