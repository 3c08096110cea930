#include "runs/RunsView.h"

#include "runs/ExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "monitor/CurvePlot.h"
#include "runs/ConfigDiff.h"
#include "runs/RunsFilterModel.h"
#include "runs/RunsTableModel.h"
#include "runs/TensorBoardLauncher.h"
#include "store/RunFolderLock.h"
#include "store/StoreWatcher.h"

namespace osprey::ui {

namespace {
// Tableau 10: distinct colours for up to ten overlaid runs.
const QColor kPalette[] = {{31, 119, 180}, {255, 127, 14},  {44, 160, 44},   {214, 39, 40},  {148, 103, 189},
                           {140, 86, 75},  {227, 119, 194}, {127, 127, 127}, {188, 189, 34}, {23, 190, 207}};
}  // namespace

RunsView::RunsView(StoreWatcher* watcher, QWidget* parent) : QWidget(parent), m_watcher(watcher) {
    m_model = new RunsTableModel(this);
    m_filter = new RunsFilterModel(this);
    m_filter->setSourceModel(m_model);

    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    layout->addLayout(bar);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search name, model, dataset, notes…"));
    m_search->setClearButtonEnabled(true);
    m_status = new QComboBox(this);
    m_status->addItem(tr("All statuses"), QString());
    for (RunStatus status : kRunStatuses)
        m_status->addItem(statusWord(status), qs(status));
    m_diff = new QPushButton(tr("Config diff"), this);
    m_diff->setObjectName(QStringLiteral("showConfigDiff"));
    m_rename = new QPushButton(tr("Rename…"), this);
    m_rename->setObjectName(QStringLiteral("renameRun"));
    m_notes = new QPushButton(tr("Notes…"), this);
    m_notes->setObjectName(QStringLiteral("editNotes"));
    m_delete = new QPushButton(tr("Delete…"), this);
    m_delete->setObjectName(QStringLiteral("deleteRuns"));
    m_folder = new QPushButton(tr("Open folder"), this);
    m_tensorboard = new QPushButton(tr("TensorBoard"), this);
    m_tensorboard->setObjectName(QStringLiteral("openInTensorBoard"));
    m_tensorboard->setToolTip(tr("Show the selected runs in TensorBoard (their tensorboard/ folders)"));
    m_tensorboardLauncher = new TensorBoardLauncher(this);
    m_infer = new QPushButton(tr("Try on images"), this);
    m_infer->setToolTip(tr("Load the run's checkpoint in the Inference tab"));
    m_evaluate = new QPushButton(tr("Evaluate"), this);
    m_evaluate->setObjectName(QStringLiteral("evaluateRun"));
    m_evaluate->setToolTip(
        tr("The run's confusion matrix and the pictures behind each cell, in the Evaluation tab"));
    m_suspects = new QPushButton(tr("Suspected errors"), this);
    m_suspects->setObjectName(QStringLiteral("suspectedErrors"));
    m_suspects->setToolTip(
        tr("The run's pictures ranked by how likely their label is wrong, to mark for "
           "exclusion or relabelling, in the Suspected errors tab"));
    m_export = new QPushButton(tr("Export…"), this);
    m_export->setObjectName(QStringLiteral("exportRun"));
    m_export->setToolTip(tr("Write the run's checkpoint as an ONNX file"));
    bar->addWidget(m_search, 1);
    bar->addWidget(m_status);
    // The actions on rows of their own (in German ten buttons need more than 1024 pixels): what is done to
    // the run's records, then where the run is looked at.
    for (const auto& row :
         {std::initializer_list<QPushButton*>{m_diff, m_rename, m_notes, m_delete, m_folder},
          std::initializer_list<QPushButton*>{m_tensorboard, m_infer, m_evaluate, m_suspects, m_export}}) {
        auto* actions = new QHBoxLayout;
        layout->addLayout(actions);
        for (auto* button : row)
            actions->addWidget(button);
        actions->addStretch(1);
    }

    auto* splitter = new QSplitter(Qt::Vertical, this);
    m_table = new QTableView(splitter);
    m_table->setObjectName(QStringLiteral("runsTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunsTableModel::Started, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(RunsTableModel::Name, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);

    auto* overlayBox = new QWidget(splitter);
    auto* overlayLayout = new QVBoxLayout(overlayBox);
    overlayLayout->setContentsMargins(0, 0, 0, 0);
    auto* metricBar = new QHBoxLayout;
    metricBar->addWidget(new QLabel(tr("Overlay of the selected runs:"), overlayBox));
    m_metric = new QComboBox(overlayBox);
    m_metric->setEditable(true);
    m_metric->addItems({QStringLiteral("train/loss"), QStringLiteral("val/loss"), QStringLiteral("val/top1"),
                        QStringLiteral("val/mAP"), QStringLiteral("val/AP50"), QStringLiteral("train/lr"),
                        QStringLiteral("train/img_per_s")});
    metricBar->addWidget(m_metric);
    metricBar->addStretch();
    overlayLayout->addLayout(metricBar);
    m_overlay = new CurvePlot(tr("Compare runs"), overlayBox);
    m_overlay->setAxisLabels(tr("step"), QString());
    overlayLayout->addWidget(m_overlay, 1);
    splitter->addWidget(m_table);
    splitter->addWidget(overlayBox);
    layout->addWidget(splitter, 1);

    connect(m_watcher, &StoreWatcher::runsRead, m_model, &RunsTableModel::setRuns);
    connect(m_watcher, &StoreWatcher::runsRead, this, &RunsView::updateButtons);
    connect(m_watcher, &StoreWatcher::runsRead, this, [this] {
        if (!m_held.isEmpty())
            redrawOverlay();  // names in the legend follow renames; only new points are added
    });
    connect(m_watcher, &StoreWatcher::curvesChanged, this, [this](qint64 runId) {
        if (m_held.contains(runId))
            redrawOverlay();
    });
    connect(m_search, &QLineEdit::textChanged, m_filter, &RunsFilterModel::setSearchText);
    connect(m_status, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_filter->setStatusFilter(m_status->itemData(index).toString()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RunsView::onSelectionChanged);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        Q_EMIT openInMonitor(index.data(RunsTableModel::RunIdRole).toLongLong());
    });
    connect(m_metric, &QComboBox::currentTextChanged, this, [this] {
        m_overlay->clearCurves();
        redrawOverlay();
    });
    connect(m_diff, &QPushButton::clicked, this, &RunsView::showConfigDiff);
    connect(m_rename, &QPushButton::clicked, this, &RunsView::renameRun);
    connect(m_notes, &QPushButton::clicked, this, &RunsView::editNotes);
    connect(m_delete, &QPushButton::clicked, this, &RunsView::deleteRuns);
    connect(m_folder, &QPushButton::clicked, this, &RunsView::openFolder);
    connect(m_tensorboard, &QPushButton::clicked, this, &RunsView::openInTensorBoard);
    connect(m_tensorboardLauncher, &TensorBoardLauncher::failed, this, [this](const QString& output) {
        QMessageBox::warning(this, tr("TensorBoard"),
                             tr("TensorBoard ended before it served the runs:\n\n%1").arg(output));
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (const auto run = singleSelectedRun()) {
            auto* dialog = new ExportDialog(*run, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        }
    });
    connect(m_infer, &QPushButton::clicked, this, [this] {
        if (const auto run = singleSelectedRun())
            Q_EMIT openInInference(run->id);
    });
    connect(m_evaluate, &QPushButton::clicked, this, [this] {
        if (const auto run = singleSelectedRun())
            Q_EMIT openInEvaluation(run->id);
    });
    connect(m_suspects, &QPushButton::clicked, this, [this] {
        if (const auto run = singleSelectedRun())
            Q_EMIT openInSuspectedErrors(run->id);
    });
    updateButtons();
}

RunsView::~RunsView() {
    for (qint64 runId : std::as_const(m_held))
        m_watcher->releaseRun(runId);
}

QList<qint64> RunsView::selectedRuns() const {
    QList<qint64> out;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        out << index.data(RunsTableModel::RunIdRole).toLongLong();
    std::sort(out.begin(), out.end());
    return out;
}

void RunsView::selectRuns(const QList<qint64>& runIds) {
    QItemSelection selection;
    for (qint64 runId : runIds) {
        const int row = m_model->rowOf(runId);
        if (row < 0)
            continue;
        const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
        selection.select(index, index.siblingAtColumn(RunsTableModel::ColumnCount - 1));
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

void RunsView::setOverlayMetric(const QString& metric) {
    m_metric->setCurrentText(metric);
}

std::optional<RunRecord> RunsView::singleSelectedRun() const {
    const QList<qint64> selected = selectedRuns();
    return selected.size() == 1 ? m_watcher->run(selected[0]) : std::nullopt;
}

void RunsView::onSelectionChanged() {
    const QList<qint64> selected = selectedRuns();
    const QSet<qint64> wanted(selected.begin(), selected.end());
    for (qint64 runId : m_held - wanted)
        m_watcher->releaseRun(runId);
    for (qint64 runId : wanted - m_held)
        m_watcher->acquireRun(runId);
    m_held = wanted;
    m_overlay->clearCurves();
    redrawOverlay();
    updateButtons();
}

void RunsView::redrawOverlay() {
    const QString metric = m_metric->currentText();
    int colour = 0;
    for (qint64 runId : selectedRuns()) {
        const RunCurves* curves = m_watcher->curves(runId);
        const auto run = m_watcher->run(runId);
        const MetricSeries* series = curves ? curves->series(metric) : nullptr;
        const QColor color = kPalette[colour++ % std::size(kPalette)];
        if (!series || !run)
            continue;
        const QString id = QString::number(runId);
        m_overlay->setCurve(id, tr("#%1 %2").arg(runId).arg(qs(run->name)),
                            {color, Qt::SolidLine, 2, false, false}, series->step, series->value,
                            m_overlay->curvePoints(id));
    }
}

void RunsView::showConfigDiff() {
    const QList<qint64> selected = selectedRuns();
    if (selected.size() != 2)
        return;
    const auto left = m_watcher->run(selected[0]);
    const auto right = m_watcher->run(selected[1]);
    if (!left || !right)
        return;
    const auto differences = diffConfigs(qs(left->configYaml), qs(right->configYaml));
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Config diff"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* table = new QTableWidget(static_cast<int>(differences.size()), 3, &dialog);
    table->setObjectName(QStringLiteral("configDiff"));
    table->setHorizontalHeaderLabels({tr("Key"), tr("#%1 %2").arg(left->id).arg(qs(left->name)),
                                      tr("#%1 %2").arg(right->id).arg(qs(right->name))});
    for (int i = 0; i < differences.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(differences[i].key));
        table->setItem(i, 1, new QTableWidgetItem(differences[i].left));
        table->setItem(i, 2, new QTableWidgetItem(differences[i].right));
    }
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeColumnsToContents();
    layout->addWidget(differences.isEmpty()
                          ? static_cast<QWidget*>(new QLabel(tr("The two configs are the same."), &dialog))
                          : table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(700, 400);
    dialog.exec();
}

void RunsView::renameRun() {
    const auto run = singleSelectedRun();
    if (!run)
        return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename run"), tr("Name:"), QLineEdit::Normal, qs(run->name), &ok)
            .trimmed();
    if (!ok || name.isEmpty())
        return;
    const qint64 runId = run->id;
    m_watcher->modify([runId, name = ss(name)](RunStore& store) { store.rename(runId, name); });
}

void RunsView::editNotes() {
    const auto run = singleSelectedRun();
    if (!run)
        return;
    bool ok = false;
    const QString notes = QInputDialog::getMultiLineText(
        this, tr("Notes"), tr("Notes on #%1 %2:").arg(run->id).arg(qs(run->name)), qs(run->notes), &ok);
    if (!ok)
        return;
    const qint64 runId = run->id;
    m_watcher->modify([runId, notes = ss(notes)](RunStore& store) { store.setNotes(runId, notes); });
}

void RunsView::deleteRuns() {
    QList<RunRecord> runs;
    for (qint64 runId : selectedRuns()) {
        if (const auto run = m_watcher->run(runId))
            runs << *run;
    }
    if (runs.isEmpty())
        return;
    for (const auto& run : runs) {
        if (run.status == RunStatus::Running) {
            QMessageBox::information(
                this, tr("Delete runs"),
                tr("Run #%1 %2 is still running: stop it first.").arg(run.id).arg(qs(run.name)));
            return;
        }
    }
    // A run whose folder another process owns (a resume or an `eval --record` started in a terminal) is not
    // deleted; the others' folders are held until they are gone, so that none is taken meanwhile.
    std::vector<std::unique_ptr<RunFolderLock>> owned;
    for (const auto& run : runs) {
        if (run.runDir.empty() || !QFileInfo(qs(run.runDir)).isDir())
            continue;
        RunFolderLock::Holder holder;
        try {
            owned.push_back(RunFolderLock::tryTake(run.runDir, &holder));
        } catch (const std::exception& e) {
            QMessageBox::information(this, tr("Delete runs"), ErrorText::of(e));
            return;
        }
        if (!owned.back()) {
            QMessageBox::information(
                this, tr("Delete runs"),
                tr("Nothing was deleted: run #%1 %2 is in use (%3).")
                    .arg(run.id)
                    .arg(qs(run.name), ErrorText::of(RunFolderLock::refusal(run.runDir, holder))));
            return;
        }
    }
    QMessageBox box(QMessageBox::Warning, tr("Delete runs"),
                    tr("Delete %n run(s) from the run store? Their curves and history are removed.", nullptr,
                       static_cast<int>(runs.size())),
                    QMessageBox::Cancel, this);
    QPushButton* remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    auto* alsoFiles = new QCheckBox(tr("Also delete the run folders (checkpoints, logs) from disk"), &box);
    box.setCheckBox(alsoFiles);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != remove)
        return;
    const bool removeFiles = alsoFiles->isChecked();
    for (const auto& run : runs) {
        const qint64 runId = run.id;
        m_watcher->modify([runId](RunStore& store) { store.deleteRun(runId); });
        if (removeFiles && !run.runDir.empty()) {
            QDir folder(qs(run.runDir));
            // Only a folder that looks like a run folder: never a parent the user pointed --run-dir at by
            // mistake.
            if (folder.exists(QStringLiteral("config.yaml")))
                folder.removeRecursively();
        }
    }
}

void RunsView::openFolder() {
    const auto run = singleSelectedRun();
    if (run)
        QDesktopServices::openUrl(QUrl::fromLocalFile(qs(run->runDir)));
}

void RunsView::openInTensorBoard() {
    QList<TensorBoardLauncher::RunFolder> folders;
    for (qint64 id : selectedRuns()) {
        if (const std::optional<RunRecord> run = m_watcher->run(id))
            folders.append({qs(run->name), qs(run->runDir)});
    }
    if (folders.isEmpty() || m_tensorboardLauncher->open(folders))
        return;
    // No `tensorboard` here: the command to type where it is installed.
    QMessageBox box(QMessageBox::Information, tr("TensorBoard"),
                    tr("TensorBoard is not installed here (no 'tensorboard' on the PATH). Where it is "
                       "installed (pip install tensorboard), this shows the selected runs:"),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("tensorboardCommand"));
    box.setInformativeText(TensorBoardLauncher::commandLine(folders));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

void RunsView::updateButtons() {
    const auto count = m_table->selectionModel()->selectedRows().size();
    m_diff->setEnabled(count == 2);
    m_rename->setEnabled(count == 1);
    m_notes->setEnabled(count == 1);
    m_delete->setEnabled(count >= 1);
    m_folder->setEnabled(count == 1);
    m_tensorboard->setEnabled(count >= 1);
    m_infer->setEnabled(count == 1);
    m_evaluate->setEnabled(count == 1);
    m_suspects->setEnabled(count == 1);
    m_export->setEnabled(count == 1);
}

}  // namespace osprey::ui
