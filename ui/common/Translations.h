#pragma once

#include <QString>

class QCoreApplication;

namespace osprey::ui {

// Installs the workbench's translation (":/i18n/osprey_<language>.qm", built from translations/*.ts) and Qt's
// own (dialog buttons) for `language` ("de", "zh_CN"; empty: the system's). Returns whether the workbench's
// strings were found for it (English needs none).
bool installTranslations(QCoreApplication& app, const QString& language);

}  // namespace osprey::ui
