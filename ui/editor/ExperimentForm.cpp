#include "editor/ExperimentForm.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "common/QtConversions.h"
#include "config/ConfigSchema.h"
#include "editor/ConfigFieldEditor.h"
#include "editor/ExperimentDocument.h"
#include "editor/FieldLabels.h"
#include "session/LaunchCheck.h"

namespace osprey::ui {

ExperimentForm::ExperimentForm(ExperimentDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_groupList = new QListWidget(this);
    m_groupList->setObjectName(QStringLiteral("groupList"));
    m_groupList->setMaximumWidth(190);
    m_pages = new QStackedWidget(this);
    auto* side = new QVBoxLayout;
    side->addWidget(m_groupList, 1);
    m_showAdvanced = new QCheckBox(tr("Show advanced settings"), this);
    m_showAdvanced->setObjectName(QStringLiteral("showAdvanced"));
    m_showAdvanced->setToolTip(
        tr("Rarely changed settings (loader prefetch, checkpoints kept, TF32, …); those "
           "the experiment sets to other than their default are always shown"));
    side->addWidget(m_showAdvanced);
    layout->addLayout(side);
    layout->addWidget(m_pages, 1);
    connect(m_showAdvanced, &QCheckBox::toggled, this, &ExperimentForm::refreshApplicability);

    for (const auto& key : ConfigSchema::instance().keys()) {
        auto* editor = new ConfigFieldEditor(key);
        // Words, with the key and what it does in the tooltip.
        auto* label = new QLabel(FieldLabels::label(key.name));
        label->setToolTip(FieldLabels::toolTip(key.name));
        pageFor(qs(key.group))->addRow(label, editor);
        m_fields.insert(qs(key.name), editor);
        connect(editor, &ConfigFieldEditor::edited, m_document, &ExperimentDocument::setField);
    }
    pageFor(QStringLiteral("Launch"));  // even without keys: the launch settings live there
    connect(m_groupList, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    m_groupList->setCurrentRow(0);

    connect(m_document, &ExperimentDocument::configReplaced, this, &ExperimentForm::refreshValues);
    connect(m_document, &ExperimentDocument::yamlRegenerated, this, &ExperimentForm::refreshChoices);
    connect(m_document, &ExperimentDocument::problemsChanged, this, &ExperimentForm::refreshErrors);
    refreshValues();
}

QString ExperimentForm::groupTitle(const QString& group) {
    // The schema's group names, translated here: core has no Qt.
    static const QMap<QString, const char*> titles = {
        {QStringLiteral("General"), QT_TR_NOOP("General")},
        {QStringLiteral("Data"), QT_TR_NOOP("Data")},
        {QStringLiteral("Model"), QT_TR_NOOP("Model")},
        {QStringLiteral("Augmentation"), QT_TR_NOOP("Augmentation")},
        {QStringLiteral("Optimisation"), QT_TR_NOOP("Optimisation")},
        {QStringLiteral("Schedule"), QT_TR_NOOP("Schedule")},
        {QStringLiteral("Training"), QT_TR_NOOP("Training")},
        {QStringLiteral("Evaluation"), QT_TR_NOOP("Evaluation")},
        {QStringLiteral("Checkpoints"), QT_TR_NOOP("Checkpoints")},
        {QStringLiteral("Inspection"), QT_TR_NOOP("Inspection")},
        {QStringLiteral("Precision & hardware"), QT_TR_NOOP("Precision & hardware")},
        {QStringLiteral("Launch"), QT_TR_NOOP("Launch")},
    };
    const auto it = titles.find(group);
    return it == titles.end() ? group : tr(it.value());
}

QFormLayout* ExperimentForm::pageFor(const QString& group) {
    if (auto* existing = m_layouts.value(group))
        return existing;
    auto* scroll = new QScrollArea(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    scroll->setWidget(page);
    m_pages->addWidget(scroll);
    m_groupList->addItem(groupTitle(group));
    m_layouts.insert(group, form);
    m_groups << group;
    return form;
}

QStringList ExperimentForm::groups() const {
    return m_groups;
}

void ExperimentForm::addToGroup(const QString& group, QWidget* widget) {
    pageFor(group)->addRow(widget);
}

void ExperimentForm::showGroup(const QString& group) {
    const auto index = m_groups.indexOf(group);
    if (index >= 0)
        m_groupList->setCurrentRow(static_cast<int>(index));
}

void ExperimentForm::refreshApplicability() {
    // Only the keys that have an effect in this experiment (no AdamW betas with SGD, no anchors for a
    // classifier); a key with an error stays in sight until it is mended.
    const Config& config = m_document->config();
    const auto& errors = m_document->fieldErrors();
    const bool advanced = m_showAdvanced->isChecked();
    for (const auto& key : ConfigSchema::instance().keys()) {
        ConfigFieldEditor* field = m_fields.value(qs(key.name));
        QFormLayout* page = m_layouts.value(qs(key.group));
        if (!field || !page)
            continue;
        // A key the experiment sets stays in sight even where it does not apply: setup may refuse it (label
        // smoothing on a detector), and the user must see what the file says.
        const bool set = !(config.value(key.name) == key.defaultValue);
        const bool inSight = advanced || !FieldLabels::isAdvanced(key.name);
        page->setRowVisible(field,
                            set || (key.appliesTo(config) && inSight) || errors.contains(qs(key.name)));
    }
}

void ExperimentForm::refreshChoices() {
    refreshApplicability();
    // The models offered are those of the experiment's task: they change when the task does.
    if (ConfigFieldEditor* model = m_fields.value(QStringLiteral("model.name"))) {
        QStringList names;
        for (const auto& name : modelNamesForTask(m_document->config().getString("task")))
            names << qs(name);
        model->setChoices(names);
    }
}

void ExperimentForm::refreshValues() {
    refreshChoices();
    const Config& config = m_document->config();
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        it.value()->setText(ExperimentDocument::fieldText(config, ss(it.key())));
    refreshErrors();
}

void ExperimentForm::refreshErrors() {
    const auto& errors = m_document->fieldErrors();
    for (auto it = m_fields.begin(); it != m_fields.end(); ++it)
        it.value()->setError(errors.value(it.key()));
}

}  // namespace osprey::ui
