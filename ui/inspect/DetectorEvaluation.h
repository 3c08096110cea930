#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <string>
#include <vector>

#include "common/LabelledBox.h"
#include "eval/DetectionConfusion.h"
#include "store/DetectionRecords.h"

namespace osprey::ui {

class RunPictures;

// A detector's recorded validation as the Evaluation view shows it: the confusion matrix with a background
// row and column, each class's figures at a score threshold and its precision-recall curve, and, for a cell,
// the pictures behind it with the boxes that put them there. Built off the GUI thread; setThreshold is cheap
// (one pass over the matching), so the view redoes it as the slider moves.
class DetectorEvaluation {
    Q_DECLARE_TR_FUNCTIONS(DetectorEvaluation)

public:
    // `summary`: the validation's metrics JSON (per-class AP and AP50); `pictures`: the run's validation
    // pictures as they read now.
    DetectorEvaluation(DetectionRecords records, std::vector<std::string> classNames,
                       const std::string& summary, const RunPictures& pictures);

    void setThreshold(double threshold);
    double threshold() const { return m_threshold; }

    int classes() const { return m_confusion.classes; }
    // The class names, then "background".
    QStringList matrixNames() const;
    QVector<QVector<qint64>> matrix() const;
    const std::vector<ClassThreshold>& perClass() const { return m_perClass; }
    const std::vector<PrecisionRecallCurve>& curves() const { return m_curves; }
    const std::vector<std::string>& classNames() const { return m_classNames; }
    double ap50(int k) const { return k >= 0 && k < m_ap50.size() ? m_ap50[k] : -1.0; }
    const DetectionRecords& records() const { return m_records; }

    // The pictures behind cell (truth, predicted), each once, in the order they were recorded (the validation
    // split's order when it ran), with that cell's boxes to draw over the ground truth: its detections (solid; a false positive red)
    // and its missed boxes (dashed). `absent` counts pictures of the cell that are no longer in the dataset.
    struct Cell {
        QVector<int> pictures;
        QVector<QVector<LabelledBox>> overlays;
        int absent = 0;
    };
    Cell cell(int truth, int predicted) const;

private:
    DetectionRecords m_records;
    std::vector<std::string> m_classNames;
    QVector<double> m_ap50;
    QVector<int> m_pictureOfItem;  // per recorded item: its index in the dataset as it reads now, or -1
    std::vector<int64_t> m_itemOfAnnotation;
    std::vector<PrecisionRecallCurve> m_curves;
    double m_threshold = -1;
    DetectionConfusion m_confusion;
    std::vector<ConfusionEntry> m_entries;
    std::vector<ClassThreshold> m_perClass;
};

}  // namespace osprey::ui
