#pragma once

#include <QObject>
#include <QProcess>
#include <QStringList>

namespace osprey::ui {

// One osprey-cli training process started by the workbench (directly or under mpirun): its output, and the
// ways to end it. The run's rows come from the store, which the trainer writes; this object only knows the
// process.
class RunProcess : public QObject {
    Q_OBJECT
public:
    // `command`: the program and its arguments; `runDir`: the folder the run writes (it names the run in the
    // store); `underMpirun`: the program is mpirun, which forwards SIGUSR1 to every rank but kills them all
    // on SIGTERM.
    RunProcess(const QStringList& command, const QString& runDir, bool underMpirun,
               QObject* parent = nullptr);
    ~RunProcess() override;

    void start(const QString& workingDir);
    // Graceful: the trainer finishes its step, writes a checkpoint, marks the run stopped and exits 0.
    void stop();
    // Immediate: the run's last checkpoint stays as it was.
    void kill();

    bool isRunning() const;
    const QString& runDir() const { return m_runDir; }
    const QStringList& command() const { return m_command; }
    const QString& output() const { return m_output; }
    int exitCode() const { return m_exitCode; }
    bool stopRequested() const { return m_stopRequested; }

Q_SIGNALS:
    void outputAppended(const QString& text);
    void started();
    // stop() asked the trainer to end; it is finishing its step and writing its checkpoint.
    void stopping();
    // exitCode is -1 when the process did not start or crashed.
    void finished(int exitCode);

private:
    void readOutput();

    QProcess m_process;
    QStringList m_command;
    QString m_runDir;
    bool m_underMpirun;
    QString m_output;
    int m_exitCode = -1;
    bool m_stopRequested = false;
};

}  // namespace osprey::ui
