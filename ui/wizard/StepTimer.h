#pragma once

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>

namespace osprey::ui {

// The time of one training step of a model on this machine, measured by `osprey-cli bench train` in its
// own process (a few steps on synthetic images at the chosen input size and batch) and cached in the
// settings, so that a model is measured once per size. One measurement at a time: asking for another model
// ends the one in progress. Never blocks: the answer comes as a signal.
class StepTimer : public QObject {
    Q_OBJECT
public:
    explicit StepTimer(QObject* parent = nullptr);
    ~StepTimer() override;

    // Emits measured() at once from the cache, else starts a measurement (ending the one in progress).
    void request(const QString& model, int inputSize, int batchSize);
    // The cached time in milliseconds, or a negative number.
    static double cached(const QString& model, int inputSize, int batchSize);
    bool busy() const;

Q_SIGNALS:
    void measured(const QString& model, int inputSize, int batchSize, double msPerStep);
    void failed(const QString& model, const QString& reason);

private:
    void finished(int exitCode, QProcess::ExitStatus status);
    void cancel();

    QPointer<QProcess> m_process;
    QString m_model;
    int m_inputSize = 0;
    int m_batchSize = 0;
};

}  // namespace osprey::ui
