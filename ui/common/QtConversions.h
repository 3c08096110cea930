#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

#include "store/RunStatus.h"
#include "util/TaskKind.h"

namespace osprey::ui {

// Core speaks UTF-8 std::string; the widgets speak QString.
inline QString qs(const std::string& text) {
    return QString::fromStdString(text);
}
// The words the store and the files use: "finished", "detection".
inline QString qs(RunStatus status) {
    return QString::fromLatin1(runStatusName(status));
}
inline QString qs(TaskKind task) {
    return QString::fromLatin1(taskName(task));
}
// The status as the user reads it, translated: "fehlgeschlagen" for failed in German.
QString statusWord(RunStatus status);
// The task as the user reads it, translated: "Klassifikation" for classification in German; a name that is
// no task as it is.
QString taskWord(TaskKind task);
QString taskWord(const std::string& task);
inline std::string ss(const QString& text) {
    return text.toStdString();
}
QStringList toStringList(const std::vector<std::string>& items);
std::vector<std::string> toStdVector(const QStringList& items);

// "1 h 05 min", "3 min 20 s", "12 s".
QString formatDuration(double seconds);

}  // namespace osprey::ui
