#include "monitor/MonitorView.h"

#include <QDateTime>
#include <QTimer>
#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>

#include "common/QtConversions.h"
#include "eval/TaskDescriptor.h"
#include "launch/RunProcess.h"
#include "monitor/RunProgress.h"
#include "store/StoreWatcher.h"

namespace osprey::ui {

namespace {

// One curve of the monitor: a metric, how it is drawn, and on which plot.
struct CurveSpec {
    std::string metric;
    QString label;  // translated
    QColor color;
    bool smoothedToo = false;  // raw faint, smoothed strong
    bool secondaryAxis = false;
    bool scatter = false;
};

const QColor kBlue(31, 119, 180), kOrange(255, 127, 14), kGreen(44, 160, 44), kRed(214, 39, 40),
    kPurple(148, 103, 189);

// The words of the task descriptors (core/eval/TaskDescriptor.cpp) the monitor shows, for lupdate.
[[maybe_unused]] const char* const kTaskWords[] = {
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "top-1"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "top-5"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "mAP"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "AP50"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "Accuracy"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "top-k accuracy (%)"),
    QT_TRANSLATE_NOOP("osprey::ui::MonitorView", "COCO AP"),
};

}  // namespace

MonitorView::MonitorView(StoreWatcher* watcher, QWidget* parent) : QWidget(parent), m_watcher(watcher) {
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    layout->addLayout(bar);
    m_runCombo = new QComboBox(this);
    m_runCombo->setObjectName(QStringLiteral("monitorRun"));
    // Room for a run's name, yet narrow enough that the bar fits a 1024-pixel window.
    m_runCombo->setMinimumContentsLength(12);
    m_runCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_axisCombo = new QComboBox(this);
    m_axisCombo->addItem(tr("Step"));
    m_axisCombo->addItem(tr("Epoch"));
    m_axisCombo->addItem(tr("Wall time (min)"));
    m_smoothing = new QSlider(Qt::Horizontal, this);
    m_smoothing->setRange(0, 99);
    m_smoothing->setValue(60);
    m_smoothing->setMinimumWidth(80);
    m_smoothing->setMaximumWidth(140);
    m_smoothing->setToolTip(tr(
        "Smoothing of every measured curve (exponential moving average weight); the raw values stay faint"));
    m_logLoss = new QCheckBox(tr("Log loss"), this);
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setToolTip(tr("Finish the current step, write a checkpoint and end the run as stopped"));
    m_kill = new QPushButton(tr("Kill"), this);
    m_kill->setToolTip(tr("End the process now; the last checkpoint stays as it was"));
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setToolTip(tr("Continue the run from its last checkpoint"));
    m_duplicate = new QPushButton(tr("Duplicate and edit"), this);
    bar->addWidget(new QLabel(tr("Run:"), this));
    bar->addWidget(m_runCombo, 1);
    bar->addWidget(new QLabel(tr("X axis:"), this));
    bar->addWidget(m_axisCombo);
    bar->addWidget(new QLabel(tr("Smoothing:"), this));
    bar->addWidget(m_smoothing);
    bar->addWidget(m_logLoss);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* plots = new QWidget(splitter);
    auto* grid = new QGridLayout(plots);
    grid->setContentsMargins(0, 0, 0, 0);
    m_loss = new CurvePlot(tr("Loss"), plots);
    m_lr = new CurvePlot(tr("Learning rate"), plots);
    m_metric = new CurvePlot(tr("Accuracy"), plots);
    m_speed = new CurvePlot(tr("Throughput"), plots);
    grid->addWidget(m_loss, 0, 0);
    grid->addWidget(m_metric, 0, 1);
    grid->addWidget(m_lr, 1, 0);
    grid->addWidget(m_speed, 1, 1);
    m_console = new QPlainTextEdit(splitter);
    m_console->setObjectName(QStringLiteral("console"));
    m_console->setReadOnly(true);
    m_console->setMaximumBlockCount(20000);
    m_console->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_console->setPlaceholderText(tr("The output of runs started here appears in this pane."));
    splitter->addWidget(plots);
    splitter->addWidget(m_console);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    m_body = new QSplitter(Qt::Horizontal, this);
    m_body->addWidget(splitter);
    m_body->setStretchFactor(0, 3);
    layout->addWidget(m_body, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("monitorStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    // The run's actions beside its status line: the bar above holds the view's controls, and both rows fit a
    // 1024-pixel window in the longer languages too.
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_status, 1);
    actions->addWidget(m_stop);
    actions->addWidget(m_kill);
    actions->addWidget(m_resume);
    actions->addWidget(m_duplicate);
    layout->addLayout(actions);

    connect(m_watcher, &StoreWatcher::runsRead, this, &MonitorView::onRunsRead);
    connect(m_watcher, &StoreWatcher::curvesChanged, this, &MonitorView::onCurvesChanged);
    connect(m_runCombo, &QComboBox::activated, this,
            [this](int index) { showRun(m_runCombo->itemData(index).toLongLong()); });
    connect(m_axisCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { setAxis(static_cast<CurveAxis>(index)); });
    for (CurvePlot* plot : {m_loss, m_lr, m_metric, m_speed}) {
        connect(plot, &CurvePlot::pointClicked, this, [this](double x) {
            const double epoch = epochAt(x);
            if (m_runId == 0 || epoch < 0)
                return;
            if (m_side)
                m_side->show();
            Q_EMIT scrubRequested(m_runId, epoch);
        });
    }
    connect(m_smoothing, &QSlider::valueChanged, this, &MonitorView::redrawAll);
    connect(m_logLoss, &QCheckBox::toggled, m_loss, &CurvePlot::setLogScale);
    connect(m_stop, &QPushButton::clicked, this, [this] { Q_EMIT stopRequested(m_runId); });
    // The ETA counts down, and a run that stopped answering reads as lost, without waiting for new rows.
    auto* clock = new QTimer(this);
    clock->setInterval(1000);
    connect(clock, &QTimer::timeout, this, &MonitorView::updateStatus);
    clock->start();
    connect(m_kill, &QPushButton::clicked, this, [this] { Q_EMIT killRequested(m_runId); });
    connect(m_resume, &QPushButton::clicked, this, [this] { Q_EMIT resumeRequested(m_runId); });
    connect(m_duplicate, &QPushButton::clicked, this, [this] { Q_EMIT duplicateRequested(m_runId); });
    updateButtons();
}

MonitorView::~MonitorView() {
    if (m_runId)
        m_watcher->releaseRun(m_runId);
}

void MonitorView::showRun(qint64 runId) {
    if (runId == m_runId)
        return;
    if (m_runId)
        m_watcher->releaseRun(m_runId);
    m_runId = runId;
    m_totalEpochs = -1;
    m_stopAsked = 0;
    m_pendingRunDir.clear();
    if (m_runId)
        m_watcher->acquireRun(m_runId);
    const auto run = m_watcher->run(runId);
    m_task = run ? run->task : TaskKind::Classification;
    m_metric->setTitle(tr(taskDescriptor(m_task).chartTitle.c_str()));
    // The console shows the process of this run when the workbench started it.
    if (!m_process || !run || m_process->runDir() != qs(run->runDir)) {
        m_process = nullptr;
        m_console->clear();
    }
    const int index = m_runCombo->findData(runId);
    if (index >= 0)
        m_runCombo->setCurrentIndex(index);
    redrawAll();
    updateStatus();
    updateButtons();
}

void MonitorView::markStopping(qint64 runId) {
    m_stopAsked = runId;  // shown as stopping until the run's status changes
    updateStatus();
}

void MonitorView::followProcess(RunProcess* process) {
    attachConsole(process);
    m_pendingRunDir = process->runDir();
    onRunsRead();
}

void MonitorView::attachConsole(RunProcess* process) {
    if (m_process)
        disconnect(m_process, nullptr, this, nullptr);
    m_process = process;
    m_console->setPlainText(process->output());
    connect(process, &RunProcess::outputAppended, this, [this](const QString& text) {
        m_console->moveCursor(QTextCursor::End);
        m_console->insertPlainText(text);
        m_console->moveCursor(QTextCursor::End);
    });
    connect(process, &RunProcess::finished, this, [this] {
        m_watcher->pollNow();
        updateButtons();
    });
    connect(process, &RunProcess::stopping, this, &MonitorView::updateStatus);
}

void MonitorView::setAxis(CurveAxis axis) {
    m_axis = axis;
    if (m_axisCombo->currentIndex() != static_cast<int>(axis))
        m_axisCombo->setCurrentIndex(static_cast<int>(axis));
    redrawAll();
}

void MonitorView::setSidePanel(QWidget* panel) {
    delete m_side;
    m_side = panel;
    if (!panel)
        return;
    m_body->addWidget(panel);
    m_body->setStretchFactor(1, 2);
    panel->hide();
}

double MonitorView::epochAt(double x) const {
    const RunCurves* curves = m_runId ? m_watcher->curves(m_runId) : nullptr;
    const MetricSeries* series = curves ? curves->series(QStringLiteral("train/loss")) : nullptr;
    if (!series || series->isEmpty())
        return -1;
    const QVector<double> xs = curves->xValues(*series, m_axis);
    qsizetype nearest = 0;
    for (qsizetype i = 1; i < xs.size(); ++i) {
        if (std::abs(xs[i] - x) < std::abs(xs[nearest] - x))
            nearest = i;
    }
    return curves->fractionalEpoch(static_cast<int64_t>(series->epoch[nearest]),
                                   static_cast<int64_t>(series->step[nearest]));
}

QString MonitorView::statusText() const {
    return m_status->text();
}

QString MonitorView::consoleText() const {
    return m_console->toPlainText();
}

void MonitorView::onRunsRead() {
    const auto& runs = m_watcher->runs();
    // The combo lists the runs newest first; rebuilt only when the list changed.
    QStringList labels;
    for (auto it = runs.rbegin(); it != runs.rend(); ++it)
        labels << tr("#%1 %2 (%3)").arg(it->id).arg(qs(it->name), statusWord(it->status));
    bool same = labels.size() == m_runCombo->count();
    for (int i = 0; same && i < m_runCombo->count(); ++i)
        same = m_runCombo->itemText(i) == labels[i];
    if (!same) {
        const QSignalBlocker blocker(m_runCombo);
        m_runCombo->clear();
        int i = 0;
        for (auto it = runs.rbegin(); it != runs.rend(); ++it, ++i)
            m_runCombo->addItem(labels[i], QVariant::fromValue<qint64>(it->id));
        const int index = m_runCombo->findData(QVariant::fromValue<qint64>(m_runId));
        m_runCombo->setCurrentIndex(index);
    }
    if (!m_pendingRunDir.isEmpty()) {
        for (auto it = runs.rbegin(); it != runs.rend(); ++it) {
            if (qs(it->runDir) == m_pendingRunDir) {
                showRun(it->id);  // keeps the console: the process made this run
                break;
            }
        }
    } else if (m_runId == 0 && !runs.isEmpty()) {
        showRun(runs.back().id);  // the newest run, on first sight
    }
    updateStatus();
    updateButtons();
}

void MonitorView::onCurvesChanged(qint64 runId) {
    if (runId != m_runId)
        return;
    updateCurves(false);
    updateStatus();
}

void MonitorView::redrawAll() {
    for (CurvePlot* plot : {m_loss, m_lr, m_metric, m_speed})
        plot->clearCurves();
    const QString x = m_axis == CurveAxis::Step    ? tr("step")
                      : m_axis == CurveAxis::Epoch ? tr("epoch")
                                                   : tr("minutes");
    m_loss->setAxisLabels(x, tr("loss"));
    m_lr->setAxisLabels(x, tr("learning rate"));
    m_metric->setAxisLabels(x, tr(taskDescriptor(m_task).chartAxis.c_str()));
    m_speed->setAxisLabels(x, tr("images / s"), tr("data wait (%)"));
    updateCurves(true);
}

void MonitorView::updateCurves(bool fromScratch) {
    const RunCurves* curves = m_runId ? m_watcher->curves(m_runId) : nullptr;
    if (!curves)
        return;
    const double weight = m_smoothing->value() / 100.0;
    auto draw = [&](CurvePlot* plot, const CurveSpec& spec) {
        const QString id = QString::fromStdString(spec.metric);
        const MetricSeries* series = curves->series(id);
        if (!series || series->isEmpty())
            return;
        const QVector<double> x = curves->xValues(*series, m_axis);
        // Epoch positions of the running epoch move when it ends: redraw those curves whole.
        const bool whole = fromScratch || m_axis == CurveAxis::Epoch;
        CurvePlot::CurveStyle style{spec.color, Qt::SolidLine, 2, spec.secondaryAxis, spec.scatter};
        if (spec.smoothedToo && spec.scatter) {
            // A few validation points: the measured values strong (what the status line reports), the
            // smoothed trend faint; strong smoothing of six points would lag far behind the last one.
            QColor faint = spec.color;
            faint.setAlpha(110);
            CurvePlot::CurveStyle trend{faint, Qt::DashLine, 1, spec.secondaryAxis, false};
            plot->setCurve(id + QStringLiteral("#raw"), spec.label, style, x, series->value,
                           whole ? 0 : plot->curvePoints(id + QStringLiteral("#raw")));
            plot->setCurve(id, tr("%1 (smoothed)").arg(spec.label), trend, x, smoothed(series->value, weight),
                           whole ? 0 : plot->curvePoints(id));
        } else if (spec.smoothedToo) {
            QColor faint = spec.color;
            faint.setAlpha(70);
            CurvePlot::CurveStyle raw{faint, Qt::SolidLine, 1, spec.secondaryAxis, spec.scatter};
            plot->setCurve(id + QStringLiteral("#raw"), tr("%1 (raw)").arg(spec.label), raw, x, series->value,
                           whole ? 0 : plot->curvePoints(id + QStringLiteral("#raw")));
            plot->setCurve(id, spec.label, style, x, smoothed(series->value, weight),
                           whole ? 0 : plot->curvePoints(id));
        } else {
            plot->setCurve(id, spec.label, style, x, series->value, whole ? 0 : plot->curvePoints(id));
        }
    };
    draw(m_loss, {"train/loss", tr("train loss"), kBlue, true});
    draw(m_loss, {"val/loss", tr("val loss"), kOrange, true, false, true});
    draw(m_lr, {"train/lr", tr("learning rate"), kGreen});
    // The task's metrics, as its descriptor names them, and the averaged weights' primary metric.
    const TaskDescriptor& task = taskDescriptor(m_task);
    const QColor colors[] = {kBlue, kOrange};
    for (size_t i = 0; i < task.plotted.size(); ++i) {
        const QString label = tr(task.label(task.plotted[i]).c_str());
        draw(m_metric, {"val/" + task.plotted[i], label, colors[i % 2], true, false, true});
    }
    const QString primary = tr(task.label(task.primaryMetric()).c_str());
    draw(m_metric,
         {"val_ema/" + task.primaryMetric(), tr("%1 (EMA)").arg(primary), kPurple, true, false, true});
    draw(m_speed, {"train/img_per_s", tr("images/s"), kBlue, true});
    draw(m_speed, {"train/data_wait_pct", tr("data wait %"), kRed, true, true});
    // Where a loss became NaN or infinite: the curve ends there, and the line says why.
    if (const auto& diverged = curves->divergence()) {
        if (const MetricSeries* series = curves->series(diverged->metric)) {
            const double x = curves->xValues(*series, m_axis).at(diverged->index);
            m_loss->setMarker(QStringLiteral("diverged"), x, tr("diverged", "the loss became NaN here"),
                              kRed);
        }
    }
}

void MonitorView::updateStatus() {
    const auto run = m_runId ? m_watcher->run(m_runId) : std::nullopt;
    if (!run) {
        m_status->setText(m_pendingRunDir.isEmpty() ? tr("No run selected.")
                                                    : tr("Starting %1 …").arg(m_pendingRunDir));
        m_status->setStyleSheet({});
        return;
    }
    // The config is parsed once per run, not on every refresh of the status line.
    if (m_totalEpochs < 0)
        m_totalEpochs = RunProgress::configuredEpochs(run->configYaml);
    if (run->status != RunStatus::Running && m_stopAsked == m_runId)
        m_stopAsked = 0;  // it stopped (or ended otherwise): a resumed run is not stopping
    const double now = static_cast<double>(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    RunProgress progress = RunProgress::of(*run, m_watcher->curves(m_runId), m_totalEpochs, now);
    const bool ownStopping = m_process && m_process->isRunning() && m_process->stopRequested() &&
                             m_process->runDir() == qs(run->runDir);
    progress.stopping = ownStopping || m_stopAsked == m_runId;
    QString text = progress.text();
    if (progress.status == RunStatus::Lost && progress.message.isEmpty())
        text += tr(" — the training process ended without recording why (killed?)");
    m_status->setText(text);
    m_status->setStyleSheet(progress.failed() ? QStringLiteral("color: #c0392b; font-weight: bold;")
                                              : QString());
}

void MonitorView::updateButtons() {
    const auto run = m_runId ? m_watcher->run(m_runId) : std::nullopt;
    const bool ownProcess = m_process && m_process->isRunning();
    // A run started elsewhere on this machine can be stopped through its process id too.
    const bool running = ownProcess || (run && run->status == RunStatus::Running);
    m_stop->setEnabled(running);
    m_kill->setEnabled(running);
    m_resume->setEnabled(run && !ownProcess && run->status != RunStatus::Running &&
                         run->status != RunStatus::Finished);
    m_duplicate->setEnabled(run.has_value());
    // A run that failed is mended and launched again; any other is the start of a variant.
    m_duplicate->setText(run && run->status == RunStatus::Failed ? tr("Edit and relaunch")
                                                                 : tr("Duplicate and edit"));
}

}  // namespace osprey::ui
