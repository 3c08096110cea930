#include "common/WorkbenchSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "common/QtConversions.h"
#include "store/RunStore.h"

namespace osprey::ui {

namespace {
constexpr int kMaxRecent = 8;
QString value(const char* key, const QString& fallback) {
    const QString v = QSettings().value(QString::fromLatin1(key)).toString();
    return v.isEmpty() ? fallback : v;
}
void setValue(const char* key, const QString& v) {
    QSettings().setValue(QString::fromLatin1(key), v);
}
}  // namespace

QString WorkbenchSettings::storePath() {
    return value("store/path", qs(RunStore::defaultPath()));
}
void WorkbenchSettings::setStorePath(const QString& path) {
    setValue("store/path", path);
}
QString WorkbenchSettings::dataFolder() {
    return value("folders/data", QDir::homePath());
}
void WorkbenchSettings::setDataFolder(const QString& path) {
    setValue("folders/data", path);
}
QString WorkbenchSettings::runsFolder() {
    return value("folders/runs", QDir::home().filePath(QStringLiteral("osprey-runs")));
}
void WorkbenchSettings::setRunsFolder(const QString& path) {
    setValue("folders/runs", path);
}
QString WorkbenchSettings::mpirun() {
    return value("launch/mpirun", QStringLiteral("mpirun"));
}
void WorkbenchSettings::setMpirun(const QString& path) {
    setValue("launch/mpirun", path);
}
QString WorkbenchSettings::language() {
    return QSettings().value(QStringLiteral("ui/language")).toString();
}
void WorkbenchSettings::setLanguage(const QString& code) {
    setValue("ui/language", code);
}

QStringList WorkbenchSettings::recentFiles() {
    return QSettings().value(QStringLiteral("editor/recent")).toStringList();
}

void WorkbenchSettings::addRecentFile(const QString& path) {
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(QStringLiteral("editor/recent"), recent);
}

QString WorkbenchSettings::cliPath() {
    const QString fromEnv = qEnvironmentVariable("OSPREY_CLI");
    if (!fromEnv.isEmpty())
        return fromEnv;
    const QString beside =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("osprey-cli"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("osprey-cli"));
    return onPath.isEmpty() ? QStringLiteral("osprey-cli") : onPath;
}

}  // namespace osprey::ui
