#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace osprey::ui {

// Shows runs in TensorBoard: each run writes event files into <run>/tensorboard/ (log.tensorboard), and this
// starts `tensorboard` from the PATH on those folders, on a port the system picks, then opens the address it
// prints in the browser. One TensorBoard at a time: opening others stops the one before; it stops with the
// workbench. Without `tensorboard` on the PATH it hands back the command to type instead.
class TensorBoardLauncher : public QObject {
    Q_OBJECT
public:
    struct RunFolder {
        QString name;  // shown in TensorBoard's run list
        QString dir;   // the run's folder
    };

    explicit TensorBoardLauncher(QObject* parent = nullptr);
    ~TensorBoardLauncher() override;

    // The `tensorboard` program on the PATH; empty when there is none.
    static QString program();
    // The arguments that show `runs`: --logdir for one, --logdir_spec name:dir,... for several.
    static QStringList arguments(const QList<RunFolder>& runs);
    // The command line a person would type (program and arguments, quoted where needed).
    static QString commandLine(const QList<RunFolder>& runs);

    // Starts TensorBoard on `runs`; false (nothing started) without the program.
    bool open(const QList<RunFolder>& runs);
    bool running() const { return m_process.state() != QProcess::NotRunning; }

Q_SIGNALS:
    // TensorBoard is serving at `url` (already handed to QDesktopServices::openUrl).
    void serving(const QUrl& url);
    // It ended before serving, with its last words.
    void failed(const QString& output);

private:
    void readOutput();
    void stop();

    QProcess m_process;
    QString m_output;
    bool m_served = false;
};

}  // namespace osprey::ui
