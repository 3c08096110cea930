#include "datasets/BoxStatisticsPlot.h"

namespace osprey::ui {

namespace {

QCPBars* barsIn(QCPAxisRect* rect, const QColor& colour) {
    auto* bars = new QCPBars(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    bars->setPen(Qt::NoPen);
    bars->setBrush(colour);
    return bars;
}

// Bars at the centres of `h`'s bins.
void setHistogram(QCPBars* bars, const Histogram& h) {
    QVector<double> keys, values;
    const double width = (h.high - h.low) / std::max<size_t>(1, h.counts.size());
    for (size_t i = 0; i < h.counts.size(); ++i) {
        keys << h.low + (static_cast<double>(i) + 0.5) * width;
        values << static_cast<double>(h.counts[i]);
    }
    bars->setWidth(width * 0.45);
    bars->setData(keys, values, true);
}

}  // namespace

BoxStatisticsPlot::BoxStatisticsPlot(QWidget* parent) : QCustomPlot(parent) {
    plotLayout()->clear();
    m_sizes = new QCPAxisRect(this);
    m_aspect = new QCPAxisRect(this);
    m_centres = new QCPAxisRect(this);
    m_perImage = new QCPAxisRect(this);
    plotLayout()->addElement(0, 0, m_sizes);
    plotLayout()->addElement(0, 1, m_aspect);
    plotLayout()->addElement(1, 0, m_centres);
    plotLayout()->addElement(1, 1, m_perImage);
    m_sizes->axis(QCPAxis::atBottom)
        ->setLabel(tr("Box width (blue) and height (orange), share of the picture"));
    m_aspect->axis(QCPAxis::atBottom)->setLabel(tr("Aspect ratio, log2(width / height)"));
    m_centres->axis(QCPAxis::atBottom)->setLabel(tr("Box centres (left to right, top down)"));
    m_perImage->axis(QCPAxis::atBottom)->setLabel(tr("Boxes per picture (the last bar: 20 or more)"));
    m_widths = barsIn(m_sizes, QColor(31, 119, 180));
    m_heights = barsIn(m_sizes, QColor(255, 127, 14));
    m_ratios = barsIn(m_aspect, QColor(44, 160, 44));
    m_counts = barsIn(m_perImage, QColor(148, 103, 189));
    m_map = new QCPColorMap(m_centres->axis(QCPAxis::atBottom), m_centres->axis(QCPAxis::atLeft));
    m_map->setGradient(QCPColorGradient::gpThermal);
    m_map->setInterpolate(false);
    m_centres->axis(QCPAxis::atLeft)->setRangeReversed(true);  // the picture's top at the top
    setMinimumHeight(260);
}

void BoxStatisticsPlot::clearStatistics() {
    for (QCPBars* bars : {m_widths, m_heights, m_ratios, m_counts})
        bars->data()->clear();
    m_map->data()->clear();
    replot();
}

void BoxStatisticsPlot::setStatistics(const SplitStatistics& s) {
    if (!s.detection) {
        clearStatistics();
        return;
    }
    setHistogram(m_widths, s.boxWidth);
    setHistogram(m_heights, s.boxHeight);
    // Width and height side by side in each bin.
    const double shift =
        (s.boxWidth.high - s.boxWidth.low) / std::max<size_t>(1, s.boxWidth.counts.size()) / 4;
    for (auto it = m_widths->data()->begin(); it != m_widths->data()->end(); ++it)
        it->key -= shift;
    for (auto it = m_heights->data()->begin(); it != m_heights->data()->end(); ++it)
        it->key += shift;
    setHistogram(m_ratios, s.aspectRatio);
    m_ratios->setWidth(m_ratios->width() * 2);
    QVector<double> keys, values;
    for (size_t k = 0; k < s.boxesPerImage.size(); ++k) {
        keys << static_cast<double>(k);
        values << static_cast<double>(s.boxesPerImage[k]);
    }
    m_counts->setWidth(0.8);
    m_counts->setData(keys, values, true);

    const int grid = SplitStatistics::kCentreGrid;
    m_map->data()->setSize(grid, grid);
    m_map->data()->setRange(QCPRange(0.5 / grid, 1 - 0.5 / grid), QCPRange(0.5 / grid, 1 - 0.5 / grid));
    for (int y = 0; y < grid; ++y)
        for (int x = 0; x < grid; ++x)
            m_map->data()->setCell(x, y, static_cast<double>(s.centres[static_cast<size_t>(y * grid + x)]));
    m_map->rescaleDataRange(true);
    for (QCPAxisRect* rect : {m_sizes, m_aspect, m_perImage})
        rect->axis(QCPAxis::atLeft)->rescale();
    m_sizes->axis(QCPAxis::atBottom)->setRange(0, 1);
    m_aspect->axis(QCPAxis::atBottom)->setRange(s.aspectRatio.low, s.aspectRatio.high);
    m_perImage->axis(QCPAxis::atBottom)->setRange(-0.6, SplitStatistics::kMostBoxesCounted + 0.6);
    m_centres->axis(QCPAxis::atBottom)->setRange(0, 1);
    m_centres->axis(QCPAxis::atLeft)->setRange(0, 1);
    for (QCPAxisRect* rect : {m_sizes, m_aspect, m_perImage}) {
        QCPAxis* y = rect->axis(QCPAxis::atLeft);
        y->setRange(0, std::max(1.0, y->range().upper * 1.1));
    }
    replot();
}

QVector<double> BoxStatisticsPlot::widthBars() const {
    QVector<double> out;
    for (auto it = m_widths->data()->constBegin(); it != m_widths->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

double BoxStatisticsPlot::centreTotal() const {
    double total = 0;
    const int side = m_map->data()->keySize();
    for (int y = 0; y < m_map->data()->valueSize(); ++y)
        for (int x = 0; x < side; ++x)
            total += m_map->data()->cell(x, y);
    return total;
}

}  // namespace osprey::ui
