#pragma once

#include <QWidget>

#include "config/ConfigSchema.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace osprey::ui {

// The editor of one schema key: a check box (bool), a combo box (choice) or a line edit (numbers, text,
// lists, paths; paths with a file or folder picker), the key's description as tooltip, and an inline message
// under it when the text does not validate.
class ConfigFieldEditor : public QWidget {
    Q_OBJECT
public:
    ConfigFieldEditor(const ConfigKey& key, QWidget* parent = nullptr);

    const ConfigKey& key() const { return m_key; }
    // The value as text, as ExperimentDocument::setField reads it.
    QString text() const;
    // Shows `text` without reporting it as an edit.
    void setText(const QString& text);
    // A drop-down's items (model.name: the models of the experiment's task); the value shown stays.
    void setChoices(const QStringList& choices);
    void setError(const QString& message);  // empty: valid
    QString error() const;

    // The widget that takes the input, for tests and focus.
    QWidget* input() const;

Q_SIGNALS:
    void edited(const QString& key, const QString& text);

private:
    void browse();
    void emitEdited();
    bool picksFolder() const;

    ConfigKey m_key;
    QCheckBox* m_check = nullptr;
    QComboBox* m_combo = nullptr;
    QLineEdit* m_line = nullptr;
    QLabel* m_error = nullptr;
};

}  // namespace osprey::ui
