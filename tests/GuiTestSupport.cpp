#include "GuiTestSupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>

#include "common/WorkbenchSettings.h"

namespace osprey::test {

QString storePathIn(const QTemporaryDir& dir) {
    return QDir(dir.path()).filePath(QStringLiteral("runs.db"));
}

void isolateWorkbench(const QTemporaryDir& dir) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("OspreyTests"));
    QCoreApplication::setApplicationName(QStringLiteral("osprey-tests"));
    QSettings().clear();
    qputenv("OSPREY_CLI", OSPREY_CLI_PATH);
    using ui::WorkbenchSettings;
    WorkbenchSettings::setStorePath(storePathIn(dir));
    WorkbenchSettings::setRunsFolder(QDir(dir.path()).filePath(QStringLiteral("runs")));
    WorkbenchSettings::setDataFolder(dir.path());
}

}  // namespace osprey::test
