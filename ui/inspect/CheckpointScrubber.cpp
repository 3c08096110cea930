#include "inspect/CheckpointScrubber.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "config/Config.h"
#include "datasets/BrowsedDataset.h"
#include "inference/InferenceSession.h"
#include "inference/InferenceWorker.h"
#include "store/StoreWatcher.h"

namespace osprey::ui {

namespace {

constexpr int kHeadingRole = Qt::UserRole + 1;  // of a checkpoint picker's item: its column heading

// A checkpoint kind's rank when two are equally near: the one written for that epoch alone first.
int kindRank(const std::string& kind) {
    return kind == "snapshot" ? 0 : kind == "periodic" ? 1 : kind == "best" ? 2 : 3;
}

// The checkpoint rows of `runId` whose files are there.
std::vector<CheckpointRow> existingCheckpoints(const QString& storePath, qint64 runId) {
    std::vector<CheckpointRow> rows;
    for (CheckpointRow& row : RunStore(ss(storePath)).checkpoints(runId)) {
        if (QFileInfo::exists(qs(row.path)))
            rows.push_back(std::move(row));
    }
    return rows;
}

QString kindWord(const std::string& kind) {
    if (kind == "snapshot")
        return CheckpointScrubber::tr("snapshot");
    if (kind == "periodic")
        return CheckpointScrubber::tr("periodic");
    if (kind == "best")
        return CheckpointScrubber::tr("best");
    return CheckpointScrubber::tr("last");
}

// A column heading: short, the picker above names the file.
QString checkpointHeading(const CheckpointRow& row) {
    return CheckpointScrubber::tr("epoch %1 · %2").arg(row.epoch).arg(kindWord(row.kind));
}

QString checkpointLabel(const CheckpointRow& row) {
    return CheckpointScrubber::tr("epoch %1 · %2 (%3)")
        .arg(row.epoch)
        .arg(kindWord(row.kind), QFileInfo(qs(row.path)).fileName());
}

}  // namespace

int nearestCheckpoint(const std::vector<CheckpointRow>& rows, double epoch) {
    int best = -1;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        if (best < 0)
            best = i;
        const double d = std::abs(static_cast<double>(rows[i].epoch) - epoch);
        const double bestD = std::abs(static_cast<double>(rows[best].epoch) - epoch);
        if (d < bestD || (d == bestD && kindRank(rows[i].kind) < kindRank(rows[best].kind)))
            best = i;
    }
    return best;
}

CheckpointScrubber::CheckpointScrubber(StoreWatcher* watcher, QWidget* parent)
    : QWidget(parent),
      m_watcher(watcher),
      m_session(new InferenceSession(this)),
      m_model(new ScrubberModel(this)) {
    setObjectName(QStringLiteral("checkpointScrubber"));
    m_title = new QLabel(tr("Click a point of a chart to see the nearest checkpoint's predictions."), this);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #a05a00;"));
    m_note->hide();
    m_checkpointA = new QComboBox(this);
    m_checkpointA->setObjectName(QStringLiteral("scrubCheckpoint"));
    m_checkpointA->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_checkpointA->setMinimumContentsLength(14);
    m_compare = new QCheckBox(tr("Compare with"), this);
    m_compare->setToolTip(
        tr("Put a second checkpoint, of this run or of another on the same data, beside it"));
    m_compareRun = new QComboBox(this);
    m_compareRun->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_compareRun->setMinimumContentsLength(10);
    m_checkpointB = new QComboBox(this);
    m_checkpointB->setObjectName(QStringLiteral("compareCheckpoint"));
    m_checkpointB->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_checkpointB->setMinimumContentsLength(14);
    m_compareRun->setEnabled(false);
    m_checkpointB->setEnabled(false);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("scrubPanel"));
    m_table->setModel(m_model);
    m_table->setIconSize(QSize(ScrubberModel::kSide, ScrubberModel::kSide));
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->setWordWrap(true);

    auto* pickers = new QGridLayout;
    pickers->addWidget(new QLabel(tr("Checkpoint:"), this), 0, 0);
    pickers->addWidget(m_checkpointA, 0, 1, 1, 2);
    pickers->addWidget(m_compare, 1, 0);
    pickers->addWidget(m_compareRun, 1, 1);
    pickers->addWidget(m_checkpointB, 1, 2);
    pickers->setColumnStretch(1, 1);
    pickers->setColumnStretch(2, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_note);
    layout->addLayout(pickers);
    layout->addWidget(m_table, 1);

    connect(&m_preparing, &QFutureWatcher<Prepared>::finished, this, &CheckpointScrubber::onPrepared);
    connect(&m_readingCompare, &QFutureWatcher<Prepared>::finished, this, &CheckpointScrubber::onCompareRead);
    connect(m_session, &InferenceSession::modelLoaded, this, &CheckpointScrubber::onModelLoaded);
    connect(m_session, &InferenceSession::modelFailed, this, [this](const QString& message) {
        if (m_running < 0)
            return;
        // The column's every picture says why; the other column still runs.
        for (int row = 0; row < m_model->rowCount(); ++row) {
            ScrubberModel::Prediction p;
            p.ready = true;
            p.error = message;
            m_model->setPrediction(m_running, row, p);
        }
        runNextColumn();
    });
    connect(m_session, &InferenceSession::resultReady, this, &CheckpointScrubber::onResult);
    connect(m_checkpointA, &QComboBox::activated, this, [this] {
        describe();
        startPredictions();
    });
    connect(m_checkpointB, &QComboBox::activated, this, [this](int index) {
        m_compareIndex = index;
        startPredictions();
    });
    connect(m_compare, &QCheckBox::toggled, this, [this](bool on) {
        m_compareRun->setEnabled(on);
        m_checkpointB->setEnabled(on);
        if (!on) {
            compareWith(0);
            return;
        }
        fillCompareRuns();
        compareWith(m_compareRun->currentData().toLongLong());
    });
    connect(m_compareRun, &QComboBox::activated, this,
            [this](int index) { compareWith(m_compareRun->itemData(index).toLongLong()); });
}

CheckpointScrubber::~CheckpointScrubber() {
    m_preparing.waitForFinished();
    m_readingCompare.waitForFinished();
}

QString CheckpointScrubber::titleText() const {
    return m_title->text() + (m_note->isVisible() ? QStringLiteral("\n") + m_note->text() : QString());
}

QStringList CheckpointScrubber::shownCheckpoints() const {
    QStringList files;
    for (const Column& c : m_columns)
        files << c.file;
    return files;
}

void CheckpointScrubber::scrub(qint64 runId, double epoch) {
    if (m_compareRunId != 0 && m_compareRunId == m_runId && runId != m_runId) {
        m_compareRunId = runId;  // compared within the run: within the new one too
        m_compareIndex = -1;
    }
    m_runId = runId;
    m_epoch = epoch;
    m_error.clear();
    if (m_preparing.isRunning()) {
        m_prepareAgain = true;  // the newest click wins, once the read under way is done
        return;
    }
    const auto run = m_watcher->run(runId);
    if (!run) {
        fail(tr("Run #%1 is not in the run store.").arg(runId));
        return;
    }
    m_title->setText(tr("Reading the checkpoints of run #%1 …").arg(runId));
    const QString storePath = m_watcher->storePath();
    const QString runDir = qs(run->runDir);
    const bool newPanel = runDir != m_panelRunDir;
    m_preparing.setFuture(QtConcurrent::run([storePath, runId, runDir, newPanel] {
        Prepared p;
        p.runId = runId;
        try {
            p.rows = existingCheckpoints(storePath, runId);
            if (!newPanel || p.rows.empty())
                return p;
            p.newPanel = true;
            p.dataset = BrowsedDataset::open(
                Config::fromFile(ss(QDir(runDir).filePath(QStringLiteral("config.yaml")))));
            p.detector = p.dataset->summary().detection;
            const int split = p.dataset->splitCount() > 1 ? 1 : 0;
            const int n = p.dataset->size(split);
            const int count = std::min(n, kPictures);
            for (int k = 0; k < count; ++k) {
                // Evenly spaced over the split, each in the middle of its eighth.
                const int index = static_cast<int>((2 * static_cast<qint64>(k) + 1) * n / (2 * count));
                ScrubberModel::Picture picture;
                picture.name = p.dataset->itemName(split, index);
                picture.label = p.dataset->label(split, index);
                QString why;
                picture.image = p.dataset->image(split, index, &why);
                picture.thumbnail = p.dataset->thumbnail(split, index, ScrubberModel::kSide);
                if (picture.image.isNull())
                    p.panelNote = tr("%1 cannot be read: %2").arg(picture.name, why);
                p.pictures << picture;
            }
            if (count < kPictures)
                p.panelNote = tr("The validation split has only %1 pictures.").arg(n);
        } catch (const std::exception& e) {
            p.error = ErrorText::of(e);
        }
        return p;
    }));
}

void CheckpointScrubber::onPrepared() {
    Prepared p = m_preparing.result();
    if (std::exchange(m_prepareAgain, false)) {
        scrub(m_runId, m_epoch);
        return;
    }
    if (!p.error.isEmpty()) {
        fail(p.error);
        return;
    }
    if (p.newPanel) {
        m_panelRunDir = qs(m_watcher->run(p.runId) ? m_watcher->run(p.runId)->runDir : std::string());
        m_model->setPictures(p.pictures, p.detector);
        m_cache.clear();
    }
    m_note->setVisible(!p.panelNote.isEmpty());
    m_note->setText(p.panelNote);
    m_rowsA = std::move(p.rows);
    if (m_rowsA.empty()) {
        fillCombo(m_checkpointA, m_rowsA, -1);
        const auto run = m_watcher->run(p.runId);
        if (!run || qs(run->runDir) != m_panelRunDir) {  // never another run's pictures under this one's name
            m_model->setPictures({}, false);
            m_panelRunDir.clear();
        }
        fail(tr("Run #%1 has no checkpoint yet: the first is written at the end of its first epoch. Set "
                "checkpoint.snapshot_every to 1 to keep the weights of every epoch.")
                 .arg(m_runId));
        return;
    }
    fillCombo(m_checkpointA, m_rowsA, nearestCheckpoint(m_rowsA, m_epoch));
    describe();
    if (m_compare->isChecked()) {
        fillCompareRuns();
        compareWith(m_compareRunId ? m_compareRunId : m_runId, m_compareIndex);
        return;
    }
    startPredictions();
}

void CheckpointScrubber::fillCombo(QComboBox* combo, const std::vector<CheckpointRow>& rows, int current) {
    combo->clear();
    for (const CheckpointRow& row : rows) {
        combo->addItem(checkpointLabel(row), qs(row.path));
        combo->setItemData(combo->count() - 1, checkpointHeading(row), kHeadingRole);
    }
    combo->setCurrentIndex(current);
}

void CheckpointScrubber::describe() {
    const int i = m_checkpointA->currentIndex();
    if (i < 0 || i >= static_cast<int>(m_rowsA.size()))
        return;
    const CheckpointRow& row = m_rowsA[static_cast<size_t>(i)];
    QString text = tr("<b>Run #%1</b>, epoch %2 clicked: %3 of epoch %4 (%5)")
                       .arg(m_runId)
                       .arg(m_epoch, 0, 'f', 1)
                       .arg(kindWord(row.kind))
                       .arg(row.epoch)
                       .arg(QFileInfo(qs(row.path)).fileName().toHtmlEscaped());
    bool snapshots = false;
    for (const CheckpointRow& r : m_rowsA)
        snapshots = snapshots || r.kind == "snapshot";
    if (std::abs(static_cast<double>(row.epoch) - m_epoch) > 0.5) {
        text += QStringLiteral("<br><span style='color:#c0392b'>") +
                tr("No checkpoint near epoch %1: this is the nearest the run kept.").arg(m_epoch, 0, 'f', 1) +
                QStringLiteral("</span>");
    }
    if (!snapshots) {
        text +=
            QStringLiteral("<br>") + tr("This run keeps no weight snapshots: set checkpoint.snapshot_every "
                                        "to 1 to see every epoch.");
    }
    m_title->setText(text);
}

void CheckpointScrubber::fillCompareRuns() {
    const auto self = m_watcher->run(m_runId);
    const qint64 chosen = m_compareRun->currentData().toLongLong();
    m_compareRun->clear();
    for (const RunRecord& run : m_watcher->runs()) {
        // Runs of the same task on the same data: their predictions on these pictures compare.
        if (self && (run.task != self->task || run.dataset != self->dataset))
            continue;
        m_compareRun->addItem(run.id == m_runId ? tr("this run") : tr("#%1 %2").arg(run.id).arg(qs(run.name)),
                              QVariant::fromValue<qint64>(run.id));
    }
    const int index = m_compareRun->findData(QVariant::fromValue<qint64>(chosen ? chosen : m_runId));
    m_compareRun->setCurrentIndex(std::max(index, 0));
}

void CheckpointScrubber::compareWith(qint64 runId, int index) {
    if (runId == 0) {
        m_compareRunId = 0;
        m_rowsB.clear();
        startPredictions();
        return;
    }
    if (m_compareRunId != runId)
        index = -1;  // another run: its own default
    m_compareRunId = runId;
    m_compareIndex = index;
    if (!m_compare->isChecked()) {
        const QSignalBlocker blocker(m_compare);
        m_compare->setChecked(true);
        m_compareRun->setEnabled(true);
        m_checkpointB->setEnabled(true);
        fillCompareRuns();
    }
    const int at = m_compareRun->findData(QVariant::fromValue<qint64>(runId));
    if (at >= 0)
        m_compareRun->setCurrentIndex(at);
    m_readingCompare.waitForFinished();
    const QString storePath = m_watcher->storePath();
    m_readingCompare.setFuture(QtConcurrent::run([storePath, runId] {
        Prepared p;
        p.runId = runId;
        try {
            p.rows = existingCheckpoints(storePath, runId);
        } catch (const std::exception& e) {
            p.error = ErrorText::of(e);
        }
        return p;
    }));
}

void CheckpointScrubber::onCompareRead() {
    Prepared p = m_readingCompare.result();
    if (p.runId != m_compareRunId)
        return;
    m_rowsB = std::move(p.rows);
    int index = m_compareIndex;
    if (index < 0 || index >= static_cast<int>(m_rowsB.size())) {
        // This run: its newest checkpoint other than the one shown; another run: the same epoch's.
        index = nearestCheckpoint(m_rowsB, m_epoch);
        if (p.runId == m_runId) {
            index = -1;
            for (int i = 0; i < static_cast<int>(m_rowsB.size()); ++i) {
                if (qs(m_rowsB[static_cast<size_t>(i)].path) != m_checkpointA->currentData().toString() &&
                    (index < 0 ||
                     m_rowsB[static_cast<size_t>(i)].epoch >= m_rowsB[static_cast<size_t>(index)].epoch))
                    index = i;
            }
        }
    }
    m_compareIndex = index;
    fillCombo(m_checkpointB, m_rowsB, index);
    if (!p.error.isEmpty()) {
        m_note->setText(p.error);
        m_note->show();
    }
    startPredictions();
}

void CheckpointScrubber::startPredictions() {
    m_session->cancelPending();
    m_running = -1;
    m_columns.clear();
    QStringList headings;
    const auto add = [&](QComboBox* combo, const QString& prefix) {
        if (combo->currentIndex() < 0)
            return;
        const QString file = combo->currentData().toString();
        m_columns.push_back({file, QFileInfo(file).lastModified().toMSecsSinceEpoch()});
        headings << prefix + combo->currentData(kHeadingRole).toString();
    };
    add(m_checkpointA, {});
    if (m_compareRunId != 0) {
        add(m_checkpointB, m_compareRunId == m_runId ? QString() : tr("run #%1: ").arg(m_compareRunId));
    }
    m_model->setColumns(headings);
    for (int column = 0; column < m_columns.size(); ++column) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const auto cached = m_cache.constFind(cacheKey(column, row));
            if (cached != m_cache.constEnd())
                m_model->setPrediction(column, row, *cached);
        }
    }
    runNextColumn();
}

void CheckpointScrubber::runNextColumn() {
    for (int column = 0; column < m_columns.size(); ++column) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (!m_model->prediction(column, row).ready) {
                m_running = column;
                ModelSource source;
                source.weightsPath = m_columns[column].file;
                m_session->load(source);
                return;
            }
        }
    }
    m_running = -1;
    Q_EMIT finished();
}

void CheckpointScrubber::onModelLoaded() {
    if (m_running < 0)
        return;
    // As the Inference view starts, or the model's own post-processing threshold where that is higher.
    m_threshold = std::max(m_session->model().storedScoreThreshold, InferenceWorker::kDefaultThreshold);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!m_model->prediction(m_running, row).ready)
            m_session->predictImage(QString::number(row), m_model->pictures().at(row).image);
    }
}

void CheckpointScrubber::onResult(const InferenceResult& result) {
    if (m_running < 0)
        return;
    const int row = result.path.toInt();
    ScrubberModel::Prediction p;
    p.ready = true;
    p.error = result.error;
    if (!result.top.isEmpty()) {
        p.classId = result.top.front().classId;
        p.className = result.top.front().label;
        p.score = result.top.front().score;
    }
    for (const LabelledBox& box : result.boxes) {
        if (box.score >= m_threshold)
            p.boxes << box;
    }
    if (p.error.isEmpty())
        m_cache.insert(cacheKey(m_running, row), p);
    m_model->setPrediction(m_running, row, p);
    if (!m_session->busy())
        runNextColumn();
}

QString CheckpointScrubber::cacheKey(int column, int row) const {
    const Column& c = m_columns.at(column);
    return c.file + QLatin1Char('|') + QString::number(c.modified) + QLatin1Char('|') +
           m_model->pictures().at(row).name;
}

void CheckpointScrubber::fail(const QString& message) {
    m_error = message;
    m_title->setText(QStringLiteral("<span style='color:#c0392b'>%1</span>").arg(message.toHtmlEscaped()));
    m_session->cancelPending();
    m_columns.clear();
    m_model->setColumns({});
    Q_EMIT finished();
}

}  // namespace osprey::ui
