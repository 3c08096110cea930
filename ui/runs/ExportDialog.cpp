#include "runs/ExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "common/ErrorText.h"
#include "common/QtConversions.h"
#include "infer/Predictor.h"
#include "onnx/OnnxExporter.h"

namespace osprey::ui {

ExportDialog::ExportDialog(const RunRecord& run, QWidget* parent) : QDialog(parent), m_run(run) {
    setWindowTitle(tr("Export run as ONNX"));
    const bool detector = run.task == TaskKind::Detection;
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Writes run #%1 (%2) as one ONNX file, with its preprocessing and class "
                                "names inside: for OpenCV's "
                                "dnn module, osprey-infer, ONNX Runtime or TensorRT.")
                                 .arg(run.id)
                                 .arg(qs(run.name)),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    m_ema = new QCheckBox(tr("Averaged (EMA) weights"), this);
    m_ema->setObjectName(QStringLiteral("exportEma"));
    m_ema->setToolTip(tr("The exponential moving average the run kept beside its weights, when it kept one"));
    form->addRow(tr("Weights:"), m_ema);
    m_profile = new QComboBox(this);
    m_profile->setObjectName(QStringLiteral("exportProfile"));
    if (detector) {
        m_profile->addItem(tr("OpenCV: raw outputs, decoding by the reader"), QStringLiteral("opencv"));
        m_profile->addItem(tr("Full: decoding and NMS inside (ONNX Runtime, TensorRT)"),
                           QStringLiteral("full"));
    } else {
        m_profile->addItem(tr("Classifier: logits"), QStringLiteral("opencv"));
        m_profile->setEnabled(false);
    }
    form->addRow(tr("Profile:"), m_profile);
    m_opset = new QSpinBox(this);
    m_opset->setObjectName(QStringLiteral("exportOpset"));
    m_opset->setRange(static_cast<int>(kOldestOnnxOpset),
                      static_cast<int>(std::max(kOldestOnnxOpset, newestOnnxOpset())));
    m_opset->setValue(13);
    form->addRow(tr("Opset:"), m_opset);
    m_batch = new QComboBox(this);
    m_batch->setObjectName(QStringLiteral("exportBatch"));
    m_batch->setEditable(true);
    m_batch->addItem(QStringLiteral("1"), 1);
    m_batch->addItem(QStringLiteral("8"), 8);
    m_batch->addItem(tr("any (dynamic)"), 0);
    m_batch->setToolTip(tr("Images per run: a number, or any number decided when the model runs"));
    form->addRow(tr("Batch:"), m_batch);
    m_inputSize = new QSpinBox(this);
    m_inputSize->setObjectName(QStringLiteral("exportInputSize"));
    m_inputSize->setRange(0, 4096);
    m_inputSize->setSingleStep(32);
    m_inputSize->setSpecialValueText(tr("as trained"));
    m_inputSize->setSuffix(tr(" px"));
    form->addRow(tr("Input size:"), m_inputSize);
    auto* fileRow = new QHBoxLayout;
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_path->setText(QDir(qs(run.runDir)).filePath(QStringLiteral("model.onnx")));
    auto* browse = new QPushButton(tr("Browse…"), this);
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("File:"), fileRow);
    layout->addLayout(form);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("exportResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_start = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("exportStart"));
    m_start->setDefault(true);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ExportDialog::chooseFile);
    connect(m_start, &QPushButton::clicked, this, &ExportDialog::startExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_profile, &QComboBox::currentIndexChanged, this, &ExportDialog::updateOptions);
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &ExportDialog::showOutcome);
    updateOptions();
}

ExportDialog::~ExportDialog() {
    m_watcher.waitForFinished();
}

QString ExportDialog::resultText() const {
    return m_result->text();
}

void ExportDialog::updateOptions() {
    // The full profile decodes one image at a time, with operators of opset 13 and newer.
    const bool full = m_profile->currentData().toString() == QStringLiteral("full");
    if (full) {
        m_batch->setCurrentIndex(0);
        m_opset->setMinimum(13);
    } else {
        m_opset->setMinimum(static_cast<int>(kOldestOnnxOpset));
    }
    m_batch->setEnabled(!full);
}

void ExportDialog::chooseFile() {
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Export as"), m_path->text(), tr("ONNX models (*.onnx)"));
    if (!file.isEmpty())
        m_path->setText(file.endsWith(QStringLiteral(".onnx")) ? file : file + QStringLiteral(".onnx"));
}

void ExportDialog::startExport() {
    const QString path = m_path->text().trimmed();
    if (QFileInfo::exists(path) &&
        QMessageBox::question(this, tr("Replace file?"), tr("%1 exists. Replace it?").arg(path)) !=
            QMessageBox::Yes)
        return;
    OnnxExportOptions options;
    options.profile = ss(m_profile->currentData().toString());
    options.opset = m_opset->value();
    // The batch as chosen from the list, or as typed ("any" or a number; anything else reaches core, which
    // says why).
    const int chosen = m_batch->findText(m_batch->currentText());
    if (chosen >= 0)
        options.batch = m_batch->itemData(chosen).toInt();
    else {
        bool number = false;
        const int typed = m_batch->currentText().trimmed().toInt(&number);
        options.batch = number ? typed : -1;
    }
    options.inputSize = m_inputSize->value();
    const std::string runDir = m_run.runDir;
    const bool ema = m_ema->isChecked();
    m_start->setEnabled(false);
    m_result->setStyleSheet(QString());
    m_result->setText(tr("Exporting…"));
    m_watcher.setFuture(QtConcurrent::run([runDir, ema, options, path] {
        Outcome out;
        try {
            const OnnxExportSummary s = exportOnnx("", runCheckpointPath(runDir), ema, options, ss(path));
            out.ok = true;
            out.text = tr("Wrote %1: %2 nodes, %3; outputs: %4.")
                           .arg(qs(s.path))
                           .arg(s.nodes)
                           .arg(QLocale().formattedDataSize(s.bytes))
                           .arg(qs(s.outputs.empty() ? std::string() : [&] {
                               std::string joined;
                               for (const auto& o : s.outputs)
                                   joined += (joined.empty() ? "" : ", ") + o;
                               return joined;
                           }()));
        } catch (const std::exception& e) {
            out.text = ErrorText::of(e);
        }
        return out;
    }));
}

void ExportDialog::showOutcome() {
    const Outcome out = m_watcher.result();
    m_result->setStyleSheet(out.ok ? QString() : QStringLiteral("color: #c00"));
    m_result->setText(out.text);
    m_start->setEnabled(true);
}

}  // namespace osprey::ui
