#pragma once

#include <QAbstractTableModel>
#include <QImage>
#include <QStringList>
#include <QVector>

#include "common/LabelledBox.h"

namespace osprey::ui {

// The scrubber's panel as a table: one row per picture of the fixed validation panel; column 0 the picture
// with its ground truth, then one column per checkpoint shown (one, or two when comparing). A classifier's
// cell says the predicted class and score, green when it matches the label and red when not; a detector's
// shows the picture with the predicted boxes. When two checkpoints are shown, a row where they disagree is
// highlighted.
class ScrubberModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The predicted class id of a classifier's cell (-1: none yet), or a detector's box count.
    static constexpr int PredictedRole = Qt::UserRole + 1;
    // Whether the row's two checkpoints disagree.
    static constexpr int DiffersRole = Qt::UserRole + 2;

    struct Picture {
        QString name;
        QString label;  // a classifier's true class name
        QImage thumbnail;
        QImage image;  // what the model runs on
    };
    struct Prediction {
        bool ready = false;
        QString error;
        int classId = -1;
        QString className;
        double score = 0;
        QVector<LabelledBox> boxes;  // a detector's, at least the shown threshold
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setPictures(const QVector<Picture>& pictures, bool detector);
    // The checkpoints shown, each a column heading ("epoch 2 (snapshot)"); predictions are cleared.
    void setColumns(const QStringList& headings);
    void setPrediction(int column, int row, const Prediction& prediction);

    const QVector<Picture>& pictures() const { return m_pictures; }
    int checkpointColumns() const { return static_cast<int>(m_headings.size()); }
    const Prediction& prediction(int column, int row) const;
    bool differs(int row) const;
    bool complete() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static constexpr int kSide = 64;  // of the pictures drawn in the cells

private:
    QVariant cellData(int column, int row, int role) const;
    QImage drawnBoxes(int column, int row) const;

    QVector<Picture> m_pictures;
    bool m_detector = false;
    QStringList m_headings;
    QVector<QVector<Prediction>> m_predictions;  // [checkpoint column][row]
};

}  // namespace osprey::ui
