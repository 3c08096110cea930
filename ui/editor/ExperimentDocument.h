#pragma once

#include <QMap>
#include <QObject>
#include <QString>

#include "config/Config.h"

namespace osprey::ui {

// The experiment being edited: the last valid resolved config, the YAML text the user sees, and what is wrong
// with either (a field's text that does not validate, or YAML that does not load). The form and the YAML view
// both edit it; it keeps them in step. An experiment with any error cannot be launched.
class ExperimentDocument : public QObject {
    Q_OBJECT
public:
    explicit ExperimentDocument(QObject* parent = nullptr);

    const Config& config() const { return m_config; }
    // The YAML as the user sees it: the file as loaded or the user's own typing, with the form's edits made
    // in the text (comments, key order and explicit keys stay).
    const QString& yaml() const { return m_yaml; }
    const QString& path() const { return m_path; }
    bool isModified() const { return m_modified; }

    // Field errors by key, and the YAML error (with its line); valid when both are empty.
    const QMap<QString, QString>& fieldErrors() const { return m_fieldErrors; }
    const QString& yamlError() const { return m_yamlError; }
    bool isValid() const { return m_fieldErrors.isEmpty() && m_yamlError.isEmpty(); }
    // Every problem, one per line, for the launch button's tooltip and the status bar.
    QStringList problems() const;

    // Replaces the document; false (and `error`) when the file cannot be read: the document is then
    // unchanged. A file that reads but is not a valid experiment is opened as it is, with yamlError() saying
    // why.
    bool load(const QString& path, QString* error);
    // A new, unsaved experiment from a template's text.
    void loadTemplateText(const QString& yaml, const QString& templateName);
    // Writes the YAML text; false (and `error`) when the file cannot be written.
    bool save(const QString& path, QString* error);

    // The form: `text` as the user typed it for `key` (a bool as true/false, a list as [1, 2]).
    void setField(const QString& key, const QString& text);
    // The YAML view: the whole text.
    void setYaml(const QString& text);

    // The text a form field shows for `key`.
    static QString fieldText(const Config& config, const std::string& key);

Q_SIGNALS:
    // The config changed from the YAML side or by loading: every field must show it again.
    void configReplaced();
    // The YAML text changed from the form side: the YAML view must show it.
    void yamlRegenerated(const QString& yaml);
    void validityChanged(bool valid);
    // Any error appeared, changed or went away.
    void problemsChanged();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    // The whole document: `text` (read as `sourceName` in messages) under `path` (empty: unsaved).
    void replaceText(const QString& text, const QString& sourceName, const QString& path);
    // The YAML text with `key` set to its value in m_config.
    QString editedYaml(const std::string& key) const;
    void setModified(bool modified);
    void setValidity(const QMap<QString, QString>& fieldErrors, const QString& yamlError);

    Config m_config;
    QString m_yaml;
    QString m_path;
    bool m_modified = false;
    QMap<QString, QString> m_fieldErrors;
    QString m_yamlError;
};

}  // namespace osprey::ui
