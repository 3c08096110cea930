#pragma once

#include <QString>
#include <QVector>

namespace osprey::ui {

// The keys whose resolved values differ between two runs' stored configs.
struct ConfigDifference {
    QString key;
    QString left;
    QString right;
};

// Both configs are read with the schema (defaults filled in), so a key missing on one side but equal to its
// default is no difference. A config that does not load is reported as one difference on the key "(experiment)", in the workbench's language.
QVector<ConfigDifference> diffConfigs(const QString& leftYaml, const QString& rightYaml);

}  // namespace osprey::ui
