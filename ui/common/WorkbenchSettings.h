#pragma once

#include <QString>
#include <QStringList>

namespace osprey::ui {

// The workbench's settings (QSettings): run store, folders, mpirun, language, recent experiments.
class WorkbenchSettings {
public:
    static QString storePath();
    static void setStorePath(const QString& path);
    // Where experiments look for data by default, and where the file dialogs start.
    static QString dataFolder();
    static void setDataFolder(const QString& path);
    // Where launched runs get their folders.
    static QString runsFolder();
    static void setRunsFolder(const QString& path);
    static QString mpirun();
    static void setMpirun(const QString& path);
    // "" (the system's), "en", "de", "zh_CN".
    static QString language();
    static void setLanguage(const QString& code);

    static QStringList recentFiles();
    static void addRecentFile(const QString& path);

    // osprey-cli beside the running executable, else the one on PATH. OSPREY_CLI overrides both.
    static QString cliPath();
};

}  // namespace osprey::ui
