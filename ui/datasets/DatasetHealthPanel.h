#pragma once

#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

#include <memory>

#include "data/checks/DataCheck.h"

class QLabel;
class QTableWidget;

namespace osprey::ui {

class AnnotatedImageView;
class BoxStatisticsPlot;
class BrowsedDataset;

// The Datasets view's "Health" page: what core's data check found in the open dataset. Leaks (a picture in
// both splits) and duplicates in a table; the selected pair's two pictures side by side with their boxes;
// for detection, the box statistics of the split shown.
class DatasetHealthPanel : public QWidget {
    Q_OBJECT
public:
    explicit DatasetHealthPanel(QWidget* parent = nullptr);
    ~DatasetHealthPanel() override;

    // A new dataset (nothing checked yet), or the result of a check of it.
    void setDataset(std::shared_ptr<const BrowsedDataset> dataset);
    void setReport(const DataCheckReport& report);
    void setSplit(int split);

    QTableWidget* pairTable() const { return m_pairs; }
    AnnotatedImageView* leftImage() const { return m_left; }
    AnnotatedImageView* rightImage() const { return m_right; }
    BoxStatisticsPlot* boxPlot() const { return m_plot; }
    QLabel* summaryLabel() const { return m_summary; }

Q_SIGNALS:
    // Both pictures of the selected pair are shown.
    void pairShown();

private:
    struct PairImages {
        QImage left, right;
        QString leftWhy, rightWhy;
    };
    void showPair(int row);
    void onPairRead();

    QLabel* m_summary;
    QTableWidget* m_pairs;
    AnnotatedImageView* m_left;
    AnnotatedImageView* m_right;
    QLabel* m_leftName;
    QLabel* m_rightName;
    BoxStatisticsPlot* m_plot;
    QFutureWatcher<PairImages> m_reading;
    std::shared_ptr<const BrowsedDataset> m_dataset;
    std::vector<ImagePair> m_shown;  // the table's rows: leaks first, then duplicates
    std::vector<SplitStatistics> m_statistics;
    int m_split = 0;
};

}  // namespace osprey::ui
