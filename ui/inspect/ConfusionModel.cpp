#include "inspect/ConfusionModel.h"

#include <QColor>

namespace osprey::ui {

void ConfusionModel::setMatrix(const QStringList& classNames, const QVector<QVector<qint64>>& matrix) {
    beginResetModel();
    m_names = classNames;
    m_matrix = matrix;
    m_rowTotals.clear();
    for (const auto& row : m_matrix) {
        qint64 total = 0;
        for (qint64 v : row)
            total += v;
        m_rowTotals << total;
    }
    endResetModel();
}

qint64 ConfusionModel::count(int truth, int predicted) const {
    if (truth < 0 || truth >= m_matrix.size() || predicted < 0 || predicted >= m_matrix[truth].size())
        return 0;
    return m_matrix[truth][predicted];
}

int ConfusionModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_matrix.size());
}

int ConfusionModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_matrix.size());
}

QVariant ConfusionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const qint64 value = count(index.row(), index.column());
    switch (role) {
        case Qt::DisplayRole:
            return value;
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        case Qt::BackgroundRole: {
            const qint64 total = m_rowTotals.value(index.row());
            const double share = total > 0 ? static_cast<double>(value) / static_cast<double>(total) : 0.0;
            if (value == 0)
                return {};
            const QColor base = index.row() == index.column() ? QColor(44, 160, 44) : QColor(214, 39, 40);
            return QColor(base.red(), base.green(), base.blue(), 40 + static_cast<int>(200 * share));
        }
        case Qt::ToolTipRole:
            return tr("%L1 pictures of %2 predicted as %3")
                .arg(value)
                .arg(m_names.value(index.row()), m_names.value(index.column()));
        default:
            return {};
    }
}

QVariant ConfusionModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    return orientation == Qt::Horizontal ? m_names.value(section) : m_names.value(section);
}

}  // namespace osprey::ui
