#include "datasets/DatasetsView.h"

#include <algorithm>
#include <filesystem>

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "config/Config.h"
#include "data/formats/DatasetDetection.h"
#include "data/formats/DatasetFormat.h"
#include "datasets/ClassHistogram.h"
#include "datasets/DatasetHealthPanel.h"
#include "datasets/ThumbnailModel.h"
#include "inference/AnnotatedImageView.h"
#include "util/Registry.h"

namespace osprey::ui {

namespace {

// The formats the view offers, in the combo box's order: those read from files first (the first is
// selected at start), then the built-in demos; not the formats that hold nothing to look at.
std::vector<const DatasetFormat*> browsableFormats() {
    std::vector<const DatasetFormat*> formats;
    for (const DatasetFormat& f : datasetFormats().entries())
        if (f.readable() && f.browsable)
            formats.push_back(&f);
    std::stable_partition(formats.begin(), formats.end(),
                          [](const DatasetFormat* f) { return f->root && f->root->required; });
    return formats;
}

const DatasetFormat& formatOf(const QString& key) {
    const DatasetFormat* f = findDatasetFormat(ss(key));
    return f && f->readable() && f->browsable ? *f : *browsableFormats().front();
}

// The location is a file (YOLO's data.yaml, the digits picture), not a folder.
bool fileLocation(const DatasetFormat& f) {
    return f.root && f.root->kind == DatasetPath::Kind::File;
}

}  // namespace

DatasetsView::DatasetsView(QWidget* parent) : QWidget(parent) {
    m_format = new QComboBox(this);
    for (const DatasetFormat* f : browsableFormats())
        m_format->addItem(QCoreApplication::translate("osprey::DatasetFormat", f->label), qs(f->name));
    m_location = new QLineEdit(this);
    m_location->setPlaceholderText(tr("Dataset folder, or YOLO's data.yaml"));
    m_location->setClearButtonEnabled(true);
    auto* browse = new QPushButton(tr("Browse…"), this);
    m_open = new QPushButton(tr("Open"), this);
    m_open->setDefault(true);
    auto* fromExperiment = new QPushButton(tr("Experiment's dataset"), this);
    fromExperiment->setToolTip(tr("Open the dataset the experiment in the editor names (its data.* keys)"));
    auto* sourceRow = new QHBoxLayout;
    sourceRow->addWidget(new QLabel(tr("Format:"), this));
    sourceRow->addWidget(m_format);
    sourceRow->addWidget(m_location, 1);
    sourceRow->addWidget(browse);
    sourceRow->addWidget(m_open);
    sourceRow->addWidget(fromExperiment);

    m_counts = new QLabel(tr("No dataset open."), this);
    m_counts->setWordWrap(true);
    m_counts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_split = new QComboBox(this);
    m_split->addItem(tr("Training split"));
    m_split->addItem(tr("Validation split"));
    auto* splitRow = new QHBoxLayout;
    splitRow->addWidget(m_counts, 1);
    splitRow->addWidget(new QLabel(tr("Show:"), this));
    splitRow->addWidget(m_split);

    m_thumbnails = new ThumbnailModel(this);
    m_thumbnailView = new QListView(this);
    m_thumbnailView->setObjectName(QStringLiteral("thumbnails"));
    m_thumbnailView->setViewMode(QListView::IconMode);
    m_thumbnailView->setResizeMode(QListView::Adjust);
    m_thumbnailView->setMovement(QListView::Static);
    m_thumbnailView->setUniformItemSizes(true);
    m_thumbnailView->setLayoutMode(QListView::Batched);
    m_thumbnailView->setIconSize(QSize(ThumbnailModel::kSide, ThumbnailModel::kSide));
    m_thumbnailView->setSpacing(4);
    m_thumbnailView->setModel(m_thumbnails);

    m_preview = new AnnotatedImageView(this);
    m_preview->clear(tr("Select an image to see it larger."));
    m_previewName = new QLabel(this);
    m_previewName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_previewName->setWordWrap(true);
    m_histogram = new ClassHistogram(this);
    m_problems = new QListWidget(this);
    m_problems->setWordWrap(true);
    m_check = new QPushButton(tr("Check all images"), this);
    m_check->setToolTip(
        tr("Decode every image of both splits: list those that cannot be read, and find "
           "copies within and across the splits (the Health page)"));
    m_check->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    auto* checkRow = new QHBoxLayout;
    checkRow->addWidget(new QLabel(tr("Problems:"), this), 1);
    checkRow->addWidget(m_progress, 1);
    checkRow->addWidget(m_check);

    auto* details = new QSplitter(Qt::Vertical, this);
    auto* previewBox = new QWidget(details);
    auto* previewLayout = new QVBoxLayout(previewBox);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    previewLayout->addWidget(m_preview, 1);
    previewLayout->addWidget(m_previewName);
    auto* problemsBox = new QWidget(details);
    auto* problemsLayout = new QVBoxLayout(problemsBox);
    problemsLayout->setContentsMargins(0, 0, 0, 0);
    problemsLayout->addLayout(checkRow);
    problemsLayout->addWidget(m_problems, 1);
    details->addWidget(previewBox);
    details->addWidget(m_histogram);
    details->addWidget(problemsBox);
    details->setSizes({300, 220, 160});

    auto* body = new QSplitter(Qt::Horizontal, this);
    body->addWidget(m_thumbnailView);
    body->addWidget(details);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);

    m_health = new DatasetHealthPanel(this);
    m_pages = new QTabWidget(this);
    m_pages->addTab(body, tr("Pictures"));
    m_pages->addTab(m_health, tr("Health"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sourceRow);
    layout->addLayout(splitRow);
    layout->addWidget(m_pages, 1);

    connect(browse, &QPushButton::clicked, this, &DatasetsView::browse);
    connect(m_open, &QPushButton::clicked, this, &DatasetsView::openFromForm);
    connect(m_location, &QLineEdit::returnPressed, this, &DatasetsView::openFromForm);
    connect(fromExperiment, &QPushButton::clicked, this, &DatasetsView::experimentDatasetRequested);
    connect(m_split, &QComboBox::currentIndexChanged, this, &DatasetsView::showSplit);
    connect(m_thumbnailView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &DatasetsView::showPreview);
    connect(m_check, &QPushButton::clicked, this, [this] {
        if (isChecking())
            cancelCheck();
        else
            checkImages();
    });
    connect(&m_opening, &QFutureWatcher<Opened>::finished, this, &DatasetsView::onOpened);
    connect(&m_previewing, &QFutureWatcher<Preview>::finished, this, &DatasetsView::onPreviewRead);
    connect(&m_checking, &QFutureWatcher<DataCheckReport>::progressRangeChanged, m_progress,
            &QProgressBar::setRange);
    connect(&m_checking, &QFutureWatcher<DataCheckReport>::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_checking, &QFutureWatcher<DataCheckReport>::progressTextChanged, m_progress,
            [this](const QString& stage) { m_progress->setFormat(stage + QStringLiteral(" %p%")); });
    connect(&m_checking, &QFutureWatcher<DataCheckReport>::finished, this, &DatasetsView::onCheckFinished);
}

DatasetsView::~DatasetsView() {
    if (m_cancelCheck)
        m_cancelCheck->store(true);
    m_checking.cancel();
    m_checking.waitForFinished();
    m_opening.waitForFinished();
    m_previewing.waitForFinished();
}

void DatasetsView::setSource(const QString& format, const QString& location) {
    m_format->setCurrentIndex(std::max(0, m_format->findData(format)));
    m_location->setText(location);
}

void DatasetsView::browse() {
    const DatasetFormat& f = formatOf(m_format->currentData().toString());
    const QString start = m_location->text().isEmpty() ? WorkbenchSettings::dataFolder() : m_location->text();
    const QString path =
        fileLocation(f)
            ? QFileDialog::getOpenFileName(this, tr("Dataset file"), start,
                                           tr("Dataset files (*.yaml *.yml *.png);;All files (*)"))
            : QFileDialog::getExistingDirectory(this, tr("Dataset folder"), start);
    if (!path.isEmpty()) {
        m_location->setText(path);
        openFromForm();
    }
}

void DatasetsView::openFromForm() {
    const QString key = m_format->currentData().toString();
    Config config;
    try {
        const DatasetFormat& format = formatOf(key);
        std::string task = taskName(format.onlyTask().value_or(TaskKind::Classification));
        if (!format.onlyTask()) {  // a format of both tasks (TFRecord): the task its records hold
            const DatasetGuess guess = detectDataset(std::filesystem::path(ss(m_location->text().trimmed())));
            if (guess.format == format.name && !guess.task.empty())
                task = guess.task;
        }
        config.set("task", task);
        config.set("data.dataset", ss(key));
        config.set("data.root", ss(m_location->text().trimmed()));
    } catch (const std::exception& e) {
        m_error = ErrorText::of(e);
        m_counts->setText(tr("<span style='color:#c00'>%1</span>").arg(m_error.toHtmlEscaped()));
        return;
    }
    openConfig(config);
}

void DatasetsView::openConfig(const Config& source) {
    if (isOpening())
        return;
    cancelCheck();
    Config config = source;
    QString root = qs(config.getString("data.root"));
    if (!root.isEmpty() && QDir::isRelativePath(root)) {
        root = QDir(WorkbenchSettings::dataFolder()).absoluteFilePath(root);
        config.set("data.root", ss(root));
    }
    setSource(qs(config.getString("data.dataset")), root);
    m_error.clear();
    m_counts->setText(tr("Reading %1 …").arg(root.isEmpty() ? m_format->currentText() : root));
    m_open->setEnabled(false);
    m_check->setEnabled(false);
    m_opening.setFuture(QtConcurrent::run([config] {
        Opened result;
        try {
            result.dataset = BrowsedDataset::open(config);
        } catch (const std::exception& e) {
            result.error = ErrorText::of(e);
        }
        return result;
    }));
}

void DatasetsView::onOpened() {
    m_open->setEnabled(true);
    const Opened result = m_opening.result();
    m_broken.clear();
    m_checkedAll = false;
    if (!result.dataset) {
        m_error = result.error;
        m_counts->setText(tr("<span style='color:#c00'>%1</span>").arg(m_error.toHtmlEscaped()));
        Q_EMIT opened();
        return;
    }
    m_dataset = result.dataset;
    const DatasetSummary& s = m_dataset->summary();
    QStringList parts;
    for (const SplitSummary& split : s.splits) {
        parts << (s.detection
                      ? tr("%1: %L2 images, %L3 boxes").arg(split.name).arg(split.images).arg(split.boxes)
                      : tr("%1: %L2 images").arg(split.name).arg(split.images));
    }
    m_counts->setText(tr("<b>%1</b><br>%2 · %n class(es)", nullptr, static_cast<int>(s.classNames.size()))
                          .arg(s.description.toHtmlEscaped(), parts.join(QStringLiteral(" · "))));
    m_histogram->setSummary(s);
    m_report = DataCheckReport();
    m_health->setDataset(m_dataset);
    m_check->setEnabled(true);
    showSplit(m_split->currentIndex());
    updateProblems();
    Q_EMIT opened();
}

void DatasetsView::showSplit(int split) {
    if (split < 0)
        return;
    if (m_split->currentIndex() != split) {
        m_split->setCurrentIndex(split);  // comes back here through the signal
        return;
    }
    m_thumbnails->setDataset(m_dataset, split);
    m_health->setSplit(split);
    m_preview->clear(tr("Select an image to see it larger."));
    m_previewName->clear();
}

void DatasetsView::showPreview(const QModelIndex& index) {
    if (!index.isValid() || !m_dataset)
        return;
    const int split = m_thumbnails->split();
    const int row = index.row();
    const QString label = m_dataset->label(split, row);
    const QVector<LabelledBox> boxes = m_dataset->boxes(split, row);
    m_previewName->setText(label.isEmpty() ? tr("%1 — %n box(es)", nullptr, static_cast<int>(boxes.size()))
                                                 .arg(m_dataset->itemName(split, row))
                                           : tr("%1 — class %2").arg(m_dataset->itemName(split, row), label));
    // Decoded off the GUI thread (a photo can take a while); only the latest click is shown.
    m_preview->clear(tr("Reading %1 …").arg(m_dataset->itemName(split, row)));
    m_previewing.setFuture(QtConcurrent::run([dataset = m_dataset, split, row, boxes] {
        Preview p;
        p.image = dataset->image(split, row, &p.why);
        p.name = dataset->itemName(split, row);
        p.boxes = boxes;
        return p;
    }));
}

void DatasetsView::onPreviewRead() {
    const Preview p = m_previewing.result();
    if (p.image.isNull())
        m_preview->clear(tr("%1 cannot be read: %2").arg(p.name, p.why));
    else
        m_preview->setImage(p.image, p.boxes);
    Q_EMIT previewShown();
}

void DatasetsView::checkImages() {
    if (!m_dataset || isChecking())
        return;
    m_broken.clear();
    m_checkedAll = false;
    m_report = DataCheckReport();
    updateProblems();
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_check->setText(tr("Cancel check"));
    m_cancelCheck = std::make_shared<std::atomic<bool>>(false);
    const QString hashing = tr("Reading pictures"), comparing = tr("Comparing pictures");
    m_checking.setFuture(QtConcurrent::run([dataset = m_dataset, cancel = m_cancelCheck, hashing,
                                            comparing](QPromise<DataCheckReport>& promise) {
        DataCheckOptions options;
        options.cancel = cancel.get();
        options.progress = [&](DataCheckStage stage, size_t done, size_t total) {
            promise.setProgressRange(0, static_cast<int>(total));
            promise.setProgressValueAndText(static_cast<int>(done),
                                            stage == DataCheckStage::Hashing ? hashing : comparing);
        };
        promise.addResult(dataset->check(options));
    }));
}

void DatasetsView::onCheckFinished() {
    m_progress->setVisible(false);
    m_check->setText(tr("Check all images"));
    if (m_checking.future().resultCount() > 0 && m_dataset) {
        m_report = m_checking.result();
        m_checkedAll = !m_report.cancelled;
        for (size_t i = 0; i < m_report.pairs.unreadable.size(); ++i) {
            const DatasetImage& image = m_report.pairs.unreadable[i];
            const int split = image.split == "train" ? 0 : 1;
            // A file the reader skipped (a symlink loop, a path out of the dataset) is no item: its path
            // names it.
            const bool item = image.index != kNotInDataset;
            m_broken << BrokenImage{
                split, item ? static_cast<int>(image.index) : -1,
                item ? m_dataset->itemName(split, static_cast<int>(image.index)) : qs(image.path),
                qs(m_report.pairs.unreadableReasons[i])};
        }
        m_health->setReport(m_report);
    }
    updateProblems();
    Q_EMIT checkFinished();
}

void DatasetsView::cancelCheck() {
    if (!isChecking())
        return;
    // Only the flag: the check stops at its next picture and reports what it found so far (cancelling the
    // future would drop that report).
    m_cancelCheck->store(true);
    m_checking.waitForFinished();
}

void DatasetsView::updateProblems() {
    m_problems->clear();
    if (!m_dataset)
        return;
    for (const BrokenImage& b : m_broken) {
        auto* item = new QListWidgetItem(
            tr("%1 (%2): %3").arg(b.name, m_dataset->summary().splits[b.split].name, b.why), m_problems);
        item->setForeground(QColor(200, 0, 0));
    }
    const size_t leaks = m_report.pairs.leaks.size(), duplicates = m_report.pairs.duplicates.size();
    if (leaks + duplicates > 0) {
        auto* item = new QListWidgetItem(
            tr("Leaks (a picture in both splits): %L1 · duplicates within a split: %L2 · see the Health page")
                .arg(leaks)
                .arg(duplicates),
            m_problems);
        item->setForeground(leaks > 0 ? QColor(200, 0, 0) : QColor(180, 100, 0));
    }
    if (!m_report.tooSmall.empty()) {
        new QListWidgetItem(
            tr("Smaller than the %1-pixel network input (enlarged when training): %L2 pictures")
                .arg(m_report.inputSize)
                .arg(m_report.tooSmall.size()),
            m_problems);
    }
    for (const QString& warning : m_dataset->summary().warnings)
        new QListWidgetItem(warning, m_problems);
    if (m_problems->count() > 0)
        return;
    int total = 0;
    for (int s = 0; s < m_dataset->splitCount(); ++s)
        total += m_dataset->size(s);
    const QString text = isChecking() ? tr("Checking …")
                         : m_checkedAll
                             ? tr("No problems: all %L1 images can be read.").arg(total)
                             : tr("No annotation problems. \"Check all images\" reads every file.");
    new QListWidgetItem(text, m_problems);
}

}  // namespace osprey::ui
