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

    double scoreThreshold() const { return m_threshold; }
    const QImage& image() const { return m_image; }
    int shownBoxCount() const { return boxesShown(m_boxes, m_threshold); }
    // The image at its own size with the boxes shown now drawn on it (what "Save annotated" writes).
    QImage annotated() const;

    QSize sizeHint() const override { return {640, 480}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QImage m_image;
    mutable QImage m_scaled;  // m_image at the size it is shown
    QVector<LabelledBox> m_boxes;
    double m_threshold = 0;
    QString m_message;
};

}  // namespace osprey::ui
