#include "SettingsDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/WorkbenchSettings.h"

namespace osprey::ui {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);
    m_store = pathRow(WorkbenchSettings::storePath(), false, form, tr("Run store"));
    m_data = pathRow(WorkbenchSettings::dataFolder(), true, form, tr("Default data folder"));
    m_runs = pathRow(WorkbenchSettings::runsFolder(), true, form, tr("Runs folder"));
    m_mpirun = pathRow(WorkbenchSettings::mpirun(), false, form, tr("mpirun"));
    m_language = new QComboBox(this);
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(WorkbenchSettings::language())));
    form->addRow(tr("Language"), m_language);
    auto* note = new QLabel(tr("A new language applies when the workbench starts again."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

QLineEdit* SettingsDialog::pathRow(const QString& value, bool folder, QFormLayout* form,
                                   const QString& label) {
    auto* row = new QHBoxLayout;
    auto* edit = new QLineEdit(value, this);
    auto* pick = new QToolButton(this);
    pick->setText(QStringLiteral("…"));
    row->addWidget(edit, 1);
    row->addWidget(pick);
    connect(pick, &QToolButton::clicked, this, [this, edit, folder, label] {
        const QString chosen = folder
                                   ? QFileDialog::getExistingDirectory(this, label, edit->text())
                                   : QFileDialog::getSaveFileName(this, label, edit->text(), QString(),
                                                                  nullptr, QFileDialog::DontConfirmOverwrite);
        if (!chosen.isEmpty())
            edit->setText(chosen);
    });
    form->addRow(label, row);
    return edit;
}

bool SettingsDialog::languageChanged() const {
    return m_language->currentData().toString() != WorkbenchSettings::language();
}

void SettingsDialog::apply() {
    WorkbenchSettings::setStorePath(m_store->text().trimmed());
    WorkbenchSettings::setDataFolder(m_data->text().trimmed());
    WorkbenchSettings::setRunsFolder(m_runs->text().trimmed());
    WorkbenchSettings::setMpirun(m_mpirun->text().trimmed());
    WorkbenchSettings::setLanguage(m_language->currentData().toString());
}

}  // namespace osprey::ui
