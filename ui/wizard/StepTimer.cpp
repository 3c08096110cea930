#include "wizard/StepTimer.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

#include "common/WorkbenchSettings.h"

namespace osprey::ui {

namespace {

constexpr int kSteps = 3;
constexpr int kWarmup = 1;

QString cacheKey(const QString& model, int inputSize, int batchSize) {
    return QStringLiteral("stepTime/%1/%2x%3").arg(model).arg(inputSize).arg(batchSize);
}

}  // namespace

StepTimer::StepTimer(QObject* parent) : QObject(parent) {}

StepTimer::~StepTimer() {
    cancel();
}

double StepTimer::cached(const QString& model, int inputSize, int batchSize) {
    return QSettings().value(cacheKey(model, inputSize, batchSize), -1.0).toDouble();
}

bool StepTimer::busy() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

void StepTimer::cancel() {
    if (!m_process)
        return;
    m_process->disconnect(this);
    m_process->kill();
    m_process->waitForFinished(2000);
    m_process->deleteLater();
    m_process.clear();
}

void StepTimer::request(const QString& model, int inputSize, int batchSize) {
    const double ms = cached(model, inputSize, batchSize);
    if (ms >= 0) {
        Q_EMIT measured(model, inputSize, batchSize, ms);
        return;
    }
    if (busy() && m_model == model && m_inputSize == inputSize && m_batchSize == batchSize)
        return;
    cancel();
    m_model = model;
    m_inputSize = inputSize;
    m_batchSize = batchSize;
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::finished, this, &StepTimer::finished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            Q_EMIT failed(
                m_model,
                tr("%1 does not start: %2").arg(WorkbenchSettings::cliPath(), m_process->errorString()));
    });
    m_process->start(
        WorkbenchSettings::cliPath(),
        {QStringLiteral("bench"), QStringLiteral("train"), QStringLiteral("--model"), model,
         QStringLiteral("--image-size"), QString::number(inputSize), QStringLiteral("--batch-size"),
         QString::number(batchSize), QStringLiteral("--steps"), QString::number(kSteps),
         QStringLiteral("--warmup"), QString::number(kWarmup), QStringLiteral("--json")});
}

void StepTimer::finished(int exitCode, QProcess::ExitStatus status) {
    auto* process = m_process.data();
    if (!process)
        return;
    const QByteArray out = process->readAllStandardOutput();
    const QString err = QString::fromUtf8(process->readAllStandardError()).trimmed();
    process->deleteLater();
    m_process.clear();
    const QJsonObject result = QJsonDocument::fromJson(out).object();
    const double ms = result.value(QStringLiteral("ms_per_step_median")).toDouble(-1);
    if (status != QProcess::NormalExit || exitCode != 0 || ms < 0) {
        Q_EMIT failed(m_model, err.isEmpty() ? tr("the measurement ended with exit code %1").arg(exitCode)
                                             : err.section(QLatin1Char('\n'), -1));
        return;
    }
    QSettings().setValue(cacheKey(m_model, m_inputSize, m_batchSize), ms);
    Q_EMIT measured(m_model, m_inputSize, m_batchSize, ms);
}

}  // namespace osprey::ui
