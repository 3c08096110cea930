#include "launch/RunController.h"

#include <signal.h>

#include <QDir>
#include <QSaveFile>

#include "common/QtConversions.h"
#include "launch/JobManager.h"
#include "launch/RunProcess.h"
#include "store/StoreWatcher.h"
#include "util/Errors.h"

namespace osprey::ui {

RunController::RunController(StoreWatcher* watcher, QObject* parent)
    : QObject(parent), m_watcher(watcher), m_jobs(new JobManager(this)) {}

RunProcess* RunController::launch(const LaunchPlan& plan, QString* error) {
    if (plan.command.isEmpty()) {
        *error = tr("Nothing to run.");
        return nullptr;
    }
    if (!QDir().mkpath(plan.runDir)) {
        *error = tr("Cannot create the run folder '%1'.").arg(plan.runDir);
        return nullptr;
    }
    // The experiment as launched, beside what the trainer writes (config.yaml is the resolved one).
    QSaveFile file(QDir(plan.runDir).filePath(QStringLiteral("experiment.yaml")));
    if (!file.open(QIODevice::WriteOnly) || file.write(plan.configYaml.toUtf8()) < 0 || !file.commit()) {
        *error = tr("Cannot write the experiment into '%1': %2").arg(plan.runDir, file.errorString());
        return nullptr;
    }
    auto* process = new RunProcess(plan.command, plan.runDir, plan.underMpirun);
    m_jobs->start(process, plan.workingDir);
    m_watcher->pollNow();
    return process;
}

RunProcess* RunController::resume(qint64 runId, const LaunchSpec& spec, const QString& workingDir,
                                  QString* error) {
    const auto run = m_watcher->run(runId);
    if (!run) {
        *error = tr("Run #%1 is not in the store.").arg(runId);
        return nullptr;
    }
    if (RunProcess* running = processOf(runId); running && running->isRunning()) {
        *error = tr("Run #%1 is still running.").arg(runId);
        return nullptr;
    }
    QStringList command;
    try {
        command = spec.resumeCommand(qs(run->runDir));
    } catch (const InputError& e) {
        *error = qs(e.what());
        return nullptr;
    }
    auto* process = new RunProcess(command, qs(run->runDir), spec.mode == LaunchSpec::Mode::Mpi);
    m_jobs->start(process, workingDir);
    m_watcher->pollNow();
    return process;
}

RunProcess* RunController::processOf(qint64 runId) const {
    const auto run = m_watcher->run(runId);
    return run ? m_jobs->processFor(qs(run->runDir)) : nullptr;
}

qint64 RunController::localPid(qint64 runId) const {
    const auto run = m_watcher->run(runId);
    return run ? run->localPid() : 0;
}

bool RunController::stop(qint64 runId) {
    if (RunProcess* process = processOf(runId); process && process->isRunning()) {
        process->stop();
        return true;
    }
    // A run started from the command line: its trainer stops gracefully on SIGTERM as well.
    const qint64 pid = localPid(runId);
    return pid > 0 && ::kill(static_cast<pid_t>(pid), SIGTERM) == 0;
}

bool RunController::kill(qint64 runId) {
    if (RunProcess* process = processOf(runId); process && process->isRunning()) {
        process->kill();
        return true;
    }
    const qint64 pid = localPid(runId);
    return pid > 0 && ::kill(static_cast<pid_t>(pid), SIGKILL) == 0;
}

}  // namespace osprey::ui
