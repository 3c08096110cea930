#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QWizardPage>

class QCheckBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace osprey::ui {

class DatasetPage;
class StepTimer;

// New Experiment, second step: the model, from the registered models of the task the data asks for, each
// with its parameter count, whether pretrained weights for it are on this machine, and its time per training
// step here at the chosen input size and batch (measured in the background for the chosen model only,
// cached, shown when ready); then the input size, epochs and batch size.
class ModelPage : public QWizardPage {
    Q_OBJECT
public:
    ModelPage(DatasetPage* dataset, QWidget* parent = nullptr);
    ~ModelPage() override;

    void initializePage() override;
    bool isComplete() const override;

    QString model() const;
    int inputSize() const;
    int epochs() const;
    int batchSize() const;
    bool usePretrained() const;
    QString pretrainedWeights() const;   // model.weights to set, or empty
    QString pretrainedBackbone() const;  // model.backbone_weights to set, or empty

    QTableWidget* table() const { return m_table; }

private:
    enum Column { NameColumn, ParamsColumn, PretrainedColumn, StepColumn };
    void fillTable(const QString& task);
    void selectionChanged();
    void measureSelected();
    void showStepTime(const QString& model, int inputSize, int batchSize, double ms);
    int rowOf(const QString& model) const;

    DatasetPage* m_datasetPage;
    QTableWidget* m_table;
    QSpinBox* m_inputSize;
    QSpinBox* m_epochs;
    QSpinBox* m_batchSize;
    QCheckBox* m_pretrained;
    QLabel* m_pretrainedNote;
    StepTimer* m_timer;
    QString m_task;
    QFutureWatcher<QHash<QString, qint64>> m_params;
};

}  // namespace osprey::ui
