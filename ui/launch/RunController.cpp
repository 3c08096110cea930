#include "launch/RunController.h"

#include <signal.h>

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "launch/JobManager.h"
#include "launch/RunProcess.h"
#include "store/RunFolderLock.h"
#include "store/RunStore.h"
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
    // Nothing is written into a folder another process owns (a run resumed from a terminal); the trainer
    // takes the folder over once this lock is let go, below.
    std::unique_ptr<RunFolderLock> owner;
    try {
        RunFolderLock::Holder holder;
        owner = RunFolderLock::tryTake(ss(plan.runDir), &holder);
        if (!owner)
            throw RunFolderLock::refusal(ss(plan.runDir), holder);
    } catch (const std::exception& e) {
        *error = ErrorText::of(e);
        return nullptr;
    }
    // The experiment as launched, beside what the trainer writes (config.yaml is the resolved one).
    QSaveFile file(QDir(plan.runDir).filePath(QStringLiteral("experiment.yaml")));
    if (!file.open(QIODevice::WriteOnly) || file.write(plan.configYaml.toUtf8()) < 0 || !file.commit()) {
        *error = tr("Cannot write the experiment into '%1': %2").arg(plan.runDir, file.errorString());
        return nullptr;
    }
    owner.reset();
    auto* process = new RunProcess(plan.command, plan.runDir, plan.underMpirun);
    const double startedAt = static_cast<double>(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    connect(process, &RunProcess::finished, this, [this, process, plan, startedAt](int exitCode) {
        recordFailedStart(*process, plan, startedAt, exitCode);
    });
    m_jobs->start(process, plan.workingDir);
    m_watcher->pollNow();
    return process;
}

RunController::FailedStart RunController::failureReason(const QString& output, int exitCode) {
    // osprey-cli says why on its last "error: " line, and the parts of it on the "reason: " line right after
    // it (under mpirun, ranks' lines interleave: a reason further away may be another rank's); a crash says
    // nothing.
    const QStringList lines = output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const QString line = lines[i].trimmed();
        if (!line.startsWith(QStringLiteral("error: ")))
            continue;
        Reason reason;
        if (i + 1 < lines.size() && lines[i + 1].trimmed().startsWith(QStringLiteral("reason: ")))
            reason = Reason::fromJson(ss(lines[i + 1].trimmed().mid(8)));
        return {ss(line.mid(7)), reason};
    }
    if (exitCode < 0)
        return {"the training process crashed or could not be started", Reason{"process_crashed", {}}};
    return {"the training process ended with exit code " + std::to_string(exitCode) + " before the run began",
            Reason{"exit_before_start", {{"code", std::to_string(exitCode)}}}};
}

void RunController::recordFailedStart(const RunProcess& process, const LaunchPlan& plan, double startedAt,
                                      int exitCode) {
    // A trainer that got as far as its run records it itself, whatever happens next; one that did not (setup
    // refused a value, the data is missing, the process crashed at start) becomes a failed run here, so that
    // it is in the Runs list with its reason and its output instead of a folder nobody knows of.
    RunRecord run;
    run.name = ss(QFileInfo(plan.runDir).fileName());
    run.runDir = ss(QDir::cleanPath(plan.runDir));
    run.started = startedAt;
    run.status = RunStatus::Failed;
    try {
        const Config config = Config::fromYaml(ss(plan.configYaml), "the experiment");
        if (!config.getString("name").empty())
            run.name = config.getString("name");
        run.task = findTaskKind(config.getString("task")).value_or(TaskKind::Classification);
        run.model = config.getString("model.name");
        run.dataset = config.getString("data.dataset");
        run.configYaml = config.toYaml();
    } catch (const std::exception&) {
        run.configYaml = ss(plan.configYaml);  // the editor only launches what loads; kept as it was
    }
    // Stopped by the user before it began is not a failure.
    const bool stopped = process.stopRequested();
    const RunStatus status = stopped ? RunStatus::Stopped : RunStatus::Failed;
    const FailedStart why =
        stopped ? FailedStart{"stopped before the run began", Reason{"stopped_before_start", {}}}
                : failureReason(process.output(), exitCode);
    const QString logPath = QDir(plan.runDir).filePath(QStringLiteral("train.log"));
    const QByteArray output = process.output().toUtf8();
    m_watcher->modify([run, status, why, logPath, output](RunStore& store) {
        if (store.findRunByDir(run.runDir))
            return;
        // A folder another process owns now (one started there since) is that process's: no log is written
        // into it, and no run is recorded under it (its owner records its own).
        const std::unique_ptr<RunFolderLock> owner = RunFolderLock::tryTake(run.runDir);
        if (!owner)
            return;
        // Its log: what the process printed (a trainer that wrote its own log got far enough to record its
        // run).
        if (!QFileInfo::exists(logPath)) {
            QSaveFile log(logPath);
            if (log.open(QIODevice::WriteOnly) && log.write(output) >= 0)
                log.commit();
        }
        const int64_t id = store.createRun(run);
        store.setStatus(id, status, why.message, why.reason);
    });
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
        *error = ErrorText::of(e);
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
