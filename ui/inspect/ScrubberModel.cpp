#include "inspect/ScrubberModel.h"

#include <QBrush>
#include <QPainter>

#include <algorithm>

namespace osprey::ui {

namespace {
const QColor kRight(0xd5, 0xf0, 0xd5), kWrong(0xf6, 0xd0, 0xd0), kDiffers(0xff, 0xe8, 0x99);

// What a detector's prediction says, for telling two apart: its boxes' classes, sorted.
QVector<int> classesOf(const ScrubberModel::Prediction& p) {
    QVector<int> classes;
    for (const LabelledBox& b : p.boxes)
        classes << b.classId;
    std::sort(classes.begin(), classes.end());
    return classes;
}
}  // namespace

void ScrubberModel::setPictures(const QVector<Picture>& pictures, bool detector) {
    beginResetModel();
    m_pictures = pictures;
    m_detector = detector;
    for (auto& column : m_predictions)
        column = QVector<Prediction>(m_pictures.size());
    endResetModel();
}

void ScrubberModel::setColumns(const QStringList& headings) {
    beginResetModel();
    m_headings = headings;
    m_predictions = QVector<QVector<Prediction>>(headings.size(), QVector<Prediction>(m_pictures.size()));
    endResetModel();
}

void ScrubberModel::setPrediction(int column, int row, const Prediction& prediction) {
    if (column < 0 || column >= m_predictions.size() || row < 0 || row >= m_pictures.size())
        return;
    m_predictions[column][row] = prediction;
    Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));  // column 0: whether the row differs
}

const ScrubberModel::Prediction& ScrubberModel::prediction(int column, int row) const {
    return m_predictions.at(column).at(row);
}

bool ScrubberModel::differs(int row) const {
    if (m_predictions.size() < 2)
        return false;
    const Prediction& a = m_predictions[0].at(row);
    const Prediction& b = m_predictions[1].at(row);
    if (!a.ready || !b.ready)
        return false;
    return m_detector ? classesOf(a) != classesOf(b) : a.classId != b.classId;
}

bool ScrubberModel::complete() const {
    for (const auto& column : m_predictions)
        for (const Prediction& p : column)
            if (!p.ready)
                return false;
    return !m_predictions.isEmpty();
}

int ScrubberModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_pictures.size());
}

int ScrubberModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 1 + static_cast<int>(m_headings.size());
}

QVariant ScrubberModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Picture& picture = m_pictures.at(index.row());
    if (index.column() > 0)
        return cellData(index.column() - 1, index.row(), role);
    switch (role) {
        case Qt::DisplayRole:
            return picture.label.isEmpty() ? picture.name : picture.label;
        case Qt::DecorationRole:
            return picture.thumbnail;
        case Qt::ToolTipRole:
            return picture.name;
        case DiffersRole:
            return differs(index.row());
        default:
            return {};
    }
}

QVariant ScrubberModel::cellData(int column, int row, int role) const {
    const Prediction& p = m_predictions.at(column).at(row);
    const Picture& picture = m_pictures.at(row);
    switch (role) {
        case Qt::DisplayRole:
            if (!p.ready)
                return tr("running…");
            if (!p.error.isEmpty())
                return tr("failed");
            if (m_detector)
                return tr("boxes: %1").arg(p.boxes.size());
            return QStringLiteral("%1 %2 %3")
                .arg(p.className == picture.label ? QStringLiteral("✓") : QStringLiteral("✗"), p.className)
                .arg(p.score, 0, 'f', 2);
        case Qt::DecorationRole:
            return m_detector && p.ready && p.error.isEmpty() ? QVariant(drawnBoxes(column, row))
                                                              : QVariant();
        case Qt::ToolTipRole:
            return p.error;
        case Qt::BackgroundRole:
            if (differs(row))
                return QBrush(kDiffers);
            if (!m_detector && p.ready && p.error.isEmpty())
                return QBrush(p.className == picture.label ? kRight : kWrong);
            return {};
        case PredictedRole:
            return !p.ready ? -1 : m_detector ? static_cast<int>(p.boxes.size()) : p.classId;
        case DiffersRole:
            return differs(row);
        default:
            return {};
    }
}

QImage ScrubberModel::drawnBoxes(int column, int row) const {
    const QImage& image = m_pictures.at(row).image;
    if (image.isNull())
        return {};
    QImage drawn = image.scaled(kSide, kSide, Qt::KeepAspectRatio, Qt::SmoothTransformation)
                       .convertToFormat(QImage::Format_RGB32);
    QPainter painter(&drawn);
    painter.setRenderHint(QPainter::Antialiasing);
    paintBoxes(painter, m_predictions.at(column).at(row).boxes,
               static_cast<double>(drawn.width()) / image.width());
    return drawn;
}

QVariant ScrubberModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    return section == 0 ? tr("Picture") : m_headings.value(section - 1);
}

}  // namespace osprey::ui
