#pragma once

#include <QFutureWatcher>
#include <QVector>
#include <QWidget>

#include <memory>

#include "inspect/ClassConfusion.h"

class QComboBox;
class QLabel;
class QListView;
class QTableView;
class QTableWidget;

namespace osprey::ui {

class BrowsedDataset;
class ConfusionModel;
class ThumbnailModel;

// A run's validation as its records tell it (RUN_DIR/inspect.db): the confusion matrix, each class's
// precision, recall and F1, and, for the cell clicked, a gallery of the pictures behind it (labelled as the
// row, predicted as the column). Everything is read off the GUI thread.
class EvaluationView : public QWidget {
    Q_OBJECT
public:
    explicit EvaluationView(QWidget* parent = nullptr);
    ~EvaluationView() override;

    // Reads the run's latest validation (`epoch` from 1; 0: the latest).
    void loadRun(const QString& runDir, int epoch = 0);
    // Fills the gallery with the pictures of class `truth` predicted as `predicted`.
    void showCell(int truth, int predicted);

    bool isLoading() const { return m_loading.isRunning(); }
    QString errorText() const { return m_error; }
    QTableView* matrixView() const { return m_matrixView; }
    ConfusionModel* matrix() const { return m_matrix; }
    QTableWidget* classTable() const { return m_classes; }
    ThumbnailModel* gallery() const { return m_thumbnails; }
    QListView* galleryView() const { return m_galleryView; }

Q_SIGNALS:
    void loaded();
    void cellShown(int truth, int predicted, int pictures);

private:
    struct Loaded {
        QString error;
        QString runDir;
        std::shared_ptr<const BrowsedDataset> dataset;
        ClassConfusion confusion;
        QVector<int> labels, predicted;  // per validation item; -1 where none was recorded
        QVector<int> pictureOf;  // per validation item: its index in the dataset as it reads now, or -1
        QVector<int> epochs;     // the recorded validations' epochs, from 1
        QString pictureProblem;  // why some or all pictures cannot be shown
    };
    void onLoaded();

    QLabel* m_title;
    QComboBox* m_epoch;
    QTableView* m_matrixView;
    ConfusionModel* m_matrix;
    QTableWidget* m_classes;
    QLabel* m_cellLabel;
    QListView* m_galleryView;
    ThumbnailModel* m_thumbnails;
    QFutureWatcher<Loaded> m_loading;
    Loaded m_data;
    QString m_error;
    // A load asked for while another ran: started when that one is done.
    QString m_pendingRun;
    int m_pendingEpoch = 0;
};

}  // namespace osprey::ui
