#include "launch/LaunchPanel.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace osprey::ui {

LaunchPanel::LaunchPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    auto* modes = new QGroupBox(tr("Launch"), this);
    auto* modeLayout = new QVBoxLayout(modes);
    m_local = new QRadioButton(tr("Local: one process on this machine"), modes);
    m_local->setObjectName(QStringLiteral("launchLocal"));
    m_mpi = new QRadioButton(tr("MPI: data-parallel under mpirun"), modes);
    m_mpi->setObjectName(QStringLiteral("launchMpi"));
    m_local->setChecked(true);
    modeLayout->addWidget(m_local);
    modeLayout->addWidget(m_mpi);
    layout->addWidget(modes);

    m_mpiBox = new QGroupBox(tr("mpirun"), this);
    auto* form = new QFormLayout(m_mpiBox);
    m_mpirun = new QLineEdit(QStringLiteral("mpirun"), m_mpiBox);
    m_processes = new QSpinBox(m_mpiBox);
    m_processes->setObjectName(QStringLiteral("mpiProcesses"));
    m_processes->setRange(1, 65536);
    m_processes->setValue(2);
    m_hosts = new QLineEdit(m_mpiBox);
    m_hosts->setPlaceholderText(tr("node1:4,node2:4 (empty: this machine)"));
    auto* hostfileRow = new QHBoxLayout;
    m_hostfile = new QLineEdit(m_mpiBox);
    m_hostfile->setPlaceholderText(tr("a hostfile instead of hosts"));
    auto* pick = new QToolButton(m_mpiBox);
    pick->setText(QStringLiteral("…"));
    hostfileRow->addWidget(m_hostfile, 1);
    hostfileRow->addWidget(pick);
    m_extra = new QLineEdit(m_mpiBox);
    m_extra->setPlaceholderText(tr("more mpirun options, e.g. --mca btl_tcp_if_include eth0"));
    form->addRow(tr("mpirun path"), m_mpirun);
    form->addRow(tr("Processes (-np)"), m_processes);
    form->addRow(tr("Hosts (-H)"), m_hosts);
    form->addRow(tr("Hostfile"), hostfileRow);
    form->addRow(tr("Extra options"), m_extra);
    layout->addWidget(m_mpiBox);

    auto* commandBox = new QGroupBox(tr("Command line"), this);
    auto* commandLayout = new QVBoxLayout(commandBox);
    auto* commandRow = new QHBoxLayout;
    m_command = new QLineEdit(commandBox);
    m_command->setObjectName(QStringLiteral("launchCommand"));
    m_command->setReadOnly(true);
    auto* copy = new QPushButton(tr("Copy"), commandBox);
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(copy);
    commandLayout->addLayout(commandRow);
    m_problem = new QLabel(commandBox);
    m_problem->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    commandLayout->addWidget(m_problem);
    layout->addWidget(commandBox);
    layout->addStretch();

    for (QLineEdit* edit : {m_mpirun, m_hosts, m_hostfile, m_extra})
        connect(edit, &QLineEdit::textChanged, this, &LaunchPanel::changed);
    connect(m_processes, &QSpinBox::valueChanged, this, &LaunchPanel::changed);
    connect(m_local, &QRadioButton::toggled, this, [this] {
        updateEnabled();
        Q_EMIT changed();
    });
    connect(pick, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose a hostfile"), m_hostfile->text());
        if (!path.isEmpty())
            m_hostfile->setText(path);
    });
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_command->text()); });
    updateEnabled();
}

LaunchSpec LaunchPanel::spec(const QString& cliPath, const QString& storePath) const {
    LaunchSpec spec;
    spec.mode = m_mpi->isChecked() ? LaunchSpec::Mode::Mpi : LaunchSpec::Mode::Local;
    spec.cliPath = cliPath;
    spec.storePath = storePath;
    spec.mpirun = m_mpirun->text();
    spec.processes = m_processes->value();
    spec.hosts = m_hosts->text();
    spec.hostfile = m_hostfile->text();
    spec.extraArgs = m_extra->text();
    return spec;
}

void LaunchPanel::setMode(LaunchSpec::Mode mode) {
    (mode == LaunchSpec::Mode::Mpi ? m_mpi : m_local)->setChecked(true);
}

void LaunchPanel::setMpi(const QString& mpirun, int processes, const QString& hosts, const QString& hostfile,
                         const QString& extraArgs) {
    m_mpirun->setText(mpirun);
    m_processes->setValue(processes);
    m_hosts->setText(hosts);
    m_hostfile->setText(hostfile);
    m_extra->setText(extraArgs);
}

void LaunchPanel::setDefaultMpirun(const QString& mpirun) {
    if (!mpirun.isEmpty())
        m_mpirun->setText(mpirun);
}

void LaunchPanel::showCommand(const QStringList& command, const QString& problem) {
    m_command->setText(problem.isEmpty() ? LaunchSpec::commandLine(command) : QString());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

QString LaunchPanel::commandText() const {
    return m_command->text();
}

void LaunchPanel::updateEnabled() {
    m_mpiBox->setEnabled(m_mpi->isChecked());
}

}  // namespace osprey::ui
