#include "inspect/EvaluationView.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <utility>

#include "common/ErrorText.h"
#include "common/LabelledBox.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ThumbnailModel.h"
#include "infer/ClassThresholds.h"
#include "infer/Predictor.h"
#include "inference/ThresholdsText.h"
#include "inspect/ConfusionModel.h"
#include "inspect/DetectorEvaluation.h"
#include "inspect/RunPictures.h"
#include "inspect/RunRecords.h"
#include "inspect/ThresholdChoice.h"
#include "monitor/CurvePlot.h"

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

    m_thresholdRow = new QWidget(this);
    m_threshold = new QSlider(Qt::Horizontal, m_thresholdRow);
    m_threshold->setObjectName(QStringLiteral("threshold"));
    m_threshold->setRange(1, 99);
    m_threshold->setValue(50);
    m_threshold->setToolTip(
        tr("The score a detection needs to count in the matrix and the per-class figures"));
    m_thresholdValue = new QLabel(m_thresholdRow);
    m_saveF1 = new QPushButton(tr("Save F1-best thresholds"), m_thresholdRow);
    m_saveF1->setToolTip(
        tr("Save each class's F1-best threshold with the run (thresholds.json): predict --run "
           "and the Inference view then use them"));
    m_saveFixed = new QPushButton(tr("Save this threshold"), m_thresholdRow);
    m_saveFixed->setToolTip(tr("Save this threshold for every class with the run (thresholds.json)"));
    auto* thresholdLayout = new QHBoxLayout(m_thresholdRow);
    thresholdLayout->setContentsMargins(0, 0, 0, 0);
    thresholdLayout->addWidget(new QLabel(tr("Score threshold:"), m_thresholdRow));
    thresholdLayout->addWidget(m_threshold, 1);
    thresholdLayout->addWidget(m_thresholdValue);
    thresholdLayout->addWidget(m_saveF1);
    thresholdLayout->addWidget(m_saveFixed);
    m_thresholdRow->hide();
    m_curves = new CurvePlot(tr("Precision and recall (IoU 0.5)"), this);
    m_curves->setAxisLabels(tr("recall"), tr("precision"));
    m_curves->setMinimumHeight(220);
    m_curves->hide();

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_matrixView);
    left->addWidget(m_classes);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_curves, 1);
    rightLayout->addWidget(m_cellLabel);
    rightLayout->addWidget(m_galleryView, 1);
    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(left);
    body->addWidget(right);
    body->setSizes({560, 640});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_thresholdRow);
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
    connect(m_threshold, &QSlider::valueChanged, this, &EvaluationView::applyThreshold);
    connect(m_saveF1, &QPushButton::clicked, this, [this] { saveThresholds(true); });
    connect(m_saveFixed, &QPushButton::clicked, this, [this] { saveThresholds(false); });
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
            for (const RecordedValidation& v : records.validations("val", {"val", "eval"})) {
                if (!d.epochs.contains(static_cast<int>(v.epoch + 1)))
                    d.epochs << static_cast<int>(v.epoch + 1);
            }
            std::sort(d.epochs.begin(), d.epochs.end());
            if (records.task() == TaskKind::Detection) {
                loadDetector(d, records, epoch);
                return d;
            }
            const RecordedValidation v = records.pick("val", {"val", "eval"}, epoch);
            d.epoch = static_cast<int>(v.epoch + 1);
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
    m_epoch->clear();
    for (int e : std::as_const(m_data.epochs))
        m_epoch->addItem(QString::number(e), e);
    m_epoch->setCurrentIndex(m_epoch->findData(m_data.epoch));
    m_shownTruth = m_shownPredicted = -1;
    m_thresholdRow->setVisible(m_data.detector != nullptr);
    m_curves->setVisible(m_data.detector != nullptr);
    m_thumbnails->setDataset(m_data.dataset, 1);
    m_thumbnails->setItems({});
    m_cellLabel->setText(m_data.pictureProblem.isEmpty()
                             ? tr("Click a cell of the matrix to see the pictures behind it.")
                             : m_data.pictureProblem);
    if (m_data.detector)
        showDetector();
    else
        showClassifier();
    Q_EMIT loaded();
}

void EvaluationView::showClassifier() {
    const ClassConfusion& c = m_data.confusion;
    m_title->setText(tr("<b>%1</b><br>epoch %2 · top-1 %3%")
                         .arg(m_data.runDir.toHtmlEscaped())
                         .arg(c.epoch)
                         .arg(c.top1, 0, 'f', 2));
    m_classes->setColumnCount(5);
    m_classes->setHorizontalHeaderLabels(
        {tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Pictures")});
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
}

void EvaluationView::showCell(int truth, int predicted) {
    m_shownTruth = truth;
    m_shownPredicted = predicted;
    if (m_data.detector) {
        showDetectorCell(truth, predicted);
        return;
    }
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

void EvaluationView::loadDetector(Loaded& d, const RunRecords& records, int epoch) {
    // By default the validation of the weights predict --run and the Inference view load (best.pt, else
    // last.pt), so that thresholds saved here fit them; the latest where that epoch has no records.
    try {
        d.checkpointEpoch = static_cast<int>(runCheckpointEpoch(ss(d.runDir)));
    } catch (const std::exception&) {
        d.checkpointEpoch = 0;
    }
    if (epoch == 0 && d.epochs.contains(d.checkpointEpoch))
        epoch = d.checkpointEpoch;
    const RecordedValidation v = records.pick("val", {"val", "eval"}, epoch);
    d.epoch = static_cast<int>(v.epoch + 1);
    const nlohmann::json summary = nlohmann::json::parse(v.summary, nullptr, false);
    d.summaryAP50 = summary.is_object() ? summary.value("AP50", -1.0) : -1.0;
    const RunPictures pictures = RunPictures::open(d.runDir, 1);
    d.dataset = pictures.dataset();
    d.pictureProblem = pictures.problem();
    d.detector = std::make_shared<DetectorEvaluation>(readDetectionRecords(records.store(), v.id),
                                                      records.classNames(), v.summary, pictures);
    d.detector->setThreshold(0.5);
}

void EvaluationView::showDetector() {
    const DetectorEvaluation& e = *m_data.detector;
    m_title->setText(tr("<b>%1</b><br>epoch %2 · AP50 %3")
                         .arg(m_data.runDir.toHtmlEscaped())
                         .arg(m_data.epoch)
                         .arg(m_data.summaryAP50, 0, 'f', 3));
    m_classes->setColumnCount(8);
    m_classes->setHorizontalHeaderLabels({tr("Class"), tr("Precision"), tr("Recall"), tr("F1"), tr("Boxes"),
                                          tr("F1-best at"), tr("Best F1"), tr("AP50")});
    m_curves->clearCurves();
    for (int k = 0; k < e.classes(); ++k) {
        const PrecisionRecallCurve& c = e.curves()[static_cast<size_t>(k)];
        QVector<double> recall, precision;
        for (size_t i = 0; i < c.scores.size(); ++i) {
            recall << c.recall(i);
            precision << c.precision(i);
        }
        m_curves->setCurve(QStringLiteral("pr-%1").arg(k), qs(e.classNames()[static_cast<size_t>(k)]),
                           {classColour(k)}, recall, precision);
    }
    applyThreshold();
    m_curves->resetView();
}

// The matrix, the per-class figures and each curve's point at the slider's threshold.
void EvaluationView::applyThreshold() {
    const double threshold = m_threshold->value() / 100.0;
    m_thresholdValue->setText(QString::number(threshold, 'f', 2));
    if (!m_data.detector)
        return;
    DetectorEvaluation& e = *m_data.detector;
    e.setThreshold(threshold);
    m_matrix->setMatrix(e.matrixNames(), e.matrix());
    m_classes->setRowCount(e.classes());
    for (int k = 0; k < e.classes(); ++k) {
        const ClassThreshold& t = e.perClass()[static_cast<size_t>(k)];
        const QStringList cells = {
            qs(e.classNames()[static_cast<size_t>(k)]),
            QString::number(t.precision, 'f', 3),
            QString::number(t.recall, 'f', 3),
            QString::number(t.f1, 'f', 3),
            QString::number(t.objects),
            t.bestF1 > 0 ? QString::number(t.bestThreshold, 'f', 2) : tr("never found"),
            QString::number(t.bestF1, 'f', 3),
            e.ap50(k) >= 0 ? QString::number(e.ap50(k), 'f', 3) : QString()};
        for (int column = 0; column < cells.size(); ++column)
            m_classes->setItem(k, column, new QTableWidgetItem(cells[column]));
        // Where this threshold puts the class on its curve: the last point scoring at least that much.
        const PrecisionRecallCurve& c = e.curves()[static_cast<size_t>(k)];
        QVector<double> x, y;
        for (size_t i = 0; i < c.scores.size() && c.scores[i] >= threshold; ++i) {
            x = {c.recall(i)};
            y = {c.precision(i)};
        }
        CurvePlot::CurveStyle point{classColour(k)};
        point.scatter = true;
        m_curves->setCurve(QStringLiteral("at-%1").arg(k),
                           tr("%1 at %2").arg(cells[0]).arg(threshold, 0, 'f', 2), point, x, y);
    }
    m_curves->requestReplot();
    if (m_shownTruth >= 0)
        showDetectorCell(m_shownTruth, m_shownPredicted);
}

void EvaluationView::showDetectorCell(int truth, int predicted) {
    const DetectorEvaluation::Cell cell = m_data.detector->cell(truth, predicted);
    m_thumbnails->setItems(m_data.dataset ? cell.pictures : QVector<int>{}, cell.overlays);
    const QStringList names = m_data.detector->matrixNames();
    const int background = m_data.detector->classes();
    const qint64 count = m_matrix->count(truth, predicted);
    QString text;
    if (truth == background)
        text = tr("%L1 detections of %2 that match no box (nothing there, or a box another detection found "
                  "already), in %L3 pictures (red)")
                   .arg(count)
                   .arg(names.value(predicted))
                   .arg(cell.pictures.size());
    else if (predicted == background)
        text = tr("%L1 boxes of %2 nothing found, in %L3 pictures (dashed)")
                   .arg(count)
                   .arg(names.value(truth))
                   .arg(cell.pictures.size());
    else if (truth == predicted)
        text = tr("%L1 boxes of %2 found, in %L3 pictures")
                   .arg(count)
                   .arg(names.value(truth))
                   .arg(cell.pictures.size());
    else
        text = tr("%L1 boxes of %2 detected as %3, in %L4 pictures (red)")
                   .arg(count)
                   .arg(names.value(truth), names.value(predicted))
                   .arg(cell.pictures.size());
    if (cell.absent > 0)
        text += QStringLiteral(" ") +
                tr("(%L1 of them cannot be shown: %2)").arg(cell.absent).arg(m_data.pictureProblem);
    m_cellLabel->setText(text);
    Q_EMIT cellShown(truth, predicted, static_cast<int>(cell.pictures.size()) + cell.absent);
}

void EvaluationView::saveThresholds(bool f1Best) {
    if (!m_data.detector)
        return;
    const DetectorEvaluation& e = *m_data.detector;
    const ClassThresholds chosen =
        f1Best ? f1BestThresholds(e.perClass(), e.classNames(), m_data.epoch, e.threshold())
               : fixedThresholds(e.classNames(), m_data.epoch, e.threshold());
    try {
        saveClassThresholds(ss(m_data.runDir), chosen);
    } catch (const std::exception& error) {
        m_cellLabel->setText(tr("<span style='color:#c00'>The thresholds were not saved: %1</span>")
                                 .arg(ErrorText::of(error).toHtmlEscaped()));
        return;
    }
    const QString path = qs(classThresholdsPath(ss(m_data.runDir)));
    QString text = tr("Saved %1 (%2): predict --run and the Inference view now use them.")
                       .arg(path, ThresholdsText::describe(chosen));
    if (m_data.checkpointEpoch > 0 && m_data.checkpointEpoch != m_data.epoch)
        text +=
            QLatin1Char(' ') + tr("Note: they load the weights of epoch %1, and these thresholds were "
                                  "chosen at epoch %2; pick epoch %1 above to choose them for those weights.")
                                   .arg(m_data.checkpointEpoch)
                                   .arg(m_data.epoch);
    m_cellLabel->setText(text);
    Q_EMIT thresholdsSaved(path);
}

}  // namespace osprey::ui
