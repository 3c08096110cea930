#include "inspect/SuspectsModel.h"

#include <QPainter>
#include <QPixmap>

#include "common/QtConversions.h"
#include "datasets/ThumbnailModel.h"
#include "inspect/ErrorMarks.h"

namespace osprey::ui {

namespace {

QColor markColour(ErrorMarks::Mark mark) {
    return mark == ErrorMarks::Mark::Exclude ? QColor(210, 50, 50) : QColor(230, 160, 20);
}

}  // namespace

SuspectsModel::SuspectsModel(QObject* parent) : QIdentityProxyModel(parent) {}

const SuspectEntry* SuspectsModel::entry(int row) const {
    return row >= 0 && row < m_entries.size() ? &m_entries[row] : nullptr;
}

void SuspectsModel::setMarks(const ErrorMarks* marks) {
    m_marks = marks;
    marksChanged();
}

void SuspectsModel::marksChanged() {
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0));
}

QString SuspectsModel::markText(const QString& name) const {
    if (!m_marks)
        return {};
    switch (m_marks->mark(ss(name))) {
        case ErrorMarks::Mark::Exclude:
            return tr("exclude");
        case ErrorMarks::Mark::Relabel:
            return tr("relabel as %1").arg(qs(m_marks->newClass(ss(name))));
        case ErrorMarks::Mark::None:
            break;
    }
    return {};
}

QVariant SuspectsModel::data(const QModelIndex& index, int role) const {
    const SuspectEntry* e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e)
        return QIdentityProxyModel::data(index, role);
    const ErrorMarks::Mark mark = m_marks ? m_marks->mark(ss(e->name)) : ErrorMarks::Mark::None;
    switch (role) {
        case Qt::DisplayRole: {
            const QString first = QStringLiteral("#%1 · %2").arg(e->rank).arg(e->score, 0, 'f', 3);
            QString second = markText(e->name);
            if (second.isEmpty() && !e->predicted.isEmpty())
                second = tr("predicted %1").arg(e->predicted);
            return second.isEmpty() ? first : first + QLatin1Char('\n') + second;
        }
        case Qt::ToolTipRole: {
            QStringList lines = {e->name, e->reason};
            if (!e->label.isEmpty())
                lines << tr("labelled %1").arg(e->label);
            if (!e->predicted.isEmpty())
                lines << tr("predicted %1").arg(e->predicted);
            if (const QString m = markText(e->name); !m.isEmpty())
                lines << tr("marked: %1").arg(m);
            return lines.join(QLatin1Char('\n'));
        }
        case Qt::DecorationRole: {
            const QVariant source = QIdentityProxyModel::data(index, role);
            if (mark == ErrorMarks::Mark::None)
                return source;
            QPixmap framed = source.value<QPixmap>();
            QPainter painter(&framed);
            painter.setPen(QPen(markColour(mark), 6));
            painter.drawRect(framed.rect().adjusted(3, 3, -3, -3));
            return framed;
        }
        case Qt::BackgroundRole:
            return mark == ErrorMarks::Mark::None ? QVariant() : QVariant(markColour(mark).lighter(170));
        case Qt::SizeHintRole:
            return QSize(ThumbnailModel::kSide + 16, ThumbnailModel::kSide + 40);
        case NameRole:
            return e->name;
        case RankRole:
            return e->rank;
        case MarkRole:
            return static_cast<int>(mark);
        default:
            return QIdentityProxyModel::data(index, role);
    }
}

}  // namespace osprey::ui
