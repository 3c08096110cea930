#pragma once

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

#include "datasets/BrowsedDataset.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace osprey {
class Config;
}

namespace osprey::ui {

class AnnotatedImageView;
class ClassHistogram;
class DatasetHealthPanel;
class ThumbnailModel;

struct BrokenImage {
    int split = 0;
    int index = 0;  // in its split; -1 for a file the reader skipped (no item of it)
    QString name;
    QString why;
};

// Browses a dataset: a folder, CIFAR, COCO, VOC, YOLO or a demo dataset, or the one the experiment names.
// Thumbnails with ground-truth boxes and labels, a class histogram, counts, annotation problems, and a check
// of every image off the GUI thread (core's data check): the files that cannot be read, and on the Health
// page leaks across the splits, duplicates and the box statistics.
class DatasetsView : public QWidget {
    Q_OBJECT
public:
    explicit DatasetsView(QWidget* parent = nullptr);
    ~DatasetsView() override;

    // Opens the dataset the form names (format, location); relative locations are taken from the default
    // data folder.
    void openFromForm();
    // Opens the dataset an experiment's data.* keys name.
    void openConfig(const Config& config);
    void setSource(const QString& format, const QString& location);
    void showSplit(int split);
    // Reads every image of both splits: lists those that cannot be read, and fills the Health page.
    void checkImages();
    void cancelCheck();

    bool isOpening() const { return m_opening.isRunning(); }
    bool isChecking() const { return m_checking.isRunning(); }
    std::shared_ptr<const BrowsedDataset> dataset() const { return m_dataset; }
    QString errorText() const { return m_error; }
    ThumbnailModel* thumbnails() const { return m_thumbnails; }
    QListView* thumbnailView() const { return m_thumbnailView; }
    ClassHistogram* histogram() const { return m_histogram; }
    QListWidget* problems() const { return m_problems; }
    AnnotatedImageView* preview() const { return m_preview; }
    QLabel* countsLabel() const { return m_counts; }
    const QVector<BrokenImage>& brokenImages() const { return m_broken; }
    DatasetHealthPanel* health() const { return m_health; }
    QTabWidget* pages() const { return m_pages; }
    QPushButton* checkButton() const { return m_check; }
    // The last finished check (empty before one).
    const DataCheckReport& report() const { return m_report; }

Q_SIGNALS:
    void experimentDatasetRequested();
    void opened();
    void checkFinished();
    void previewShown();

private:
    struct Opened {
        std::shared_ptr<const BrowsedDataset> dataset;
        QString error;
    };
    struct Preview {
        QImage image;
        QString name;
        QString why;
        QVector<LabelledBox> boxes;
    };
    void onOpened();
    void onPreviewRead();
    void browse();
    void showPreview(const QModelIndex& index);
    void updateProblems();
    void onCheckFinished();

    QComboBox* m_format;
    QLineEdit* m_location;
    QPushButton* m_open;
    QComboBox* m_split;
    QLabel* m_counts;
    QListView* m_thumbnailView;
    ThumbnailModel* m_thumbnails;
    AnnotatedImageView* m_preview;
    QLabel* m_previewName;
    ClassHistogram* m_histogram;
    QListWidget* m_problems;
    QPushButton* m_check;
    QProgressBar* m_progress;
    QTabWidget* m_pages;
    DatasetHealthPanel* m_health;
    QFutureWatcher<Opened> m_opening;
    QFutureWatcher<DataCheckReport> m_checking;
    std::shared_ptr<std::atomic<bool>> m_cancelCheck;
    DataCheckReport m_report;
    QFutureWatcher<Preview> m_previewing;
    std::shared_ptr<const BrowsedDataset> m_dataset;
    QVector<BrokenImage> m_broken;
    bool m_checkedAll = false;  // the last check read every image
    QString m_error;
};

}  // namespace osprey::ui
