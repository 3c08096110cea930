#pragma once

#include <QColor>
#include <QRectF>
#include <QString>
#include <QVector>

class QPainter;

namespace osprey::ui {

// A box to draw over an image: a ground-truth label (score < 0) or a detection with its score, or a finding
// about the picture (the Suspected errors view) in a colour of its own.
struct LabelledBox {
    QRectF rect;  // image pixels
    int classId = 0;
    QString label;
    double score = -1;
    QColor colour;                      // invalid: the class's colour
    Qt::PenStyle line = Qt::SolidLine;  // a finding about the box is drawn dashed
};

// The class's colour, the same as in images annotated by osprey-cli.
QColor classColour(int classId);

// Draws the boxes scoring at least `minScore` (ground truth always) onto `painter`, whose coordinates are the
// image's pixels scaled by `scale`: outline in the class colour and a filled tag with the label (and score).
void paintBoxes(QPainter& painter, const QVector<LabelledBox>& boxes, double scale, double minScore = 0);

// How many of `boxes` paintBoxes draws for `minScore`.
int boxesShown(const QVector<LabelledBox>& boxes, double minScore);

}  // namespace osprey::ui
