#include "editor/ExperimentDocument.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

#include "common/QtConversions.h"
#include "config/ConfigSchema.h"
#include "config/YamlTextEdit.h"
#include "editor/FieldLabels.h"
#include "editor/ProblemTexts.h"
#include "util/Errors.h"

namespace osprey::ui {

ExperimentDocument::ExperimentDocument(QObject* parent) : QObject(parent) {
    m_yaml = qs(m_config.toYaml(false, true));
}

QStringList ExperimentDocument::problems() const {
    QStringList out;
    if (!m_yamlError.isEmpty())
        out << m_yamlError;
    for (auto it = m_fieldErrors.begin(); it != m_fieldErrors.end(); ++it)
        out << it.key() + QStringLiteral(": ") + it.value();
    return out;
}

bool ExperimentDocument::load(const QString& path, QString* error) {
    // As the CLI reads an experiment: a regular file of at most 16 MiB (not a FIFO or a device that never
    // ends).
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *error = tr("'%1' is not a file.").arg(path);
        return false;
    }
    if (info.size() > (qint64{16} << 20)) {
        *error = tr("'%1' is %2 MiB; an experiment file is at most 16 MiB.").arg(path).arg(info.size() >> 20);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open '%1': %2").arg(path, file.errorString());
        return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(file.readAll());
    if (utf8.hasError()) {
        // Shown with replacement characters and saved back, it would be corrupted: not opened.
        *error = tr("'%1' is not UTF-8 text: not an experiment file.").arg(path);
        return false;
    }
    // A file that does not load opens as it is, with the reason under it: the user mends it and saves it
    // back. The form shows the defaults meanwhile and is locked until the text loads.
    replaceText(text, path, path);
    return true;
}

void ExperimentDocument::loadTemplateText(const QString& yaml, const QString& templateName) {
    // Templates are tested to load; a stored run's config from another version may not: it is shown as it
    // is, with the reason, as a file that does not load is.
    replaceText(yaml, templateName, QString());
}

void ExperimentDocument::replaceText(const QString& text, const QString& sourceName, const QString& path) {
    QString yamlError;
    try {
        m_config = Config::fromYaml(ss(text), ss(sourceName));
    } catch (const std::exception& e) {
        m_config = Config();
        yamlError = ProblemTexts::of(e);
    }
    m_yaml = text;
    m_path = path;
    setValidity({}, yamlError);
    setModified(false);
    Q_EMIT pathChanged(m_path);
    Q_EMIT configReplaced();
    Q_EMIT yamlRegenerated(m_yaml);
}

bool ExperimentDocument::save(const QString& path, QString* error) {
    // QSaveFile writes beside the target and renames: a failed save leaves the previous file intact.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_yaml.toUtf8()) < 0 || !file.commit()) {
        *error = tr("Cannot write '%1': %2").arg(path, file.errorString());
        return false;
    }
    if (m_path != path) {
        m_path = path;
        Q_EMIT pathChanged(m_path);
    }
    setModified(false);
    return true;
}

void ExperimentDocument::setField(const QString& key, const QString& text) {
    const std::string name = ss(key);
    const ConfigKey* schemaKey = ConfigSchema::instance().find(name);
    if (!schemaKey)
        return;
    Config changed = m_config;
    QMap<QString, QString> errors = m_fieldErrors;
    try {
        if (schemaKey->type == ValueType::String || schemaKey->type == ValueType::Path) {
            changed.set(name, ss(text));  // text as it is: no YAML reading of a path
        } else {
            changed.applyOverride(name + "=" + ss(text));
        }
        errors.remove(key);
    } catch (const InputError&) {
        errors.insert(key, tr("must be %1, got '%2'").arg(FieldLabels::allowed(name), text));
        setValidity(errors, m_yamlError);
        return;
    }
    const bool differs = !(changed.value(name) == m_config.value(name));
    m_config = changed;
    // The form only edits a config the YAML could be read into: change that value in the text.
    if (differs || !m_yamlError.isEmpty()) {
        m_yaml = editedYaml(name);
        setModified(true);
        Q_EMIT yamlRegenerated(m_yaml);
    }
    setValidity(errors, {});
}

QString ExperimentDocument::editedYaml(const std::string& key) const {
    // In place, so that the user's comments, key order and explicit keys stay; the text from the schema where
    // the edit cannot be made so (a flow mapping on the key's path) or would not read back as this config.
    const auto edited = setYamlValueInText(ss(m_yaml), key, yamlFlowValue(m_config.value(key)));
    if (edited) {
        try {
            if (Config::fromYaml(*edited, "YAML").sameValuesAs(m_config))
                return qs(*edited);
        } catch (const std::exception&) {
        }
    }
    return qs(m_config.toYaml(false, true));
}

void ExperimentDocument::setYaml(const QString& text) {
    if (text == m_yaml)
        return;
    m_yaml = text;
    setModified(true);
    try {
        m_config = Config::fromYaml(ss(text), "YAML");
    } catch (const std::exception& e) {
        setValidity(m_fieldErrors, ProblemTexts::of(e));
        return;
    }
    setValidity({}, {});
    Q_EMIT configReplaced();
}

QString ExperimentDocument::fieldText(const Config& config, const std::string& key) {
    const ConfigValue& value = config.value(key);
    if (std::holds_alternative<std::string>(value))
        return qs(std::get<std::string>(value));
    return qs(formatValue(value));
}

void ExperimentDocument::setModified(bool modified) {
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(m_modified);
}

void ExperimentDocument::setValidity(const QMap<QString, QString>& fieldErrors, const QString& yamlError) {
    const bool wasValid = isValid();
    m_fieldErrors = fieldErrors;
    m_yamlError = yamlError;
    Q_EMIT problemsChanged();
    if (wasValid != isValid())
        Q_EMIT validityChanged(isValid());
}

}  // namespace osprey::ui
