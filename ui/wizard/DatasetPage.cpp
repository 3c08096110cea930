#include "wizard/DatasetPage.h"

#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "data/formats/DatasetFormat.h"
#include "datasets/BrowsedDataset.h"

namespace osprey::ui {

namespace {
constexpr int kThumbnails = 8;
constexpr int kThumbnailSide = 112;
const QString kLastFolderKey = QStringLiteral("wizard/lastDatasetParent");

// The format's word for what was recognised ("COCO", "class folders").
QString formatName(const std::string& format) {
    const DatasetFormat* f = findDatasetFormat(format);
    if (!f)
        return qs(format);
    return QCoreApplication::translate("osprey::DatasetFormat", *f->shortLabel ? f->shortLabel : f->label);
}
}  // namespace

// What the worker thread found: the dataset, or why it does not open; the first pictures with their boxes.
struct DatasetPage::Opened {
    std::shared_ptr<const BrowsedDataset> dataset;
    QString error;
    QList<QImage> thumbnails;
    QStringList thumbnailNames;
    int imageSide = 0;
};

DatasetPage::DatasetPage(QWidget* parent) : QWizardPage(parent) {
    setTitle(tr("Your data"));
    setSubTitle(
        tr("Choose the folder that holds your dataset: folders of images per class, CIFAR, COCO, "
           "Pascal VOC or YOLO. Osprey recognises the format; the task follows from it."));
    setAcceptDrops(true);
    m_path = new QLineEdit(this);
    m_path->setReadOnly(true);
    m_path->setPlaceholderText(tr("No dataset chosen — or drop a folder here"));
    m_chooseFolder = new QPushButton(tr("Choose folder…"), this);
    m_chooseFolder->setObjectName(QStringLiteral("chooseDatasetFolder"));
    auto* chooseFile = new QPushButton(tr("YOLO data file…"), this);
    chooseFile->setToolTip(tr("A YOLO dataset's data.yaml"));
    auto* pick = new QHBoxLayout;
    pick->addWidget(m_path, 1);
    pick->addWidget(m_chooseFolder);
    pick->addWidget(chooseFile);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counts = new QLabel(this);
    m_counts->setWordWrap(true);
    m_thumbnails = new QListWidget(this);
    m_thumbnails->setObjectName(QStringLiteral("thumbnails"));  // pictures of the user's data
    m_thumbnails->setViewMode(QListView::IconMode);
    m_thumbnails->setIconSize(QSize(kThumbnailSide, kThumbnailSide));
    m_thumbnails->setResizeMode(QListView::Adjust);
    m_thumbnails->setMovement(QListView::Static);
    m_thumbnails->setSelectionMode(QAbstractItemView::NoSelection);
    m_thumbnails->setMinimumHeight(kThumbnailSide + 40);
    m_problems = new QLabel(this);
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("color: #b35c00"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(pick);
    layout->addWidget(m_status);
    layout->addWidget(m_counts);
    layout->addWidget(m_thumbnails, 1);
    layout->addWidget(m_problems);
    connect(m_chooseFolder, &QPushButton::clicked, this, &DatasetPage::chooseFolder);
    connect(chooseFile, &QPushButton::clicked, this, &DatasetPage::chooseFile);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Opened>>::finished, this, &DatasetPage::showOpened);
}

bool DatasetPage::isComplete() const {
    return m_dataset != nullptr;
}

void DatasetPage::chooseFolder() {
    QSettings settings;
    const QString start = settings.value(kLastFolderKey, QDir::homePath()).toString();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Dataset folder"), start);
    if (!folder.isEmpty())
        setPath(folder);
}

void DatasetPage::chooseFile() {
    QSettings settings;
    const QString start = settings.value(kLastFolderKey, QDir::homePath()).toString();
    const QString file =
        QFileDialog::getOpenFileName(this, tr("YOLO data file"), start, tr("YOLO data files (*.yaml *.yml)"));
    if (!file.isEmpty())
        setPath(file);
}

void DatasetPage::setPath(const QString& path) {
    const QString clean = QDir::cleanPath(path);
    m_path->setText(QDir::toNativeSeparators(clean));
    QSettings().setValue(kLastFolderKey, QFileInfo(clean).absolutePath());
    m_dataset.reset();
    m_thumbnails->clear();
    m_counts->clear();
    m_problems->clear();
    m_guess = detectDataset(ss(clean));
    m_reading = false;
    Q_EMIT completeChanged();
    if (m_guess.format.empty()) {
        m_status->setText(tr("Not a dataset Osprey reads: %1").arg(qs(m_guess.reason)));
        return;
    }
    m_status->setText(tr("%1 dataset, %2 — reading the annotations…")
                          .arg(formatName(m_guess.format),
                               m_guess.task == "detection" ? tr("object detection") : tr("classification")));
    const int generation = ++m_generation;
    const DatasetGuess guess = m_guess;
    m_watcher.setProperty("generation", generation);
    m_reading = true;
    m_watcher.setFuture(QtConcurrent::run([guess] {
        auto opened = std::make_shared<Opened>();
        try {
            Config config;
            config.applyOverrides(guess.overrides());
            opened->dataset = BrowsedDataset::open(config);
            const int n = std::min(kThumbnails, opened->dataset->size(0));
            for (int i = 0; i < n; ++i) {
                opened->thumbnails << opened->dataset->thumbnail(0, i, kThumbnailSide);
                opened->thumbnailNames << opened->dataset->itemName(0, i);
            }
            if (n > 0) {
                const QImage first = opened->dataset->image(0, 0);
                opened->imageSide = std::max(first.width(), first.height());
            }
        } catch (const std::exception& e) {
            opened->error = ErrorText::of(e);
        }
        return opened;
    }));
}

void DatasetPage::showOpened() {
    if (m_watcher.property("generation").toInt() != m_generation)
        return;
    m_reading = false;
    const std::shared_ptr<Opened> opened = m_watcher.result();
    const QString kind = formatName(m_guess.format);
    if (!opened->dataset) {
        m_status->setText(tr("%1 dataset, but it does not open: %2").arg(kind, opened->error));
        return;
    }
    const DatasetSummary& summary = opened->dataset->summary();
    const QString task = m_guess.task == "detection" ? tr("object detection") : tr("classification");
    m_status->setText(tr("<b>%1</b> dataset → task: <b>%2</b>").arg(kind, task));
    QStringList splits;
    for (const SplitSummary& split : summary.splits) {
        QString line = tr("%1: %n image(s)", nullptr, split.images).arg(split.name);
        if (summary.detection)
            line += tr(", %n box(es)", nullptr, static_cast<int>(split.boxes));
        splits << line;
    }
    QStringList classes = summary.classNames.mid(0, 12);
    if (summary.classNames.size() > 12)
        classes << tr("… %n more", nullptr, static_cast<int>(summary.classNames.size() - 12));
    m_counts->setText(splits.join(QStringLiteral(" · ")) + QStringLiteral("<br>") +
                      tr("%n class(es): %1", nullptr, static_cast<int>(summary.classNames.size()))
                          .arg(classes.join(QStringLiteral(", ")).toHtmlEscaped()));
    for (int i = 0; i < opened->thumbnails.size(); ++i) {
        auto* item = new QListWidgetItem(QIcon(QPixmap::fromImage(opened->thumbnails[i])), QString());
        item->setToolTip(opened->thumbnailNames[i]);
        m_thumbnails->addItem(item);
    }
    QStringList problems = summary.warnings.mid(0, 8);
    if (summary.warnings.size() > 8)
        problems << tr("… and %n more problem(s)", nullptr, static_cast<int>(summary.warnings.size() - 8));
    if (m_guess.valSplit == m_guess.trainSplit && !m_guess.trainSplit.empty())
        problems.prepend(tr("Only one split (%1) was found: validation uses the training images, so its "
                            "scores say how well the model remembers, not how well it generalises.")
                             .arg(qs(m_guess.trainSplit)));
    m_problems->setText(problems.isEmpty() ? QString()
                                           : tr("Problems found:") + QStringLiteral("<br>") +
                                                 problems.join(QStringLiteral("<br>")));
    QStringList summaryParts = {kind, splits.join(QStringLiteral(", ")),
                                tr("%n class(es)", nullptr, static_cast<int>(summary.classNames.size()))};
    m_summaryLine = summaryParts.join(QStringLiteral(", "));
    m_imageSide = opened->imageSide;
    m_dataset = opened->dataset;
    Q_EMIT completeChanged();
}

void DatasetPage::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void DatasetPage::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        setPath(urls.first().toLocalFile());
}

}  // namespace osprey::ui
