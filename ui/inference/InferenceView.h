#pragma once

#include <QHash>
#include <QWidget>

#include "inference/InferenceTypes.h"
#include "store/RunStore.h"

class QCheckBox;
class QFormLayout;
class QHBoxLayout;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QCheckBox;
class QSlider;

namespace osprey::ui {

class AnnotatedImageView;
class InferenceSession;
class StoreWatcher;
class TopKBars;

// Interactive inference: a run's checkpoint or a weight file, images from a dialog, a folder or dropped
// files, run on a worker thread; detections drawn in class colours with a score slider that refilters
// without running again, a classifier's top-k as bars, the time per image, the annotated image saved.
class InferenceView : public QWidget {
    Q_OBJECT
public:
    InferenceView(StoreWatcher* watcher, QWidget* parent = nullptr);
    ~InferenceView() override;

    void loadRun(const QString& runDir);
    void loadWeights(const QString& path, const QString& modelName);
    // Reads RUN_DIR/thresholds.json again when `runDir` is the run loaded now (the Evaluation view saved it).
    void reloadSavedThresholds(const QString& runDir);
    // Image files and folders (their images, recursively, found on a worker thread); each is run once a model
    // is loaded.
    void addImages(const QStringList& paths);
    void clearImages();
    // Shows `result` (as if the worker had sent it) and keeps it for its image.
    void showResult(const InferenceResult& result);
    bool saveAnnotated(const QString& path);

    InferenceSession* session() const { return m_session; }
    AnnotatedImageView* canvas() const { return m_canvas; }
    TopKBars* topK() const { return m_topK; }
    QSlider* thresholdSlider() const { return m_threshold; }
    // Shown for a detector run with saved thresholds (RUN_DIR/thresholds.json); ticked: they decide.
    QCheckBox* savedThresholdsBox() const { return m_savedThresholds; }
    QListWidget* imageList() const { return m_images; }
    QLabel* timeLabel() const { return m_time; }
    QComboBox* runChoice() const { return m_runs; }
    QPushButton* loadRunButton() const { return m_loadRun; }
    QPushButton* validationImagesButton() const { return m_validationImages; }
    double scoreThreshold() const;
    void setScoreThreshold(double threshold);
    int resultCount() const { return static_cast<int>(m_results.size()); }

    static QStringList imageNameFilters();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void refreshRuns(const QVector<RunRecord>& runs);
    void addFiles(const QStringList& files);
    void chooseWeightsFile();
    void openImagesDialog();
    void openFolderDialog();
    void addValidationImages();
    void saveAnnotatedDialog();
    void onModelLoaded(const LoadedModel& model);
    void onResult(const InferenceResult& result);
    void showCurrent();
    void updateShownCount();
    void applySavedThresholds();
    void readSavedThresholds();
    void setImagesRunning();

    InferenceSession* m_session;
    QComboBox* m_runs;
    QPushButton* m_loadRun;
    QPushButton* m_validationImages;
    QString m_loadedRunDir;  // the run whose checkpoint is loaded; empty for a weight file
    QComboBox* m_modelName;
    QCheckBox* m_ema;
    QLabel* m_modelLabel;
    QListWidget* m_images;
    AnnotatedImageView* m_canvas;
    TopKBars* m_topK;
    QSlider* m_threshold;
    QCheckBox* m_savedThresholds;
    QVector<double> m_classThresholds;  // per class id; -1: the file does not name the class
    QFormLayout* m_resultForm;
    QHBoxLayout* m_thresholdRow;
    QLabel* m_thresholdLabel;
    QLabel* m_shown;
    QLabel* m_time;
    QPushButton* m_save;
    QStringList m_runDirs;    // what m_runs lists, to rebuild it only when that changes
    QStringList m_runLabels;  // and under which names (a run renamed)
    QHash<QString, InferenceResult> m_results;
};

}  // namespace osprey::ui
