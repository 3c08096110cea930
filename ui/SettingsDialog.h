#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace osprey::ui {

// Settings: run store location, default data folder, runs folder, mpirun path, language.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    // Writes the settings; the caller applies the store path at once, the language on the next start.
    void apply();
    bool languageChanged() const;

private:
    QLineEdit* pathRow(const QString& value, bool folder, class QFormLayout* form, const QString& label);

    QLineEdit* m_store;
    QLineEdit* m_data;
    QLineEdit* m_runs;
    QLineEdit* m_mpirun;
    QComboBox* m_language;
};

}  // namespace osprey::ui
