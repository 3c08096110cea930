#pragma once

#include "common/QCustomPlotInclude.h"
#include "data/checks/DatasetStatistics.h"

namespace osprey::ui {

// A detection split's boxes in four plots, as a person judges a training set before training on it: box
// width and height as a share of the picture, aspect ratios, where box centres fall (a heat map), and boxes
// per picture.
class BoxStatisticsPlot : public QCustomPlot {
    Q_OBJECT
public:
    explicit BoxStatisticsPlot(QWidget* parent = nullptr);

    void setStatistics(const SplitStatistics& statistics);
    void clearStatistics();

    // What is drawn, for tests: the bar heights of the box-width histogram, and the heat map's cells summed.
    QVector<double> widthBars() const;
    double centreTotal() const;

private:
    QCPAxisRect* m_sizes;
    QCPAxisRect* m_aspect;
    QCPAxisRect* m_centres;
    QCPAxisRect* m_perImage;
    QCPBars* m_widths;
    QCPBars* m_heights;
    QCPBars* m_ratios;
    QCPBars* m_counts;
    QCPColorMap* m_map;
};

}  // namespace osprey::ui
