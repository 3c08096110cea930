#pragma once

#include <string>
#include <vector>

namespace osprey {

// How to start a data-parallel job with OpenMPI's mpirun: what `osprey-cli launch` and the workbench's MPI
// launch build, so that nobody has to remember mpirun's flags.
struct MpiLaunch {
    std::string mpirun = "mpirun";
    int processes = 1;                   // -np
    std::vector<std::string> hosts;      // -H host[:slots],...; empty: this machine (or the hostfile)
    std::string hostfile;                // --hostfile
    std::vector<std::string> extraArgs;  // passed to mpirun as they are, before the program

    // Throws InputError for a count below 1, hosts and a hostfile together, or a hostfile that is missing.
    void validate() const;
    // The argument list: mpirun, its options, then `program` and `programArgs`. Adds --allow-run-as-root
    // when run by root, --oversubscribe when the job runs on this machine alone (mpirun counts physical
    // cores as slots), and
    // --bind-to none (each rank runs several threads) unless extraArgs bind themselves.
    std::vector<std::string> command(const std::string& program,
                                     const std::vector<std::string>& programArgs) const;
};

// A SLURM batch script that runs `program programArgs` under mpirun on the allocation.
struct SlurmJob {
    std::string jobName = "osprey";
    int nodes = 1;
    int tasksPerNode = 1;
    std::string time;       // HH:MM:SS or SLURM's other forms; empty: the partition's default
    std::string partition;  // empty: the cluster's default
    int gpusPerNode = 0;    // --gres=gpu:N when positive
    std::vector<std::string> mpirunArgs;

    void validate() const;
    std::string script(const std::string& program, const std::vector<std::string>& programArgs) const;
};

// `args` as one line a POSIX shell reads back into the same arguments.
std::string shellJoin(const std::vector<std::string>& args);

}  // namespace osprey
