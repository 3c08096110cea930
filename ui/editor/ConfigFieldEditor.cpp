#include "editor/ConfigFieldEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include "common/QtConversions.h"
#include "editor/FieldLabels.h"

namespace osprey::ui {

ConfigFieldEditor::ConfigFieldEditor(const ConfigKey& key, QWidget* parent) : QWidget(parent), m_key(key) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    column->addLayout(row);

    const QString tip = FieldLabels::toolTip(key.name);
    // model.name is text to the schema (any registered name, of either task); the form offers the names of
    // the experiment's task (setChoices).
    const ValueType shownAs = key.name == "model.name" ? ValueType::Choice : key.type;
    switch (shownAs) {
        case ValueType::Bool:
            m_check = new QCheckBox(this);
            connect(m_check, &QCheckBox::toggled, this, &ConfigFieldEditor::emitEdited);
            row->addWidget(m_check);
            row->addStretch();
            break;
        case ValueType::Choice:
            m_combo = new QComboBox(this);
            m_combo->addItems(toStringList(key.choices));
            connect(m_combo, &QComboBox::currentTextChanged, this, &ConfigFieldEditor::emitEdited);
            row->addWidget(m_combo, 1);
            break;
        default:
            m_line = new QLineEdit(this);
            m_line->setClearButtonEnabled(key.type == ValueType::String || key.type == ValueType::Path);
            // editingFinished misses a value that is typed and then launched without leaving the field.
            connect(m_line, &QLineEdit::textEdited, this, &ConfigFieldEditor::emitEdited);
            row->addWidget(m_line, 1);
            if (key.type == ValueType::Path) {
                auto* pick = new QToolButton(this);
                pick->setText(QStringLiteral("…"));
                pick->setToolTip(picksFolder() ? tr("Choose a folder") : tr("Choose a file"));
                connect(pick, &QToolButton::clicked, this, &ConfigFieldEditor::browse);
                row->addWidget(pick);
            }
            break;
    }
    input()->setToolTip(tip);
    input()->setObjectName(qs(key.name));
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_error->hide();
    column->addWidget(m_error);
}

QWidget* ConfigFieldEditor::input() const {
    if (m_check)
        return m_check;
    if (m_combo)
        return m_combo;
    return m_line;
}

QString ConfigFieldEditor::text() const {
    if (m_check)
        return m_check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (m_combo)
        return m_combo->currentText();
    return m_line->text();
}

void ConfigFieldEditor::setText(const QString& text) {
    const QSignalBlocker blocker(input());
    if (m_check) {
        m_check->setChecked(text == QStringLiteral("true"));
    } else if (m_combo) {
        if (m_combo->findText(text) < 0)
            m_combo->addItem(text);  // a name the list does not hold: shown as it is, the check says why
        m_combo->setCurrentText(text);
    } else if (m_line->text() != text) {
        m_line->setText(text);
    }
}

void ConfigFieldEditor::setChoices(const QStringList& choices) {
    if (!m_combo)
        return;
    const QString current = m_combo->currentText();
    bool same = m_combo->count() == choices.size();
    for (int i = 0; same && i < choices.size(); ++i)
        same = m_combo->itemText(i) == choices[i];
    if (same)
        return;
    const QSignalBlocker blocker(m_combo);
    m_combo->clear();
    m_combo->addItems(choices);
    setText(current);
}

void ConfigFieldEditor::setError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    if (m_line) {
        m_line->setStyleSheet(message.isEmpty() ? QString() : QStringLiteral("border: 1px solid #c0392b;"));
    }
}

QString ConfigFieldEditor::error() const {
    return m_error->text();
}

bool ConfigFieldEditor::picksFolder() const {
    // data.root is a folder for most formats; the weight and annotation keys are files.
    return m_key.name == "data.root";
}

void ConfigFieldEditor::browse() {
    const QString start = m_line->text();
    const QString chosen =
        picksFolder() ? QFileDialog::getExistingDirectory(this, tr("Choose %1").arg(qs(m_key.name)), start)
                      : QFileDialog::getOpenFileName(this, tr("Choose %1").arg(qs(m_key.name)), start);
    if (chosen.isEmpty())
        return;
    m_line->setText(chosen);
    emitEdited();
}

void ConfigFieldEditor::emitEdited() {
    Q_EMIT edited(qs(m_key.name), text());
}

}  // namespace osprey::ui
