#include "datasets/DatasetHealthPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <QtConcurrent/QtConcurrentRun>
#include <tuple>

#include "common/QtConversions.h"
#include "datasets/BoxStatisticsPlot.h"
#include "datasets/BrowsedDataset.h"
#include "inference/AnnotatedImageView.h"

namespace osprey::ui {

namespace {

// The report names splits "train" and "val"; the browsed dataset numbers them 0 and 1.
int splitIndex(const std::string& split) {
    return split == "train" ? 0 : 1;
}

QLabel* nameLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

}  // namespace

DatasetHealthPanel::DatasetHealthPanel(QWidget* parent) : QWidget(parent) {
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_pairs = new QTableWidget(0, 4, this);
    m_pairs->setObjectName(QStringLiteral("pairs"));
    m_pairs->setHorizontalHeaderLabels({tr("Kind"), tr("Picture"), tr("Same as"), tr("Match")});
    m_pairs->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_pairs->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_pairs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_pairs->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pairs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_pairs->verticalHeader()->setVisible(false);
    m_pairs->setTextElideMode(Qt::ElideLeft);  // a path's file name matters most
    m_pairs->setWordWrap(false);

    m_left = new AnnotatedImageView(this);
    m_right = new AnnotatedImageView(this);
    m_leftName = nameLabel(this);
    m_rightName = nameLabel(this);
    auto* sideBySide = new QWidget(this);
    auto* grid = new QGridLayout(sideBySide);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_right, 0, 0);
    grid->addWidget(m_left, 0, 1);
    grid->addWidget(m_rightName, 1, 0);
    grid->addWidget(m_leftName, 1, 1);
    grid->setRowStretch(0, 1);

    m_plot = new BoxStatisticsPlot(this);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_pairs);
    top->addWidget(sideBySide);
    top->setSizes({520, 880});
    auto* body = new QSplitter(Qt::Vertical, this);
    body->addWidget(top);
    body->addWidget(m_plot);
    body->setStretchFactor(0, 1);
    body->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(body, 1);

    connect(m_pairs, &QTableWidget::currentCellChanged, this, [this](int row) { showPair(row); });
    connect(&m_reading, &QFutureWatcher<PairImages>::finished, this, &DatasetHealthPanel::onPairRead);
    setDataset(nullptr);
}

DatasetHealthPanel::~DatasetHealthPanel() {
    m_reading.waitForFinished();
}

void DatasetHealthPanel::setDataset(std::shared_ptr<const BrowsedDataset> dataset) {
    m_dataset = std::move(dataset);
    m_shown.clear();
    m_statistics.clear();
    m_pairs->setRowCount(0);
    m_left->clear();
    m_right->clear(tr("Select a pair to see both pictures."));
    m_leftName->clear();
    m_rightName->clear();
    m_plot->clearStatistics();
    m_plot->setVisible(m_dataset && m_dataset->summary().detection);
    m_summary->setText(m_dataset
                           ? tr("Not checked yet: \"Check all images\" reads every picture, finds copies "
                                "within and across the splits, and measures the boxes.")
                           : tr("No dataset open."));
}

void DatasetHealthPanel::setReport(const DataCheckReport& report) {
    m_shown = report.pairs.leaks;
    m_shown.insert(m_shown.end(), report.pairs.duplicates.begin(), report.pairs.duplicates.end());
    m_statistics = report.splits;
    m_pairs->setRowCount(static_cast<int>(m_shown.size()));
    for (int row = 0; row < m_pairs->rowCount(); ++row) {
        const ImagePair& p = m_shown[static_cast<size_t>(row)];
        const bool leak = p.splitA != p.splitB;
        auto* kind = new QTableWidgetItem(leak ? tr("Leak") : tr("Duplicate"));
        if (leak)
            kind->setForeground(QColor(200, 0, 0));
        m_pairs->setItem(row, 0, kind);
        for (const auto& [column, split, image] :
             {std::tuple{1, p.splitB, p.imageB}, std::tuple{2, p.splitA, p.imageA}}) {
            auto* item = new QTableWidgetItem(qs(split + ": " + image));
            item->setToolTip(item->text());
            m_pairs->setItem(row, column, item);
        }
        m_pairs->setItem(row, 3,
                         new QTableWidgetItem(p.kind == "exact" ? tr("exact copy")
                                                                : tr("%L1 bits apart").arg(p.distance)));
    }
    m_pairs->resizeColumnToContents(0);
    m_pairs->resizeColumnToContents(3);
    QString text = tr("Leaks across the splits: %L1 · duplicates within a split: %L2 · unreadable: %L3 · "
                      "smaller than the %4-pixel input: %L5")
                       .arg(report.pairs.leaks.size())
                       .arg(report.pairs.duplicates.size())
                       .arg(report.pairs.unreadable.size())
                       .arg(report.inputSize)
                       .arg(report.tooSmall.size());
    if (report.cancelled)
        text += QStringLiteral(" · ") + tr("stopped before the end");
    m_summary->setText(text);
    setSplit(m_split);
    if (!m_shown.empty())
        m_pairs->selectRow(0);
}

void DatasetHealthPanel::setSplit(int split) {
    m_split = split;
    if (split >= 0 && static_cast<size_t>(split) < m_statistics.size())
        m_plot->setStatistics(m_statistics[static_cast<size_t>(split)]);
}

void DatasetHealthPanel::showPair(int row) {
    if (!m_dataset || row < 0 || static_cast<size_t>(row) >= m_shown.size())
        return;
    const ImagePair p = m_shown[static_cast<size_t>(row)];
    m_rightName->setText(qs(p.splitB + ": " + p.imageB));
    m_leftName->setText(qs(p.splitA + ": " + p.imageA));
    m_left->clear(tr("Reading …"));
    m_right->clear(tr("Reading …"));
    m_reading.setFuture(QtConcurrent::run([dataset = m_dataset, p] {
        PairImages images;
        images.left = dataset->image(splitIndex(p.splitA), static_cast<int>(p.indexA), &images.leftWhy);
        images.right = dataset->image(splitIndex(p.splitB), static_cast<int>(p.indexB), &images.rightWhy);
        return images;
    }));
}

void DatasetHealthPanel::onPairRead() {
    const int row = m_pairs->currentRow();
    if (!m_dataset || row < 0 || static_cast<size_t>(row) >= m_shown.size())
        return;
    const ImagePair& p = m_shown[static_cast<size_t>(row)];
    const PairImages images = m_reading.result();
    auto show = [this](AnnotatedImageView* view, const QImage& image, const QString& why,
                       const std::string& split, size_t index) {
        if (image.isNull())
            view->clear(why);
        else
            view->setImage(image, m_dataset->boxes(splitIndex(split), static_cast<int>(index)));
    };
    show(m_left, images.left, images.leftWhy, p.splitA, p.indexA);
    show(m_right, images.right, images.rightWhy, p.splitB, p.indexB);
    Q_EMIT pairShown();
}

}  // namespace osprey::ui
