#pragma once

#include "common/QCustomPlotInclude.h"
#include "datasets/BrowsedDataset.h"

namespace osprey::ui {

// Images (classification) or boxes (detection) per class, one bar per split side by side.
class ClassHistogram : public QCustomPlot {
    Q_OBJECT
public:
    explicit ClassHistogram(QWidget* parent = nullptr);

    void setSummary(const DatasetSummary& summary);
    void clearHistogram();
    // The bar heights of `split` as drawn.
    QVector<double> values(int split) const;
};

}  // namespace osprey::ui
