#pragma once

#include <QImage>
#include <QWidget>

#include "common/LabelledBox.h"

namespace osprey::ui {

// An image scaled to fit, with boxes drawn over it; boxes below the score threshold are hidden without
// anything being run again.
class AnnotatedImageView : public QWidget {
    Q_OBJECT
public:
    explicit AnnotatedImageView(QWidget* parent = nullptr);

    void setImage(const QImage& image, const QVector<LabelledBox>& boxes);
    void clear(const QString& message = {});
    void setScoreThreshold(double threshold);
    // Per class id, the score a box of that class needs (a run's saved thresholds); a class beyond the list,
    // or with a negative value, takes the score threshold. Empty: the score threshold for every class.
    void setClassThresholds(const QVector<double>& thresholds);

    double scoreThreshold() const { return m_threshold; }
    const QImage& image() const { return m_image; }
    int shownBoxCount() const { return static_cast<int>(shownBoxes().size()); }
    // The image at its own size with the boxes shown now drawn on it (what "Save annotated" writes).
    QImage annotated() const;

    QSize sizeHint() const override { return {640, 480}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<LabelledBox> shownBoxes() const;

    QImage m_image;
    mutable QImage m_scaled;  // m_image at the size it is shown
    QVector<LabelledBox> m_boxes;
    double m_threshold = 0;
    QVector<double> m_classThresholds;
    QString m_message;
};

}  // namespace osprey::ui
