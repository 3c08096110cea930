#include "inference/InferenceView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "config/Config.h"
#include "data/formats/DatasetFactory.h"
#include "data/formats/DetectionDatasetFactory.h"
#include "infer/ClassThresholds.h"
#include "inference/AnnotatedImageView.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceWorker.h"
#include "inference/ThresholdsText.h"
#include "inference/TopKBars.h"
#include "store/StoreWatcher.h"

namespace osprey::ui {

namespace {
constexpr int kPathRole = Qt::UserRole;

// The images under `folder` and its subfolders, sorted (run on a worker thread: a folder can be large or on a
// slow disk).
QStringList imagesUnder(const QString& folder, const QStringList& nameFilters) {
    QDirIterator it(folder, nameFilters, QDir::Files, QDirIterator::Subdirectories);
    QStringList found;
    while (it.hasNext())
        found << it.next();
    found.sort();
    return found;
}

// The files of a run's validation split as its stored config names them (at most `limit`; run on a worker
// thread: reading annotations takes a while on a large dataset). Empty when the dataset is not there any more
// or is not made of files (the built-in demos).
QStringList validationImagesOf(const QString& runDir, int limit) {
    QStringList files;
    try {
        const Config config = Config::fromFile(ss(QDir(runDir).filePath(QStringLiteral("config.yaml"))));
        auto add = [&](size_t size, const auto& nameOf) {
            for (size_t i = 0; i < size && files.size() < limit; ++i) {
                const QString name = qs(nameOf(i));
                if (QFileInfo(name).isFile())
                    files << QFileInfo(name).absoluteFilePath();
            }
        };
        if (config.getString("task") == "detection") {
            const DetectionSplits s = buildDetectionDatasets(config, [](const std::string&) {});
            add(s.val->size(), [&](size_t i) { return s.val->itemName(i); });
        } else {
            const DatasetSplits s = buildDatasets(config);
            add(s.val->size(), [&](size_t i) { return s.val->itemName(i); });
        }
    } catch (const std::exception&) {
    }
    return files;
}
}  // namespace

QStringList InferenceView::imageNameFilters() {
    return {QStringLiteral("*.jpg"),  QStringLiteral("*.jpeg"), QStringLiteral("*.png"),
            QStringLiteral("*.bmp"),  QStringLiteral("*.tif"),  QStringLiteral("*.tiff"),
            QStringLiteral("*.webp"), QStringLiteral("*.ppm"),  QStringLiteral("*.pgm"),
            QStringLiteral("*.JPG"),  QStringLiteral("*.JPEG"), QStringLiteral("*.PNG")};
}

InferenceView::InferenceView(StoreWatcher* watcher, QWidget* parent)
    : QWidget(parent), m_session(new InferenceSession(this)) {
    setAcceptDrops(true);

    // Model: a run's checkpoint or a weight file.
    m_runs = new QComboBox(this);
    m_runs->setMinimumContentsLength(30);
    m_runs->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_runs->setToolTip(tr("Runs in the store that have a checkpoint (best.pt, else last.pt)"));
    m_loadRun = new QPushButton(tr("Load run"), this);
    auto* weights = new QPushButton(tr("Weights file…"), this);
    weights->setToolTip(
        tr("An Osprey checkpoint, or a PyTorch .pth/.pt or .safetensors file of the model "
           "chosen beside"));
    m_modelName = new QComboBox(this);
    m_modelName->addItem(tr("model from the file"), QString());
    for (const QString& name : InferenceWorker::modelNames())
        m_modelName->addItem(name, name);
    m_modelName->setToolTip(
        tr("The architecture of a foreign weight file (Osprey checkpoints name their own)"));
    m_ema = new QCheckBox(tr("EMA weights"), this);
    m_ema->setToolTip(tr("Use the checkpoint's exponential moving average of the weights"));
    m_modelLabel = new QLabel(tr("No model loaded."), this);
    m_modelLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_modelLabel->setWordWrap(true);
    auto* modelRow = new QHBoxLayout;
    modelRow->addWidget(new QLabel(tr("Run:"), this));
    modelRow->addWidget(m_runs, 1);
    modelRow->addWidget(m_loadRun);
    modelRow->addSpacing(12);
    modelRow->addWidget(weights);
    modelRow->addWidget(m_modelName);
    modelRow->addWidget(m_ema);

    // Images.
    m_images = new QListWidget(this);
    m_images->setObjectName(QStringLiteral("images"));  // the user's file names
    m_images->setSelectionMode(QAbstractItemView::SingleSelection);
    auto* openImages = new QPushButton(tr("Open images…"), this);
    auto* openFolder = new QPushButton(tr("Open folder…"), this);
    auto* clear = new QPushButton(tr("Clear"), this);
    m_validationImages = new QPushButton(tr("Validation images"), this);
    m_validationImages->setObjectName(QStringLiteral("validationImages"));
    m_validationImages->setToolTip(
        tr("The chosen run's validation pictures, as its experiment names them (the run is loaded first)"));
    m_validationImages->setEnabled(false);
    auto* imageButtons = new QHBoxLayout;
    imageButtons->addWidget(openImages);
    imageButtons->addWidget(openFolder);
    imageButtons->addWidget(clear);

    auto* imagesBox = new QWidget(this);
    auto* imagesLayout = new QVBoxLayout(imagesBox);
    imagesLayout->setContentsMargins(0, 0, 0, 0);
    imagesLayout->addWidget(new QLabel(tr("Images (drop files or folders here):"), imagesBox));
    imagesLayout->addWidget(m_images, 1);
    imagesLayout->addLayout(imageButtons);
    imagesLayout->addWidget(m_validationImages);

    m_canvas = new AnnotatedImageView(this);
    m_canvas->clear(tr("Load a run or a weight file, then open images or drop them here."));

    // Result.
    m_threshold = new QSlider(Qt::Horizontal, this);
    m_threshold->setRange(static_cast<int>(InferenceWorker::kFloorThreshold * 100), 100);
    m_threshold->setValue(static_cast<int>(InferenceWorker::kDefaultThreshold * 100));
    m_threshold->setToolTip(tr("Boxes scoring below this are hidden; the model is not run again"));
    m_thresholdLabel = new QLabel(this);
    m_shown = new QLabel(this);
    m_topK = new TopKBars(this);
    m_time = new QLabel(this);
    m_save = new QPushButton(tr("Save annotated…"), this);
    m_save->setEnabled(false);
    auto* resultBox = new QGroupBox(tr("Result"), this);
    auto* resultForm = new QFormLayout(resultBox);
    m_resultForm = resultForm;
    auto* thresholdRow = new QHBoxLayout;
    m_thresholdRow = thresholdRow;
    thresholdRow->addWidget(m_threshold, 1);
    thresholdRow->addWidget(m_thresholdLabel);
    resultForm->addRow(tr("Score threshold:"), thresholdRow);
    m_savedThresholds = new QCheckBox(tr("The run's per-class thresholds"), this);
    m_savedThresholds->setChecked(true);
    m_savedThresholds->hide();
    resultForm->addRow(QString(), m_savedThresholds);
    resultForm->addRow(tr("Boxes shown:"), m_shown);
    resultForm->addRow(tr("Top classes:"), m_topK);
    resultForm->addRow(tr("Time:"), m_time);
    resultForm->addRow(m_save);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_modelLabel);
    sideLayout->addWidget(resultBox);
    sideLayout->addStretch(1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(imagesBox);
    splitter->addWidget(m_canvas);
    splitter->addWidget(side);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 700, 300});
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(modelRow);
    layout->addWidget(splitter, 1);

    connect(m_loadRun, &QPushButton::clicked, this, [this] {
        if (m_runs->currentIndex() >= 0)
            loadRun(m_runs->currentData().toString());
    });
    connect(weights, &QPushButton::clicked, this, &InferenceView::chooseWeightsFile);
    connect(openImages, &QPushButton::clicked, this, &InferenceView::openImagesDialog);
    connect(openFolder, &QPushButton::clicked, this, &InferenceView::openFolderDialog);
    connect(clear, &QPushButton::clicked, this, &InferenceView::clearImages);
    connect(m_validationImages, &QPushButton::clicked, this, &InferenceView::addValidationImages);
    connect(m_save, &QPushButton::clicked, this, &InferenceView::saveAnnotatedDialog);
    connect(m_images, &QListWidget::currentRowChanged, this, &InferenceView::showCurrent);
    connect(m_threshold, &QSlider::valueChanged, this, [this] {
        m_canvas->setScoreThreshold(scoreThreshold());
        updateShownCount();
    });
    connect(m_savedThresholds, &QCheckBox::toggled, this, &InferenceView::applySavedThresholds);
    connect(m_session, &InferenceSession::modelLoaded, this, &InferenceView::onModelLoaded);
    connect(m_session, &InferenceSession::modelFailed, this, [this](const QString& message) {
        m_modelLabel->setText(tr("Could not load the model: %1").arg(message));
        m_canvas->clear(tr("Could not load the model."));
    });
    connect(m_session, &InferenceSession::resultReady, this, &InferenceView::onResult);
    connect(m_session, &InferenceSession::busyChanged, this,
            [this](bool busy) { setCursor(busy ? Qt::BusyCursor : Qt::ArrowCursor); });
    connect(watcher, &StoreWatcher::runsRead, this, &InferenceView::refreshRuns);
    refreshRuns(watcher->runs());
    m_canvas->setScoreThreshold(scoreThreshold());
    updateShownCount();
}

InferenceView::~InferenceView() = default;

double InferenceView::scoreThreshold() const {
    return m_threshold->value() / 100.0;
}

void InferenceView::setScoreThreshold(double threshold) {
    m_threshold->setValue(static_cast<int>(std::lround(threshold * 100)));
}

void InferenceView::refreshRuns(const QVector<RunRecord>& runs) {
    QStringList dirs;
    QStringList labels;
    QString newestFinished;
    for (const RunRecord& run : runs) {
        const QString dir = qs(run.runDir);
        // The store's checkpoint rows say which runs have one (read on the store thread, not the disk here).
        if (dir.isEmpty() || run.checkpoint.empty())
            continue;
        if (run.status == RunStatus::Finished)
            newestFinished = dir;
        dirs << dir;
        labels << tr("#%1 %2 — %3, %4 (%5)")
                      .arg(run.id)
                      .arg(qs(run.name), qs(run.model), qs(run.task), statusWord(run.effectiveStatus()));
    }
    if (dirs == m_runDirs && labels == m_runLabels)
        return;
    const QString current = m_runs->currentData().toString();
    m_runDirs = dirs;
    m_runLabels = labels;  // a renamed run is listed under its new name
    m_runs->clear();
    for (qsizetype i = 0; i < dirs.size(); ++i)
        m_runs->addItem(labels[i], dirs[i]);
    // The run chosen before stays chosen; at first the newest finished run (its checkpoint no longer
    // changes), else the newest.
    int keep = m_runs->findData(current);
    if (keep < 0)
        keep = newestFinished.isEmpty() ? m_runs->count() - 1 : m_runs->findData(newestFinished);
    if (keep >= 0)
        m_runs->setCurrentIndex(keep);
    m_loadRun->setEnabled(m_runs->count() > 0);
    m_validationImages->setEnabled(m_runs->count() > 0);
}

void InferenceView::loadRun(const QString& runDir) {
    // Opened from the Runs view too: the list shows the run that is loading.
    if (const int index = m_runs->findData(runDir); index >= 0)
        m_runs->setCurrentIndex(index);
    m_modelLabel->setText(tr("Loading %1 …").arg(runDir));
    ModelSource source;
    source.runDir = runDir;
    source.ema = m_ema->isChecked();
    m_loadedRunDir = runDir;
    m_results.clear();
    m_session->load(source);
}

void InferenceView::loadWeights(const QString& path, const QString& modelName) {
    m_modelLabel->setText(tr("Loading %1 …").arg(path));
    ModelSource source;
    source.weightsPath = path;
    m_loadedRunDir.clear();
    source.modelName = modelName;
    source.ema = m_ema->isChecked();
    m_results.clear();
    m_session->load(source);
}

void InferenceView::chooseWeightsFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open weights"), WorkbenchSettings::runsFolder(),
                                     tr("Weights (*.pt *.pth *.safetensors *.bin);;All files (*)"));
    if (!path.isEmpty())
        loadWeights(path, m_modelName->currentData().toString());
}

void InferenceView::onModelLoaded(const LoadedModel& model) {
    m_modelLabel->setText(tr("<b>%1</b> (%2, %n class(es)) on %3<br><small>%4</small>", nullptr,
                             static_cast<int>(model.classNames.size()))
                              .arg(model.modelName.toHtmlEscaped(), qs(model.task), model.device,
                                   model.checkpoint.toHtmlEscaped()));
    const bool detector = model.task == TaskKind::Detection;
    // A detector's rows or a classifier's.
    m_resultForm->setRowVisible(m_shown, detector);
    m_resultForm->setRowVisible(m_thresholdRow, detector);
    m_resultForm->setRowVisible(m_topK, !detector);
    readSavedThresholds();
    setImagesRunning();
}

void InferenceView::reloadSavedThresholds(const QString& runDir) {
    if (!runDir.isEmpty() && QDir(runDir) == QDir(m_loadedRunDir) && m_session->hasModel())
        readSavedThresholds();
}

// A detector run's thresholds.json (saved from the Evaluation view or inspect confusion).
void InferenceView::readSavedThresholds() {
    m_classThresholds.clear();
    m_savedThresholds->setToolTip(QString());
    const LoadedModel& model = m_session->model();
    if (model.task == TaskKind::Detection && !m_loadedRunDir.isEmpty()) {
        try {
            if (const auto saved = loadClassThresholds(ss(m_loadedRunDir))) {
                std::vector<std::string> names;
                for (const QString& name : model.classNames)
                    names.push_back(ss(name));
                for (const double t : saved->forClasses(names, -1.0))
                    m_classThresholds << t;
                m_savedThresholds->setToolTip(
                    tr("From %1: %2")
                        .arg(qs(classThresholdsPath(ss(m_loadedRunDir))), ThresholdsText::describe(*saved)));
            }
        } catch (const std::exception& e) {
            m_modelLabel->setText(
                m_modelLabel->text() + QStringLiteral("<br>") +
                tr("<span style='color:#c00'>%1</span>").arg(ErrorText::of(e).toHtmlEscaped()));
        }
    }
    m_savedThresholds->setVisible(!m_classThresholds.isEmpty());
    applySavedThresholds();
}

// The run's per-class thresholds while the box is ticked (a class the file does not name keeps the slider's);
// the slider's alone otherwise.
void InferenceView::applySavedThresholds() {
    const bool use = m_savedThresholds->isChecked() && !m_classThresholds.isEmpty();
    m_canvas->setClassThresholds(use ? m_classThresholds : QVector<double>{});
    m_threshold->setToolTip(use ? tr("Classes without a saved threshold: boxes scoring below this are hidden")
                                : tr("Boxes scoring below this are hidden; the model is not run again"));
    updateShownCount();
}

void InferenceView::addValidationImages() {
    constexpr int kLimit = 200;
    const QString runDir = m_runs->currentData().toString();
    if (runDir.isEmpty())
        return;
    if (runDir != m_loadedRunDir)
        loadRun(runDir);
    auto* walk = new QFutureWatcher<QStringList>(this);
    connect(walk, &QFutureWatcher<QStringList>::finished, this, [this, walk] {
        const QStringList files = walk->result();
        if (files.isEmpty())
            m_canvas->clear(
                tr("The run's validation pictures are not files on this machine (a built-in demo, "
                   "or a dataset that moved)."));
        addFiles(files);
        walk->deleteLater();
    });
    walk->setFuture(QtConcurrent::run(validationImagesOf, runDir, kLimit));
}

void InferenceView::setImagesRunning() {
    m_results.clear();
    m_session->cancelPending();
    QStringList paths;
    for (int i = 0; i < m_images->count(); ++i)
        paths << m_images->item(i)->data(kPathRole).toString();
    // The image shown runs first.
    if (m_images->currentRow() > 0)
        paths.move(m_images->currentRow(), 0);
    if (m_session->hasModel())
        m_session->predict(paths);
    showCurrent();
}

void InferenceView::addImages(const QStringList& paths) {
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            files << info.absoluteFilePath();
            continue;
        }
        // A folder is walked on a worker thread; its images join the list when the walk is done.
        auto* walk = new QFutureWatcher<QStringList>(this);
        connect(walk, &QFutureWatcher<QStringList>::finished, this, [this, walk] {
            addFiles(walk->result());
            walk->deleteLater();
        });
        walk->setFuture(QtConcurrent::run(imagesUnder, path, imageNameFilters()));
    }
    addFiles(files);
}

void InferenceView::addFiles(const QStringList& files) {
    QSet<QString> listed;
    for (int i = 0; i < m_images->count(); ++i)
        listed.insert(m_images->item(i)->data(kPathRole).toString());
    QStringList added;
    for (const QString& file : files) {
        if (listed.contains(file))
            continue;  // already listed (and run)
        listed.insert(file);
        auto* item = new QListWidgetItem(QFileInfo(file).fileName(), m_images);
        item->setData(kPathRole, file);
        item->setToolTip(file);
        added << file;
    }
    if (m_images->currentRow() < 0 && m_images->count() > 0)
        m_images->setCurrentRow(0);
    if (m_session->hasModel())
        m_session->predict(added);
    else if (!added.isEmpty())
        m_canvas->clear(tr("%n image(s) waiting for a model: load a run or a weight file.", nullptr,
                           static_cast<int>(m_images->count())));
}

void InferenceView::clearImages() {
    m_session->cancelPending();
    m_images->clear();
    m_results.clear();
    showCurrent();
}

void InferenceView::openImagesDialog() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open images"), WorkbenchSettings::dataFolder(),
        tr("Images (%1);;All files (*)").arg(imageNameFilters().join(QLatin1Char(' '))));
    addImages(files);
}

void InferenceView::openFolderDialog() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a folder of images"),
                                                          WorkbenchSettings::dataFolder());
    if (!dir.isEmpty())
        addImages({dir});
}

void InferenceView::onResult(const InferenceResult& result) {
    showResult(result);
}

void InferenceView::showResult(const InferenceResult& result) {
    m_results.insert(result.path, result);
    auto* item = m_images->currentItem();
    if (!item || item->data(kPathRole).toString() == result.path)
        showCurrent();
    // Mark the list entry of a failed image.
    for (int i = 0; i < m_images->count(); ++i) {
        QListWidgetItem* it = m_images->item(i);
        if (it->data(kPathRole).toString() == result.path && !result.error.isEmpty()) {
            it->setForeground(Qt::red);
            it->setToolTip(result.error);
        }
    }
}

void InferenceView::showCurrent() {
    const QListWidgetItem* item = m_images->currentItem();
    m_save->setEnabled(false);
    m_topK->setScores({});
    m_time->clear();
    if (!item) {
        m_canvas->clear(tr("Open images or drop them here."));
        updateShownCount();
        return;
    }
    const QString path = item->data(kPathRole).toString();
    const auto it = m_results.constFind(path);
    if (it == m_results.constEnd()) {
        m_canvas->clear(m_session->hasModel() ? tr("Running %1 …").arg(path)
                                              : tr("Load a run or a weight file to run %1.").arg(path));
        updateShownCount();
        return;
    }
    const InferenceResult& r = *it;
    if (!r.error.isEmpty()) {
        m_canvas->clear(tr("%1: %2").arg(path, r.error));
        updateShownCount();
        return;
    }
    m_canvas->setImage(r.image, r.boxes);
    m_topK->setScores(r.top);
    m_time->setText(tr("%1 ms (%2 × %3 pixels)")
                        .arg(r.milliseconds, 0, 'f', 1)
                        .arg(r.image.width())
                        .arg(r.image.height()));
    m_save->setEnabled(true);
    updateShownCount();
}

void InferenceView::updateShownCount() {
    m_thresholdLabel->setText(QString::number(scoreThreshold(), 'f', 2));
    const auto it = m_images->currentItem()
                        ? m_results.constFind(m_images->currentItem()->data(kPathRole).toString())
                        : m_results.constEnd();
    if (it == m_results.constEnd() || !it->top.isEmpty())
        m_shown->setText(tr("—"));
    else
        m_shown->setText(tr("%1 of %2").arg(m_canvas->shownBoxCount()).arg(it->boxes.size()));
}

bool InferenceView::saveAnnotated(const QString& path) {
    QImageWriter writer(path);
    if (!writer.write(m_canvas->annotated())) {
        QMessageBox::warning(this, tr("Save annotated image"),
                             tr("Could not write %1: %2").arg(path, writer.errorString()));
        return false;
    }
    return true;
}

void InferenceView::saveAnnotatedDialog() {
    const QListWidgetItem* item = m_images->currentItem();
    if (!item)
        return;
    const QFileInfo source(item->data(kPathRole).toString());
    const QString suggested =
        source.dir().filePath(source.completeBaseName() + QStringLiteral("_annotated.png"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save annotated image"), suggested,
                                                      tr("Images (*.png *.jpg *.bmp)"));
    if (!path.isEmpty())
        saveAnnotated(path);
}

void InferenceView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void InferenceView::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    addImages(paths);
    event->acceptProposedAction();
}

}  // namespace osprey::ui
