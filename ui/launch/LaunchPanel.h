#pragma once

#include <QWidget>

#include "launch/LaunchSpec.h"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QGroupBox;

namespace osprey::ui {

// Where a run goes: this machine in one process, or data-parallel under mpirun (its path, -np, hosts or a
// hostfile, extra options). Shows the exact command line, selectable and copyable.
class LaunchPanel : public QWidget {
    Q_OBJECT
public:
    explicit LaunchPanel(QWidget* parent = nullptr);

    // Mode and MPI settings from the panel; cliPath and storePath from the caller.
    LaunchSpec spec(const QString& cliPath, const QString& storePath) const;
    void setMode(LaunchSpec::Mode mode);
    void setMpi(const QString& mpirun, int processes, const QString& hosts, const QString& hostfile,
                const QString& extraArgs);
    void setDefaultMpirun(const QString& mpirun);
    // Shows `command` as the line that Launch will run (or `problem` instead).
    void showCommand(const QStringList& command, const QString& problem);
    QString commandText() const;

Q_SIGNALS:
    void changed();

private:
    void updateEnabled();

    QRadioButton* m_local;
    QRadioButton* m_mpi;
    QGroupBox* m_mpiBox;
    QLineEdit* m_mpirun;
    QSpinBox* m_processes;
    QLineEdit* m_hosts;
    QLineEdit* m_hostfile;
    QLineEdit* m_extra;
    QLineEdit* m_command;
    QLabel* m_problem;
};

}  // namespace osprey::ui
