#include "wizard/NewExperimentWizard.h"

#include "common/QtConversions.h"
#include "wizard/DatasetPage.h"
#include "wizard/ExperimentDraft.h"
#include "wizard/ModelPage.h"

namespace osprey::ui {

NewExperimentWizard::NewExperimentWizard(QWidget* parent) : QWizard(parent) {
    setWindowTitle(tr("New experiment"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    m_dataset = new DatasetPage(this);
    m_model = new ModelPage(m_dataset, this);
    addPage(m_dataset);
    addPage(m_model);
    setButtonText(QWizard::FinishButton, tr("Create experiment"));
    resize(860, 640);
}

ExperimentDraft NewExperimentWizard::draft() const {
    ExperimentDraft d;
    d.data = m_dataset->guess();
    d.datasetSummary = m_dataset->summaryLine();
    d.model = m_model->model();
    d.inputSize = m_model->inputSize();
    d.epochs = m_model->epochs();
    d.batchSize = m_model->batchSize();
    if (m_model->usePretrained()) {
        d.weights = m_model->pretrainedWeights();
        d.backboneWeights = m_model->pretrainedBackbone();
    }
    return d;
}

}  // namespace osprey::ui
