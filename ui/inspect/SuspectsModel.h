#pragma once

#include <QIdentityProxyModel>
#include <QVector>

#include "common/LabelledBox.h"

namespace osprey {
class ErrorMarks;
}

namespace osprey::ui {

// One picture of a suspected-errors ranking as the gallery shows it.
struct SuspectEntry {
    int rank = 0;  // from 1, in the whole ranking
    QString name;  // the dataset's item name (what exclude.txt lists)
    double score = 0;
    QString reason;              // why it is suspected, in the workbench's language
    QString label, predicted;    // class names; empty where there is none
    int picture = -1;            // its index in the dataset's split as it reads now; -1: gone
    QVector<LabelledBox> boxes;  // detectors: the findings, drawn over the ground truth
};

// The Suspected errors gallery: a ThumbnailModel (the pictures with their ground truth and the findings'
// boxes) with each row's rank, score, reason and the person's mark (Exclude, Relabel) added: in the caption,
// the tooltip, a coloured frame on the thumbnail and the item's background.
class SuspectsModel : public QIdentityProxyModel {
    Q_OBJECT
public:
    enum Role { NameRole = Qt::UserRole + 1, RankRole, MarkRole };

    explicit SuspectsModel(QObject* parent = nullptr);

    // The entries of the source's rows, in order; call before the source is given its items.
    void setEntries(const QVector<SuspectEntry>& entries) { m_entries = entries; }
    const SuspectEntry* entry(int row) const;
    // The marks shown (not owned; may be null); marksChanged() after they change.
    void setMarks(const ErrorMarks* marks);
    void marksChanged();

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QString markText(const QString& name) const;

    QVector<SuspectEntry> m_entries;
    const ErrorMarks* m_marks = nullptr;
};

}  // namespace osprey::ui
