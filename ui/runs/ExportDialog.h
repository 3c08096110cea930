#pragma once

#include <QDialog>
#include <QFutureWatcher>

#include "store/RunStore.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace osprey::ui {

// Exports one run's checkpoint as an ONNX file, as `osprey-cli export` does: which weights (trained or
// averaged), the profile (a detector's: for OpenCV, or with its post-processing inside for ONNX Runtime and
// TensorRT), opset, batch, input size and the file. The export runs off the GUI thread; the dialog then says
// what was written or, in the workbench's language, why not.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const RunRecord& run, QWidget* parent = nullptr);
    ~ExportDialog() override;

    QString resultText() const;
    bool isExporting() const { return m_watcher.isRunning(); }

private:
    struct Outcome {
        bool ok = false;
        QString text;
    };
    void chooseFile();
    void startExport();
    void showOutcome();
    void updateOptions();

    RunRecord m_run;
    QCheckBox* m_ema;
    QComboBox* m_profile;
    QSpinBox* m_opset;
    QComboBox* m_batch;
    QSpinBox* m_inputSize;
    QLineEdit* m_path;
    QPushButton* m_start;
    QLabel* m_result;
    QFutureWatcher<Outcome> m_watcher;
};

}  // namespace osprey::ui
