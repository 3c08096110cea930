#pragma once

#include <QString>
#include <QVector>

namespace osprey::ui {

// The experiment templates built into the workbench (resources/templates/, compiled in as Qt resources).
struct ExperimentTemplate {
    QString fileName;  // digits.yaml
    QString title;     // translated: "Digits classification (demo)"
};

class ExperimentTemplates {
public:
    static QVector<ExperimentTemplate> all();
    // The template's YAML; empty when there is no such template.
    static QString text(const QString& fileName);
};

}  // namespace osprey::ui
