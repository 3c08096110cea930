#include "launch/LaunchSpec.h"

#include <QProcess>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "distributed/MpiLaunch.h"
#include "util/Errors.h"

namespace osprey::ui {

namespace {

MpiLaunch mpiLaunchOf(const LaunchSpec& spec) {
    MpiLaunch launch;
    launch.mpirun = ss(spec.mpirun.trimmed().isEmpty() ? QStringLiteral("mpirun") : spec.mpirun.trimmed());
    launch.processes = spec.processes;
    for (const auto& host : spec.hosts.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!host.trimmed().isEmpty())
            launch.hosts.push_back(ss(host.trimmed()));
    }
    launch.hostfile = ss(spec.hostfile.trimmed());
    launch.extraArgs = toStdVector(QProcess::splitCommand(spec.extraArgs));
    return launch;
}

}  // namespace

QStringList LaunchSpec::wrap(const QStringList& cliArgs) const {
    if (mode == Mode::Local)
        return QStringList{cliPath} + cliArgs;
    const MpiLaunch launch = mpiLaunchOf(*this);
    launch.validate();
    return toStringList(launch.command(ss(cliPath), toStdVector(cliArgs)));
}

QStringList LaunchSpec::trainCommand(const QString& configPath, const QString& runDir) const {
    return wrap({QStringLiteral("train"), QStringLiteral("--config"), configPath, QStringLiteral("--run-dir"),
                 runDir, QStringLiteral("--db"), storePath});
}

QStringList LaunchSpec::resumeCommand(const QString& runDir) const {
    return wrap(
        {QStringLiteral("train"), QStringLiteral("--resume"), runDir, QStringLiteral("--db"), storePath});
}

QString LaunchSpec::problem() const {
    if (mode == Mode::Local)
        return {};
    try {
        mpiLaunchOf(*this).validate();
    } catch (const InputError& e) {
        return ErrorText::of(e);
    }
    return {};
}

QString LaunchSpec::commandLine(const QStringList& args) {
    return qs(shellJoin(toStdVector(args)));
}

}  // namespace osprey::ui
