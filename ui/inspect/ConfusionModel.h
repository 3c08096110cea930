#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

namespace osprey::ui {

// A confusion matrix as a table: rows the true class, columns the predicted one, each cell its count,
// coloured by its share of the row (the diagonal green, mistakes red).
class ConfusionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setMatrix(const QStringList& classNames, const QVector<QVector<qint64>>& matrix);
    qint64 count(int truth, int predicted) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList m_names;
    QVector<QVector<qint64>> m_matrix;
    QVector<qint64> m_rowTotals;
};

}  // namespace osprey::ui
