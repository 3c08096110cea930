#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace osprey::ui {

// Core speaks UTF-8 std::string; the widgets speak QString.
inline QString qs(const std::string& text) {
    return QString::fromStdString(text);
}
inline std::string ss(const QString& text) {
    return text.toStdString();
}
QStringList toStringList(const std::vector<std::string>& items);
std::vector<std::string> toStdVector(const QStringList& items);

// "1 h 05 min", "3 min 20 s", "12 s".
QString formatDuration(double seconds);

}  // namespace osprey::ui
