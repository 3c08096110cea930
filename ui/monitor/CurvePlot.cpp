#include "monitor/CurvePlot.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QTextStream>
#include <QToolTip>

#include <cmath>
#include <limits>
#include <utility>

namespace osprey::ui {

namespace {
constexpr int kReplotIntervalMs = 40;
constexpr double kHoverRadiusPx = 24;
}  // namespace

CurvePlot::CurvePlot(const QString& title, QWidget* parent) : QCustomPlot(parent) {
    setMinimumSize(240, 180);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, title, QFont(font().family(), font().pointSize() + 1, QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);
    legend->setVisible(true);
    legend->setFont(QFont(font().family(), font().pointSize() - 1));
    legend->setBrush(QColor(255, 255, 255, 200));
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectLegend);
    axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    setNoAntialiasingOnDrag(true);
    setPlottingHints(QCP::phFastPolylines | QCP::phCacheLabels);
    yAxis2->setVisible(false);

    m_replotTimer.setSingleShot(true);
    m_replotTimer.setInterval(kReplotIntervalMs);
    connect(&m_replotTimer, &QTimer::timeout, this, &CurvePlot::doReplot);
    connect(this, &QCustomPlot::legendClick, this, &CurvePlot::onLegendClick);
    connect(this, &QCustomPlot::mouseMove, this, &CurvePlot::onMouseMove);
    connect(this, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        if (event->button() != Qt::LeftButton)
            return;
        m_follow = false;  // the user takes the view
        m_pressedAt = event->pos();
    });
    connect(this, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* event) {
        const QPoint pressed = std::exchange(m_pressedAt, QPoint(-1, -1));
        if (event->button() != Qt::LeftButton || pressed.x() < 0 ||
            (event->pos() - pressed).manhattanLength() >= QApplication::startDragDistance())
            return;  // a drag pans the view: not a click on a point
        if (!axisRect()->rect().contains(pressed) ||
            (legend->visible() && legend->outerRect().contains(pressed)))
            return;
        Q_EMIT pointClicked(xAxis->pixelToCoord(pressed.x()));
    });
    connect(this, &QCustomPlot::mouseWheel, this, [this] { m_follow = false; });
    connect(this, &QCustomPlot::mouseDoubleClick, this, [this] { resetView(); });
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, &CurvePlot::showMenu);
}

void CurvePlot::setTitle(const QString& title) {
    m_title->setText(title);
    requestReplot();
}

void CurvePlot::setAxisLabels(const QString& x, const QString& y, const QString& y2) {
    xAxis->setLabel(x);
    yAxis->setLabel(y);
    yAxis2->setLabel(y2);
}

void CurvePlot::setCurve(const QString& id, const QString& label, const CurveStyle& style,
                         const QVector<double>& x, const QVector<double>& y, qsizetype appendFrom) {
    QCPGraph* graph = m_graphs.value(id);
    if (!graph) {
        graph = addGraph(xAxis, style.secondaryAxis ? yAxis2 : yAxis);
        QPen pen(style.color, style.width, style.pen);
        graph->setPen(pen);
        graph->setName(label);
        graph->setAdaptiveSampling(true);
        if (style.scatter)
            graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, style.color, style.color, 5));
        if (style.secondaryAxis) {
            yAxis2->setVisible(true);
            yAxis2->setTickLabels(true);
        }
        m_graphs.insert(id, graph);
        m_labels.insert(graph, id);
        appendFrom = 0;
    } else if (graph->name() != label) {
        graph->setName(label);  // a renamed run
    }
    const qsizetype have = graph->dataCount();
    if (appendFrom > 0 && appendFrom == have && x.size() >= have) {
        graph->addData(x.mid(have), y.mid(have));  // a resumed run may repeat steps
        m_extents[graph].add(x, y, have);
    } else {
        graph->setData(x, y);
        m_extents[graph] = Extent();
        m_extents[graph].add(x, y, 0);
    }
    requestReplot();
}

void CurvePlot::Extent::add(const QVector<double>& x, const QVector<double>& y, qsizetype from) {
    for (qsizetype i = from; i < std::min(x.size(), y.size()); ++i) {
        if (!std::isfinite(x[i]) || !std::isfinite(y[i]))
            continue;
        if (empty) {
            minX = maxX = x[i];
            minY = maxY = y[i];
            empty = false;
            continue;
        }
        minX = std::min(minX, x[i]);
        maxX = std::max(maxX, x[i]);
        minY = std::min(minY, y[i]);
        maxY = std::max(maxY, y[i]);
    }
}

void CurvePlot::followData() {
    if (m_log) {
        rescaleAxes(true);  // only positive values count on a log axis: QCustomPlot knows how
        if (yAxis->range().lower <= 0)
            yAxis->setRangeLower(std::max(1e-8, yAxis->range().upper * 1e-6));
        return;
    }
    Extent x, left, right;
    for (auto it = m_extents.cbegin(); it != m_extents.cend(); ++it) {
        const Extent& e = it.value();
        if (e.empty || !it.key()->visible())
            continue;
        Extent& y = it.key()->valueAxis() == yAxis2 ? right : left;
        for (Extent* target : {&x, &y}) {
            if (target->empty) {
                *target = e;
            } else {
                target->minX = std::min(target->minX, e.minX);
                target->maxX = std::max(target->maxX, e.maxX);
                target->minY = std::min(target->minY, e.minY);
                target->maxY = std::max(target->maxY, e.maxY);
            }
        }
    }
    // Room around the data, so that the first and last points (validation markers) are not drawn on the
    // axes; a single value gets some room around it, as QCustomPlot's own rescale does.
    auto range = [](double lower, double upper) {
        const double margin = 0.04 * (upper - lower);
        return lower < upper ? QCPRange(lower - margin, upper + margin)
                             : QCPRange(lower - std::max(0.5, std::abs(lower) * 0.05),
                                        upper + std::max(0.5, std::abs(upper) * 0.05));
    };
    // A marker is where something happened to the curves (the step a run diverged): in sight too.
    for (const Marker& marker : std::as_const(m_markers)) {
        const double at = marker.line->point1->key();
        x.minX = x.empty ? at : std::min(x.minX, at);
        x.maxX = x.empty ? at : std::max(x.maxX, at);
        x.empty = false;
    }
    if (!x.empty)
        xAxis->setRange(range(x.minX, x.maxX));
    if (!left.empty)
        yAxis->setRange(range(left.minY, left.maxY));
    if (!right.empty)
        yAxis2->setRange(range(right.minY, right.maxY));
}

qsizetype CurvePlot::curvePoints(const QString& id) const {
    const QCPGraph* graph = m_graphs.value(id);
    return graph ? graph->dataCount() : 0;
}

void CurvePlot::setMarker(const QString& id, double x, const QString& label, const QColor& color) {
    Marker marker = m_markers.value(id);
    if (!marker.line) {
        marker.line = new QCPItemStraightLine(this);
        marker.line->setPen(QPen(color, 1.5, Qt::DashLine));
        marker.label = new QCPItemText(this);
        marker.label->setColor(color);
        marker.label->setFont(QFont(font().family(), font().pointSize(), QFont::Bold));
        // Left of the line, at the chart's foot whatever the Y range: a run diverges where its curve ends,
        // at the right edge, and the legend is at the top.
        marker.label->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        marker.label->setPadding(QMargins(0, 0, 4, 2));
        marker.label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        marker.label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        m_markers.insert(id, marker);
    }
    marker.line->point1->setCoords(x, 0);
    marker.line->point2->setCoords(x, 1);
    marker.label->position->setCoords(x, 1);
    marker.label->setText(label);
    requestReplot();
}

QStringList CurvePlot::markerLabels() const {
    QStringList out;
    for (const Marker& marker : m_markers)
        out << marker.label->text();
    return out;
}

double CurvePlot::markerX(const QString& id) const {
    const auto it = m_markers.find(id);
    return it == m_markers.end() ? std::numeric_limits<double>::quiet_NaN() : it->line->point1->key();
}

void CurvePlot::clearCurves() {
    clearItems();
    m_markers.clear();
    clearGraphs();
    m_graphs.clear();
    m_labels.clear();
    m_extents.clear();
    yAxis2->setVisible(false);
    m_follow = true;
    requestReplot();
}

void CurvePlot::requestReplot() {
    if (!m_replotTimer.isActive())
        m_replotTimer.start();
}

void CurvePlot::doReplot() {
    legend->setVisible(graphCount() > 0);
    if (m_follow)
        followData();
    replot(QCustomPlot::rpQueuedRefresh);
    ++m_replots;
}

void CurvePlot::setLogScale(bool on) {
    m_log = on;
    if (on) {
        yAxis->setScaleType(QCPAxis::stLogarithmic);
        yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    } else {
        yAxis->setScaleType(QCPAxis::stLinear);
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
    m_follow = true;
    requestReplot();
}

void CurvePlot::resetView() {
    m_follow = true;
    requestReplot();
}

void CurvePlot::onLegendClick(QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) {
    auto* entry = qobject_cast<QCPPlottableLegendItem*>(item);
    if (!entry)
        return;
    QCPAbstractPlottable* plottable = entry->plottable();
    plottable->setVisible(!plottable->visible());
    entry->setTextColor(plottable->visible() ? Qt::black : Qt::gray);
    requestReplot();
}

QString CurvePlot::hoverText(const QPointF& pixel) const {
    const QCPGraph* best = nullptr;
    double bestDistance = kHoverRadiusPx, bestX = 0, bestY = 0;
    for (int i = 0; i < graphCount(); ++i) {
        QCPGraph* g = graph(i);
        if (!g->visible() || g->dataCount() == 0)
            continue;
        const double key = xAxis->pixelToCoord(pixel.x());
        auto it = g->data()->findBegin(key, true);
        for (int step = 0; step < 2 && it != g->data()->constEnd(); ++step, ++it) {
            const QPointF p = g->coordsToPixels(it->key, it->value);
            const double d = std::hypot(p.x() - pixel.x(), p.y() - pixel.y());
            if (d < bestDistance) {
                bestDistance = d;
                best = g;
                bestX = it->key;
                bestY = it->value;
            }
        }
    }
    if (!best)
        return {};
    return QStringLiteral("%1\n%2: %3\n%4: %5")
        .arg(best->name(), xAxis->label().isEmpty() ? QStringLiteral("x") : xAxis->label(),
             QString::number(bestX, 'g', 6), tr("value"), QString::number(bestY, 'g', 6));
}

void CurvePlot::onMouseMove(QMouseEvent* event) {
    const QString text = hoverText(event->position());
    if (text.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
    }
}

void CurvePlot::showMenu(const QPoint& pos) {
    QMenu menu(this);
    QAction* log = menu.addAction(tr("Log scale"));
    log->setCheckable(true);
    log->setChecked(m_log);
    connect(log, &QAction::toggled, this, &CurvePlot::setLogScale);
    menu.addAction(tr("Reset view"), this, &CurvePlot::resetView);
    menu.addSeparator();
    menu.addAction(tr("Export PNG…"), this, [this] { exportDialog(true); });
    menu.addAction(tr("Export CSV…"), this, [this] { exportDialog(false); });
    menu.exec(mapToGlobal(pos));
}

void CurvePlot::exportDialog(bool png) {
    const QString path =
        QFileDialog::getSaveFileName(this, png ? tr("Export PNG") : tr("Export CSV"), QString(),
                                     png ? tr("PNG images (*.png)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const bool ok = png ? exportPng(path) : exportCsv(path);
    if (!ok)
        QMessageBox::warning(this, tr("Export"), tr("Cannot write '%1'.").arg(path));
}

bool CurvePlot::exportPng(const QString& path, int width, int height) {
    return savePng(path, width, height);
}

QString CurvePlot::csv() const {
    QString out = QStringLiteral("curve,x,y\n");
    QTextStream stream(&out);
    for (int i = 0; i < graphCount(); ++i) {
        const QCPGraph* g = graph(i);
        QString name = g->name();
        if (name.contains(QLatin1Char(',')) || name.contains(QLatin1Char('"')))
            name =
                QLatin1Char('"') + name.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
            stream << name << ',' << QString::number(it->key, 'g', 10) << ','
                   << QString::number(it->value, 'g', 10) << '\n';
    }
    return out;
}

bool CurvePlot::exportCsv(const QString& path) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(csv().toUtf8());
    return file.commit();
}

}  // namespace osprey::ui
