#include "launch/RunProcess.h"

#include <signal.h>

namespace osprey::ui {

namespace {
constexpr qsizetype kMaxKeptOutput = 4 * 1024 * 1024;  // the console keeps the last 4 MB
}

RunProcess::RunProcess(const QStringList& command, const QString& runDir, bool underMpirun, QObject* parent)
    : QObject(parent), m_command(command), m_runDir(runDir), m_underMpirun(underMpirun) {
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, &RunProcess::readOutput);
    connect(&m_process, &QProcess::started, this, &RunProcess::started);
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        readOutput();
        m_exitCode = status == QProcess::NormalExit ? code : -1;
        Q_EMIT finished(m_exitCode);
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        const QString text = tr("Cannot start %1: %2\n").arg(m_command.value(0), m_process.errorString());
        m_output += text;
        Q_EMIT outputAppended(text);
        m_exitCode = -1;
        Q_EMIT finished(m_exitCode);
    });
}

RunProcess::~RunProcess() {
    // The main window stops runs (gracefully) before it lets them go; what is still running here is killed.
    if (isRunning()) {
        m_process.kill();
        m_process.waitForFinished(3000);
    }
}

void RunProcess::start(const QString& workingDir) {
    m_process.setWorkingDirectory(workingDir);
    // osprey-cli then says an error's parts too (a "reason: " line), which the workbench words in its
    // language.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("OSPREY_ERROR_REASON"), QStringLiteral("1"));
    m_process.setProcessEnvironment(environment);
    m_process.start(m_command.value(0), m_command.mid(1));
}

void RunProcess::stop() {
    if (!isRunning())
        return;
    m_stopRequested = true;
    if (m_underMpirun) {
        ::kill(static_cast<pid_t>(m_process.processId()), SIGUSR1);
    } else {
        m_process.terminate();  // SIGTERM
    }
    Q_EMIT stopping();
}

void RunProcess::kill() {
    if (isRunning())
        m_process.kill();
}

bool RunProcess::isRunning() const {
    return m_process.state() != QProcess::NotRunning;
}

void RunProcess::readOutput() {
    const QString text = QString::fromUtf8(m_process.readAll());
    if (text.isEmpty())
        return;
    m_output += text;
    if (m_output.size() > kMaxKeptOutput)
        m_output.remove(0, m_output.size() - kMaxKeptOutput);
    Q_EMIT outputAppended(text);
}

}  // namespace osprey::ui
