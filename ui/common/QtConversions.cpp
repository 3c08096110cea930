#include "common/QtConversions.h"

#include <QCoreApplication>

#include <cmath>

namespace osprey::ui {

QStringList toStringList(const std::vector<std::string>& items) {
    QStringList out;
    out.reserve(static_cast<qsizetype>(items.size()));
    for (const auto& item : items)
        out << qs(item);
    return out;
}

std::vector<std::string> toStdVector(const QStringList& items) {
    std::vector<std::string> out;
    out.reserve(static_cast<size_t>(items.size()));
    for (const auto& item : items)
        out.push_back(ss(item));
    return out;
}

QString formatDuration(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0)
        return QStringLiteral("–");
    const auto total = static_cast<long long>(std::llround(seconds));
    const long long hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60;
    if (hours > 0) {
        return QCoreApplication::translate("Duration", "%1 h %2 min")
            .arg(hours)
            .arg(minutes, 2, 10, QLatin1Char('0'));
    }
    if (minutes > 0)
        return QCoreApplication::translate("Duration", "%1 min %2 s")
            .arg(minutes)
            .arg(secs, 2, 10, QLatin1Char('0'));
    return QCoreApplication::translate("Duration", "%1 s").arg(secs);
}

QString statusWord(RunStatus status) {
    switch (status) {
        case RunStatus::Running:
            return QCoreApplication::translate("osprey::ui::RunStatusWords", "running");
        case RunStatus::Finished:
            return QCoreApplication::translate("osprey::ui::RunStatusWords", "finished");
        case RunStatus::Stopped:
            return QCoreApplication::translate("osprey::ui::RunStatusWords", "stopped");
        case RunStatus::Failed:
            return QCoreApplication::translate("osprey::ui::RunStatusWords", "failed");
        case RunStatus::Lost:
            return QCoreApplication::translate("osprey::ui::RunStatusWords", "lost");
    }
    return qs(status);
}

QString taskWord(TaskKind task) {
    switch (task) {
        case TaskKind::Classification:
            return QCoreApplication::translate("osprey::ui::TaskWords", "classification");
        case TaskKind::Detection:
            return QCoreApplication::translate("osprey::ui::TaskWords", "detection");
    }
    return qs(task);
}

QString taskWord(const std::string& task) {
    const auto kind = findTaskKind(task);
    return kind ? taskWord(*kind) : qs(task);
}

}  // namespace osprey::ui
