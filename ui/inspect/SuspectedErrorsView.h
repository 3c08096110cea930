#pragma once

#include <QFutureWatcher>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <memory>

#include "inspect/ErrorMarks.h"
#include "inspect/SuspectsModel.h"

class QComboBox;
class QLabel;
class QListView;
class QPushButton;

namespace osprey::ui {

class BrowsedDataset;
class ThumbnailModel;

// A run's pictures ranked by how likely their annotation is wrong, from its records (RUN_DIR/inspect.db):
// a classifier's training split by the area under the margin where training margins were recorded, a
// validation by mistakenness, a detector's by possibly missing, spurious, mislocated or wrongly classed boxes
// (drawn over the ground truth). The person marks pictures Exclude or Relabel; the marks are saved at once
// beside the run (ErrorMarks) and "New experiment without these" opens the run's config as a new experiment
// that leaves the excluded pictures out (data.exclude_list). Records are read off the GUI thread.
class SuspectedErrorsView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kPage = 200;  // pictures shown at first, and added by "Show more"

    explicit SuspectedErrorsView(QWidget* parent = nullptr);
    ~SuspectedErrorsView() override;

    // Ranks `split` ("train" or "val"; empty: the training margins where recorded, else the validation) of
    // the run; `kind` picks a detector's findings ("all", "missing", "spurious", "mislocated", "class").
    void loadRun(const QString& runDir, const QString& split = QString(),
                 const QString& kind = QStringLiteral("all"));
    // Marks the gallery's selected pictures and saves the marks.
    void markSelected(ErrorMarks::Mark mark);
    // Shows a page more of the ranking; setPageSize sets how many a page holds (kPage) and shows one page.
    void showMore();
    void setPageSize(int pictures);

    bool isLoading() const { return m_loading.isRunning(); }
    QString errorText() const { return m_error; }
    QString runDir() const { return m_data.runDir; }
    QString split() const { return m_data.split; }
    int rankedCount() const { return static_cast<int>(m_data.entries.size()); }
    const ErrorMarks& marks() const { return m_data.marks; }
    SuspectsModel* model() const { return m_model; }
    ThumbnailModel* thumbnails() const { return m_thumbnails; }
    QListView* galleryView() const { return m_galleryView; }
    QComboBox* splitBox() const { return m_splitBox; }
    QComboBox* kindBox() const { return m_kindBox; }
    QComboBox* classBox() const { return m_classBox; }
    QPushButton* excludeButton() const { return m_exclude; }
    QPushButton* relabelButton() const { return m_relabel; }
    QPushButton* clearButton() const { return m_clear; }
    QPushButton* moreButton() const { return m_more; }
    QPushButton* newExperimentButton() const { return m_newExperiment; }

Q_SIGNALS:
    void loaded();
    // "New experiment without these": the run's config as a new experiment with data.exclude_list set to
    // `excludeList` (the saved RUN_DIR/inspect/exclude.txt, absolute).
    void newExperimentRequested(const QString& runDir, const QString& excludeList);

private:
    struct Loaded {
        QString error;
        QString runDir, split, kind;
        bool detector = false;
        QString description;  // what the ranking is of
        QStringList splits;   // the splits that can be ranked
        bool trainingMargins = false;
        QStringList classNames;
        std::shared_ptr<const BrowsedDataset> dataset;
        QVector<SuspectEntry> entries;  // the whole ranking, best first
        QString pictureProblem;         // why some pictures cannot be shown
        ErrorMarks marks;
        QString marksProblem;
        // The saved marks could not be read: nothing is marked or saved until the files are fixed, so that
        // the user's lists are never overwritten with fewer names.
        bool marksUnreadable = false;
    };
    static Loaded load(const QString& runDir, const QString& split, const QString& kind);
    void onLoaded();
    void fillChoices();
    void showRanking();
    void saveMarks();
    void updateMarksLine();
    void requestNewExperiment();

    QLabel* m_title;
    QComboBox* m_splitBox;
    QLabel* m_kindLabel;
    QComboBox* m_kindBox;
    QListView* m_galleryView;
    ThumbnailModel* m_thumbnails;
    SuspectsModel* m_model;
    QLabel* m_shownLabel;
    QPushButton* m_more;
    QPushButton* m_exclude;
    QPushButton* m_relabel;
    QComboBox* m_classBox;
    QPushButton* m_clear;
    QPushButton* m_newExperiment;
    QLabel* m_marksLabel;
    QFutureWatcher<Loaded> m_loading;
    Loaded m_data;
    int m_page = kPage;
    int m_limit = kPage;
    QString m_error;
    // A load asked for while another ran: started when that one is done.
    QString m_pendingRun, m_pendingSplit, m_pendingKind;
};

}  // namespace osprey::ui
