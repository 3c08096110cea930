#pragma once

#include <QSortFilterProxyModel>

namespace osprey::ui {

// Sorting (numbers as numbers, dates as dates) and filtering of the runs table: a status filter and a search
// over name, task, model, dataset, notes and the failure message.
class RunsFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit RunsFilterModel(QObject* parent = nullptr);

    void setStatusFilter(const QString& status);  // empty: all
    void setSearchText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_status;
    QString m_search;
};

}  // namespace osprey::ui
