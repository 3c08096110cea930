#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QWidget>

#include <memory>
#include <vector>

#include "inference/InferenceTypes.h"
#include "inspect/ScrubberModel.h"
#include "store/RunStore.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace osprey::ui {

class BrowsedDataset;
class InferenceSession;
class StoreWatcher;

// The checkpoint of `rows` nearest `epoch` (epochs done): the smallest distance, and at equal distance a
// snapshot before a periodic checkpoint, best and last; -1 when there is none.
int nearestCheckpoint(const std::vector<CheckpointRow>& rows, double epoch);

// The Monitor's checkpoint scrubber (issue 21): for a point clicked on a run's curves, the nearest checkpoint
// of the run (a weights-only snapshot, a periodic checkpoint, best or last) run on a fixed panel of 8
// validation pictures, evenly spaced over the split and the same for every checkpoint of the run; "Compare"
// adds a second checkpoint, of this run or of another on the same data, side by side. Reading the store and
// the pictures runs on a worker thread, the model on the inference thread; predictions are cached per
// (checkpoint file, its modification time, picture).
class CheckpointScrubber : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPictures = 8;

    explicit CheckpointScrubber(StoreWatcher* watcher, QWidget* parent = nullptr);
    ~CheckpointScrubber() override;

    // Shows the checkpoint of `runId` nearest `epoch` (fractional, in epochs done).
    void scrub(qint64 runId, double epoch);
    // Compares with checkpoint `index` of `runId`'s list (-1: its default); `runId` 0 turns compare off.
    void compareWith(qint64 runId, int index = -1);

    ScrubberModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString titleText() const;
    QString errorText() const { return m_error; }
    // The checkpoint file of each column shown.
    QStringList shownCheckpoints() const;
    QComboBox* checkpointCombo() const { return m_checkpointA; }
    QComboBox* compareCheckpointCombo() const { return m_checkpointB; }

Q_SIGNALS:
    // Every picture of every column shown has its prediction (or its error), or the scrub failed.
    void finished();

private:
    struct Prepared {
        QString error;
        qint64 runId = 0;
        std::vector<CheckpointRow> rows;  // files that exist, in the store's order
        bool newPanel = false;            // the pictures below are read for this run
        std::shared_ptr<const BrowsedDataset> dataset;
        QVector<ScrubberModel::Picture> pictures;
        bool detector = false;
        QString panelNote;  // why the panel has fewer than 8 pictures
    };
    struct Column {
        QString file;
        qint64 modified = 0;  // ms since the epoch
    };

    void onPrepared();
    void onCompareRead();
    void fillCombo(QComboBox* combo, const std::vector<CheckpointRow>& rows, int current);
    void describe();
    void fillCompareRuns();
    void startPredictions();
    void runNextColumn();
    void onModelLoaded();
    void onResult(const InferenceResult& result);
    void fail(const QString& message);
    QString cacheKey(int column, int row) const;

    StoreWatcher* m_watcher;
    InferenceSession* m_session;
    ScrubberModel* m_model;
    QLabel* m_title;
    QLabel* m_note;
    QComboBox* m_checkpointA;
    QCheckBox* m_compare;
    QComboBox* m_compareRun;
    QComboBox* m_checkpointB;
    QTableView* m_table;

    qint64 m_runId = 0;
    double m_epoch = 0;
    QString m_panelRunDir;  // whose validation pictures the model holds
    std::vector<CheckpointRow> m_rowsA, m_rowsB;
    qint64 m_compareRunId = 0;
    int m_compareIndex = -1;
    QFutureWatcher<Prepared> m_preparing;
    QFutureWatcher<Prepared> m_readingCompare;
    bool m_prepareAgain = false;

    QVector<Column> m_columns;
    int m_running = -1;  // the column the inference session runs now
    double m_threshold = 0.5;
    QHash<QString, ScrubberModel::Prediction> m_cache;
    QString m_error;
};

}  // namespace osprey::ui
