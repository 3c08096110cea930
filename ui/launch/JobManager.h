#pragma once

#include <QList>
#include <QObject>

namespace osprey::ui {

class RunProcess;

// The training processes this workbench started; several may run at once.
class JobManager : public QObject {
    Q_OBJECT
public:
    explicit JobManager(QObject* parent = nullptr);

    // Takes `process`, starts it in `workingDir`.
    RunProcess* start(RunProcess* process, const QString& workingDir);
    RunProcess* processFor(const QString& runDir) const;
    QList<RunProcess*> running() const;
    // Asks every running process to stop gracefully and waits up to `timeoutMs` for them; kills the rest.
    void stopAllAndWait(int timeoutMs);

Q_SIGNALS:
    void processStarted(osprey::ui::RunProcess* process);
    void processFinished(osprey::ui::RunProcess* process, int exitCode);

private:
    QList<RunProcess*> m_processes;
};

}  // namespace osprey::ui
