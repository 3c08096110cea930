#pragma once

#include <QFutureWatcher>
#include <QWizardPage>

#include <memory>

#include "data/formats/DatasetDetection.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace osprey::ui {

class BrowsedDataset;

// New Experiment, first step: the dataset. The person picks a folder (or a YOLO data.yaml), or drops one;
// the format is recognised (core's detectDataset), the annotations are read on a worker thread, and the page
// shows the format and task, the images and classes of each split, a few pictures with their boxes, and
// every problem found. The page is complete when the dataset opens.
class DatasetPage : public QWizardPage {
    Q_OBJECT
public:
    explicit DatasetPage(QWidget* parent = nullptr);

    void setPath(const QString& path);
    const DatasetGuess& guess() const { return m_guess; }
    std::shared_ptr<const BrowsedDataset> dataset() const { return m_dataset; }
    QString summaryLine() const { return m_summaryLine; }
    // The side of the first training picture (0 before it is read): the input size follows from it.
    int imageSide() const { return m_imageSide; }
    bool isComplete() const override;
    // The annotations are being read (until the page shows what came of it).
    bool isReading() const { return m_reading; }

    QPushButton* chooseFolderButton() const { return m_chooseFolder; }
    QListWidget* thumbnails() const { return m_thumbnails; }
    QLabel* statusLabel() const { return m_status; }

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    struct Opened;
    void chooseFolder();
    void chooseFile();
    void showOpened();

    QLineEdit* m_path;
    QPushButton* m_chooseFolder;
    QLabel* m_status;
    QLabel* m_counts;
    QListWidget* m_thumbnails;
    QLabel* m_problems;
    DatasetGuess m_guess;
    std::shared_ptr<const BrowsedDataset> m_dataset;
    QString m_summaryLine;
    int m_imageSide = 0;
    QFutureWatcher<std::shared_ptr<Opened>> m_watcher;
    int m_generation = 0;
    bool m_reading = false;
};

}  // namespace osprey::ui
