#include "runs/RunsFilterModel.h"

#include "common/QtConversions.h"
#include "runs/RunsTableModel.h"

namespace osprey::ui {

RunsFilterModel::RunsFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(RunsTableModel::SortRole);
    setDynamicSortFilter(true);
}

void RunsFilterModel::setStatusFilter(const QString& status) {
    m_status = status;
    invalidateFilter();
}

void RunsFilterModel::setSearchText(const QString& text) {
    m_search = text.trimmed();
    invalidateFilter();
}

bool RunsFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (sourceParent.isValid())
        return false;
    const auto* runs = qobject_cast<const RunsTableModel*>(sourceModel());
    if (!runs)
        return true;
    const RunRecord& run = runs->run(sourceRow);
    if (!m_status.isEmpty() && qs(run.status) != m_status)
        return false;
    if (m_search.isEmpty())
        return true;
    if (qs(run.task).contains(m_search, Qt::CaseInsensitive) ||
        taskWord(run.task).contains(m_search, Qt::CaseInsensitive))
        return true;
    for (const std::string* field :
         {&run.name, &run.model, &run.dataset, &run.notes, &run.message, &run.runDir}) {
        if (qs(*field).contains(m_search, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

}  // namespace osprey::ui
