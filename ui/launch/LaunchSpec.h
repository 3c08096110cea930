#pragma once

#include <QString>
#include <QStringList>

namespace osprey::ui {

// How and where a run starts: in one local process, or data-parallel under mpirun. Builds the argument list
// that QProcess runs (never a shell string) and the same command as one line to copy.
struct LaunchSpec {
    enum class Mode { Local, Mpi };
    Mode mode = Mode::Local;
    QString cliPath;  // osprey-cli
    QString storePath;
    // MPI
    QString mpirun = QStringLiteral("mpirun");
    int processes = 2;
    QString hosts;      // host[:slots],host[:slots]; empty: this machine
    QString hostfile;   // alternative to hosts
    QString extraArgs;  // mpirun options, split as a shell would

    // The program and its arguments: `osprey-cli train --config F --run-dir D --db S`, under mpirun for MPI.
    // Throws InputError (with a message for the user) when the MPI settings are inconsistent.
    QStringList trainCommand(const QString& configPath, const QString& runDir) const;
    // `osprey-cli train --resume D --db S`, under mpirun for MPI.
    QStringList resumeCommand(const QString& runDir) const;
    // The arguments after `--` of the run's osprey-cli (for tests and the command preview).
    QStringList wrap(const QStringList& cliArgs) const;

    // What is wrong with the MPI settings, or empty.
    QString problem() const;

    // `args` as one line a POSIX shell reads back into the same arguments.
    static QString commandLine(const QStringList& args);
};

// What Launch starts: the experiment text, the run folder it will write, and the command.
struct LaunchPlan {
    QString configYaml;
    QString runDir;
    QString workingDir;
    QStringList command;
    bool underMpirun = false;
};

}  // namespace osprey::ui
