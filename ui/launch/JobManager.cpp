#include "launch/JobManager.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include "launch/RunProcess.h"

namespace osprey::ui {

JobManager::JobManager(QObject* parent) : QObject(parent) {}

RunProcess* JobManager::start(RunProcess* process, const QString& workingDir) {
    process->setParent(this);
    m_processes << process;
    connect(process, &RunProcess::finished, this,
            [this, process](int exitCode) { Q_EMIT processFinished(process, exitCode); });
    process->start(workingDir);
    Q_EMIT processStarted(process);
    return process;
}

RunProcess* JobManager::processFor(const QString& runDir) const {
    // The newest process of the folder: a resumed run reuses its folder.
    for (auto it = m_processes.rbegin(); it != m_processes.rend(); ++it) {
        if ((*it)->runDir() == runDir)
            return *it;
    }
    return nullptr;
}

QList<RunProcess*> JobManager::running() const {
    QList<RunProcess*> out;
    for (auto* process : m_processes) {
        if (process->isRunning())
            out << process;
    }
    return out;
}

void JobManager::stopAllAndWait(int timeoutMs) {
    for (auto* process : running())
        process->stop();
    QElapsedTimer timer;
    timer.start();
    while (!running().isEmpty() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(20);
    }
    for (auto* process : running())
        process->kill();
}

}  // namespace osprey::ui
