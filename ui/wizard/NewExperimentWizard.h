#pragma once

#include <QWizard>

namespace osprey::ui {

class DatasetPage;
class ModelPage;
struct ExperimentDraft;

// New Experiment, dataset first: the data (its format recognised, counts, classes, pictures, problems), then
// the model; Finish hands the experiment to the editor, ready to Launch.
class NewExperimentWizard : public QWizard {
    Q_OBJECT
public:
    explicit NewExperimentWizard(QWidget* parent = nullptr);

    DatasetPage* datasetPage() const { return m_dataset; }
    ModelPage* modelPage() const { return m_model; }
    ExperimentDraft draft() const;

private:
    DatasetPage* m_dataset;
    ModelPage* m_model;
};

}  // namespace osprey::ui
