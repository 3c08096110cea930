#include "inspect/EvaluationView.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ThumbnailModel.h"
#include "inspect/ConfusionModel.h"
#include "inspect/RunPictures.h"
#include "inspect/RunRecords.h"

namespace osprey::ui {

EvaluationView::EvaluationView(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(tr("No run open: choose one in the Runs tab (Evaluate) or open its folder."), this);
    m_title->setWordWrap(true);
    m_epoch = new QComboBox(this);
    auto* open = new QPushButton(tr("Open run folder…"), this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(new QLabel(tr("Epoch:"), this));
    top->addWidget(m_epoch);
    top->addWidget(open);

    m_matrix = new ConfusionModel(this);
    m_matrixView = new QTableView(this);
    m_matrixView->setObjectName(QStringLiteral("confusion"));
    m_matrixView->setModel(m_matrix);
    m_matrixView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrixView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrixView->setToolTip(
        tr("Rows: the true class; columns: the predicted one. Click a cell to see its pictures."));
    m_classes = new QTableWidget(0, 5, this);
    m_classes->setHorizontalHeaderLabels(
        {tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Pictures")});
    m_classes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_classes->verticalHeader()->setVisible(false);
    m_classes->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_cellLabel = new QLabel(tr("Click a cell of the matrix to see the pictures behind it."), this);
    m_cellLabel->setWordWrap(true);
    m_thumbnails = new ThumbnailModel(this);
    m_galleryView = new QListView(this);
    m_galleryView->setObjectName(QStringLiteral("gallery"));
    m_galleryView->setViewMode(QListView::IconMode);
    m_galleryView->setResizeMode(QListView::Adjust);
    m_galleryView->setMovement(QListView::Static);
    m_galleryView->setUniformItemSizes(true);
    m_galleryView->setIconSize(QSize(ThumbnailModel::kSide, ThumbnailModel::kSide));
    m_galleryView->setModel(m_thumbnails);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_matrixView);
    left->addWidget(m_classes);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_cellLabel);
    rightLayout->addWidget(m_galleryView, 1);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(left);
    body->addWidget(right);
    body->setSizes({560, 640});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(body, 1);

    connect(open, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Run folder"), WorkbenchSettings::runsFolder());
        if (!dir.isEmpty())
            loadRun(dir);
    });
    connect(m_epoch, &QComboBox::activated, this, [this](int i) {
        if (!m_data.runDir.isEmpty())
            loadRun(m_data.runDir, m_epoch->itemData(i).toInt());
    });
    connect(m_matrixView, &QTableView::clicked, this,
            [this](const QModelIndex& index) { showCell(index.row(), index.column()); });
    connect(&m_loading, &QFutureWatcher<Loaded>::finished, this, &EvaluationView::onLoaded);
}

EvaluationView::~EvaluationView() {
    m_loading.waitForFinished();
}

void EvaluationView::loadRun(const QString& runDir, int epoch) {
    if (isLoading()) {
        m_pendingRun = runDir;
        m_pendingEpoch = epoch;
        return;
    }
    m_title->setText(tr("Reading the records of %1 …").arg(runDir));
    m_loading.setFuture(QtConcurrent::run([runDir, epoch] {
        Loaded d;
        d.runDir = runDir;
        try {
            const RunRecords records(ss(runDir));
            if (records.task() != TaskKind::Classification) {
                d.error =
                    tr("This run is a detector's: the Evaluation view shows classifiers' records so far.");
                return d;
            }
            for (const RecordedValidation& v : records.validations("val", {"val", "eval"})) {
                if (!d.epochs.contains(static_cast<int>(v.epoch + 1)))
                    d.epochs << static_cast<int>(v.epoch + 1);
            }
            std::sort(d.epochs.begin(), d.epochs.end());
            const RecordedValidation v = records.pick("val", {"val", "eval"}, epoch);
            const EpochRecords e = records.store().read(v.id);
            d.confusion = ClassConfusion::fromSummary(v.summary, records.classNames(), v.epoch + 1,
                                                      records.store().path());
            d.labels.fill(-1, static_cast<int>(e.items));
            d.predicted.fill(-1, static_cast<int>(e.items));
            const std::vector<RecordedSample> samples = records.samples("val");
            for (const RecordedSample& s : samples) {
                if (s.index >= 0 && s.index < e.items)
                    d.labels[static_cast<int>(s.index)] = static_cast<int>(s.label);
            }
            for (int i = 0; i < d.predicted.size(); ++i)
                d.predicted[i] = static_cast<int>(e.predicted(static_cast<size_t>(i)));
            // The pictures, from the dataset as it reads now, matched to the records by name: a picture that
            // has gone since is left out of the gallery, never shown in another's place.
            d.pictureOf.fill(-1, static_cast<int>(e.items));
            const RunPictures pictures = RunPictures::open(runDir, 1);
            d.dataset = pictures.dataset();
            d.pictureProblem = pictures.problem();
            int missing = 0;
            for (const RecordedSample& s : samples) {
                const int at = pictures.find(qs(s.name));
                if (s.index >= 0 && s.index < e.items)
                    d.pictureOf[static_cast<int>(s.index)] = at;
                missing += at < 0;
            }
            if (d.dataset && missing > 0)
                d.pictureProblem = tr("%L1 recorded pictures are no longer in the dataset.").arg(missing);
        } catch (const std::exception& e) {
            d.error = ErrorText::of(e);
        }
        return d;
    }));
}

void EvaluationView::onLoaded() {
    Loaded d = m_loading.result();
    if (!m_pendingRun.isEmpty()) {  // a newer request came while this one read: show that instead
        const QString run = std::exchange(m_pendingRun, QString());
        loadRun(run, m_pendingEpoch);
        return;
    }
    m_error = d.error;
    if (!d.error.isEmpty()) {
        m_title->setText(tr("<span style='color:#c00'>%1</span>").arg(d.error.toHtmlEscaped()));
        Q_EMIT loaded();
        return;
    }
    m_data = std::move(d);
    const ClassConfusion& c = m_data.confusion;
    m_title->setText(tr("<b>%1</b><br>epoch %2 · top-1 %3%")
                         .arg(m_data.runDir.toHtmlEscaped())
                         .arg(c.epoch)
                         .arg(c.top1, 0, 'f', 2));
    m_epoch->clear();
    for (int e : std::as_const(m_data.epochs))
        m_epoch->addItem(QString::number(e), e);
    m_epoch->setCurrentIndex(m_epoch->findData(static_cast<int>(c.epoch)));
    QVector<QVector<qint64>> matrix;
    for (const auto& row : c.matrix)
        matrix << QVector<qint64>(row.begin(), row.end());
    m_matrix->setMatrix(toStringList(c.classNames).mid(0, static_cast<int>(c.matrix.size())), matrix);
    m_classes->setRowCount(static_cast<int>(c.perClass.size()));
    for (int k = 0; k < m_classes->rowCount(); ++k) {
        const auto& p = c.perClass[static_cast<size_t>(k)];
        m_classes->setItem(k, 0, new QTableWidgetItem(qs(c.classNames[static_cast<size_t>(k)])));
        int column = 1;
        for (double v : {p.precision, p.recall, p.f1})
            m_classes->setItem(k, column++, new QTableWidgetItem(QString::number(v, 'f', 3)));
        m_classes->setItem(k, 4, new QTableWidgetItem(QString::number(p.support)));
    }
    m_thumbnails->setDataset(m_data.dataset, 1);
    m_thumbnails->setItems({});
    m_cellLabel->setText(m_data.pictureProblem.isEmpty()
                             ? tr("Click a cell of the matrix to see the pictures behind it.")
                             : m_data.pictureProblem);
    Q_EMIT loaded();
}

void EvaluationView::showCell(int truth, int predicted) {
    QVector<int> items;
    int absent = 0;
    for (int i = 0; i < m_data.labels.size(); ++i) {
        if (m_data.labels[i] != truth || m_data.predicted.value(i, -1) != predicted)
            continue;
        const int picture = m_data.pictureOf.value(i, -1);
        if (m_data.dataset && picture >= 0)
            items << picture;
        else
            ++absent;
    }
    m_thumbnails->setItems(items);
    const QStringList names = toStringList(m_data.confusion.classNames);
    m_cellLabel->setText(
        truth == predicted
            ? tr("%L1 pictures of %2, predicted right").arg(items.size()).arg(names.value(truth))
            : tr("%L1 pictures of %2 predicted as %3")
                  .arg(items.size())
                  .arg(names.value(truth), names.value(predicted)));
    if (absent > 0)
        m_cellLabel->setText(m_cellLabel->text() + QStringLiteral(" ") +
                             tr("(%L1 of them cannot be shown: %2)").arg(absent).arg(m_data.pictureProblem));
    Q_EMIT cellShown(truth, predicted, static_cast<int>(items.size()) + absent);
}

}  // namespace osprey::ui
