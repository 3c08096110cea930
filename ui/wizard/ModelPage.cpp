#include "wizard/ModelPage.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "common/QtConversions.h"
#include "data/formats/DatasetFormat.h"
#include "models/ModelRegistry.h"
#include "session/LaunchCheck.h"
#include "util/Version.h"
#include "weights/PretrainedWeights.h"
#include "wizard/DatasetPage.h"
#include "wizard/StepTimer.h"

namespace osprey::ui {

namespace {

constexpr int kModelRole = Qt::UserRole;
constexpr int kWeightsRole = Qt::UserRole + 1;
constexpr int kBackboneRole = Qt::UserRole + 2;

// The model a person new to the task starts with: small, quick to train, good enough to judge the data.
QString defaultModel(const DatasetGuess& guess) {
    if (guess.task == "detection")
        return QStringLiteral("retinanet_resnet18_fpn");
    // Pictures of 32x32 or smaller: the CIFAR ResNet, made for them.
    const DatasetFormat* format = findDatasetFormat(guess.format);
    if (format && format->pictureSide > 0 && format->pictureSide <= 32)
        return QStringLiteral("cifar_resnet20");
    return QStringLiteral("resnet18");
}

QString paramsKey(const QString& model) {
    return QStringLiteral("parameters/%1/%2").arg(qs(programVersion()), model);
}

QString formatStepTime(double ms) {
    return ms >= 1000 ? ModelPage::tr("%1 s").arg(QLocale().toString(ms / 1000, 'f', 2))
                      : ModelPage::tr("%1 ms").arg(QLocale().toString(ms, 'f', 0));
}

}  // namespace

ModelPage::ModelPage(DatasetPage* dataset, QWidget* parent)
    : QWizardPage(parent), m_datasetPage(dataset), m_timer(new StepTimer(this)) {
    setTitle(tr("Model"));
    setSubTitle(
        tr("The models Osprey has for this task. The time per training step is measured on this "
           "machine for the model you pick, at the input size and batch below."));
    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("modelTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Model"), tr("Parameters"), tr("Pretrained weights"), tr("Time per step")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    for (int c : {ParamsColumn, PretrainedColumn, StepColumn})
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_inputSize = new QSpinBox(this);
    m_inputSize->setRange(32, 4096);
    m_inputSize->setSingleStep(32);
    m_inputSize->setSuffix(tr(" px"));
    m_epochs = new QSpinBox(this);
    m_epochs->setRange(1, 10000);
    m_batchSize = new QSpinBox(this);
    m_batchSize->setRange(1, 4096);
    m_pretrained = new QCheckBox(tr("Start from the pretrained weights on this machine"), this);
    m_pretrainedNote = new QLabel(this);
    m_pretrainedNote->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Input size"), m_inputSize);
    form->addRow(tr("Epochs"), m_epochs);
    form->addRow(tr("Images per step"), m_batchSize);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(m_pretrained);
    layout->addWidget(m_pretrainedNote);

    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ModelPage::selectionChanged);
    connect(m_inputSize, &QSpinBox::valueChanged, this, &ModelPage::measureSelected);
    connect(m_batchSize, &QSpinBox::valueChanged, this, &ModelPage::measureSelected);
    connect(m_timer, &StepTimer::measured, this, &ModelPage::showStepTime);
    connect(m_timer, &StepTimer::failed, this, [this](const QString& model, const QString& reason) {
        if (QTableWidgetItem* item = m_table->item(rowOf(model), StepColumn)) {
            item->setText(tr("not measured"));
            item->setToolTip(reason);
        }
    });
    connect(&m_params, &QFutureWatcher<QHash<QString, qint64>>::finished, this, [this] {
        const auto counts = m_params.result();
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const QString name = m_table->item(row, NameColumn)->data(kModelRole).toString();
            if (counts.contains(name)) {
                m_table->item(row, ParamsColumn)->setText(QLocale().toString(counts.value(name)));
                QSettings().setValue(paramsKey(name), counts.value(name));
            }
        }
    });
}

ModelPage::~ModelPage() {
    m_params.waitForFinished();
}

void ModelPage::initializePage() {
    const DatasetGuess& guess = m_datasetPage->guess();
    const bool detection = guess.task == "detection";
    if (m_task != qs(guess.task))
        fillTable(qs(guess.task));
    m_epochs->setValue(detection ? 30 : 20);
    m_batchSize->setValue(detection ? 8 : 32);
    const int row = rowOf(defaultModel(guess));
    m_table->selectRow(row >= 0 ? row : 0);
    selectionChanged();
}

void ModelPage::fillTable(const QString& task) {
    m_task = task;
    m_table->setRowCount(0);
    const std::vector<std::string> names = modelNamesForTask(ss(task));
    m_table->setRowCount(static_cast<int>(names.size()));
    QStringList toCount;
    for (int row = 0; row < static_cast<int>(names.size()); ++row) {
        const QString name = qs(names[row]);
        const ModelInfo& info = ModelRegistry::instance().get(names[row]);
        auto* nameItem = new QTableWidgetItem(name);
        nameItem->setData(kModelRole, name);
        const PretrainedWeights found = findPretrainedWeights(names[row]);
        nameItem->setData(kWeightsRole, qs(found.model));
        nameItem->setData(kBackboneRole, qs(found.backbone));
        QString pretrained = tr("none here");
        QString where;
        if (!found.model.empty()) {
            pretrained = tr("whole model");
            where = qs(found.model);
        } else if (!found.backbone.empty()) {
            pretrained = tr("backbone (%1)").arg(qs(info.backboneModel));
            where = qs(found.backbone);
        }
        auto* pretrainedItem = new QTableWidgetItem(pretrained);
        pretrainedItem->setToolTip(where.isEmpty() ? tr("No weight file for this model in %1")
                                                         .arg(qs(pretrainedWeightFolders().front().string()))
                                                   : where);
        m_table->setItem(row, NameColumn, nameItem);
        m_table->setItem(row, ParamsColumn, new QTableWidgetItem(tr("counting…")));
        m_table->setItem(row, PretrainedColumn, pretrainedItem);
        const double ms = StepTimer::cached(name, m_inputSize->value(), m_batchSize->value());
        m_table->setItem(row, StepColumn, new QTableWidgetItem(ms >= 0 ? formatStepTime(ms) : QString()));
        toCount << name;
    }
    // Counting means building each model: off the GUI thread, once per version of Osprey (cached).
    QSettings settings;
    QHash<QString, qint64> known;
    for (const QString& name : toCount) {
        const QVariant cached = settings.value(paramsKey(name));
        if (cached.isValid()) {
            known.insert(name, cached.toLongLong());
            m_table->item(rowOf(name), ParamsColumn)->setText(QLocale().toString(cached.toLongLong()));
        }
    }
    m_params.waitForFinished();
    m_params.setFuture(QtConcurrent::run([toCount, known] {
        QHash<QString, qint64> counts = known;
        for (const QString& name : toCount) {
            if (counts.contains(name))
                continue;
            const auto model = ModelRegistry::instance().create(ss(name), ModelOptions{});
            counts.insert(name, countParameters(*model));
        }
        return counts;
    }));
}

int ModelPage::rowOf(const QString& model) const {
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, NameColumn)->data(kModelRole).toString() == model)
            return row;
    return -1;
}

void ModelPage::selectionChanged() {
    const QString name = model();
    if (name.isEmpty())
        return;
    const ModelInfo& info = ModelRegistry::instance().get(ss(name));
    // The input: the model's own size, but no larger than the pictures need (a 96-pixel dataset trains at
    // 96).
    int size = static_cast<int>(info.defaultInputSize);
    if (const int side = m_datasetPage->imageSide(); side > 0)
        size = std::min(size, std::max(32, (side + 31) / 32 * 32));
    size = std::max<int>(size, static_cast<int>(info.minInputSize));
    {
        const QSignalBlocker block(m_inputSize);
        m_inputSize->setValue(size);
    }
    const bool hasWeights = !pretrainedWeights().isEmpty() || !pretrainedBackbone().isEmpty();
    m_pretrained->setEnabled(hasWeights);
    m_pretrained->setChecked(hasWeights);
    m_pretrainedNote->setText(
        hasWeights
            ? QString()
            : tr("No pretrained weights for %1 on this machine: it learns from scratch. Put torchvision's "
                 "weight file in %2 to start from it.")
                  .arg(name, qs(pretrainedWeightFolders().front().string())));
    measureSelected();
    Q_EMIT completeChanged();
}

void ModelPage::measureSelected() {
    const QString name = model();
    if (name.isEmpty())
        return;
    if (QTableWidgetItem* item = m_table->item(rowOf(name), StepColumn)) {
        if (StepTimer::cached(name, inputSize(), batchSize()) < 0)
            item->setText(tr("measuring…"));
    }
    m_timer->request(name, inputSize(), batchSize());
}

void ModelPage::showStepTime(const QString& model, int inputSize, int batchSize, double ms) {
    QTableWidgetItem* item = m_table->item(rowOf(model), StepColumn);
    if (!item)
        return;
    item->setText(formatStepTime(ms));
    item->setToolTip(
        tr("%1 x %1 pixels, %2 images per step, measured on this machine").arg(inputSize).arg(batchSize));
}

bool ModelPage::isComplete() const {
    return !model().isEmpty();
}

QString ModelPage::model() const {
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString()
                          : m_table->item(rows.first().row(), NameColumn)->data(kModelRole).toString();
}

int ModelPage::inputSize() const {
    return m_inputSize->value();
}
int ModelPage::epochs() const {
    return m_epochs->value();
}
int ModelPage::batchSize() const {
    return m_batchSize->value();
}
bool ModelPage::usePretrained() const {
    return m_pretrained->isEnabled() && m_pretrained->isChecked();
}

QString ModelPage::pretrainedWeights() const {
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString()
                          : m_table->item(rows.first().row(), NameColumn)->data(kWeightsRole).toString();
}

QString ModelPage::pretrainedBackbone() const {
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty() || !pretrainedWeights().isEmpty())
        return {};
    return m_table->item(rows.first().row(), NameColumn)->data(kBackboneRole).toString();
}

}  // namespace osprey::ui
