#include "inspect/SuspectedErrorsView.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "common/WorkbenchSettings.h"
#include "datasets/BrowsedDataset.h"
#include "datasets/ThumbnailModel.h"
#include "inspect/RunPictures.h"
#include "inspect/SuspectRanking.h"

namespace osprey::ui {

namespace {

QColor findingColour(BoxProblem kind) {
    switch (kind) {
        case BoxProblem::Missing:
            return QColor(230, 30, 200);
        case BoxProblem::Spurious:
            return QColor(255, 140, 0);
        case BoxProblem::Mislocated:
            return QColor(0, 200, 230);
        case BoxProblem::WrongClass:
            return QColor(240, 230, 40);
    }
    return Qt::white;
}

QString findingName(BoxProblem kind) {
    switch (kind) {
        case BoxProblem::Missing:
            return SuspectedErrorsView::tr("missing box?");
        case BoxProblem::Spurious:
            return SuspectedErrorsView::tr("spurious box?");
        case BoxProblem::Mislocated:
            return SuspectedErrorsView::tr("mislocated?");
        case BoxProblem::WrongClass:
            return SuspectedErrorsView::tr("wrong class?");
    }
    return {};
}

QString findingReason(const BoxFinding& f, const QStringList& names) {
    const QString label = names.value(static_cast<int>(f.label), QString::number(f.label));
    const QString predicted = names.value(static_cast<int>(f.predicted), QString::number(f.predicted));
    switch (f.kind) {
        case BoxProblem::Missing:
            return SuspectedErrorsView::tr("Possibly a missing box: %1 found at score %2 where no box is.")
                .arg(predicted)
                .arg(f.detectionScore, 0, 'f', 2);
        case BoxProblem::Spurious:
            return SuspectedErrorsView::tr("Possibly a spurious box: nothing found near this %1 box.")
                .arg(label);
        case BoxProblem::Mislocated:
            return SuspectedErrorsView::tr("Possibly a mislocated box: %1 found overlapping it by IoU %2.")
                .arg(label)
                .arg(f.iou, 0, 'f', 2);
        case BoxProblem::WrongClass:
            return SuspectedErrorsView::tr("Possibly a wrong class: a %1 box found as %2 at score %3.")
                .arg(label, predicted)
                .arg(f.detectionScore, 0, 'f', 2);
    }
    return {};
}

SuspectEntry detectorEntry(const DetectionSuspect& s, const QStringList& names) {
    SuspectEntry e;
    e.name = qs(s.image);
    e.score = s.score;
    for (const BoxFinding& f : s.findings) {
        LabelledBox box;
        box.rect = QRectF(QPointF(f.box[0], f.box[1]), QPointF(f.box[2], f.box[3]));
        box.label = findingName(f.kind);
        box.colour = findingColour(f.kind);
        box.line = Qt::DashLine;
        e.boxes << box;
    }
    if (!s.findings.empty()) {
        e.reason = findingReason(s.findings.front(), names);
        if (s.findings.size() > 1)
            e.reason += QLatin1Char(' ') + SuspectedErrorsView::tr("(%n more finding(s))", nullptr,
                                                                   static_cast<int>(s.findings.size() - 1));
    }
    return e;
}

SuspectEntry classifierEntry(const SuspectedError& s, const SuspectRanking& r, const QStringList& names) {
    SuspectEntry e;
    e.name = qs(s.image);
    e.score = s.score;
    e.label = names.value(static_cast<int>(s.label));
    if (s.predicted >= 0)
        e.predicted = names.value(static_cast<int>(s.predicted), QString::number(s.predicted));
    if (r.trainingMargins) {
        e.reason = SuspectedErrorsView::tr(
                       "Area under the margin %1 over epochs %2 to %3: the model kept "
                       "preferring another class.")
                       .arg(-s.score, 0, 'f', 2)
                       .arg(r.firstEpoch)
                       .arg(r.lastEpoch);
    } else if (s.predicted >= 0 && s.predicted != s.label) {
        e.reason = SuspectedErrorsView::tr("Mistakenness %1: labelled %2, predicted %3.")
                       .arg(s.score, 0, 'f', 3)
                       .arg(e.label, e.predicted);
    } else {
        e.reason =
            SuspectedErrorsView::tr("Mistakenness %1: predicted its label, unsure.").arg(s.score, 0, 'f', 3);
    }
    return e;
}

}  // namespace

SuspectedErrorsView::SuspectedErrorsView(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(tr("No run open: choose one in the Runs tab (Suspected errors) or open its folder."),
                         this);
    m_title->setWordWrap(true);
    m_splitBox = new QComboBox(this);
    m_splitBox->setObjectName(QStringLiteral("suspectSplit"));
    m_splitBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_kindLabel = new QLabel(tr("Findings:"), this);
    m_kindBox = new QComboBox(this);
    m_kindBox->setObjectName(QStringLiteral("suspectKind"));
    m_kindBox->addItem(tr("All"), QStringLiteral("all"));
    m_kindBox->addItem(tr("Missing boxes"), QStringLiteral("missing"));
    m_kindBox->addItem(tr("Spurious boxes"), QStringLiteral("spurious"));
    m_kindBox->addItem(tr("Mislocated boxes"), QStringLiteral("mislocated"));
    m_kindBox->addItem(tr("Wrong classes"), QStringLiteral("class"));
    auto* open = new QPushButton(tr("Open run folder…"), this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_splitBox);
    top->addWidget(m_kindLabel);
    top->addWidget(m_kindBox);
    top->addWidget(open);

    m_thumbnails = new ThumbnailModel(this);
    m_model = new SuspectsModel(this);
    m_model->setSourceModel(m_thumbnails);
    m_galleryView = new QListView(this);
    m_galleryView->setObjectName(QStringLiteral("suspects"));
    m_galleryView->setViewMode(QListView::IconMode);
    m_galleryView->setResizeMode(QListView::Adjust);
    m_galleryView->setMovement(QListView::Static);
    m_galleryView->setUniformItemSizes(true);
    m_galleryView->setWordWrap(true);
    m_galleryView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_galleryView->setIconSize(QSize(ThumbnailModel::kSide, ThumbnailModel::kSide));
    m_galleryView->setModel(m_model);

    m_shownLabel = new QLabel(this);
    m_shownLabel->setWordWrap(true);
    m_more = new QPushButton(this);
    auto* shown = new QHBoxLayout;
    shown->addWidget(m_shownLabel, 1);
    shown->addWidget(m_more);

    m_exclude = new QPushButton(tr("Exclude"), this);
    m_exclude->setToolTip(tr("Leave the selected pictures out of a next experiment"));
    m_relabel = new QPushButton(tr("Relabel as"), this);
    m_relabel->setToolTip(tr("List the selected pictures for relabelling in your labelling tool"));
    m_classBox = new QComboBox(this);
    m_classBox->setObjectName(QStringLiteral("relabelClass"));
    m_clear = new QPushButton(tr("Clear"), this);
    m_clear->setToolTip(tr("Remove the selected pictures' marks"));
    m_newExperiment = new QPushButton(tr("New experiment without these"), this);
    m_newExperiment->setToolTip(tr(
        "Open the run's experiment as a new one that leaves the excluded pictures out (data.exclude_list)"));
    auto* marksBar = new QHBoxLayout;
    marksBar->addWidget(new QLabel(tr("Mark the selected:"), this));
    for (QWidget* w : std::initializer_list<QWidget*>{m_exclude, m_relabel, m_classBox, m_clear})
        marksBar->addWidget(w);
    marksBar->addStretch(1);
    marksBar->addWidget(m_newExperiment);
    m_marksLabel = new QLabel(this);
    m_marksLabel->setWordWrap(true);
    m_marksLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_galleryView, 1);
    layout->addLayout(shown);
    layout->addLayout(marksBar);
    layout->addWidget(m_marksLabel);

    connect(open, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Run folder"), WorkbenchSettings::runsFolder());
        if (!dir.isEmpty())
            loadRun(dir);
    });
    connect(m_splitBox, &QComboBox::activated, this, [this](int i) {
        if (!m_data.runDir.isEmpty())
            loadRun(m_data.runDir, m_splitBox->itemData(i).toString(), m_data.kind);
    });
    connect(m_kindBox, &QComboBox::activated, this, [this](int i) {
        if (!m_data.runDir.isEmpty())
            loadRun(m_data.runDir, m_data.split, m_kindBox->itemData(i).toString());
    });
    connect(m_more, &QPushButton::clicked, this, &SuspectedErrorsView::showMore);
    connect(m_exclude, &QPushButton::clicked, this, [this] { markSelected(ErrorMarks::Mark::Exclude); });
    connect(m_relabel, &QPushButton::clicked, this, [this] { markSelected(ErrorMarks::Mark::Relabel); });
    connect(m_clear, &QPushButton::clicked, this, [this] { markSelected(ErrorMarks::Mark::None); });
    connect(m_newExperiment, &QPushButton::clicked, this, &SuspectedErrorsView::requestNewExperiment);
    connect(&m_loading, &QFutureWatcher<Loaded>::finished, this, &SuspectedErrorsView::onLoaded);
    m_kindLabel->hide();  // shown for a detector's run
    m_kindBox->hide();
    m_model->setMarks(&m_data.marks);
    showRanking();
}

SuspectedErrorsView::~SuspectedErrorsView() {
    m_loading.waitForFinished();
}

void SuspectedErrorsView::loadRun(const QString& runDir, const QString& split, const QString& kind) {
    if (isLoading()) {
        m_pendingRun = runDir;
        m_pendingSplit = split;
        m_pendingKind = kind;
        return;
    }
    m_title->setText(tr("Reading the records of %1 …").arg(runDir));
    // No marks while the saved ones are read again: a mark made now would be replaced by the older list.
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_exclude, m_relabel, m_classBox, m_clear, m_newExperiment})
        w->setEnabled(false);
    m_loading.setFuture(QtConcurrent::run([runDir, split, kind] { return load(runDir, split, kind); }));
}

SuspectedErrorsView::Loaded SuspectedErrorsView::load(const QString& runDir, const QString& split,
                                                      const QString& kind) {
    Loaded d;
    d.runDir = runDir;
    d.kind = kind;
    try {
        const RunRecords records(ss(runDir));
        d.detector = records.task() == TaskKind::Detection;
        d.classNames = toStringList(records.classNames());
        for (const std::string& s : rankableSplits(records))
            d.splits << qs(s);
        d.trainingMargins = records.task() == TaskKind::Classification && hasTrainingMargins(records);
        d.split = split;
        if (d.split.isEmpty())  // the training margins where recorded, else the validation
            d.split = d.trainingMargins ? QStringLiteral("train")
                                        : d.splits.value(d.splits.size() - 1, QStringLiteral("val"));
        const SuspectRanking r = rankSuspects(records, ss(d.split), 0, {}, boxProblemsNamed(ss(kind)));
        if (r.trainingMargins)
            d.description = tr("ranked by the area under the margin of epochs %1 to %2")
                                .arg(r.firstEpoch)
                                .arg(r.lastEpoch);
        else if (r.validation)
            d.description = tr("ranked from the validation of epoch %1").arg(r.validation->epoch + 1);
        for (const DetectionSuspect& s : r.detector)
            d.entries << detectorEntry(s, d.classNames);
        for (const SuspectedError& s : r.classifier)
            d.entries << classifierEntry(s, r, d.classNames);
        for (int i = 0; i < d.entries.size(); ++i)
            d.entries[i].rank = i + 1;
        try {
            d.marks = ErrorMarks::open(ss(runDir));
        } catch (const std::exception& e) {
            d.marksUnreadable = true;
            d.marksProblem = tr("The saved marks cannot be read, so nothing can be marked until the file is "
                                "fixed or removed and the run opened again: %1")
                                 .arg(ErrorText::of(e));
        }
        // The pictures, from the dataset as it reads now, matched by name: one gone since is left out, never
        // shown in another's place.
        const RunPictures pictures = RunPictures::open(runDir, d.split == QStringLiteral("train") ? 0 : 1);
        d.dataset = pictures.dataset();
        d.pictureProblem = pictures.problem();
        int missing = 0;
        for (SuspectEntry& e : d.entries) {
            e.picture = pictures.find(e.name);
            missing += e.picture < 0;
        }
        if (d.dataset && missing > 0)
            d.pictureProblem = tr("%L1 ranked pictures are no longer in the dataset.").arg(missing);
    } catch (const std::exception& e) {
        d.error = ErrorText::of(e);
    }
    return d;
}

void SuspectedErrorsView::onLoaded() {
    Loaded d = m_loading.result();
    if (!m_pendingRun.isEmpty()) {  // a newer request came while this one read: show that instead
        const QString run = std::exchange(m_pendingRun, QString());
        loadRun(run, m_pendingSplit, m_pendingKind);
        return;
    }
    m_error = d.error;
    if (!d.error.isEmpty()) {
        m_title->setText(tr("<span style='color:#c00'>%1</span>").arg(d.error.toHtmlEscaped()));
        m_data = Loaded();
        m_model->setEntries({});
        m_thumbnails->setDataset(nullptr, 1);
        showRanking();
        Q_EMIT loaded();
        return;
    }
    m_data = std::move(d);
    m_model->setMarks(&m_data.marks);
    m_title->setText(tr("<b>%1</b><br>%2").arg(m_data.runDir.toHtmlEscaped(), m_data.description));
    fillChoices();
    m_limit = m_page;
    m_thumbnails->setDataset(m_data.dataset, m_data.split == QStringLiteral("train") ? 0 : 1);
    showRanking();
    Q_EMIT loaded();
}

void SuspectedErrorsView::fillChoices() {
    m_splitBox->clear();
    for (const QString& s : std::as_const(m_data.splits)) {
        const bool train = s == QStringLiteral("train");
        QString text;
        if (m_data.detector)
            text = train ? tr("Training pictures") : tr("Validation pictures");
        else if (train && m_data.trainingMargins)
            text = tr("Training pictures, by the area under the margin");
        else
            text =
                train ? tr("Training pictures, by mistakenness") : tr("Validation pictures, by mistakenness");
        m_splitBox->addItem(text, s);
    }
    m_splitBox->setCurrentIndex(m_splitBox->findData(m_data.split));
    m_kindLabel->setVisible(m_data.detector);
    m_kindBox->setVisible(m_data.detector);
    m_kindBox->setCurrentIndex(std::max(0, m_kindBox->findData(m_data.kind)));
    m_classBox->clear();
    m_classBox->addItems(m_data.classNames);
}

void SuspectedErrorsView::showRanking() {
    QVector<SuspectEntry> shown;
    QVector<int> pictures;
    QVector<QVector<LabelledBox>> overlays;
    const int upTo = std::min(m_limit, static_cast<int>(m_data.entries.size()));
    for (int i = 0; i < upTo && m_data.dataset; ++i) {
        const SuspectEntry& e = m_data.entries[i];
        if (e.picture < 0)
            continue;
        shown << e;
        pictures << e.picture;
        overlays << e.boxes;
    }
    m_model->setEntries(shown);
    m_thumbnails->setItems(pictures, overlays);
    const int all = static_cast<int>(m_data.entries.size());
    QString text = m_data.runDir.isEmpty() ? QString()
                   : all == 0              ? tr("Nothing is suspected in these records.")
                                           : tr("The %L1 most suspected of %L2 ranked pictures, most likely "
                                                             "wrong first. Select pictures to mark them.")
                                    .arg(upTo)
                                    .arg(all);
    if (!m_data.pictureProblem.isEmpty())
        text += QLatin1Char(' ') + m_data.pictureProblem;
    m_shownLabel->setText(text);
    m_more->setText(tr("Show %L1 more").arg(std::min(m_page, std::max(0, all - upTo))));
    m_more->setEnabled(upTo < all);
    const bool open = !m_data.runDir.isEmpty() && !m_data.marksUnreadable && !isLoading();
    for (QWidget* w : std::initializer_list<QWidget*>{m_exclude, m_relabel, m_classBox, m_clear})
        w->setEnabled(open);
    updateMarksLine();
}

void SuspectedErrorsView::showMore() {
    m_limit += m_page;
    showRanking();
}

void SuspectedErrorsView::setPageSize(int pictures) {
    m_page = std::max(1, pictures);
    m_limit = m_page;
    showRanking();
}

void SuspectedErrorsView::markSelected(ErrorMarks::Mark mark) {
    const QModelIndexList selected = m_galleryView->selectionModel()->selectedIndexes();
    if (selected.isEmpty() || m_data.runDir.isEmpty() || m_data.marksUnreadable || isLoading())
        return;
    const std::string newClass = ss(m_classBox->currentText());
    if (mark == ErrorMarks::Mark::Relabel && newClass.empty())
        return;
    for (const QModelIndex& index : selected) {
        const std::string name = ss(m_model->data(index, SuspectsModel::NameRole).toString());
        if (mark == ErrorMarks::Mark::Exclude)
            m_data.marks.exclude(name);
        else if (mark == ErrorMarks::Mark::Relabel)
            m_data.marks.relabel(name, newClass);
        else
            m_data.marks.clear(name);
    }
    m_model->marksChanged();
    saveMarks();
}

void SuspectedErrorsView::saveMarks() {
    if (m_data.marksUnreadable)
        return;  // never overwrite lists that could not be read
    try {
        m_data.marks.save(ss(m_data.runDir));
        m_data.marksProblem.clear();
    } catch (const std::exception& e) {
        m_data.marksProblem = tr("The marks could not be saved: %1").arg(ErrorText::of(e));
    }
    updateMarksLine();
}

void SuspectedErrorsView::updateMarksLine() {
    const ErrorMarks& marks = m_data.marks;
    m_newExperiment->setEnabled(!m_data.runDir.isEmpty() && !marks.excluded().empty() &&
                                m_data.marksProblem.isEmpty() && !isLoading());
    if (m_data.runDir.isEmpty()) {
        m_marksLabel->clear();
        return;
    }
    QString text =
        tr("%L1 pictures marked to exclude, %L2 to relabel; kept in %3")
            .arg(marks.excluded().size())
            .arg(marks.relabelled().size())
            .arg(QDir::toNativeSeparators(QDir(m_data.runDir).filePath(QStringLiteral("inspect"))));
    if (marks.inherited() > 0)
        text += QLatin1Char(' ') + tr("(%L1 of them from the run's own exclude list %2)")
                                       .arg(marks.inherited())
                                       .arg(qs(marks.inheritedFrom()));
    if (!marks.inheritProblem().empty())
        text += QLatin1Char(' ') +
                tr("The run's own exclude list cannot be read, so its names are not carried over: %1")
                    .arg(qs(marks.inheritProblem()));
    if (!m_data.marksProblem.isEmpty())
        text = tr("<span style='color:#c00'>%1</span>").arg(m_data.marksProblem.toHtmlEscaped());
    m_marksLabel->setText(text);
}

void SuspectedErrorsView::requestNewExperiment() {
    saveMarks();  // the run's own exclude list, carried over, is written even when nothing was marked here
    if (!m_data.marksProblem.isEmpty() || m_data.marksUnreadable)
        return;
    // The new experiment gets a copy of the list as it is now: later marks here must not change the data of
    // an experiment made (or trained, or resumed) before them.
    try {
        const std::string frozen = m_data.marks.freezeExcludeList(ss(m_data.runDir));
        Q_EMIT newExperimentRequested(m_data.runDir, QFileInfo(qs(frozen)).absoluteFilePath());
    } catch (const std::exception& e) {
        m_data.marksProblem =
            tr("The exclude list could not be copied for the new experiment: %1").arg(ErrorText::of(e));
        updateMarksLine();
    }
}

}  // namespace osprey::ui
