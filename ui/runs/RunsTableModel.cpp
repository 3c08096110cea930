#include "runs/RunsTableModel.h"

#include <QApplication>
#include <QBrush>
#include <QDateTime>
#include <QStyle>

#include "common/QtConversions.h"
#include "store/RunReasonText.h"

namespace osprey::ui {

namespace {

bool sameRow(const RunRecord& a, const RunRecord& b) {
    return a.name == b.name && a.status == b.status && a.hasBestMetric == b.hasBestMetric &&
           a.bestMetric == b.bestMetric && a.bestMetricName == b.bestMetricName && a.ended == b.ended &&
           a.message == b.message && a.reason == b.reason && a.notes == b.notes && a.task == b.task &&
           a.model == b.model && a.dataset == b.dataset &&
           a.divergence.has_value() == b.divergence.has_value() &&
           (!a.divergence || a.divergence->step == b.divergence->step);
}

}  // namespace

RunsTableModel::RunsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int RunsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_runs.size());
}

int RunsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

double RunsTableModel::durationSeconds(const RunRecord& run, double now) {
    if (run.started <= 0)
        return 0;
    const double end = run.ended > 0 ? run.ended : (run.status == RunStatus::Running ? now : run.started);
    return std::max(0.0, end - run.started);
}

QVariant RunsTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RunRecord& run = m_runs.at(index.row());
    if (role == RunIdRole)
        return QVariant::fromValue<qint64>(run.id);
    if (role == DivergedStepRole)
        return run.divergence ? QVariant::fromValue<qint64>(run.divergence->step) : QVariant();
    const double now = static_cast<double>(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    if (role == SortRole) {
        switch (index.column()) {
            case BestMetric:
                return run.hasBestMetric ? run.bestMetric : -1e300;
            case Duration:
                return durationSeconds(run, now);
            case Started:
                return run.started;
            default:
                return data(index, Qt::DisplayRole).toString().toLower();
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Name:
                return qs(run.name);
            case Status:
                return run.divergence ? tr("%1, diverged", "run status").arg(statusWord(run.status))
                                      : statusWord(run.status);
            case Task:
                return taskWord(run.task);
            case Model:
                return qs(run.model);
            case Dataset:
                return qs(run.dataset);
            case BestMetric:
                return run.hasBestMetric ? QStringLiteral("%1 %2")
                                               .arg(qs(run.bestMetricName))
                                               .arg(run.bestMetric, 0, 'f', 4)
                                         : QString();
            case Duration:
                return formatDuration(durationSeconds(run, now));
            case Started:
                return QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(run.started * 1000))
                    .toString(QStringLiteral("yyyy-MM-dd hh:mm"));
        }
    }
    if (role == Qt::ToolTipRole) {
        QString tip = qs(run.runDir);
        if (index.column() == Status && run.divergence)
            tip = RunReasonText::divergence(*run.divergence) + QLatin1Char('\n') + tip;
        if (!run.message.empty())
            tip += QLatin1Char('\n') + RunReasonText::of(run);
        if (!run.notes.empty())
            tip += QLatin1Char('\n') + qs(run.notes);
        return tip;
    }
    if (role == Qt::DecorationRole && index.column() == Status && run.divergence)
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::ForegroundRole && index.column() == Status) {
        if (endedBadly(run.status) || run.divergence)
            return QBrush(QColor(192, 57, 43));
        if (run.status == RunStatus::Running)
            return QBrush(QColor(41, 128, 185));
    }
    return {};
}

QVariant RunsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Name:
            return tr("Name");
        case Status:
            return tr("Status");
        case Task:
            return tr("Task");
        case Model:
            return tr("Model");
        case Dataset:
            return tr("Dataset");
        case BestMetric:
            return tr("Best metric");
        case Duration:
            return tr("Duration");
        case Started:
            return tr("Started");
    }
    return {};
}

int RunsTableModel::rowOf(qint64 runId) const {
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_runs[i].id == runId)
            return i;
    }
    return -1;
}

void RunsTableModel::setRuns(const QVector<RunRecord>& incoming) {
    QVector<RunRecord> runs = incoming;
    std::sort(runs.begin(), runs.end(), [](const RunRecord& a, const RunRecord& b) { return a.id < b.id; });
    // Both lists are sorted by id: walk them together, removing, inserting and updating rows in place.
    int row = 0;
    qsizetype next = 0;
    while (row < m_runs.size() || next < runs.size()) {
        if (row < m_runs.size() && (next >= runs.size() || m_runs[row].id < runs[next].id)) {
            int last = row;
            while (last + 1 < m_runs.size() && (next >= runs.size() || m_runs[last + 1].id < runs[next].id))
                ++last;
            beginRemoveRows({}, row, last);
            m_runs.remove(row, last - row + 1);
            endRemoveRows();
        } else if (row >= m_runs.size() || runs[next].id < m_runs[row].id) {
            qsizetype end = next;
            while (end < runs.size() && (row >= m_runs.size() || runs[end].id < m_runs[row].id))
                ++end;
            beginInsertRows({}, row, row + static_cast<int>(end - next) - 1);
            for (qsizetype i = next; i < end; ++i)
                m_runs.insert(row + static_cast<int>(i - next), runs[i]);
            endInsertRows();
            row += static_cast<int>(end - next);
            next = end;
        } else {
            const bool changed = !sameRow(m_runs[row], runs[next]);
            const bool running = runs[next].status == RunStatus::Running;  // its duration grows
            m_runs[row] = runs[next];
            if (changed || running)
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            ++row;
            ++next;
        }
    }
}

}  // namespace osprey::ui
