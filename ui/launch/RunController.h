#pragma once

#include <QObject>

#include "launch/LaunchSpec.h"
#include "util/Reason.h"

namespace osprey::ui {

class JobManager;
class RunProcess;
class StoreWatcher;

// Starts, stops, kills and resumes runs: the workbench's own processes through the JobManager, runs started
// elsewhere on this machine through their process id.
class RunController : public QObject {
    Q_OBJECT
public:
    RunController(StoreWatcher* watcher, QObject* parent = nullptr);

    JobManager* jobs() const { return m_jobs; }
    // Creates the run folder with the experiment in it and starts the command; null (and `error`) on failure.
    RunProcess* launch(const LaunchPlan& plan, QString* error);
    // Continues a stopped, failed or lost run from its last checkpoint with `spec` (local or MPI).
    RunProcess* resume(qint64 runId, const LaunchSpec& spec, const QString& workingDir, QString* error);
    // Graceful stop (SIGTERM; SIGUSR1 to mpirun); false when the run has no process this machine can reach.
    bool stop(qint64 runId);
    bool kill(qint64 runId);

    // Why a trainer that never recorded its run ended: its last "error: " line (osprey-cli's English), else
    // its exit, in English and in parts (the Runs list and the Monitor word them in the user's language).
    struct FailedStart {
        std::string message;
        Reason reason;
    };
    static FailedStart failureReason(const QString& output, int exitCode);

private:
    void recordFailedStart(const RunProcess& process, const LaunchPlan& plan, double startedAt, int exitCode);
    RunProcess* processOf(qint64 runId) const;
    qint64 localPid(qint64 runId) const;

    StoreWatcher* m_watcher;
    JobManager* m_jobs;
};

}  // namespace osprey::ui
