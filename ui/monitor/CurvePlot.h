#pragma once

#include <QHash>
#include <QTimer>

#include "common/QCustomPlotInclude.h"

namespace osprey::ui {

// One chart of live curves: graphs keyed by an id, fed incrementally, replotted at most once per ~40 ms
// however often data arrives. Drag pans, the wheel zooms (either axis over its labels), double click or
// "Reset view" follows the data again; legend entries toggle their curve; hovering shows the nearest point;
// a plain left click (not a drag) in the chart says where it was on the X axis; the context menu switches the
// Y axis to log scale and exports PNG or CSV.
class CurvePlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit CurvePlot(const QString& title, QWidget* parent = nullptr);

    struct CurveStyle {
        QColor color;
        Qt::PenStyle pen = Qt::SolidLine;
        int width = 2;
        bool secondaryAxis = false;  // right-hand Y axis
        bool scatter = false;        // points with a line, for sparse per-epoch rows
    };
    // Sets the curve's points to `x`/`y`; when the curve already holds a prefix of them, only the rest is
    // appended (`appendFrom` points are already there). Creates the curve on first use.
    void setCurve(const QString& id, const QString& label, const CurveStyle& style, const QVector<double>& x,
                  const QVector<double>& y, qsizetype appendFrom = 0);
    qsizetype curvePoints(const QString& id) const;
    // A vertical line across the chart at `x`, labelled at its top (where a run diverged); setting the same
    // id again moves it. clearCurves() removes the markers too.
    void setMarker(const QString& id, double x, const QString& label, const QColor& color);
    // The label of each marker by id, and where it is.
    QStringList markerLabels() const;
    double markerX(const QString& id) const;
    bool hasCurve(const QString& id) const { return m_graphs.contains(id); }
    void clearCurves();
    void setTitle(const QString& title);
    void setAxisLabels(const QString& x, const QString& y, const QString& y2 = {});

    // Coalesced: at most one replot per interval.
    void requestReplot();
    int replotCount() const { return m_replots; }

    void setLogScale(bool on);
    bool logScale() const { return m_log; }
    void resetView();
    bool followsData() const { return m_follow; }

    bool exportPng(const QString& path, int width = 1200, int height = 800);
    bool exportCsv(const QString& path) const;
    // "curve,x,y" rows of every curve.
    QString csv() const;

    // The text the hover tooltip shows for the point nearest `pixel`, or empty when none is close.
    QString hoverText(const QPointF& pixel) const;

Q_SIGNALS:
    // A left click that did not pan, inside the chart (not on its legend), at `x` on the X axis.
    void pointClicked(double x);

private:
    void doReplot();
    void onLegendClick(QCPLegend* legend, QCPAbstractLegendItem* item, QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    void showMenu(const QPoint& pos);
    void exportDialog(bool png);

    QCPTextElement* m_title;
    QHash<QString, QCPGraph*> m_graphs;
    QHash<QCPGraph*, QString> m_labels;
    struct Marker {
        QCPItemStraightLine* line;
        QCPItemText* label;
    };
    QHash<QString, Marker> m_markers;
    // Each curve's extent, kept up to date as points arrive, so that following the data does not scan every
    // point of every curve on each replot.
    struct Extent {
        double minX = 0, maxX = 0, minY = 0, maxY = 0;
        bool empty = true;
        void add(const QVector<double>& x, const QVector<double>& y, qsizetype from);
    };
    QHash<QCPGraph*, Extent> m_extents;
    void followData();
    QTimer m_replotTimer;
    QPoint m_pressedAt{-1, -1};  // where the left button went down, while it is down
    bool m_follow = true;
    bool m_log = false;
    int m_replots = 0;
};

}  // namespace osprey::ui
