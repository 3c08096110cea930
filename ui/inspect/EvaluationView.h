#pragma once

#include <QFutureWatcher>
#include <QVector>
#include <QWidget>

#include <memory>

#include "inspect/ClassConfusion.h"

class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;
class QTableView;
class QTableWidget;

namespace osprey {
class RunRecords;
}

namespace osprey::ui {

class BrowsedDataset;
class ConfusionModel;
class CurvePlot;
class DetectorEvaluation;
class ThumbnailModel;

// A run's validation as its records tell it (RUN_DIR/inspect.db): the confusion matrix, each class's
// precision, recall and F1, and, for the cell clicked, a gallery of the pictures behind it (labelled as the
// row, predicted as the column). A detector's matrix has a background row and column at a score threshold
// the user picks; its gallery draws the cell's detections (false positives red) and missed boxes (dashed);
// each class's precision-recall curve shows where the threshold puts it; the thresholds can be saved with the
// run (RUN_DIR/thresholds.json), which predict --run and the Inference view then use. Everything is read off
// the GUI thread.
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
    int shownEpoch() const { return m_data.epoch; }  // the validation shown, from 1
    QString errorText() const { return m_error; }
    QTableView* matrixView() const { return m_matrixView; }
    ConfusionModel* matrix() const { return m_matrix; }
    QTableWidget* classTable() const { return m_classes; }
    ThumbnailModel* gallery() const { return m_thumbnails; }
    QListView* galleryView() const { return m_galleryView; }
    // Detectors only (null or hidden for a classifier's run).
    DetectorEvaluation* detector() const { return m_data.detector.get(); }
    QSlider* thresholdSlider() const { return m_threshold; }
    QPushButton* saveF1Button() const { return m_saveF1; }
    QPushButton* saveFixedButton() const { return m_saveFixed; }
    CurvePlot* curvePlot() const { return m_curves; }

Q_SIGNALS:
    void loaded();
    void cellShown(int truth, int predicted, int pictures);
    void thresholdsSaved(const QString& path);

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
        std::shared_ptr<DetectorEvaluation> detector;  // a detector's run
        int epoch = 0;                                 // the validation shown, from 1
        int checkpointEpoch = 0;  // detectors: the epoch of the weights predict --run loads (0: unknown)
        double summaryAP50 = -1;
    };
    static void loadDetector(Loaded& d, const RunRecords& records, int epoch);
    void onLoaded();
    void showClassifier();
    void showDetector();
    void applyThreshold();
    void showDetectorCell(int truth, int predicted);
    void saveThresholds(bool f1Best);

    QLabel* m_title;
    QComboBox* m_epoch;
    QTableView* m_matrixView;
    ConfusionModel* m_matrix;
    QTableWidget* m_classes;
    QLabel* m_cellLabel;
    QListView* m_galleryView;
    ThumbnailModel* m_thumbnails;
    QWidget* m_thresholdRow;
    QSlider* m_threshold;
    QLabel* m_thresholdValue;
    QPushButton* m_saveF1;
    QPushButton* m_saveFixed;
    CurvePlot* m_curves;
    int m_shownTruth = -1, m_shownPredicted = -1;  // the cell the gallery shows
    QFutureWatcher<Loaded> m_loading;
    Loaded m_data;
    QString m_error;
    // A load asked for while another ran: started when that one is done.
    QString m_pendingRun;
    int m_pendingEpoch = 0;
};

}  // namespace osprey::ui
