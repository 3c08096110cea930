#pragma once

#include <QAbstractListModel>
#include <QCache>
#include <QPixmap>
#include <QSet>
#include <QThreadPool>

#include <memory>

#include "common/LabelledBox.h"

namespace osprey::ui {

class BrowsedDataset;

// One split of a dataset as a list of thumbnails with their ground truth drawn. Thumbnails are made on a
// thread pool only for the items a view asks for, the most recently asked first (what is on screen now),
// and kept in a bounded cache.
class ThumbnailModel : public QAbstractListModel {
    Q_OBJECT
public:
    static constexpr int kSide = 128;

    explicit ThumbnailModel(QObject* parent = nullptr);
    ~ThumbnailModel() override;

    void setDataset(std::shared_ptr<const BrowsedDataset> dataset, int split);
    // Only these items of the split, in this order (a gallery of some pictures), each with the `overlays` of
    // its row drawn over its ground truth (none where `overlays` is shorter); setDataset shows every item
    // again.
    void setItems(const QVector<int>& items, const QVector<QVector<LabelledBox>>& overlays = {});
    // The split's item shown in `row`.
    int itemAt(int row) const { return m_filtered ? m_items.value(row, -1) : row; }
    const std::shared_ptr<const BrowsedDataset>& dataset() const { return m_dataset; }
    int split() const { return m_split; }
    // Thumbnails made so far for the current split (for tests and the status line).
    int readyCount() const { return m_ready; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void thumbnailReady(int row);

private:
    struct Queue;
    void restart(std::shared_ptr<const BrowsedDataset> dataset, int split, const QVector<int>& items,
                 const QVector<QVector<LabelledBox>>& overlays, bool filtered);
    void request(int row) const;
    void deliver(quint64 generation, int row, const QImage& image);

    std::shared_ptr<const BrowsedDataset> m_dataset;
    int m_split = 0;
    QVector<int> m_items;
    bool m_filtered = false;
    std::shared_ptr<Queue> m_queue;
    QThreadPool m_pool;
    mutable QCache<int, QPixmap> m_cache;
    mutable QSet<int> m_requested;
    QPixmap m_placeholder;
    int m_ready = 0;
};

}  // namespace osprey::ui
