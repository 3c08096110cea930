#include "runs/TensorBoardLauncher.h"

#include <QDesktopServices>
#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>

namespace osprey::ui {

namespace {

// A run's event files, as the training writes them (TensorBoardSink).
QString eventFolder(const QString& runDir) {
    return QDir(runDir).filePath(QStringLiteral("tensorboard"));
}

// A name for --logdir_spec: its separators (',' between runs, ':' between name and folder) left out.
QString specName(const QString& name) {
    QString out = name;
    out.replace(QLatin1Char(','), QLatin1Char(' ')).replace(QLatin1Char(':'), QLatin1Char(' '));
    return out.trimmed().isEmpty() ? QStringLiteral("run") : out.trimmed();
}

QString quoted(const QString& arg) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./=:,@%+-]+$"));
    if (plain.match(arg).hasMatch())
        return arg;
    QString inner = arg;
    inner.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + inner + QLatin1Char('\'');
}

}  // namespace

TensorBoardLauncher::TensorBoardLauncher(QObject* parent) : QObject(parent) {
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    connect(&m_process, &QProcess::readyRead, this, &TensorBoardLauncher::readOutput);
    connect(&m_process, &QProcess::finished, this, [this] {
        readOutput();
        if (!m_served)
            Q_EMIT failed(m_output.trimmed().right(2000));
    });
}

TensorBoardLauncher::~TensorBoardLauncher() {
    stop();
}

QString TensorBoardLauncher::program() {
    return QStandardPaths::findExecutable(QStringLiteral("tensorboard"));
}

QStringList TensorBoardLauncher::arguments(const QList<RunFolder>& runs) {
    QStringList args;
    if (runs.size() == 1) {
        args << QStringLiteral("--logdir") << eventFolder(runs.front().dir);
    } else {
        QStringList spec;
        for (const RunFolder& run : runs)
            spec << specName(run.name) + QLatin1Char(':') + eventFolder(run.dir);
        args << QStringLiteral("--logdir_spec") << spec.join(QLatin1Char(','));
    }
    // Port 0: one the system picks, so that a second workbench or a TensorBoard already open is no obstacle.
    args << QStringLiteral("--port") << QStringLiteral("0");
    return args;
}

QString TensorBoardLauncher::commandLine(const QList<RunFolder>& runs) {
    QStringList parts{QStringLiteral("tensorboard")};
    QStringList args = arguments(runs);
    args.removeLast();  // --port 0: a person reads the default port's address more easily
    args.removeLast();
    for (const QString& arg : args)
        parts << quoted(arg);
    return parts.join(QLatin1Char(' '));
}

bool TensorBoardLauncher::open(const QList<RunFolder>& runs) {
    const QString exe = program();
    if (exe.isEmpty() || runs.isEmpty())
        return false;
    stop();
    m_output.clear();
    m_served = false;
    m_process.start(exe, arguments(runs));
    return true;
}

void TensorBoardLauncher::readOutput() {
    m_output += QString::fromLocal8Bit(m_process.readAll());
    if (m_served)
        return;
    // "TensorBoard 2.21.0 at http://localhost:45123/ (Press CTRL+C to quit)"
    static const QRegularExpression address(QStringLiteral("(https?://[^\\s]+:\\d+/?)"));
    const QRegularExpressionMatch match = address.match(m_output);
    if (!match.hasMatch())
        return;
    m_served = true;
    const QUrl url(match.captured(1));
    QDesktopServices::openUrl(url);
    Q_EMIT serving(url);
}

void TensorBoardLauncher::stop() {
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_served = true;  // stopped on purpose: not a failure to report
    m_process.terminate();
    if (!m_process.waitForFinished(3000)) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

}  // namespace osprey::ui
