#include "datasets/ThumbnailModel.h"

#include <QFileInfo>
#include <QMutex>
#include <QRunnable>

#include "datasets/BrowsedDataset.h"

namespace osprey::ui {

// Requests shared between the GUI thread and the pool's threads. `receiver` is cleared (under the mutex)
// when the model goes, so no thread posts to a deleted model.
struct ThumbnailModel::Queue {
    QMutex mutex;
    QVector<int> stack;  // the newest request is served first
    std::shared_ptr<const BrowsedDataset> dataset;
    int split = 0;
    QVector<int> items;                      // row -> item, when filtered
    QVector<QVector<LabelledBox>> overlays;  // row -> boxes drawn over the ground truth
    bool filtered = false;
    quint64 generation = 0;
    ThumbnailModel* receiver = nullptr;
    int workers = 0;
};

namespace {
constexpr int kMaxQueued = 512;  // older requests (scrolled past) are dropped
constexpr int kCacheItems = 4000;
}  // namespace

ThumbnailModel::ThumbnailModel(QObject* parent)
    : QAbstractListModel(parent), m_queue(std::make_shared<Queue>()), m_cache(kCacheItems) {
    m_queue->receiver = this;
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
    QImage placeholder(kSide, kSide, QImage::Format_RGB32);
    placeholder.fill(QColor(90, 90, 90));
    m_placeholder = QPixmap::fromImage(placeholder);
}

ThumbnailModel::~ThumbnailModel() {
    {
        QMutexLocker lock(&m_queue->mutex);
        m_queue->receiver = nullptr;
        m_queue->stack.clear();
    }
    m_pool.waitForDone();
}

void ThumbnailModel::setDataset(std::shared_ptr<const BrowsedDataset> dataset, int split) {
    restart(std::move(dataset), split, {}, {}, false);
}

void ThumbnailModel::setItems(const QVector<int>& items, const QVector<QVector<LabelledBox>>& overlays) {
    restart(m_dataset, m_split, items, overlays, true);
}

void ThumbnailModel::restart(std::shared_ptr<const BrowsedDataset> dataset, int split,
                             const QVector<int>& items, const QVector<QVector<LabelledBox>>& overlays,
                             bool filtered) {
    beginResetModel();
    m_dataset = std::move(dataset);
    m_split = split;
    m_items = items;
    m_filtered = filtered;
    m_cache.clear();
    m_requested.clear();
    m_ready = 0;
    {
        QMutexLocker lock(&m_queue->mutex);
        m_queue->stack.clear();
        m_queue->dataset = m_dataset;
        m_queue->split = split;
        m_queue->items = items;
        m_queue->overlays = overlays;
        m_queue->filtered = filtered;
        m_queue->generation += 1;  // thumbnails under way for the old rows are dropped
    }
    endResetModel();
}

int ThumbnailModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !m_dataset)
        return 0;
    return m_filtered ? static_cast<int>(m_items.size()) : m_dataset->size(m_split);
}

QVariant ThumbnailModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !m_dataset)
        return {};
    const int row = itemAt(index.row());
    if (row < 0)
        return {};
    switch (role) {
        case Qt::DisplayRole:
            return QFileInfo(m_dataset->itemName(m_split, row)).fileName();
        case Qt::ToolTipRole: {
            const QString label = m_dataset->label(m_split, row);
            return label.isEmpty() ? m_dataset->itemName(m_split, row)
                                   : QStringLiteral("%1\n%2").arg(m_dataset->itemName(m_split, row), label);
        }
        case Qt::DecorationRole:
            if (const QPixmap* pixmap = m_cache.object(index.row()))
                return *pixmap;
            request(index.row());
            return m_placeholder;
        case Qt::SizeHintRole:
            return QSize(kSide + 8, kSide + 24);
        default:
            return {};
    }
}

void ThumbnailModel::request(int row) const {
    if (m_requested.contains(row))
        return;
    m_requested.insert(row);
    bool startWorker = false;
    {
        QMutexLocker lock(&m_queue->mutex);
        m_queue->stack.push_back(row);
        if (m_queue->stack.size() > kMaxQueued) {
            const int dropped = m_queue->stack.takeFirst();
            m_requested.remove(dropped);  // asked again when it is on screen again
        }
        if (m_queue->workers < m_pool.maxThreadCount()) {
            m_queue->workers += 1;
            startWorker = true;
        }
    }
    if (!startWorker)
        return;
    std::shared_ptr<Queue> queue = m_queue;
    const_cast<QThreadPool&>(m_pool).start([queue] {
        for (;;) {
            int row = 0;
            quint64 generation = 0;
            int split = 0;
            std::shared_ptr<const BrowsedDataset> dataset;
            int item = 0;
            QVector<LabelledBox> overlay;
            {
                QMutexLocker lock(&queue->mutex);
                if (queue->stack.isEmpty() || !queue->receiver) {
                    queue->workers -= 1;
                    return;
                }
                row = queue->stack.takeLast();
                item = queue->filtered ? queue->items.value(row, 0) : row;
                overlay = queue->overlays.value(row);
                generation = queue->generation;
                split = queue->split;
                dataset = queue->dataset;
            }
            const QImage image = dataset->thumbnail(split, item, kSide, overlay);
            QMutexLocker lock(&queue->mutex);
            if (queue->receiver && generation == queue->generation) {
                ThumbnailModel* model = queue->receiver;
                QMetaObject::invokeMethod(
                    model, [model, generation, row, image] { model->deliver(generation, row, image); },
                    Qt::QueuedConnection);
            }
        }
    });
}

void ThumbnailModel::deliver(quint64 generation, int row, const QImage& image) {
    {
        QMutexLocker lock(&m_queue->mutex);
        if (generation != m_queue->generation)
            return;
    }
    m_requested.remove(row);  // asked again should the cache drop it
    m_cache.insert(row, new QPixmap(QPixmap::fromImage(image)));
    m_ready += 1;
    const QModelIndex i = index(row);
    Q_EMIT dataChanged(i, i, {Qt::DecorationRole});
    Q_EMIT thumbnailReady(row);
}

}  // namespace osprey::ui
