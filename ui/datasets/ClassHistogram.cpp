#include "datasets/ClassHistogram.h"

namespace osprey::ui {

namespace {
const QColor kSplitColours[] = {QColor(31, 119, 180), QColor(255, 127, 14)};
}

ClassHistogram::ClassHistogram(QWidget* parent) : QCustomPlot(parent) {
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    axisRect()->setRangeDrag(Qt::Horizontal);
    axisRect()->setRangeZoom(Qt::Horizontal);
    legend->setVisible(true);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    setMinimumHeight(180);
}

void ClassHistogram::clearHistogram() {
    clearPlottables();
    replot();
}

void ClassHistogram::setSummary(const DatasetSummary& summary) {
    clearPlottables();
    auto* group = new QCPBarsGroup(this);
    QVector<double> ticks;
    for (int c = 0; c < summary.classNames.size(); ++c)
        ticks << c;
    double top = 1;
    for (int s = 0; s < summary.splits.size(); ++s) {
        const SplitSummary& split = summary.splits[s];
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(split.name);
        bars->setWidth(0.8 / std::max<qsizetype>(1, summary.splits.size()));
        bars->setPen(Qt::NoPen);
        bars->setBrush(kSplitColours[s % 2]);
        bars->setBarsGroup(group);
        QVector<double> values;
        for (qint64 v : split.perClass) {
            values << static_cast<double>(v);
            top = std::max(top, static_cast<double>(v));
        }
        bars->setData(ticks, values, true);
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int c = 0; c < summary.classNames.size(); ++c)
        ticker->addTick(c, summary.classNames[c]);
    xAxis->setTicker(ticker);
    xAxis->setTickLabelRotation(summary.classNames.size() > 12 ? 60 : 0);
    xAxis->setSubTicks(false);
    xAxis->setRange(-0.6, std::min<qsizetype>(summary.classNames.size(), 60) - 0.4);
    yAxis->setRange(0, top * 1.1);
    yAxis->setLabel(summary.detection ? tr("Boxes") : tr("Images"));
    replot();
}

QVector<double> ClassHistogram::values(int split) const {
    QVector<double> out;
    if (split >= plottableCount())
        return out;
    const auto* bars = qobject_cast<QCPBars*>(const_cast<ClassHistogram*>(this)->plottable(split));
    if (!bars)
        return out;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

}  // namespace osprey::ui
